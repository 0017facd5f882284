/**
 * Keeps in-page anchors exact on pages whose sections are laid out on demand:
 * the celocli topic pages (src/plugins/celocli-docs wraps each command in a
 * section) and long docs pages (config/rehypeOnDemandSections.ts splits them
 * at each h2); src/css/custom.css gives those sections `content-visibility: auto`.
 *
 * Adds a tiny inline script to every page's `<head>` and a client module;
 * ./renderAll.ts says when and why they lay out the whole page at once.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {HEAD_SCRIPT} from './renderAll';

export default function anchorLayoutPlugin(): Plugin {
  return {
    name: 'anchor-layout',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: HEAD_SCRIPT}]};
    },
  };
}
