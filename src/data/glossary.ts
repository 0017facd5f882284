/**
 * The translation glossary: for each Celo and Ethereum term, the word every translated page uses, or
 * `keep` when the English term stays as it is (with `avoid`: translated forms a page must not use,
 * which tests/unit/i18n-pages.test.ts looks for). Translators read it before a page, reviewers
 * check pages against it. `reason` says why a term is kept or rendered this way when it is a choice
 * a translator might make differently.
 *
 * Product, network and token names (Celo, CELO, MiniPay, Celo Sepolia, USDm, op-geth...), code,
 * commands, addresses and file names are never translated and are not listed here; the gender a name
 * takes in Brazilian Portuguese is in `nameGenders` at the end.
 */
export type Locale = 'es' | 'pt-BR';

export type Rendering =
  /** The translated term (lower case as in running text). */
  | {term: string}
  /** The English term stays; `avoid` are the translated forms that must not appear. */
  | {keep: true; avoid: string[]};

export interface GlossaryEntry {
  /** The English term as it appears in the docs. */
  en: string;
  es: Rendering;
  'pt-BR': Rendering;
  reason?: string;
}

export const glossary: GlossaryEntry[] = [
  {en: 'validator', es: {term: 'validador'}, 'pt-BR': {term: 'validador'}},
  {en: 'validator group', es: {term: 'grupo de validadores'}, 'pt-BR': {term: 'grupo de validadores'}},
  {en: 'epoch', es: {term: 'época'}, 'pt-BR': {term: 'época'}},
  {en: 'epoch rewards', es: {term: 'recompensas de época'}, 'pt-BR': {term: 'recompensas de época'}},
  {en: 'locked CELO', es: {term: 'CELO bloqueado'}, 'pt-BR': {term: 'CELO bloqueado'}},
  {
    en: 'staking',
    es: {keep: true, avoid: ['apuesta', 'apuestas', 'apostar']},
    'pt-BR': {keep: true, avoid: ['aposta', 'apostas', 'apostar']},
    reason: 'The term readers search for in both languages; "apuesta"/"aposta" means a bet.',
  },
  {en: 'stake (noun)', es: {term: 'participación'}, 'pt-BR': {term: 'participação'}},
  {
    en: 'gas',
    es: {keep: true, avoid: []},
    'pt-BR': {keep: true, avoid: ['gás']},
    reason: 'The unit of EVM work, the same word as in code (gasLimit, gasPrice); not the physical gas.',
  },
  {en: 'fee', es: {term: 'comisión'}, 'pt-BR': {term: 'taxa'}},
  {en: 'fee currency', es: {term: 'moneda de comisión'}, 'pt-BR': {term: 'moeda de taxa'}},
  {en: 'fee abstraction', es: {term: 'abstracción de comisiones'}, 'pt-BR': {term: 'abstração de taxas'}},
  {en: 'transaction', es: {term: 'transacción'}, 'pt-BR': {term: 'transação'}},
  {en: 'wallet', es: {term: 'billetera'}, 'pt-BR': {term: 'carteira'}},
  {en: 'smart contract', es: {term: 'contrato inteligente'}, 'pt-BR': {term: 'contrato inteligente'}},
  {en: 'private key', es: {term: 'clave privada'}, 'pt-BR': {term: 'chave privada'}},
  {en: 'recovery phrase', es: {term: 'frase de recuperación'}, 'pt-BR': {term: 'frase de recuperação'}},
  {en: 'account', es: {term: 'cuenta'}, 'pt-BR': {term: 'conta'}},
  {en: 'block explorer', es: {term: 'explorador de bloques'}, 'pt-BR': {term: 'explorador de blocos'}},
  {en: 'node', es: {term: 'nodo'}, 'pt-BR': {term: 'nó'}},
  {en: 'full node', es: {term: 'nodo completo'}, 'pt-BR': {term: 'nó completo'}},
  {en: 'archive node', es: {term: 'nodo de archivo'}, 'pt-BR': {term: 'nó de arquivo'}},
  {
    en: 'endpoint',
    es: {keep: true, avoid: ['punto final', 'puntos finales']},
    'pt-BR': {keep: true, avoid: ['ponto final', 'pontos finais']},
    reason: 'As in "RPC endpoint": the literal translation reads as "full stop".',
  },
  {en: 'sequencer', es: {term: 'secuenciador'}, 'pt-BR': {term: 'sequenciador'}},
  {en: 'bridge', es: {term: 'puente'}, 'pt-BR': {term: 'ponte'}},
  {
    en: 'rollup',
    es: {keep: true, avoid: ['acumulación', 'acumulaciones']},
    'pt-BR': {keep: true, avoid: ['acumulação']},
    reason: 'A technical name (optimistic rollup) with no settled translation.',
  },
  {en: 'Layer 2 (L2)', es: {term: 'capa 2'}, 'pt-BR': {term: 'camada 2'}, reason: 'The abbreviation L2 stays as it is.'},
  {en: 'data availability', es: {term: 'disponibilidad de datos'}, 'pt-BR': {term: 'disponibilidade de dados'}},
  {en: 'fault proof', es: {term: 'prueba de fallos'}, 'pt-BR': {term: 'prova de falha'}},
  {
    en: 'hard fork',
    es: {keep: true, avoid: ['bifurcación dura', 'bifurcación rígida']},
    'pt-BR': {keep: true, avoid: ['bifurcação rígida', 'bifurcação dura']},
    reason: 'Named upgrades are "hard forks" in every source the pages cite.',
  },
  {
    en: 'faucet',
    es: {keep: true, avoid: ['grifo', 'grifos']},
    'pt-BR': {keep: true, avoid: ['torneira', 'torneiras']},
    reason: 'The name of the testnet service; the literal word is a water tap.',
  },
  {
    en: 'token',
    es: {keep: true, avoid: ['ficha', 'fichas']},
    'pt-BR': {keep: true, avoid: ['ficha', 'fichas']},
  },
  {en: 'stablecoin', es: {term: 'stablecoin'}, 'pt-BR': {term: 'stablecoin'}, reason: 'Used as is by Celo and the issuers in both markets.'},
  {en: 'dApp', es: {keep: true, avoid: []}, 'pt-BR': {keep: true, avoid: []}},
  {en: 'mainnet', es: {term: 'red principal'}, 'pt-BR': {term: 'rede principal'}, reason: 'As a common noun; "Mainnet" as a network name stays.'},
  {en: 'testnet', es: {term: 'red de prueba'}, 'pt-BR': {term: 'rede de teste'}},
  {en: 'governance', es: {term: 'gobernanza'}, 'pt-BR': {term: 'governança'}},
  {en: 'proposal', es: {term: 'propuesta'}, 'pt-BR': {term: 'proposta'}},
  {en: 'oracle', es: {term: 'oráculo'}, 'pt-BR': {term: 'oráculo'}},
  {en: 'indexer', es: {term: 'indexador'}, 'pt-BR': {term: 'indexador'}},
  {en: 'signer', es: {term: 'firmante'}, 'pt-BR': {term: 'signatário'}},
  {en: 'account abstraction', es: {term: 'abstracción de cuentas'}, 'pt-BR': {term: 'abstração de contas'}},
  {
    en: 'on-ramp / off-ramp',
    es: {keep: true, avoid: ['rampa de entrada', 'rampa de salida']},
    'pt-BR': {keep: true, avoid: ['rampa de entrada', 'rampa de saída']},
    reason: 'Industry terms for fiat-to-crypto services, used as is in both markets.',
  },
  {en: 'deploy', es: {term: 'desplegar'}, 'pt-BR': {term: 'implantar'}},
  {en: 'upgrade (of the network)', es: {term: 'actualización'}, 'pt-BR': {term: 'atualização'}},
  {en: 'block', es: {term: 'bloque'}, 'pt-BR': {term: 'bloco'}},
  {en: 'chain', es: {term: 'cadena'}, 'pt-BR': {term: 'cadeia'}, reason: '"blockchain" itself stays as is.'},
];

