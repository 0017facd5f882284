/**
 * The search index's language (engine/language.ts): Spanish and Portuguese stemming and stop words,
 * English exactly as before, code names untouched in every language, and the language travelling
 * from the indexer to the engine through the manifest.
 */
import {describe, expect, it} from 'vitest';
import {compact} from '../../src/plugins/local-search/indexer/build';
import {shardIndex} from '../../src/plugins/local-search/indexer/shard';
import {addShardFile, fillForQuery} from '../../src/plugins/local-search/engine/parts';
import type {ExtractedPage} from '../../src/plugins/local-search/engine/format';
import {SearchEngine} from '../../src/plugins/local-search/engine/search';
import {ENGLISH, languageOf, PORTUGUESE, SPANISH} from '../../src/plugins/local-search/engine/language';
import {fold, stem, STOP_WORDS, terms} from '../../src/plugins/local-search/engine/text';

const stemOf = (language: typeof SPANISH, word: string) => language.stem(fold(word));

function page(url: string, title: string, content: string, language: string): ExtractedPage {
  return {
    url,
    title,
    keywords: '',
    isDoc: true,
    lvl0: 'Docs',
    language,
    tag: 'docs-default-current',
    sections: [{level: 1, heading: title, anchor: '', content}],
  };
}

const spanishPages = [
  page('/es/validator', 'Ejecutar un validador', 'Cómo registrar un validador y su grupo en la red.', 'es'),
  page('/es/developer/fee-abstraction', 'Abstracción de comisiones', 'Pague el gas con stablecoins: el campo feeCurrency de la transacción.', 'es'),
  page('/es/cli/lockedgold', 'lockedgold', 'El comando celocli lockedgold:lock bloquea CELO. Dirección 0x471EcE3750Da237f93B8E339c536989b8978a438.', 'es'),
  page('/es/wallet', 'Billeteras', 'Las billeteras que admiten Celo para los pagos.', 'es'),
];
const portuguesePages = [
  page('/pt-BR/validator', 'Executar um validador', 'Como registrar um validador e o seu grupo na rede.', 'pt-BR'),
  page('/pt-BR/developer/fee-abstraction', 'Abstração de taxas', 'Pague o gás com stablecoins: o campo feeCurrency da transação.', 'pt-BR'),
  page('/pt-BR/cli/lockedgold', 'lockedgold', 'O comando celocli lockedgold:lock bloqueia CELO. Endereço 0x471EcE3750Da237f93B8E339c536989b8978a438.', 'pt-BR'),
  page('/pt-BR/node', 'Executar um nó', 'Um nó completo sincroniza a rede.', 'pt-BR'),
];

/** An engine as the browser gets it: the manifest, then each query's parts. */
function shardedEngine(pages: ExtractedPage[], locale?: string) {
  const sharded = shardIndex(compact(pages, {contentWords: 60, locale}));
  const read = (name: string) => JSON.parse(sharded.files.get(name)!) as Parameters<typeof addShardFile>[2];
  const engine = new SearchEngine(JSON.parse(JSON.stringify(sharded.manifest)));
  return {
    manifest: sharded.manifest,
    engine,
    urls(query: string) {
      fillForQuery(engine, query, read);
      return engine.search(query).hits.map((hit) => hit.record.url);
    },
  };
}

