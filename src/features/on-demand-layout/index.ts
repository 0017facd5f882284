/**
 * The on-demand-layout plugin (README.md beside this file says why and how): the sections'
 * stylesheet, and what keeps jumps exact on pages laid out on demand, a tiny inline script in
 * every page's `<head>` and a client module (./renderAll.ts says when they lay out the whole page).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {HEAD_SCRIPT} from './renderAll';

export default function onDemandLayoutPlugin(): Plugin {
  return {
    name: 'on-demand-layout',
    getClientModules() {
      return [path.join(__dirname, 'sections.css'), path.join(__dirname, 'client/beforeJumps.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: HEAD_SCRIPT}]};
    },
  };
}
