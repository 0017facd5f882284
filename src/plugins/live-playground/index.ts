/**
 * Live playgrounds without eval in the page: the reader's code compiles and runs in a sandboxed
 * frame served by the site, with its own policy. See ./README.md.
 *
 * Builds the frame once per build or dev server (./buildFrame.ts) into the generated-files
 * folder; `npm start` serves it from there, a build copies it to `build/playground/`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PLAYGROUND_FRAME_PATH} from '../../../config/securityHeaders.mjs';
import {buildFrame} from './buildFrame';

/** `/playground`: the folder the frame document and its script are served from. */
const FOLDER = PLAYGROUND_FRAME_PATH.slice(0, PLAYGROUND_FRAME_PATH.lastIndexOf('/'));

export default function livePlaygroundPlugin(context: LoadContext): Plugin {
  const generated = path.join(context.generatedFilesDir, 'live-playground');
  const publicPath = context.baseUrl.replace(/\/$/, '') + FOLDER;
  return {
    name: 'live-playground',
    async loadContent() {
      await buildFrame(generated, publicPath);
    },
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      // The dev server answers `/playground/frame` (no `.html`, as the production hosts do).
      return {
        devServer: {static: [{directory: generated, publicPath, staticOptions: {extensions: ['html']}, watch: false}]},
      } as object;
    },
    async postBuild({outDir}) {
      await fs.cp(generated, path.join(outDir, FOLDER.slice(1)), {recursive: true});
    },
  };
}