describe('Spanish and Portuguese stemming', () => {
  it('folds Spanish plurals and verb forms together', () => {
    for (const forms of [
      ['validador', 'validadores', 'validación', 'validaciones', 'validar', 'validando'],
      ['transacción', 'transacciones'],
      ['billetera', 'billeteras'],
      ['desplegar', 'desplegando', 'desplegado'],
      ['nodo', 'nodos'],
      ['red', 'redes'],
      ['comisión', 'comisiones'],
    ]) {
      const stems = new Set(forms.map((word) => stemOf(SPANISH, word)));
      expect(stems, forms.join(' ')).toHaveProperty('size', 1);
    }
    expect(stemOf(SPANISH, 'validador')).not.toBe(stemOf(SPANISH, 'billetera'));
  });

  it('folds Portuguese plurals and verb forms together', () => {
    for (const forms of [
      ['validador', 'validadores', 'validar', 'validando', 'validou'],
      ['transação', 'transações', 'transacao'],
      ['carteira', 'carteiras'],
      ['implantar', 'implantando', 'implantado'],
      ['endereço', 'endereços'],
      ['versão', 'versões'],
      ['rede', 'redes'],
    ]) {
      const stems = new Set(forms.map((word) => stemOf(PORTUGUESE, word)));
      expect(stems, forms.join(' ')).toHaveProperty('size', 1);
    }
  });

  it('the English stemmer is the one of before, and does not fold Spanish forms', () => {
    expect(ENGLISH.stem).toBe(stem);
    expect(stem('desplegando')).not.toBe(stem('desplegar'));
    expect(stem('ejecutando')).toBe('ejecutando');
  });
});

describe('stop words per language', () => {
  it('drops each language its own function words', () => {
    for (const word of ['de', 'la', 'que', 'para', 'como', 'cual', 'una', 'los']) expect(SPANISH.stopWords.has(word), word).toBe(true);
    for (const word of ['de', 'da', 'que', 'para', 'como', 'uma', 'voce', 'faco']) expect(PORTUGUESE.stopWords.has(word), word).toBe(true);
    for (const word of ['de', 'la', 'que', 'para', 'uma']) expect(ENGLISH.stopWords.has(word), word).toBe(false);
    // Words that name things stay.
    for (const word of ['red', 'validador', 'nodo', 'billetera']) expect(SPANISH.stopWords.has(word), word).toBe(false);
    // Folded, "no" and "nos" are also "nó" and "nós": a node.
    for (const word of ['no', 'nos', 'rede', 'taxa']) expect(PORTUGUESE.stopWords.has(word), word).toBe(false);
  });

  it('a Spanish or Portuguese query keeps only its meaningful words', () => {
    const es = shardedEngine(spanishPages, 'es').engine;
    expect(es.parseQuery('¿Cuál es la dirección de los validadores para la red?').map((w) => w.term)).toEqual([
      'direccion',
      'validadores',
      'red',
    ]);
    const pt = shardedEngine(portuguesePages, 'pt-BR').engine;
    expect(pt.parseQuery('Como faço para executar um nó na rede?').map((w) => w.term)).toEqual(['executar', 'no', 'rede']);
    // The same question in an English index keeps the Spanish function words.
    const en = shardedEngine(spanishPages).engine;
    expect(en.parseQuery('la dirección de la red').map((w) => w.term)).toEqual(['la', 'direccion', 'de', 'red']);
  });

  it('keeps Spanish stop words out of the extra terms of a Spanish index only', () => {
    const long = page('/es/long', 'Largo', `${'palabra '.repeat(20)}para los nodos de la red`, 'es');
    const extra = (locale?: string) => compact([long], {contentWords: 12, locale}).sections[0]![6].split(' ');
    expect(extra('es')).toEqual(['nodos', 'red']);
    expect(extra()).toEqual(expect.arrayContaining(['para', 'los', 'de', 'la']));
  });
});

describe('English is unchanged', () => {
  it('cuts text into the same terms', () => {
    expect(terms('How do I pay gas with feeCurrency? Run `celocli lockedgold:lock` at 0xAbC1 (Café).')).toEqual([
      'how', 'do', 'i', 'pay', 'gas', 'with', 'feecurrency', 'fee', 'currency', 'run', 'celocli',
      'lockedgold:lock', 'lockedgold', 'lock', 'at', '0xabc1', 'cafe',
    ]);
  });

  it('keeps the stop words, stems and question patterns of before', () => {
    expect(ENGLISH.stopWords).toBe(STOP_WORDS);
    expect(STOP_WORDS.size).toBe(54);
    expect(['staking', 'stakes', 'bridging', 'running', 'validators', 'install'].map(stem)).toEqual([
      'stak', 'stak', 'bridg', 'run', 'validator', 'install',
    ]);
    expect(ENGLISH.taskQuestion.test('how do i stake celo')).toBe(true);
    expect(ENGLISH.taskQuestion.test('how does staking work')).toBe(false);
    expect(ENGLISH.pastQuestion.test('what was the l1')).toBe(true);
  });
});

