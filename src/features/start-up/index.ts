/**
 * The start-up plugin (README.md beside this file says why each part exists): V8 compile hints
 * in every client script, chunk ids that are chunk names, and two client modules that extend the bundler's chunk loading,
 * `client/chunkYield.ts` and `client/chunkLoadFailures.ts`.
 *
 * Registered last in docusaurus.config.ts: client modules run in the order of their plugins, so
 * these two still run after every other plugin's, where they ran as the site's own client modules.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {compileHintPlugins} from './compileHints';

export default function startUpPlugin(): Plugin {
  return {
    name: 'start-up',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      // Chunk ids that are the chunk names: the runtime's chunk-to-file map then holds only each
      // chunk's content hash, not its name and a number too (README.md, "Chunk ids").
      return {plugins: compileHintPlugins(isServer, utils), optimization: {chunkIds: 'named'}};
    },
    getClientModules() {
      return [path.join(__dirname, 'client/chunkYield.ts'), path.join(__dirname, 'client/chunkLoadFailures.ts')];
    },
  };
}
