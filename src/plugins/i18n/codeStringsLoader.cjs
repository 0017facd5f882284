/**
 * Writes the modules that hold a language's interface strings (Docusaurus's code translations), split so that a
 * page loads only the strings of the components it shows.
 *
 * Docusaurus puts every code translation of a language into `@generated/codeTranslations`, which its client
 * entry imports: a Spanish page loaded all 499 strings (33 KB) first, the provider table's and the tutorials
 * page's on a CLI page too. The celo-i18n plugin (./index.ts) points `@generated/codeTranslations` at
 * `src/i18n/codeStrings.ts?entry` and a component's `import '@site/src/i18n/codeStrings?namespace=<ns>'` at
 * the same file with its namespace; this loader replaces that file's text with:
 *
 *   ?entry            `export default {…}`: the theme's strings and ids of no namespace of the site's own
 *   ?namespace=<ns>   adds the ids `<ns>.*` to that object (the one `translate()` reads) when the module runs
 *
 * The strings come from the file Docusaurus generated for the build's language (option `codeTranslations`),
 * which also makes a translator's edit to code.json reach `docusaurus start` (it is a dependency).
 * CommonJS because Rspack loads loaders with `require`.
 */
const fs = require('node:fs');

/** Namespaces that stay in the entry: the Docusaurus theme's own strings. */
const ENTRY_NAMESPACES = new Set(['theme']);

/** The namespace of a site id (`providerTable.col.name` → `providerTable`), or undefined when it stays in the entry. */
function siteNamespace(id) {
  const match = /^([A-Za-z][A-Za-z0-9]*)\./.exec(id);
  return match && !ENTRY_NAMESPACES.has(match[1]) ? match[1] : undefined;
}

/** The strings every page loads: all but the site's namespaced ids. */
function entryStrings(all) {
  return Object.fromEntries(Object.entries(all).filter(([id]) => siteNamespace(id) === undefined));
}

/** The strings of one namespace. */
function namespaceStrings(all, namespace) {
  return Object.fromEntries(Object.entries(all).filter(([id]) => siteNamespace(id) === namespace));
}

/** The module text for a resource query (`?entry` or `?namespace=<ns>`). */
function moduleSource(all, resourceQuery) {
  const query = new URLSearchParams(resourceQuery.replace(/^\?/, ''));
  if (query.has('entry')) return `export default ${JSON.stringify(entryStrings(all))};\n`;
  const namespace = query.get('namespace');
  if (!namespace || !/^[A-Za-z][A-Za-z0-9]*$/.test(namespace) || ENTRY_NAMESPACES.has(namespace)) {
    throw new Error(`codeStrings: "${resourceQuery}" names no namespace of the site's strings (expected ?namespace=<name>, as in providerTable)`);
  }
  const strings = namespaceStrings(all, namespace);
  // English has no code translations: the module then adds nothing and imports nothing.
  if (Object.keys(strings).length === 0) return 'export {};\n';
  return [
    "import codeTranslations from '@generated/codeTranslations';",
    `Object.assign(codeTranslations, ${JSON.stringify(strings)});`,
    '',
  ].join('\n');
}

function codeStringsLoader() {
  const {codeTranslations} = this.getOptions();
  this.addDependency(codeTranslations);
  const all = fs.existsSync(codeTranslations) ? JSON.parse(fs.readFileSync(codeTranslations, 'utf8')) : {};
  return moduleSource(all, this.resourceQuery);
}

module.exports = codeStringsLoader;
// For the unit tests (tests/unit/code-strings-loader.test.ts, i18n-code-strings.test.ts).
module.exports.siteNamespace = siteNamespace;
module.exports.moduleSource = moduleSource;