describe('code names in every language', () => {
  it('are never stemmed', () => {
    for (const language of [SPANISH, PORTUGUESE]) {
      for (const term of [
        'lockedgold:lock', 'validator:register', 'eth_getproof', 'eth_estimategas', 'node_type', 'celo/abis', 'eip1559', 'web3.js',
        '0x765de816845861e75a25fca122bb6898b8b1282a',
      ]) {
        expect(language.stem(term), `${language.code} ${term}`).toBe(term);
      }
    }
  });

  it('find their page in a Spanish and a Portuguese index', () => {
    for (const [pages, locale, prefix] of [
      [spanishPages, 'es', '/es'],
      [portuguesePages, 'pt-BR', '/pt-BR'],
    ] as const) {
      const {urls} = shardedEngine([...pages], locale);
      expect(urls('lockedgold:lock')[0], locale).toBe(`${prefix}/cli/lockedgold`);
      expect(urls('feeCurrency')[0], locale).toBe(`${prefix}/developer/fee-abstraction`);
      expect(urls('0x471EcE3750Da237f93B8E339c536989b8978a438')[0], locale).toBe(`${prefix}/cli/lockedgold`);
    }
  });
});

describe('the language travels in the manifest', () => {
  it('is recorded by the indexer for a translated build, and absent for English', () => {
    expect(compact(spanishPages, {contentWords: 12, locale: 'es'}).lang).toBe('es');
    expect(shardedEngine(spanishPages, 'es').manifest.lang).toBe('es');
    expect(shardedEngine(portuguesePages, 'pt-BR').manifest.lang).toBe('pt-BR');
    expect(shardedEngine(spanishPages, 'en').manifest).not.toHaveProperty('lang');
    expect(shardedEngine(spanishPages).manifest).not.toHaveProperty('lang');
  });

  it('chooses the engine language', () => {
    expect(shardedEngine(spanishPages, 'es').engine.language).toBe(SPANISH);
    expect(shardedEngine(portuguesePages, 'pt-BR').engine.language).toBe(PORTUGUESE);
    expect(shardedEngine(spanishPages).engine.language).toBe(ENGLISH);
    expect(new SearchEngine(compact(spanishPages, {contentWords: 12, locale: 'es'})).language).toBe(SPANISH);
    expect(languageOf('pt-BR')).toBe(PORTUGUESE);
    expect(languageOf(undefined)).toBe(ENGLISH);
    expect(languageOf('fr')).toBe(ENGLISH);
  });

  it('makes other forms of a word find the page only in its language', () => {
    expect(shardedEngine(spanishPages, 'es').urls('ejecutando')[0]).toBe('/es/validator');
    expect(shardedEngine(spanishPages, 'es').urls('billetera')[0]).toBe('/es/wallet');
    expect(shardedEngine(portuguesePages, 'pt-BR').urls('validando')[0]).toBe('/pt-BR/validator');
    expect(shardedEngine(portuguesePages, 'pt-BR').urls('executando')).toEqual(expect.arrayContaining(['/pt-BR/validator', '/pt-BR/node']));
    // The same pages indexed as English: "ejecutando" is neither "ejecutar" nor a typo of it.
    expect(shardedEngine(spanishPages).urls('ejecutando')).toEqual([]);
  });

  it('asks for steps with the language own task questions', () => {
    expect(SPANISH.taskQuestion.test('como puedo ejecutar un nodo')).toBe(true);
    expect(SPANISH.taskQuestion.test('como funciona el staking')).toBe(false);
    expect(PORTUGUESE.taskQuestion.test('como faco para executar um no')).toBe(true);
    expect(PORTUGUESE.taskQuestion.test('como funciona o staking')).toBe(false);
  });
});
