/**
 * `@docusaurus/Translate` for unit tests that render components outside a Docusaurus build (which
 * provides that module through a webpack alias): the English message with its `{placeholders}`
 * filled, as the English build renders it. Use with
 * `vi.mock('@docusaurus/Translate', () => import('./support/docusaurusTranslate'))`.
 */
import {createElement, Fragment, isValidElement, type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values = {}): ReactNode[] {
  return message.split(/(\{\w+\})/g).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined || !(name in values)) return part;
    const value = values[name];
    return isValidElement(value) ? createElement(Fragment, {key: i}, value) : String(value);
  });
}

export function translate({message}: {id?: string; message: string; description?: string}, values?: Record<string, string | number>): string {
  return interpolate(message, values).join('');
}

export default function Translate({children, values}: {id?: string; description?: string; values?: Values; children: string}): ReactNode {
  const parts = interpolate(children, values);
  return parts.every((part) => typeof part === 'string') ? parts.join('') : createElement(Fragment, null, ...parts);
}
