/**
 * Route parts name the files of their pages' chunks, so the runtime that every page loads does not
 * (README.md beside this file, "Chunk files in route parts", says why).
 *
 * A bundler plugin for the browser build. Before minification, for each route part's chunk
 * (`.docusaurus/route-parts/<name>.js`, chunk name `<name>`): the chunks only route parts load (the
 * pages' content) are written into the part's file as `chunk id → file`, and left out of the
 * runtime's chunk-to-file map; the runtime's `__webpack_require__.u` looks in what the loaded parts
 * wrote first. The file names are written as the bundler named them at this stage: its
 * real-content-hash step, which runs later, finds every file's hash wherever it is written and
 * puts in the final one, as it does for the runtime's own map.
 */
import type {CurrentBundler} from '@docusaurus/types';

/** The global each loaded route part adds its pages' chunk files to (chunk id → file, from the output root). */
export const PART_FILES_GLOBAL = '__routePartChunkFiles';

const NAME = 'route-part-chunk-files';

/**
 * Rspack's runtime function from chunk id to file, as the bundler writes it before minification:
 * `return "<prefix>" + chunkId + "<separator>" + {"id": "hash",...}[chunkId] + "<suffix>"`.
 */
const RUNTIME_FILE_MAP =
  /(__webpack_require__\.u = \(chunkId\) => \{\n)([\s\S]*?return "[^"\n]*" \+ chunkId \+ "[^"\n]*" \+ )\{([^{}]*)\}(\[chunkId\] \+ "[^"\n]*")/;
const MAP_ENTRY = /"((?:[^"\\]|\\.)+)": "([^"]*)",?/g;

/** The entries of the runtime's map, in order, as [chunk id, hash]; throws on an entry of another form. */
export function parseRuntimeMap(body: string): Array<[string, string]> {
  if (body.replace(MAP_ENTRY, '').trim() !== '') throw new Error(`[${NAME}] the runtime's chunk-to-file map has entries this plugin cannot read: ${body.slice(0, 120)}`);
  return [...body.matchAll(MAP_ENTRY)].map((match) => [JSON.parse(`"${match[1]}"`) as string, match[2] ?? '']);
}

/**
 * The runtime's code with `moved` chunks left out of its file map, and a first look in the files the
 * loaded route parts wrote. Throws when the code has no such map: the bundler's runtime changed, and
 * the pages' chunks could not be found.
 */
export function withPartLookup(runtime: string, moved: ReadonlySet<string>): string {
  const match = RUNTIME_FILE_MAP.exec(runtime);
  if (!match) throw new Error(`[${NAME}] the bundler's runtime has no chunk-to-file map this plugin knows: see src/features/start-up/README.md`);
  const [whole, head = '', beforeMap = '', body = '', afterMap = ''] = match;
  const kept = parseRuntimeMap(body).filter(([id]) => !moved.has(id));
  const map = `{${kept.map(([id, hash]) => `${JSON.stringify(id)}: ${JSON.stringify(hash)}`).join(',')}}`;
  const lookup =
    `  var partFiles = typeof self !== "undefined" && self.${PART_FILES_GLOBAL};\n` +
    '  if (partFiles && Object.prototype.hasOwnProperty.call(partFiles, chunkId)) return partFiles[chunkId];\n';
  return runtime.replace(whole, `${head}${lookup}${beforeMap}${map}${afterMap}`);
}

/** The statement a route part's file starts with: its pages' chunk files, added to the global. */
export function partFilesStatement(files: Record<string, string>): string {
  return `(self.${PART_FILES_GLOBAL}=self.${PART_FILES_GLOBAL}||{}),Object.assign(self.${PART_FILES_GLOBAL},${JSON.stringify(files)});\n`;
}

type Rspack = typeof import('@rspack/core').rspack;
type Compilation = import('@rspack/core').Compilation;
type ChunkGroup = ReturnType<Compilation['namedChunkGroups']['get']> & object;

const scriptOf = (files: Iterable<string>) => [...files].find((file) => file.endsWith('.js'));

/** For each route part's chunk file, the chunk files that only route parts load, by chunk id. */
function filesByPart(compilation: Compilation, partNames: readonly string[]): Map<string, Record<string, string>> {
  // Rspack's namedChunkGroups answers `get` (undefined or null for a name with no group), not every Map method.
  const parts = new Set(partNames.filter((name) => compilation.namedChunkGroups.get(name) != null));
  const onlyFromParts = (group: Readonly<ChunkGroup>) => {
    const parents = group.getParents();
    return parents.length > 0 && parents.every((parent) => parent.name !== undefined && parts.has(parent.name));
  };
  const result = new Map<string, Record<string, string>>();
  for (const name of parts) {
    const group = compilation.namedChunkGroups.get(name)!;
    const partFile = group.chunks.map((chunk) => scriptOf(chunk.files)).find(Boolean);
    if (!partFile) continue;
    const files: Record<string, string> = {};
    for (const child of group.childrenIterable) {
      for (const chunk of child.chunks) {
        const file = scriptOf(chunk.files);
        if (chunk.id && file && [...chunk.groupsIterable].every(onlyFromParts)) files[chunk.id] = file;
      }
    }
    result.set(partFile, files);
  }
  return result;
}

/** The bundler plugin; `partNames()` lists the route parts' chunk names when the assets are processed. */
export function partChunkFilesPlugin(bundler: CurrentBundler, partNames: () => readonly string[]) {
  const rspack = bundler.instance as unknown as Rspack;
  return {
    // Typed `unknown`: Docusaurus types its bundler plugins as webpack's; the compiler is Rspack's.
    apply(compilerArg: unknown) {
      const compiler = compilerArg as import('@rspack/core').Compiler;
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap({name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE}, () => {
          // Without a content hash in the file names (the dev server), the runtime has no map to shrink.
          if (!String(compilation.outputOptions.chunkFilename).includes('[contenthash')) return;
          const byPart = filesByPart(compilation, partNames());
          const moved = new Set<string>();
          for (const [partFile, files] of byPart) {
            if (Object.keys(files).length === 0) continue;
            for (const id of Object.keys(files)) moved.add(id);
            compilation.updateAsset(partFile, (source) => new rspack.sources.ConcatSource(partFilesStatement(files), source));
          }
          if (moved.size === 0) return;
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            const file = scriptOf(chunk.files);
            const runtime = file && compilation.getAsset(file)?.source.source().toString();
            if (!file || !runtime?.includes('__webpack_require__.u = ')) continue;
            compilation.updateAsset(file, new rspack.sources.RawSource(withPartLookup(runtime, moved)));
          }
        });
      });
    },
  };
}