/**
 * The grammatical gender of a name in Brazilian Portuguese, where every name takes an article. A name
 * standing alone takes this gender in every article and contraction (o/a, do/da, no/na, pelo/pela,
 * ao/à, um/uma) and in every word that agrees with it in the sentence (ele/ela, próprio/própria,
 * construído/construída). A name that is the first word of a longer name takes the gender of that
 * name's head noun instead: "o Celo Composer", "o Celo Mondo", "a Celo Sepolia", "a Celo Foundation",
 * "a Ethereum Virtual Machine". The token CELO is masculine ("o CELO"). `reason` says where the choice
 * comes from; tests/unit/i18n-ptbr-gender.test.ts fails on the other gender's article before a name
 * standing alone.
 */
export interface NameGender {
  /** The name as the pages write it. */
  name: string;
  'pt-BR': 'feminine' | 'masculine';
  reason: string;
}

export const nameGenders: NameGender[] = [
  {
    name: 'Celo',
    'pt-BR': 'feminine',
    reason:
      'The platform, network and blockchain: "a Celo", "da Celo", "na Celo", "pela Celo", "à Celo", as Celo\'s own Portuguese pages wrote it ("na blockchain da Celo", "no ecossistema da Celo": celo-org/website@74438f50e20ac7617d0999cf5228fe8fd74946da:public/locales/pt/celoRewards.json), and agreeing with "a rede" and "a blockchain".',
  },
  {
    name: 'Ethereum',
    'pt-BR': 'masculine',
    reason:
      'As ethereum.org writes it in Brazilian Portuguese: "o Ethereum", "do Ethereum", "no Ethereum" (ethereum/ethereum-org-website@1877cc9d831f6944b99558cab3b21c71ad977464:public/content/translations/pt-br/about/index.md).',
  },
];
