/**
 * A component's interface strings, loaded with the component rather than by every page. A file that uses
 * `translate()` or `<Translate>` with ids of the site's own (`providerTable.col.name`) imports this module once per
 * namespace (by convention first; ES modules run every import before their own code, so the strings are there
before any of the file's code runs, its top-level `translate()` calls included):
 *
 *   import '@site/src/i18n/codeStrings?namespace=providerTable';
 *
 * In the site's bundles this file's text is replaced (src/plugins/i18n/codeStringsLoader.cjs): the import adds
 * that namespace's translations to the ones `translate()` reads, and the entry keeps only the theme's.
 * tests/unit/i18n-code-strings.test.ts fails a file that uses a namespace it does not import. Anywhere else
 * (unit tests, Node scripts) this file is what loads, and it does nothing: components then show their English.
 */
export {};
