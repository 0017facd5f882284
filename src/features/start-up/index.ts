/**
 * The start-up plugin (README.md beside this file says why each part exists): V8 compile hints
 * in every client script, chunk ids that are chunk names, the route parts' chunk files, and two
 * client modules that extend the bundler's chunk loading, `client/chunkYield.ts` and
 * `client/chunkLoadFailures.ts`.
 *
 * Registered last in docusaurus.config.ts: client modules run in the order of their plugins, so
 * these two still run after every other plugin's, where they ran as the site's own client modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compileHintPlugins} from './compileHints';
import {partChunkFilesPlugin} from './partChunkFiles';

/** The chunk names of the route parts Docusaurus wrote (patched: PATCHES.md, "route parts"). */
function routePartNames(generatedFilesDir: string): string[] {
  const dir = path.join(generatedFilesDir, 'route-parts');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((file) => file.endsWith('.js')).map((file) => file.slice(0, -'.js'.length));
}

export default function startUpPlugin(context?: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  return {
    name: 'start-up',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const partFiles = context ? [partChunkFilesPlugin(utils.currentBundler, () => routePartNames(context.generatedFilesDir))] : [];
      // Chunk ids that are the chunk names: the runtime's chunk-to-file map then holds only each
      // chunk's content hash, not its name and a number too (README.md, "Chunk ids").
      return {plugins: [...compileHintPlugins(isServer, utils), ...partFiles], optimization: {chunkIds: 'named'}};
    },
    getClientModules() {
      return [path.join(__dirname, 'client/chunkYield.ts'), path.join(__dirname, 'client/chunkLoadFailures.ts')];
    },
  };
}
