/**
 * Celo protocol upgrades and hard forks, from the L1 era to today.
 *
 * One entry per upgrade, with its activation on each network where a source
 * gives one. The type of an activation says what kind of date it is, so a
 * page cannot show a day that no source gave:
 *
 * - `exact`: it happened (or is fixed) at a known time. `at` is a UTC
 *   timestamp (`2025-07-09T15:00:00Z`) or a day (`2025-09-10`); L1-era forks
 *   known only by block number carry `block` instead.
 * - `planned`: the source gave a plan, not an execution. `planned` holds the
 *   source's own words ("mid-November 2025"); there is no `at`, so nothing can
 *   render it as a real date. `period` (a month, `2025-11`) orders the
 *   timeline and is set only when the source names that month.
 * - `not-announced`: the upgrade is known but no date has been given.
 *
 * Every activation names the files it comes from in `sources` (see
 * `src/data/sources.ts`); a record without one does not compile.
 */
import {localized} from '../i18n/locale';
import {l2MigrationBlock} from './networks';
import {rollupTimes} from './rollupTimes';
import type {Sources} from './sources';

export type UpgradeNetwork = 'mainnet' | 'celoSepolia' | 'alfajores' | 'baklava';

export type UpgradeKind =
  /** Hard fork of the original Celo L1 (celo-blockchain). */
  | 'celo-l1-hardfork'
  /** The move from L1 to an OP Stack L2. */
  | 'migration'
  /** Hard fork of the Celo L2 (op-node and execution client). */
  | 'celo-l2-hardfork'
  /** Change to the data availability layer. */
  | 'data-availability'
  /** Change to the fault-proof system (L1 contracts). */
  | 'proofs'
  /** Change of the supported node software. */
  | 'node-software'
  /** Ethereum hard fork that affects Celo through its settlement layer. */
  | 'ethereum';

/** A UTC day (`2025-09-10`) or timestamp (`2025-09-10T15:00:00Z`). */
export type IsoUtc = `${number}-${number}-${number}` | `${number}-${number}-${number}T${number}:${number}:${number}Z`;

/** A month (`2025-11`), used only to order planned activations. */
export type PlanMonth = `${number}-${number}`;

interface ExactBase {
  kind: 'exact';
  /** Unix timestamp (seconds) of the activation, when the source gives one. */
  timestamp?: number;
  /** Extra precision the source gives (Ethereum epoch or slot). */
  detail?: string;
  /** Short note shown under the date (for example what an earlier notice planned). */
  note?: string;
  sources: Sources;
}

/**
 * An activation that happened at a known time: a day or timestamp, or, for an
 * L1-era fork, a block number. One of `at` and `block` is required.
 */
export type ExactActivation = ExactBase &
  (
    | {/** UTC day or timestamp. */ at: IsoUtc; /** Block number on the Celo network itself. */ block?: number}
    | {at?: undefined; block: number}
  );

/** An activation the source only planned. It has no day that could render as a real date. */
export interface PlannedActivation {
  kind: 'planned';
  /** The source's own wording, without "planned": "mid-November 2025". */
  planned: string;
  /** The month the source names, for ordering only. Leave out when the source names none. */
  period?: PlanMonth;
  note?: string;
  sources: Sources;
  at?: never;
  timestamp?: never;
  block?: never;
  detail?: never;
}

/** Known upgrade, no date given by any source yet. */
export interface NotAnnouncedActivation {
  kind: 'not-announced';
  note?: string;
  sources: Sources;
  at?: never;
  timestamp?: never;
  block?: never;
  detail?: never;
  planned?: never;
}

export type Activation = ExactActivation | PlannedActivation | NotAnnouncedActivation;

export type UpgradeId =
  | 'churrito'
  | 'donut'
  | 'espresso'
  | 'gingerbread'
  | 'gingerbread-p2'
  | 'l2-migration'
  | 'pectra'
  | 'isthmus'
  | 'ice-cream'
  | 'fusaka'
  | 'jello'
  | 'jovian'
  | 'op-reth-switch'
  | 'glamsterdam';

