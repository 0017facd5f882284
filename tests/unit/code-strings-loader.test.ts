// How a language's interface strings are split between the entry and the components' modules
// (src/plugins/i18n/codeStringsLoader.cjs); the build-output tests check the bundles it produces.
import {describe, expect, it} from 'vitest';
import {moduleSource, siteNamespace} from '../../src/plugins/i18n/codeStringsLoader.cjs';

const spanish = {
  'theme.CodeBlock.copy': 'Copiar',
  'providerTable.col.name': 'Nombre',
  'providerTable.filter.all': 'Todos',
  'nodeConfig.col.flag': 'Opción',
  'Plain message without id': 'Mensaje sin id',
};

/** The object literal a generated module writes, read back. */
function literal(source: string): Record<string, string> {
  const json = /(?:export default |Object\.assign\(codeTranslations, )(\{.*\})\)?;/.exec(source)?.[1];
  if (json === undefined) throw new Error(`no object literal in: ${source}`);
  return JSON.parse(json) as Record<string, string>;
}

describe('code strings', () => {
  it('name the namespace of a site id, and none for the theme\'s ids or ids without a dot', () => {
    expect(siteNamespace('providerTable.col.name')).toBe('providerTable');
    expect(siteNamespace('theme.CodeBlock.copy')).toBeUndefined();
    expect(siteNamespace('Plain message without id')).toBeUndefined();
  });

  it('leave the theme\'s strings and ids of no namespace in the entry, and no component\'s', () => {
    expect(literal(moduleSource(spanish, '?entry'))).toEqual({
      'theme.CodeBlock.copy': 'Copiar',
      'Plain message without id': 'Mensaje sin id',
    });
  });

  it('add exactly one namespace\'s strings to the object the entry exports', () => {
    const source = moduleSource(spanish, '?namespace=providerTable');
    expect(source).toContain("import codeTranslations from '@generated/codeTranslations';");
    expect(literal(source)).toEqual({'providerTable.col.name': 'Nombre', 'providerTable.filter.all': 'Todos'});
  });

  it('write an empty module for a language without translations (English)', () => {
    expect(moduleSource({}, '?namespace=providerTable')).toBe('export {};\n');
    expect(literal(moduleSource({}, '?entry'))).toEqual({});
  });

  it('refuse a query that names no site namespace, saying what it expects', () => {
    for (const query of ['', '?namespace=', '?namespace=theme', '?namespace=../x']) {
      expect(() => moduleSource(spanish, query)).toThrow(/expected \?namespace=<name>/);
    }
  });
});
