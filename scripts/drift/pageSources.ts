/**
 * The sources a docs page lists in its front matter (`sources:`), each with
 * the line it is on, so a report can name the page and line.
 */
import {isMap, isScalar, isSeq, parseDocument} from 'yaml';

/** One source named by a page or a data module, at one line of that file. */
export interface SourceUse {
  /** Path of the page or module, from the repository root, with `/` separators. */
  file: string;
  /** 1-based line of the file where the source is named. */
  line: number;
  /** The source as written (`owner/name@commit:path` or `https://...`), after data-module names are resolved. */
  source: string;
  /** For a data module, the name the line used when it was not the source itself (`docs_jello`, `specJello`). */
  via?: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The `sources:` of a page's text, with their lines; empty when there are none. */
export function pageSources(file: string, text: string): SourceUse[] {
  const match = FRONT_MATTER.exec(text);
  if (!match) return [];
  const yamlText = match[1] ?? '';
  // The YAML starts on the line after the opening `---`.
  const lineOf = (offset: number) => yamlText.slice(0, offset).split('\n').length + 1;
  const doc = parseDocument(yamlText);
  const root = doc.contents;
  if (!isMap(root)) return [];
  const list = root.get('sources', true);
  if (!isSeq(list)) return [];
  return list.items.flatMap((item) =>
    isScalar(item) && typeof item.value === 'string' && item.range
      ? [{file, line: lineOf(item.range[0]), source: item.value.trim()}]
      : [],
  );
}