export interface Upgrade {
  id: UpgradeId;
  name: string;
  kind: UpgradeKind;
  /** One sentence: what the upgrade changed. */
  summary: string;
  activations: Partial<Record<UpgradeNetwork, Activation>>;
  /** Minimum or recommended node software named in the upgrade notice. */
  versions?: {opGeth?: string; opNode?: string; opReth?: string; eigendaProxy?: string};
  /** Doc id of the notice page on this site, when there is one. */
  notice?: string;
  /** Files the summary and versions come from. */
  sources: Sources;
}

/** The files the activations below are taken from. */
const src = {
  cbConfig: 'celo-org/celo-blockchain@b1b88599dae455ccc08a1084acea6ccdcb817612:params/config.go',
  docsL2Migration: 'celo-org/docs@b555aecbccaafa896797f40742b0b63056efa823:infra-partners/notices/l2-migration.mdx',
  dcMainnetRollup:
    'celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/mainnet/config/rollup.json',
  dcMainnetGenesis:
    'celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/mainnet/config/genesis.json',
  dcSepoliaRollup:
    'celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/celo-sepolia/config/rollup.json',
  dcAlfajoresGenesis:
    'celo-org/celo-l2-node-docker-compose@e744817d6cae9081656213ca8d14d6c794804bed:envs/alfajores/config/genesis.json',
  dcBaklavaGenesis:
    'celo-org/celo-l2-node-docker-compose@e744817d6cae9081656213ca8d14d6c794804bed:envs/baklava/config/genesis.json',
  docsPectra: 'celo-org/docs@10b325bbf0ba3ec82ec4ec13d62fe803a4c65722:docs/cel2/notices/pectra-upgrade.md',
  docsIsthmus: 'celo-org/docs@dc2745498d6b2ed9c2cabcc6b908092175851df4:_deprecated/cel2/notices/isthmus-upgrade.mdx',
  docsEigendaFinal: 'celo-org/docs@b5f9618c542e50548dcaf219075bf66826d48444:infra-partners/notices/eigenda-v2-upgrade.mdx',
  docsSepoliaLaunch:
    'celo-org/docs@08d229d3f797084d3631d97846f96ef5bbe0071b:infra-partners/notices/archive/celo-sepolia-launch.mdx',
  docsFusaka: 'celo-org/docs@2c8b9d6ccb1d140c67bdcf8dc798de34e7d19ec2:infra-partners/notices/archive/l1-fusaka-upgrade.mdx',
  /** Later version of the notice, with the Ethereum Mainnet time. */
  docsFusakaFinal: 'celo-org/docs@369ba55188b1b0ab39a0cd0b93ec40abcc0eb747:operate/notices/archive/l1-fusaka-upgrade.mdx',
  ethMainnetConfig: 'ethereum/consensus-specs@ab003bc0523aeeb6d1fd15762aba697b107dec76:configs/mainnet.yaml',
  eip7607: 'ethereum/EIPs@004fb9d47b8bed7aaac3bd346c4a252115aba399:EIPS/eip-7607.md',
  docsJelloPlanned: 'celo-org/docs@8f5c3d132b28f5b572af8a4116f31efa67ec6912:infra-partners/notices/jello-upgrade.mdx',
  docsJelloArchive: 'celo-org/docs@ecad68cb2fd7deee7fbc6a3e89db1267be5d71a2:operate/notices/archive/jello-upgrade.mdx',
  /** The newer of the two stored versions of the Jello specification page: it changed the Mainnet time from 10:24:22 to 10:24:11. */
  docsJelloSpec: 'celo-org/docs@369ba55188b1b0ab39a0cd0b93ec40abcc0eb747:operate/specification/upgrades/jello.mdx',
  /** The earlier version (and specs/upgrades/jello.mdx before it), with 10:24:22 for Mainnet. */
  docsJelloSpecEarlier: 'celo-org/docs@608a69bb533c061df5ee27f97db2e263ca95ce2c:operate/specification/upgrades/jello.mdx',
  docsJovianFinal: 'celo-org/docs@08d229d3f797084d3631d97846f96ef5bbe0071b:infra-partners/notices/archive/jovian-upgrade.mdx',
  docsOpGethEarly: 'celo-org/docs@10957be81f00ad90fc668eada0f6c8bc00861905:infra-partners/notices/op-geth-deprecation.mdx',
  docsOpGethSwitch: 'celo-org/docs@39cd58c3782b55a332fb3f9dc32f523179e308b2:operate/notices/op-geth-deprecation.mdx',
  /** The notice after both switch dates: "Support for op-geth ended on these dates". */
  docsOpGethEnded: 'celo-org/docs@33bbe7f1710fc3d316ed7eb0c9b94a11128a1012:operate/notices/op-geth-deprecation.mdx',
} as const;

