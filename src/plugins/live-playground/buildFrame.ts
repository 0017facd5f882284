/**
 * Bundles the playground frame (./frame/main.tsx: React, react-live and its compiler, sucrase)
 * with esbuild into one script, and writes the frame document that loads it. The site's bundler
 * is not used: the frame must carry none of the site's code, and its document has its own
 * policy (config/securityHeaders.mjs), so it is a separate, plain file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {build} from 'esbuild';

export interface FrameFiles {
  /** `frame.<hash>.js`: a new name for each new bundle, so a cached copy is never stale. */
  script: string;
  /** The frame document (served at PLAYGROUND_FRAME_PATH). */
  document: 'frame.html';
}

/** The frame document. Its only script is the bundle; `.error` marks react-live's error text (in the text colour, so its contrast is the page's). */
export function frameDocument(scriptUrl: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Live code result</title>
<style>html,body{margin:0;background:transparent}body{display:flow-root;overflow-wrap:anywhere}.error{margin:0;padding-left:.5em;border-left:3px solid #e13238;white-space:pre-wrap;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875em}</style>
<script src="${scriptUrl}" defer></script>
</head>
<body><div id="root"></div></body>
</html>
`;
}

/** Builds the frame into `outDir` (emptied first); `publicPath` is where `outDir` is served. */
export async function buildFrame(outDir: string, publicPath: string): Promise<FrameFiles> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'frame', 'main.tsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    jsx: 'automatic',
    define: {'process.env.NODE_ENV': '"production"'},
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const script = `frame.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  await fs.rm(outDir, {recursive: true, force: true});
  await fs.mkdir(outDir, {recursive: true});
  await fs.writeFile(path.join(outDir, script), code);
  await fs.writeFile(path.join(outDir, 'frame.html'), frameDocument(`${publicPath}/${script}`));
  return {script, document: 'frame.html'};
}