export const upgradeSources = src;

/**
 * When the Jello upgrade transaction ran on Ethereum (Mainnet) and Ethereum Sepolia (Celo Sepolia). The same
 * transactions are in `faultProofs.activations` of src/data/protocolParams.ts, which takes these times from here.
 *
 * Mainnet: the specification page gave 10:24:22 UTC (specs/upgrades/jello.mdx, then
 * operate/specification/upgrades/jello.mdx at 608a69b); its newer version (369ba55) gives 10:24:11 UTC for the same
 * transaction. No source available here gives the transaction's block number or block time to settle it, so this
 * follows the newer page. The block explorer's page of the transaction shows the block time.
 */
export const jelloActivationAt = {
  celoSepolia: '2025-11-05T11:16:00Z', // src: docsJelloSpec, docsJelloSpecEarlier
  mainnet: '2025-12-10T10:24:11Z', // src: docsJelloSpec (newer; docsJelloSpecEarlier said 10:24:22)
} as const;

export const upgrades: readonly Upgrade[] = [
  {
    id: 'churrito',
    name: 'Churrito',
    kind: 'celo-l1-hardfork',
    summary: localized('First hard fork of the Celo L1 chain.', {es: 'Primer hard fork de la cadena L1 de Celo.', 'pt-BR': 'Primeiro hard fork da cadeia L1 da Celo.'}),
    activations: {
      mainnet: {kind: 'exact', block: 6774000, sources: [src.cbConfig]},
      alfajores: {kind: 'exact', block: 4960000, sources: [src.cbConfig]},
      baklava: {kind: 'exact', block: 2719099, sources: [src.cbConfig]},
    },
    sources: [src.cbConfig],
  },
  {
    id: 'donut',
    name: 'Donut',
    kind: 'celo-l1-hardfork',
    summary: localized('Celo L1 hard fork; on Mainnet and Alfajores it activated at the same block as Churrito.', {es: 'Hard fork de la L1 de Celo; en Mainnet y Alfajores se activó en el mismo bloque que Churrito.', 'pt-BR': 'Hard fork da L1 da Celo; na Mainnet e na Alfajores, foi ativado no mesmo bloco que o Churrito.'}),
    activations: {
      mainnet: {kind: 'exact', block: 6774000, sources: [src.cbConfig]},
      alfajores: {kind: 'exact', block: 4960000, sources: [src.cbConfig]},
      baklava: {kind: 'exact', block: 5002000, sources: [src.cbConfig]},
    },
    sources: [src.cbConfig],
  },
  {
    id: 'espresso',
    name: 'Espresso',
    kind: 'celo-l1-hardfork',
    summary: localized('Celo L1 hard fork.', {es: 'Hard fork de la L1 de Celo.', 'pt-BR': 'Hard fork da L1 da Celo.'}),
    activations: {
      mainnet: {kind: 'exact', block: 11838440, sources: [src.cbConfig]},
      alfajores: {kind: 'exact', block: 9472000, sources: [src.cbConfig]},
      baklava: {kind: 'exact', block: 9195000, sources: [src.cbConfig]},
    },
    sources: [src.cbConfig],
  },
  {
    id: 'gingerbread',
    name: 'Gingerbread',
    kind: 'celo-l1-hardfork',
    summary: localized('The last large Celo L1 hard fork before the move to an L2.', {es: 'El último gran hard fork de la L1 de Celo antes del paso a L2.', 'pt-BR': 'O último grande hard fork da L1 da Celo antes da mudança para L2.'}),
    activations: {
      mainnet: {kind: 'exact', block: 21616000, sources: [src.cbConfig, src.dcMainnetGenesis]},
      alfajores: {kind: 'exact', block: 19814000, sources: [src.cbConfig, src.dcAlfajoresGenesis]},
      baklava: {kind: 'exact', block: 18785000, sources: [src.cbConfig, src.dcBaklavaGenesis]},
    },
    sources: [src.cbConfig],
  },
  {
    id: 'gingerbread-p2',
    name: 'Gingerbread P2',
    kind: 'celo-l1-hardfork',
    summary: localized('Second phase of Gingerbread; same block as Gingerbread on Mainnet.', {es: 'Segunda fase de Gingerbread; en Mainnet, el mismo bloque que Gingerbread.', 'pt-BR': 'Segunda fase do Gingerbread; na Mainnet, o mesmo bloco que o Gingerbread.'}),
    activations: {
      mainnet: {kind: 'exact', block: 21616000, sources: [src.cbConfig]},
      baklava: {kind: 'exact', block: 19157000, sources: [src.cbConfig]},
    },
    sources: [src.cbConfig],
  },
  {
    id: 'l2-migration',
    name: localized('L2 migration', {es: 'Migración a L2', 'pt-BR': 'Migração para L2'}),
    kind: 'migration',
    summary: localized('Celo stops being an independent L1 and becomes an OP Stack L2 on Ethereum; the OP Stack forks up to Granite are active from the first L2 block.', {es: 'Celo deja de ser una L1 independiente y pasa a ser una L2 del OP Stack sobre Ethereum; los forks del OP Stack hasta Granite están activos desde el primer bloque de L2.', 'pt-BR': 'A Celo deixa de ser uma L1 independente e passa a ser uma L2 do OP Stack sobre o Ethereum; os forks do OP Stack até o Granite estão ativos desde o primeiro bloco da L2.'}),
    activations: {
      alfajores: {
        kind: 'exact',
        block: l2MigrationBlock('alfajores'),
        timestamp: 1727339320, // cel2Time
        at: '2024-09-26T08:28:40Z',
        sources: [src.docsL2Migration, src.cbConfig, src.dcAlfajoresGenesis],
      },
      baklava: {
        kind: 'exact',
        block: l2MigrationBlock('baklava'),
        timestamp: 1740081460, // cel2Time
        at: '2025-02-20T19:57:40Z',
        sources: [src.docsL2Migration, src.cbConfig, src.dcBaklavaGenesis],
      },
      mainnet: {
        kind: 'exact',
        block: l2MigrationBlock('mainnet'),
        timestamp: rollupTimes.mainnet.l2GenesisTime, // cel2Time, the first L2 block
        at: '2025-03-26T02:47:38Z',
        note: localized('Celo\'s migration notice gives 03:00 UTC; the time shown is the first L2 block (cel2Time)', {es: 'El aviso de migración de Celo indica las 03:00 UTC; la hora que se muestra es la del primer bloque de L2 (cel2Time)', 'pt-BR': 'O aviso de migração da Celo indica 03:00 UTC; o horário mostrado é o do primeiro bloco da L2 (cel2Time)'}),
        sources: [src.docsL2Migration, src.cbConfig, src.dcMainnetGenesis, src.dcMainnetRollup],
      },
    },
    versions: {opGeth: 'celo-v2.0.0', opNode: 'celo-v2.0.0'},
    notice: 'cel2/notices/l2-migration',
    sources: [src.docsL2Migration, src.docsPectra],
  },
  {
    id: 'pectra',
    name: 'Ethereum Pectra',
    kind: 'ethereum',
    summary: localized('Ethereum hard fork on the settlement layer; Celo nodes needed releases that understand the new L1 blocks.', {es: 'Hard fork de Ethereum en la capa de liquidación; los nodos de Celo necesitaron versiones que entendieran los nuevos bloques de L1.', 'pt-BR': 'Hard fork do Ethereum na camada de liquidação; os nós da Celo precisaram de versões que entendem os novos blocos da L1.'}),
    activations: {
      alfajores: {kind: 'exact', at: '2025-02-24T21:55:12Z', detail: localized('Holesky slot 3710976', {es: 'slot 3710976 de Holesky', 'pt-BR': 'slot 3710976 da Holesky'}), sources: [src.docsPectra]},
      baklava: {kind: 'exact', at: '2025-02-24T21:55:12Z', detail: localized('Holesky slot 3710976', {es: 'slot 3710976 de Holesky', 'pt-BR': 'slot 3710976 da Holesky'}), sources: [src.docsPectra]},
      mainnet: {
        kind: 'exact',
        at: '2025-05-07T10:05:11Z',
        detail: localized('Ethereum epoch 364032', {es: 'época 364032 de Ethereum', 'pt-BR': 'época 364032 do Ethereum'}),
        sources: [src.docsPectra, src.ethMainnetConfig],
      },
    },
    versions: {opGeth: 'celo-v2.0.0', opNode: 'celo-v2.0.0'},
    notice: 'cel2/notices/pectra',
    sources: [src.docsPectra],
  },
  {
    id: 'isthmus',
    name: 'Isthmus',
    kind: 'celo-l2-hardfork',
    summary: localized('OP Stack hard fork (bundled with Holocene) that brings the Prague execution features, including EIP-7702, EIP-2537, EIP-2935 and EIP-7623, to Celo.', {es: 'Hard fork del OP Stack (junto con Holocene) que trae a Celo las funciones de ejecución de Prague, entre ellas EIP-7702, EIP-2537, EIP-2935 y EIP-7623.', 'pt-BR': 'Hard fork do OP Stack (junto com o Holocene) que traz à Celo os recursos de execução do Prague, entre eles EIP-7702, EIP-2537, EIP-2935 e EIP-7623.'}),
    activations: {
      baklava: {kind: 'exact', block: 37881140, timestamp: 1749654000, at: '2025-06-11T15:00:00Z', sources: [src.docsIsthmus]},
      alfajores: {kind: 'exact', block: 49908280, timestamp: 1750863600, at: '2025-06-25T15:00:00Z', sources: [src.docsIsthmus]},
      mainnet: {
        kind: 'exact',
        block: 40172442,
        timestamp: rollupTimes.mainnet.isthmus,
        at: '2025-07-09T15:00:00Z',
        sources: [src.docsIsthmus, src.dcMainnetRollup],
      },
      celoSepolia: {
        kind: 'exact',
        block: 0,
        timestamp: rollupTimes.celoSepolia.l2GenesisTime,
        at: '2025-07-23T15:19:48Z',
        note: localized('active from genesis', {es: 'activo desde la génesis', 'pt-BR': 'ativo desde a gênese'}),
        sources: [src.dcSepoliaRollup],
      },
    },
    versions: {opGeth: 'celo-v2.1.0', opNode: 'celo-v2.1.0', eigendaProxy: 'v1.8.2'},
    notice: 'cel2/notices/isthmus',
    sources: [src.docsIsthmus, src.dcMainnetRollup],
  },
  {
    id: 'ice-cream',
    name: 'Ice Cream (EigenDA v2)',
    kind: 'data-availability',
    summary: localized('Moves batch data from EigenDA v1 to EigenDA v2 (Blazar); the sequencer switches over, so there is no fork block.', {es: 'Pasa los datos de lotes de EigenDA v1 a EigenDA v2 (Blazar); el secuenciador hace el cambio, así que no hay bloque de fork.', 'pt-BR': 'Passa os dados de lotes do EigenDA v1 para o EigenDA v2 (Blazar); o sequenciador faz a troca, então não há bloco de fork.'}),
    activations: {
      baklava: {kind: 'exact', at: '2025-07-30', sources: [src.docsEigendaFinal]},
      celoSepolia: {
        kind: 'exact',
        at: '2025-07-23T15:19:48Z',
        note: localized('EigenDA v2 from genesis', {es: 'EigenDA v2 desde la génesis', 'pt-BR': 'EigenDA v2 desde a gênese'}),
        sources: [src.docsSepoliaLaunch, src.dcSepoliaRollup],
      },
      alfajores: {kind: 'exact', at: '2025-08-20', sources: [src.docsEigendaFinal]},
      mainnet: {kind: 'exact', at: '2025-09-10', sources: [src.docsEigendaFinal]},
    },
    versions: {eigendaProxy: 'v1.8.2'},
    notice: 'cel2/notices/eigenda-v2',
    sources: [src.docsEigendaFinal, src.docsIsthmus, src.docsSepoliaLaunch],
  },
  {
    id: 'fusaka',
    name: 'Ethereum Fusaka',
    kind: 'ethereum',
    summary: localized('Ethereum hard fork on the settlement layer; Celo nodes need Ethereum endpoints that run Fusaka-ready clients, and no new Celo release.', {es: 'Hard fork de Ethereum en la capa de liquidación; los nodos de Celo necesitan endpoints de Ethereum con clientes preparados para Fusaka, pero no una versión nueva de Celo.', 'pt-BR': 'Hard fork do Ethereum na camada de liquidação; os nós da Celo precisam de endpoints do Ethereum com clientes prontos para o Fusaka, mas não de uma nova versão da Celo.'}),
    activations: {
      celoSepolia: {kind: 'exact', at: '2025-10-14T07:36:00Z', detail: localized('on Ethereum Sepolia', {es: 'en Ethereum Sepolia', 'pt-BR': 'na Ethereum Sepolia'}), sources: [src.docsFusakaFinal, src.docsFusaka]},
      mainnet: {
        kind: 'exact',
        at: '2025-12-03T21:49:11Z',
        detail: localized('Ethereum epoch 411392', {es: 'época 411392 de Ethereum', 'pt-BR': 'época 411392 do Ethereum'}),
        note: localized('an earlier version of the Celo notice said "expected early December 2025"', {es: 'una versión anterior del aviso de Celo decía "expected early December 2025" (prevista para principios de diciembre de 2025)', 'pt-BR': 'uma versão anterior do aviso da Celo dizia "expected early December 2025" (prevista para o início de dezembro de 2025)'}),
        sources: [src.ethMainnetConfig, src.eip7607, src.docsFusakaFinal, src.docsFusaka],
      },
    },
    versions: {opGeth: 'celo-v2.1.2', opNode: 'celo-v2.1.0', eigendaProxy: 'v1.8.2'},
    notice: 'cel2/notices/fusaka',
    sources: [src.docsFusaka],
  },
  {
    id: 'jello',
    name: 'Jello (OP Succinct Lite)',
    kind: 'proofs',
    summary: localized('Switches the dispute contracts on Ethereum to OP Succinct Lite, a fault-proof system with zero-knowledge proofs built on Kona, SP1 and the Succinct Prover Network.', {es: 'Cambia los contratos de disputa en Ethereum a OP Succinct Lite, un sistema de pruebas de fallos con pruebas de conocimiento cero construido sobre Kona, SP1 y Succinct Prover Network.', 'pt-BR': 'Troca os contratos de disputa no Ethereum para o OP Succinct Lite, um sistema de provas de falha com provas de conhecimento zero construído sobre Kona, SP1 e a Succinct Prover Network.'}),
    activations: {
      celoSepolia: {
        kind: 'exact',
        at: jelloActivationAt.celoSepolia,
        note: localized('first planned for 22 October 2025', {es: 'prevista primero para el 22 de octubre de 2025', 'pt-BR': 'prevista primeiro para 22 de outubro de 2025'}),
        sources: [src.docsJelloSpec, src.docsJelloPlanned],
      },
      mainnet: {
        kind: 'exact',
        at: jelloActivationAt.mainnet,
        note: localized('first planned for mid-November 2025; the specification page first gave 10:24:22 UTC, its newer version 10:24:11', {es: 'prevista primero para mediados de noviembre de 2025; la página de la especificación indicaba primero las 10:24:22 UTC y su versión más reciente, las 10:24:11', 'pt-BR': 'prevista primeiro para meados de novembro de 2025; a página da especificação indicava primeiro 10:24:22 UTC, e sua versão mais recente, 10:24:11'}),
        sources: [src.docsJelloSpec, src.docsJelloSpecEarlier, src.docsJelloArchive, src.docsJelloPlanned],
      },
    },
    versions: {opGeth: 'celo-v2.1.2', opNode: 'celo-v2.1.0', eigendaProxy: 'v1.8.2'},
    notice: 'cel2/notices/jello',
    sources: [src.docsJelloSpec, src.docsJelloArchive],
  },
  {
    id: 'jovian',
    name: 'Jovian',
    kind: 'celo-l2-hardfork',
    summary: localized('OP Stack Jovian hard fork with Celo-specific changes, including Optimism Upgrade 16 and the EigenDA certificate router.', {es: 'Hard fork Jovian del OP Stack con cambios propios de Celo, entre ellos Optimism Upgrade 16 y el enrutador de certificados de EigenDA.', 'pt-BR': 'Hard fork Jovian do OP Stack com mudanças próprias da Celo, entre elas o Optimism Upgrade 16 e o roteador de certificados do EigenDA.'}),
    activations: {
      celoSepolia: {
        kind: 'exact',
        timestamp: rollupTimes.celoSepolia.jovian,
        at: '2026-03-17T12:03:57Z',
        sources: [src.docsJovianFinal, src.dcSepoliaRollup],
      },
      mainnet: {
        kind: 'exact',
        timestamp: rollupTimes.mainnet.jovian,
        at: '2026-03-31T12:06:28Z',
        sources: [src.docsJovianFinal, src.dcMainnetRollup],
      },
    },
    versions: {opGeth: 'celo-v2.2.2', opNode: 'celo-v2.2.1', eigendaProxy: 'v2.6.0'},
    notice: 'cel2/notices/jovian',
    sources: [src.docsJovianFinal],
  },
  {
    id: 'op-reth-switch',
    name: localized('Switch from op-geth to op-reth', {es: 'Cambio de op-geth a op-reth', 'pt-BR': 'Troca do op-geth pelo op-reth'}),
    kind: 'node-software',
    summary: localized('op-reth replaced op-geth as the supported execution client; since the switch date of a network, a node still on op-geth can follow the wrong chain.', {es: 'op-reth reemplazó a op-geth como cliente de ejecución con soporte; desde la fecha del cambio en una red, un nodo que aún usa op-geth puede seguir la cadena equivocada.', 'pt-BR': 'O op-reth substituiu o op-geth como cliente de execução com suporte; a partir da data da troca em uma rede, um nó que continua no op-geth pode seguir a cadeia errada.'}),
    activations: {
      celoSepolia: {
        kind: 'exact',
        at: '2026-06-24',
        note: localized('op-geth support ended on this day; the notice gives the day, not a block or time', {es: 'el soporte de op-geth terminó este día; el aviso da el día, no un bloque ni una hora', 'pt-BR': 'o suporte ao op-geth terminou neste dia; o aviso dá o dia, não um bloco nem um horário'}),
        sources: [src.docsOpGethEnded, src.docsOpGethSwitch],
      },
      mainnet: {
        kind: 'exact',
        at: '2026-07-22',
        note: localized('op-geth support ended on this day; the notice gives the day, not a block or time', {es: 'el soporte de op-geth terminó este día; el aviso da el día, no un bloque ni una hora', 'pt-BR': 'o suporte ao op-geth terminou neste dia; o aviso dá o dia, não um bloco nem um horário'}),
        sources: [src.docsOpGethEnded, src.docsOpGethSwitch],
      },
    },
    notice: 'cel2/notices/op-geth-deprecation',
    sources: [src.docsOpGethEnded, src.docsOpGethSwitch],
  },
  {
    id: 'glamsterdam',
    name: 'Ethereum Glamsterdam',
    kind: 'ethereum',
    summary: localized('Next Ethereum hard fork. The first op-geth deprecation notice said op-geth would not support it.', {es: 'Próximo hard fork de Ethereum. El primer aviso de retiro de op-geth decía que op-geth no lo soportaría.', 'pt-BR': 'Próximo hard fork do Ethereum. O primeiro aviso de descontinuação do op-geth dizia que o op-geth não o suportaria.'}),
    activations: {
      mainnet: {kind: 'not-announced', sources: [src.docsOpGethEarly]},
    },
    notice: 'cel2/notices/op-geth-deprecation',
    sources: [src.docsOpGethEarly],
  },
];

export type UpgradeStatus = 'done' | 'upcoming' | 'planned' | 'not-announced';

/** Milliseconds since the epoch for an exact activation's day or time; undefined when it has none. */
export function activationTime(activation: Activation | undefined): number | undefined {
  return activation?.kind === 'exact' && activation.at !== undefined ? Date.parse(activation.at) : undefined;
}

/** The activation used to place an upgrade on the timeline: Mainnet first, then the earliest dated testnet. */
export function primaryActivation(upgrade: Upgrade): Activation | undefined {
  if (upgrade.activations.mainnet) {
    return upgrade.activations.mainnet;
  }
  const all = Object.values(upgrade.activations);
  const dated = all.filter((a) => activationTime(a) !== undefined);
  dated.sort((a, b) => (activationTime(a) ?? 0) - (activationTime(b) ?? 0));
  return dated[0] ?? all[0];
}

/**
 * Whether an upgrade has happened on a network by `now`.
 * An L1-era fork known only by block number is in the past: every Celo L1 block
 * is older than the L2 migration. A planned activation stays "planned" whatever
 * the date: only a later source that gives the execution makes it done.
 */
export function activationStatus(activation: Activation | undefined, now: Date): UpgradeStatus {
  if (!activation || activation.kind === 'not-announced') {
    return 'not-announced';
  }
  if (activation.kind === 'planned') {
    return 'planned';
  }
  const t = activationTime(activation);
  if (t === undefined) {
    return 'done';
  }
  return t <= now.getTime() ? 'done' : 'upcoming';
}

export function upgradeStatus(upgrade: Upgrade, now: Date): UpgradeStatus {
  return activationStatus(primaryActivation(upgrade), now);
}

export function getUpgrade(id: UpgradeId): Upgrade {
  const found = upgrades.find((u) => u.id === id);
  if (!found) {
    throw new Error(`Unknown upgrade id: ${id}`);
  }
  return found;
}

export const upgradeNetworkLabels: Record<UpgradeNetwork, string> = {
  mainnet: 'Celo Mainnet',
  celoSepolia: 'Celo Sepolia',
  alfajores: 'Alfajores (sunset)',
  baklava: 'Baklava (sunset)',
};
