/**
 * Configuration of a Celo node run with celo-org/celo-l2-node-docker-compose: every environment
 * variable of the release the site documents, and the rollup configuration of each network.
 *
 * Read at tag v1.4.1 (commit 7aafa1c0e202e7ec6dcd7c14757c55522006a12f, also the newest commit
 * of the stored repository): mainnet.env, celo-sepolia.env, envs/**, docker-compose.yml,
 * README.md, RETH_MIGRATION.md, progress.sh, migrate.sh and scripts/*.sh. Rollup values come from
 * envs/<network>/config/rollup.json at commit a0dd6d9 (tag v1.3.4), the last commit with those
 * files; since v1.4.0 op-node loads the same configuration from the superchain registry.
 *
 * Every record carries `sources`. Values that are addresses are EIP-55 checksummed here even where
 * an env file writes them in lower case.
 */
import type {Sources} from '@site/src/data/sources';
import {localized} from '@site/src/i18n/locale';
import {l1Contracts} from '@site/src/data/contracts';
import {networks} from '@site/src/data/networks';
import {dockerCompose, eigenda, l2Genesis, ports} from '@site/src/data/nodeSoftware';
import {rollupConfig as spec, rollupConfigCommit} from '@site/src/data/protocolParams';
import {rollupTimes} from '@site/src/data/rollupTimes';

const DC = 'celo-org/celo-l2-node-docker-compose@7aafa1c0e202e7ec6dcd7c14757c55522006a12f';
const MAINNET_ENV = `${DC}:mainnet.env` as const;
const SEPOLIA_ENV = `${DC}:celo-sepolia.env` as const;
const README = `${DC}:README.md` as const;
const COMPOSE = `${DC}:docker-compose.yml` as const;
const S = {
  opReth: `${DC}:scripts/start-op-reth.sh`,
  opNode: `${DC}:scripts/start-op-node.sh`,
  eigenda: `${DC}:scripts/start-eigenda-proxy.sh`,
  historical: `${DC}:scripts/start-historical-rpc-node.sh`,
  challenger: `${DC}:scripts/start-challenger.sh`,
  monitoring: `${DC}:scripts/start-prometheus.sh`,
} as const;

/** The release these tables describe. */
export const configRelease = {
  tag: dockerCompose.latestTag,
  commit: dockerCompose.latestTagCommit,
} as const;

export type ConfigService =
  | 'op-reth'
  | 'op-node'
  | 'eigenda-proxy'
  | 'historical-rpc-node'
  | 'challenger'
  | 'healthcheck'
  | 'prometheus'
  | 'grafana'
  | 'influxdb'
  | 'docker compose'
  | 'progress.sh'
  | 'migrate.sh';

export type EnvGroupId =
  | 'network'
  | 'l1'
  | 'datadir'
  | 'historical'
  | 'proofs'
  | 'p2p'
  | 'eigenda'
  | 'challenger'
  | 'monitoring'
  | 'images'
  | 'ports'
  | 'network-files'
  | 'common-files'
  | 'internal';

export interface EnvGroup {
  id: EnvGroupId;
  title: string;
  /** One or two sentences shown above the table. */
  intro: string;
}

export const envGroups: readonly EnvGroup[] = [
  {id: 'network', title: 'Network and node type', intro: 'Set by the env file you copy to `.env`. `NODE_TYPE` is the one most operators change.'},
  {id: 'l1', title: 'Ethereum (L1) connection', intro: 'The Ethereum endpoints op-node, eigenda-proxy and the challenger read. The public defaults work for a test; use a paid provider or your own Ethereum node in production.'},
  {id: 'datadir', title: 'Data directory and snapshot', intro: 'Where op-reth keeps its database and how an empty database is filled.'},
  {id: 'historical', title: 'State from before the L2 migration', intro: 'Mainnet only: these variables are not in `celo-sepolia.env`, because Celo Sepolia started as an L2.'},
  {id: 'proofs', title: 'Historical proofs', intro: 'An optional op-reth sidecar database that answers `eth_getProof` for older blocks quickly.'},
  {id: 'p2p', title: 'Peer-to-peer networking', intro: 'Without these, other nodes cannot find or reach yours, and your node can fall behind.'},
  {id: 'eigenda', title: 'EigenDA', intro: 'Settings of the local eigenda-proxy that op-node uses to read batch data. Keep the network defaults unless a notice tells you to change them.'},
  {id: 'challenger', title: 'Challenger', intro: 'The optional OP Succinct Lite challenger. It is off by default and, once on, runs in monitor-only mode until you change that.'},
  {id: 'monitoring', title: 'Monitoring', intro: 'The optional healthcheck, Prometheus, Grafana and InfluxDB services.'},
  {id: 'images', title: 'Image overrides', intro: 'Empty means the image the release pins in `docker-compose.yml`. Change these only to test a specific version.'},
  {id: 'ports', title: 'Host ports', intro: 'Empty means the default host port. Every port must be unique on the host.'},
  {id: 'network-files', title: 'Per-network files', intro: 'Files under `envs/<network>/` that the services load next to `.env`. They are part of the release; do not edit them.'},
  {id: 'common-files', title: 'Shared service files', intro: 'Files under `envs/common/` that the monitoring and legacy services load.'},
  {id: 'internal', title: 'Set by the setup itself', intro: 'Variables that `docker-compose.yml` or the start scripts set or derive. You do not set them; they are listed so you can read the logs and scripts.'},
];

export interface EnvVar {
  name: string;
  group: EnvGroupId;
  /**
   * Value in mainnet.env or the per-network file ('' when the file leaves it empty).
   * Undefined when the Mainnet files do not define the variable.
   */
  mainnet?: string;
  /** Same for Celo Sepolia. */
  celoSepolia?: string;
  /** Value for every network, when it is the same and not in a per-network env file. */
  value?: string;
  /** What docker-compose.yml or a start script uses when the variable is empty or unset. */
  fallback?: string;
  /** Accepted values, when the sources list them. */
  allowed?: string;
  effect: string;
  services: readonly ConfigService[];
  /** File(s) of the repository that define the variable. */
  definedIn: readonly string[];
  sources: Sources;
}

function l1Address(network: 'mainnet' | 'celoSepolia', name: string): string {
  const found = l1Contracts[network]?.contracts.find((c) => c.name === name);
  if (!found) throw new Error(`nodeConfig: no ${name} in l1Contracts.${network}`);
  return found.address;
}

function hostPort(envVar: string): string {
  const found = ports.find((p) => p.envVar === envVar);
  if (!found) throw new Error(`nodeConfig: no port with envVar ${envVar} in nodeSoftware.ports`);
  return String(found.port);
}

const BOTH_ENV = ['mainnet.env', 'celo-sepolia.env'] as const;

function portVar(name: string, service: ConfigService, what: string): EnvVar {
  return {
    name,
    group: 'ports',
    mainnet: name === 'PORT__OP_RETH_P2P' ? '30303' : '',
    celoSepolia: name === 'PORT__OP_RETH_P2P' ? '30303' : '',
    fallback: hostPort(name),
    effect: what,
    services: name === 'PORT__OP_RETH_HTTP' ? [service, 'progress.sh'] : [service],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, COMPOSE],
  };
}

function imageVar(name: string, service: ConfigService, fallback: string | undefined, effect: string): EnvVar {
  return {name, group: 'images', mainnet: '', celoSepolia: '', fallback, effect, services: [service], definedIn: BOTH_ENV, sources: [MAINNET_ENV, COMPOSE]};
}

export const envVars: readonly EnvVar[] = [
  // Network and node type
  {
    name: 'NETWORK_NAME',
    group: 'network',
    mainnet: 'mainnet',
    celoSepolia: 'celo-sepolia',
    allowed: '`mainnet`, `celo-sepolia`',
    effect: localized('Selects the per-network files under `envs/<network>/`, the op-node `--network` name (`celo-mainnet` or `celo-sepolia`) and the default data directory. The historical-rpc-node starts only on `mainnet`.', {es: 'Selecciona los archivos por red en `envs/<network>/`, el nombre de red de op-node `--network` (`celo-mainnet` o `celo-sepolia`) y el directorio de datos predeterminado. historical-rpc-node solo se inicia en `mainnet`.', 'pt-BR': 'Seleciona os arquivos por rede em `envs/<network>/`, o nome de rede do op-node `--network` (`celo-mainnet` ou `celo-sepolia`) e o diretório de dados padrão. O historical-rpc-node só é iniciado na `mainnet`.'}),
    services: ['docker compose', 'op-node', 'historical-rpc-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.opNode, S.historical],
  },
  {
    name: 'NODE_TYPE',
    group: 'network',
    mainnet: 'full',
    celoSepolia: 'full',
    fallback: 'full',
    allowed: '`minimal`, `full`, `archive`',
    effect: localized('Sets both the snapshot tier downloaded into an empty data directory and the prune mode: `minimal` runs op-reth with `--minimal` (about 64 blocks of receipts), `full` with `--full` (about 10,064 blocks of history), `archive` with no prune flag (all state since the L2 start). The script does not validate the value; op-reth rejects an unknown one.', {es: 'Define a la vez el nivel de snapshot que se descarga en un directorio de datos vacío y el modo de poda: `minimal` ejecuta op-reth con `--minimal` (unos 64 bloques de recibos), `full` con `--full` (unos 10.064 bloques de historial), `archive` sin opción de poda (todo el estado desde el inicio de la L2). El script no valida el valor; op-reth rechaza uno desconocido.', 'pt-BR': 'Define ao mesmo tempo o nível de snapshot baixado em um diretório de dados vazio e o modo de poda: `minimal` executa o op-reth com `--minimal` (cerca de 64 blocos de recibos), `full` com `--full` (cerca de 10.064 blocos de histórico), `archive` sem opção de poda (todo o estado desde o início da L2). O script não valida o valor; o op-reth rejeita um valor desconhecido.'}),
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  // L1
  {
    name: 'OP_NODE__RPC_ENDPOINT',
    group: 'l1',
    mainnet: 'https://ethereum-rpc.publicnode.com',
    celoSepolia: 'https://ethereum-sepolia-rpc.publicnode.com',
    effect: localized('Ethereum execution RPC. op-node reads the chain from it (`--l1`); eigenda-proxy uses it for certificate checks; the challenger sends transactions through it; migrate.sh reads it.', {es: 'RPC de ejecución de Ethereum. op-node lee la cadena desde ahí (`--l1`); eigenda-proxy la usa para verificar certificados; el challenger envía transacciones a través de ella; migrate.sh la lee.', 'pt-BR': 'RPC de execução do Ethereum. O op-node lê a cadeia a partir dele (`--l1`); o eigenda-proxy o usa para verificar certificados; o challenger envia transações por ele; o migrate.sh o lê.'}),
    services: ['op-node', 'eigenda-proxy', 'challenger', 'migrate.sh'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.opNode, S.eigenda, COMPOSE],
  },
  {
    name: 'OP_NODE__L1_BEACON',
    group: 'l1',
    mainnet: 'https://ethereum-beacon-api.publicnode.com',
    celoSepolia: 'https://ethereum-sepolia-beacon-api.publicnode.com',
    effect: localized('Ethereum beacon (consensus) API that op-node reads blobs from (`--l1.beacon`).', {es: 'API beacon (de consenso) de Ethereum de la que op-node lee los blobs (`--l1.beacon`).', 'pt-BR': 'API beacon (de consenso) do Ethereum da qual o op-node lê os blobs (`--l1.beacon`).'}),
    services: ['op-node', 'migrate.sh'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.opNode],
  },
  {
    name: 'OP_NODE__RPC_TYPE',
    group: 'l1',
    mainnet: 'basic',
    celoSepolia: 'basic',
    allowed: localized('`alchemy`, `quicknode` (Ethereum only), `erigon`, `basic` (any other provider)', {es: '`alchemy`, `quicknode` (solo Ethereum), `erigon`, `basic` (cualquier otro proveedor)', 'pt-BR': '`alchemy`, `quicknode` (somente Ethereum), `erigon`, `basic` (qualquer outro provedor)'}),
    effect: localized('Kind of Ethereum RPC provider, passed to op-node as `--l1.rpckind` so it can use provider-specific batch methods.', {es: 'Tipo de proveedor de RPC de Ethereum, que se pasa a op-node como `--l1.rpckind` para que use los métodos por lotes propios del proveedor.', 'pt-BR': 'Tipo de provedor de RPC do Ethereum, passado ao op-node como `--l1.rpckind` para que ele use os métodos em lote próprios do provedor.'}),
    services: ['op-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opNode],
  },
  // Data directory
  {
    name: 'DATADIR_PATH',
    group: 'datadir',
    mainnet: './envs/${NETWORK_NAME}/datadir',
    celoSepolia: './envs/${NETWORK_NAME}/datadir',
    effect: localized('Host directory mounted as op-reth\'s data directory. Absolute, or relative to `docker-compose.yml`. It must be empty on first start; op-reth refuses to start on a directory that holds op-geth data.', {es: 'Directorio del host montado como directorio de datos de op-reth. Absoluto o relativo a `docker-compose.yml`. Debe estar vacío en el primer inicio; op-reth no arranca en un directorio que contiene datos de op-geth.', 'pt-BR': 'Diretório do host montado como diretório de dados do op-reth. Absoluto ou relativo ao `docker-compose.yml`. Ele deve estar vazio na primeira inicialização; o op-reth não inicia em um diretório que contém dados do op-geth.'}),
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  {
    name: 'OP_RETH__SNAPSHOT',
    group: 'datadir',
    mainnet: 'true',
    celoSepolia: 'true',
    allowed: '`true`, `false`',
    effect: localized('When `true` and the data directory holds no database yet, op-reth first downloads the snapshot tier named by `NODE_TYPE` from snapshots.celo.org (`celo-reth download`). Ignored once data exists. Celo\'s node guide calls the snapshot required on Mainnet, where it carries the L1 state at the migration; on Celo Sepolia `false` syncs from the first block by executing every block. Celo\'s configuration guide lists `false` as the default; both env files of the release set `true`.', {es: 'Cuando es `true` y el directorio de datos aún no tiene base de datos, op-reth primero descarga de snapshots.celo.org el nivel de snapshot que indica `NODE_TYPE` (`celo-reth download`). Se ignora una vez que hay datos. La guía de nodos de Celo considera el snapshot obligatorio en Mainnet, donde trae el estado de la L1 al momento de la migración; en Celo Sepolia, `false` sincroniza desde el primer bloque ejecutando cada bloque. La guía de configuración de Celo indica `false` como valor predeterminado; los dos archivos env de la versión definen `true`.', 'pt-BR': 'Quando é `true` e o diretório de dados ainda não tem banco de dados, o op-reth primeiro baixa de snapshots.celo.org o nível de snapshot indicado por `NODE_TYPE` (`celo-reth download`). É ignorado quando já há dados. O guia de nós da Celo considera o snapshot obrigatório na Mainnet, onde ele traz o estado da L1 no momento da migração; na Celo Sepolia, `false` sincroniza desde o primeiro bloco executando cada bloco. O guia de configuração da Celo indica `false` como padrão; os dois arquivos env da versão definem `true`.'}),
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [
      MAINNET_ENV,
      README,
      S.opReth,
      'celo-org/docs@2a5052c630e492539f644feddae265996c3524f6:operate/operators/run-node.mdx',
      'celo-org/docs@12ee4abda47df9085cb930a87af88b04057e6dec:operate/operators/configuration.mdx',
    ],
  },
  // Historical
  {
    name: 'HISTORICAL_RPC_DATADIR_PATH',
    group: 'historical',
    mainnet: '',
    effect: localized('Path to a Celo L1 archive data directory. When set (and `OP_RETH__HISTORICAL_RPC` is empty), the setup starts historical-rpc-node (celo-blockchain in archive mode) on it, and op-reth forwards requests for pre-migration state to it with `--rollup.historicalrpc=http://historical-rpc-node:8545`.', {es: 'Ruta a un directorio de datos de archivo de la L1 de Celo. Cuando se define (y `OP_RETH__HISTORICAL_RPC` está vacía), la instalación inicia historical-rpc-node (celo-blockchain en modo archivo) sobre él, y op-reth le reenvía las solicitudes de estado anterior a la migración con `--rollup.historicalrpc=http://historical-rpc-node:8545`.', 'pt-BR': 'Caminho para um diretório de dados de arquivo da L1 da Celo. Quando definida (e `OP_RETH__HISTORICAL_RPC` está vazia), a instalação inicia o historical-rpc-node (celo-blockchain em modo arquivo) sobre ele, e o op-reth encaminha a ele as requisições de estado anterior à migração com `--rollup.historicalrpc=http://historical-rpc-node:8545`.'}),
    services: ['historical-rpc-node', 'op-reth'],
    definedIn: ['mainnet.env'],
    sources: [MAINNET_ENV, README, S.opReth, S.historical],
  },
  {
    name: 'OP_RETH__HISTORICAL_RPC',
    group: 'historical',
    mainnet: '',
    effect: localized('URL of a running legacy Celo L1 archive node. When set, op-reth forwards requests for pre-migration state there (`--rollup.historicalrpc`) and the local historical-rpc-node does not start, whatever `HISTORICAL_RPC_DATADIR_PATH` says.', {es: 'URL de un nodo de archivo de la L1 heredada de Celo en funcionamiento. Cuando se define, op-reth reenvía allí las solicitudes de estado anterior a la migración (`--rollup.historicalrpc`) y el historical-rpc-node local no se inicia, diga lo que diga `HISTORICAL_RPC_DATADIR_PATH`.', 'pt-BR': 'URL de um nó de arquivo da L1 legada da Celo em funcionamento. Quando definida, o op-reth encaminha para lá as requisições de estado anterior à migração (`--rollup.historicalrpc`) e o historical-rpc-node local não é iniciado, seja qual for o valor de `HISTORICAL_RPC_DATADIR_PATH`.'}),
    services: ['op-reth', 'historical-rpc-node'],
    definedIn: ['mainnet.env'],
    sources: [MAINNET_ENV, README, S.opReth, S.historical],
  },
  // Proofs
  {
    name: 'OP_RETH__PROOFS_HISTORY_ENABLED',
    group: 'proofs',
    mainnet: 'false',
    celoSepolia: 'false',
    allowed: '`true`, `false`',
    effect: localized('When `true`, op-reth initializes the proofs database once (only if the data directory is synced past its first block) and then runs with `--proofs-history`, serving `eth_getProof` for blocks inside the window from that database. If the data directory is not synced yet, op-reth starts without proofs and logs a warning.', {es: 'Cuando es `true`, op-reth inicializa una vez la base de datos de pruebas (solo si el directorio de datos está sincronizado más allá de su primer bloque) y luego se ejecuta con `--proofs-history`, y responde `eth_getProof` para los bloques dentro de la ventana desde esa base de datos. Si el directorio de datos aún no está sincronizado, op-reth arranca sin pruebas y registra una advertencia.', 'pt-BR': 'Quando é `true`, o op-reth inicializa uma vez o banco de dados de provas (somente se o diretório de dados estiver sincronizado além do primeiro bloco) e depois é executado com `--proofs-history`, respondendo `eth_getProof` para os blocos dentro da janela a partir desse banco. Se o diretório de dados ainda não estiver sincronizado, o op-reth inicia sem provas e registra um aviso.'}),
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  {
    name: 'OP_RETH__PROOFS_HISTORY_WINDOW',
    group: 'proofs',
    mainnet: '1296000',
    celoSepolia: '1296000',
    fallback: '1296000',
    effect: localized('Number of recent blocks the proofs database keeps (`--proofs-history.window`). 1,296,000 blocks is about 15 days at one block per second. A larger window needs more disk.', {es: 'Cantidad de bloques recientes que conserva la base de datos de pruebas (`--proofs-history.window`). 1.296.000 bloques son unos 15 días a un bloque por segundo. Una ventana más grande necesita más disco.', 'pt-BR': 'Número de blocos recentes que o banco de dados de provas mantém (`--proofs-history.window`). 1.296.000 blocos são cerca de 15 dias a um bloco por segundo. Uma janela maior precisa de mais disco.'}),
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  {
    name: 'PROOFS_HISTORY_DATADIR_PATH',
    group: 'proofs',
    mainnet: './envs/${NETWORK_NAME}/proofs',
    celoSepolia: './envs/${NETWORK_NAME}/proofs',
    fallback: './proofs',
    effect: localized('Host directory for the proofs database, mounted at `/proofs`. Keep it on a different volume from the chain data.', {es: 'Directorio del host para la base de datos de pruebas, montado en `/proofs`. Manténgalo en un volumen distinto del de los datos de la cadena.', 'pt-BR': 'Diretório do host para o banco de dados de provas, montado em `/proofs`. Mantenha-o em um volume diferente do dos dados da cadeia.'}),
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, COMPOSE],
  },
  // P2P
  {
    name: 'OP_RETH__NAT',
    group: 'p2p',
    mainnet: 'any',
    celoSepolia: 'any',
    allowed: '`any`, `none`, `upnp`, `publicip`, `extip:<IP>`, `stun:<IP:PORT>`',
    effect: localized('How op-reth finds the public IP it announces for discovery (`--nat`). `any` detects it; `extip:<your-public-ip>` is the most reliable. Check the value in use with the `admin_nodeInfo` RPC method.', {es: 'Cómo encuentra op-reth la IP pública que anuncia para el descubrimiento (`--nat`). `any` la detecta; `extip:<your-public-ip>` es lo más confiable. Consulte el valor en uso con el método RPC `admin_nodeInfo`.', 'pt-BR': 'Como o op-reth encontra o IP público que anuncia para a descoberta (`--nat`). `any` o detecta; `extip:<your-public-ip>` é o mais confiável. Consulte o valor em uso com o método RPC `admin_nodeInfo`.'}),
    services: ['op-reth'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opReth],
  },
  {
    name: 'OP_NODE__P2P_ADVERTISE_IP',
    group: 'p2p',
    mainnet: '',
    celoSepolia: '',
    effect: localized('Public IP op-node announces to peers (`--p2p.advertise.ip`). When empty, other nodes cannot discover your op-node. Check the value in use in the `started p2p host` log line or with the `opp2p_self` RPC method.', {es: 'IP pública que op-node anuncia a sus pares (`--p2p.advertise.ip`). Si está vacía, los demás nodos no pueden descubrir su op-node. Consulte el valor en uso en la línea de log `started p2p host` o con el método RPC `opp2p_self`.', 'pt-BR': 'IP público que o op-node anuncia aos pares (`--p2p.advertise.ip`). Se estiver vazio, os outros nós não conseguem descobrir o seu op-node. Consulte o valor em uso na linha de log `started p2p host` ou com o método RPC `opp2p_self`.'}),
    services: ['op-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, S.opNode],
  },
  // EigenDA
  {
    name: 'EIGENDA_PROXY_ENDPOINT',
    group: 'eigenda',
    mainnet: '',
    celoSepolia: '',
    fallback: 'http://eigenda-proxy:4242',
    effect: localized('URL of an eigenda-proxy you run elsewhere. When set, the local eigenda-proxy does not start and op-node uses this URL as its alt-DA server.', {es: 'URL de un eigenda-proxy que usted ejecuta en otro lugar. Cuando se define, el eigenda-proxy local no se inicia y op-node usa esta URL como su servidor de alt-DA.', 'pt-BR': 'URL de um eigenda-proxy que você executa em outro lugar. Quando definida, o eigenda-proxy local não é iniciado e o op-node usa essa URL como servidor de alt-DA.'}),
    services: ['eigenda-proxy', 'op-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda, S.opNode],
  },
  {
    name: 'EIGENDA_LOCAL_SVC_MANAGER_ADDR',
    group: 'eigenda',
    mainnet: eigenda.mainnet.v1ServiceManager,
    celoSepolia: eigenda.celoSepolia.v1ServiceManager,
    effect: localized('EigenDA service manager contract on Ethereum (`--eigenda.svc-manager-addr`).', {es: 'Contrato service manager de EigenDA en Ethereum (`--eigenda.svc-manager-addr`).', 'pt-BR': 'Contrato service manager do EigenDA no Ethereum (`--eigenda.svc-manager-addr`).'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_DISPERSER_RPC',
    group: 'eigenda',
    mainnet: eigenda.mainnet.disperserRpc,
    celoSepolia: eigenda.celoSepolia.disperserRpc,
    effect: localized('EigenDA disperser the proxy connects to (`--eigenda.disperser-rpc`).', {es: 'Dispersor de EigenDA al que se conecta el proxy (`--eigenda.disperser-rpc`).', 'pt-BR': 'Dispersor do EigenDA ao qual o proxy se conecta (`--eigenda.disperser-rpc`).'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_V2_LOCAL_CERT_VERIFIER_ROUTER_ADDR',
    group: 'eigenda',
    mainnet: eigenda.mainnet.certVerifierRouter,
    celoSepolia: eigenda.celoSepolia.certVerifierRouter,
    effect: localized('EigenDA v2 certificate verifier router on Ethereum (`--eigenda.v2.cert-verifier-router-or-immutable-verifier-addr`).', {es: 'Enrutador del verificador de certificados de EigenDA v2 en Ethereum (`--eigenda.v2.cert-verifier-router-or-immutable-verifier-addr`).', 'pt-BR': 'Roteador do verificador de certificados do EigenDA v2 no Ethereum (`--eigenda.v2.cert-verifier-router-or-immutable-verifier-addr`).'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_V2_LOCAL_NETWORK',
    group: 'eigenda',
    mainnet: eigenda.mainnet.v2Network,
    celoSepolia: eigenda.celoSepolia.v2Network,
    effect: localized('EigenDA v2 network name (`--eigenda.v2.network`).', {es: 'Nombre de la red de EigenDA v2 (`--eigenda.v2.network`).', 'pt-BR': 'Nome da rede do EigenDA v2 (`--eigenda.v2.network`).'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_CREDENTIAL_TYPE',
    group: 'eigenda',
    mainnet: 'public',
    celoSepolia: 'public',
    effect: localized('Credential type for the S3-compatible blob cache the proxy falls back to (`--s3.credential-type`). Used only while `EIGENDA_LOCAL_ARCHIVE_BLOBS` is not empty.', {es: 'Tipo de credencial de la caché de blobs compatible con S3 a la que recurre el proxy (`--s3.credential-type`). Solo se usa mientras `EIGENDA_LOCAL_ARCHIVE_BLOBS` no está vacía.', 'pt-BR': 'Tipo de credencial do cache de blobs compatível com S3 ao qual o proxy recorre (`--s3.credential-type`). Só é usado enquanto `EIGENDA_LOCAL_ARCHIVE_BLOBS` não está vazia.'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_ACCESS_KEY_ID',
    group: 'eigenda',
    mainnet: '',
    celoSepolia: '',
    effect: localized('Access key id for the blob cache (`--s3.access-key-id`); empty for the public cache.', {es: 'ID de la clave de acceso de la caché de blobs (`--s3.access-key-id`); vacío para la caché pública.', 'pt-BR': 'ID da chave de acesso do cache de blobs (`--s3.access-key-id`); vazio para o cache público.'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_ACCESS_KEY_SECRET',
    group: 'eigenda',
    mainnet: '',
    celoSepolia: '',
    effect: localized('Secret for the blob cache (`--s3.access-key-secret`); empty for the public cache.', {es: 'Secreto de la caché de blobs (`--s3.access-key-secret`); vacío para la caché pública.', 'pt-BR': 'Segredo do cache de blobs (`--s3.access-key-secret`); vazio para o cache público.'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_BUCKET',
    group: 'eigenda',
    mainnet: 'eigenda-proxy-cache-mainnet',
    celoSepolia: 'eigenda-proxy-cache-celo-sepolia',
    effect: localized('Bucket of the public blob cache (`--s3.bucket`).', {es: 'Bucket de la caché pública de blobs (`--s3.bucket`).', 'pt-BR': 'Bucket do cache público de blobs (`--s3.bucket`).'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_PATH',
    group: 'eigenda',
    mainnet: 'blobs/',
    celoSepolia: 'blobs/',
    effect: localized('Path inside the bucket (`--s3.path`).', {es: 'Ruta dentro del bucket (`--s3.path`).', 'pt-BR': 'Caminho dentro do bucket (`--s3.path`).'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_S3_ENDPOINT',
    group: 'eigenda',
    mainnet: 'storage.googleapis.com',
    celoSepolia: 'storage.googleapis.com',
    effect: localized('S3-compatible endpoint of the blob cache (`--s3.endpoint`).', {es: 'Endpoint compatible con S3 de la caché de blobs (`--s3.endpoint`).', 'pt-BR': 'Endpoint compatível com S3 do cache de blobs (`--s3.endpoint`).'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda],
  },
  {
    name: 'EIGENDA_LOCAL_ARCHIVE_BLOBS',
    group: 'eigenda',
    mainnet: '${EIGENDA_LOCAL_S3_BUCKET:+0}',
    celoSepolia: '${EIGENDA_LOCAL_S3_BUCKET:+0}',
    effect: localized('When not empty, the proxy adds the blob cache as a fallback storage target (`--storage.fallback-targets=s3`). The default is non-empty whenever a bucket is set. A challenger sets it to an empty value so that it reads from EigenDA only.', {es: 'Si no está vacía, el proxy agrega la caché de blobs como destino de almacenamiento alternativo (`--storage.fallback-targets=s3`). El valor predeterminado no está vacío siempre que se define un bucket. Un challenger la define vacía para leer solo de EigenDA.', 'pt-BR': 'Quando não está vazia, o proxy adiciona o cache de blobs como destino de armazenamento alternativo (`--storage.fallback-targets=s3`). O padrão não é vazio sempre que um bucket é definido. Um challenger a define vazia para ler somente do EigenDA.'}),
    services: ['eigenda-proxy'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.eigenda, README],
  },
  // Challenger
  {
    name: 'CHALLENGER__ENABLED',
    group: 'challenger',
    mainnet: 'false',
    celoSepolia: 'false',
    allowed: '`true`, `false`',
    effect: localized('The challenger service starts only when this is `true` and `CHALLENGER__PRIVATE_KEY` is a hex string.', {es: 'El servicio challenger solo se inicia cuando esta variable es `true` y `CHALLENGER__PRIVATE_KEY` es una cadena hexadecimal.', 'pt-BR': 'O serviço challenger só é iniciado quando esta variável é `true` e `CHALLENGER__PRIVATE_KEY` é uma string hexadecimal.'}),
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.challenger, README],
  },
  {
    name: 'CHALLENGER__PRIVATE_KEY',
    group: 'challenger',
    mainnet: 'a placeholder hex key',
    celoSepolia: 'a placeholder hex key',
    effect: localized('Ethereum key of the challenger account. To send challenges, the account needs the challenger permission on the dispute-game AccessManager and ETH for the bond and gas. Replace the placeholder, and keep the real key out of version control.', {es: 'Clave de Ethereum de la cuenta del challenger. Para enviar impugnaciones, la cuenta necesita el permiso de challenger en el AccessManager de los juegos de disputa y ETH para la fianza y el gas. Reemplace el valor de ejemplo y mantenga la clave real fuera del control de versiones.', 'pt-BR': 'Chave Ethereum da conta do challenger. Para enviar contestações, a conta precisa da permissão de challenger no AccessManager dos jogos de disputa e de ETH para a caução e o gas. Substitua o valor de exemplo e mantenha a chave real fora do controle de versão.'}),
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, README, COMPOSE],
  },
  {
    name: 'CHALLENGER__FETCH_INTERVAL_SECONDS',
    group: 'challenger',
    mainnet: '',
    celoSepolia: '',
    fallback: '30',
    effect: localized('Seconds between checks of new proposals. A higher value lowers the load on your Ethereum node, but challenges are first come, first served: a slower challenger is less likely to be the one that submits.', {es: 'Segundos entre revisiones de propuestas nuevas. Un valor más alto reduce la carga de su nodo de Ethereum, pero las impugnaciones se atienden por orden de llegada: un challenger más lento tiene menos probabilidades de ser el que envía.', 'pt-BR': 'Segundos entre verificações de novas propostas. Um valor maior reduz a carga no seu nó do Ethereum, mas as contestações são atendidas por ordem de chegada: um challenger mais lento tem menos chance de ser o que envia.'}),
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, COMPOSE, README],
  },
  {
    name: 'CHALLENGER__DISABLE_MONITOR_ONLY_MODE',
    group: 'challenger',
    mainnet: 'false',
    celoSepolia: 'false',
    fallback: 'false',
    allowed: '`true`, `false`',
    effect: localized('With the default `false`, the challenger only logs a warning when a proposed state root differs from your node; it sends nothing. `true` lets it send `challenge()` transactions.', {es: 'Con el valor predeterminado `false`, el challenger solo registra una advertencia cuando una raíz de estado propuesta difiere de la de su nodo; no envía nada. `true` le permite enviar transacciones `challenge()`.', 'pt-BR': 'Com o padrão `false`, o challenger só registra um aviso quando uma raiz de estado proposta difere da do seu nó; ele não envia nada. `true` permite que ele envie transações `challenge()`.'}),
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, COMPOSE, README],
  },
  {
    name: 'CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS',
    group: 'challenger',
    mainnet: '',
    celoSepolia: '',
    fallback: '180',
    effect: localized('Longest time, in seconds, the challenger waits for an Ethereum transaction to confirm. Raise it if your Ethereum RPC is slow.', {es: 'Tiempo máximo, en segundos, que el challenger espera a que se confirme una transacción de Ethereum. Auméntelo si su RPC de Ethereum es lenta.', 'pt-BR': 'Tempo máximo, em segundos, que o challenger espera a confirmação de uma transação do Ethereum. Aumente-o se o seu RPC do Ethereum for lento.'}),
    services: ['challenger'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, COMPOSE, README],
  },
  // Monitoring
  {
    name: 'MONITORING_ENABLED',
    group: 'monitoring',
    mainnet: 'false',
    celoSepolia: 'false',
    allowed: '`true`, `false`',
    effect: localized('When `true`, healthcheck, Prometheus, Grafana and InfluxDB run; otherwise their containers exit at once. It also makes the historical-rpc-node send metrics to InfluxDB.', {es: 'Cuando es `true`, se ejecutan healthcheck, Prometheus, Grafana e InfluxDB; si no, sus contenedores terminan de inmediato. También hace que historical-rpc-node envíe métricas a InfluxDB.', 'pt-BR': 'Quando é `true`, healthcheck, Prometheus, Grafana e InfluxDB são executados; caso contrário, os contêineres deles encerram na hora. Também faz o historical-rpc-node enviar métricas ao InfluxDB.'}),
    services: ['healthcheck', 'prometheus', 'grafana', 'influxdb', 'historical-rpc-node'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, S.monitoring, S.historical],
  },
  {
    name: 'HEALTHCHECK__REFERENCE_RPC_PROVIDER',
    group: 'monitoring',
    mainnet: networks.mainnet.rpc.http,
    celoSepolia: networks.celoSepolia.rpc.http,
    effect: localized('Public RPC the healthcheck compares your node with. progress.sh also uses it to estimate the time left to sync.', {es: 'RPC pública con la que el healthcheck compara su nodo. progress.sh también la usa para estimar el tiempo que falta para sincronizar.', 'pt-BR': 'RPC público com o qual o healthcheck compara o seu nó. O progress.sh também o usa para estimar o tempo restante de sincronização.'}),
    services: ['healthcheck', 'progress.sh'],
    definedIn: BOTH_ENV,
    sources: [MAINNET_ENV, SEPOLIA_ENV, `${DC}:progress.sh`],
  },
  // Images
  imageVar('IMAGE_TAG__OP_RETH', 'op-reth', 'celo-v1.0.1', localized('Tag of the op-reth image.', {es: 'Etiqueta de la imagen de op-reth.', 'pt-BR': 'Tag da imagem do op-reth.'})),
  imageVar('IMAGE_REPO__OP_RETH', 'op-reth', 'us-west1-docker.pkg.dev/devopsre/celo-blockchain-public/op-reth', localized('Repository of the op-reth image, to run a build from another registry.', {es: 'Repositorio de la imagen de op-reth, para ejecutar una compilación de otro registro.', 'pt-BR': 'Repositório da imagem do op-reth, para executar um build de outro registro.'})),
  imageVar('IMAGE_TAG__OP_NODE', 'op-node', undefined, localized('Listed in the env files, but `docker-compose.yml` at this release does not read it: the op-node image is fixed at celo-v2.2.1. Setting it changes nothing.', {es: 'Figura en los archivos env, pero `docker-compose.yml` en esta versión no la lee: la imagen de op-node está fijada en celo-v2.2.1. Definirla no cambia nada.', 'pt-BR': 'Aparece nos arquivos env, mas o `docker-compose.yml` desta versão não a lê: a imagem do op-node está fixada em celo-v2.2.1. Defini-la não muda nada.'})),
  imageVar('IMAGE_TAG__CHALLENGER', 'challenger', 'v2', localized('Tag of the OP Succinct challenger image.', {es: 'Etiqueta de la imagen del challenger de OP Succinct.', 'pt-BR': 'Tag da imagem do challenger do OP Succinct.'})),
  imageVar('IMAGE_TAG__HEALTHCHECK', 'healthcheck', 'latest', localized('Tag of the replica-healthcheck image.', {es: 'Etiqueta de la imagen de replica-healthcheck.', 'pt-BR': 'Tag da imagem do replica-healthcheck.'})),
  imageVar('IMAGE_TAG__PROMETHEUS', 'prometheus', 'latest', localized('Tag of the Prometheus image.', {es: 'Etiqueta de la imagen de Prometheus.', 'pt-BR': 'Tag da imagem do Prometheus.'})),
  imageVar('IMAGE_TAG__GRAFANA', 'grafana', '9.3.0', localized('Tag of the Grafana image.', {es: 'Etiqueta de la imagen de Grafana.', 'pt-BR': 'Tag da imagem do Grafana.'})),
  imageVar('IMAGE_TAG__INFLUXDB', 'influxdb', '1.8', localized('Tag of the InfluxDB image.', {es: 'Etiqueta de la imagen de InfluxDB.', 'pt-BR': 'Tag da imagem do InfluxDB.'})),
  // Ports
  portVar('PORT__OP_RETH_HTTP', 'op-reth', localized('Host port of op-reth JSON-RPC over HTTP (container port 8545).', {es: 'Puerto del host para JSON-RPC de op-reth por HTTP (puerto del contenedor 8545).', 'pt-BR': 'Porta do host para o JSON-RPC do op-reth via HTTP (porta do contêiner 8545).'})),
  portVar('PORT__OP_RETH_WS', 'op-reth', localized('Host port of op-reth JSON-RPC over WebSocket (container port 8546).', {es: 'Puerto del host para JSON-RPC de op-reth por WebSocket (puerto del contenedor 8546).', 'pt-BR': 'Porta do host para o JSON-RPC do op-reth via WebSocket (porta do contêiner 8546).'})),
  portVar('PORT__OP_RETH_P2P', 'op-reth', localized('op-reth peer-to-peer port, TCP and UDP. Unlike the other ports it is also passed to op-reth (`--port`, `--discovery.port`, `--discovery.v5.port`), so host and container use the same number.', {es: 'Puerto entre pares de op-reth, TCP y UDP. A diferencia de los demás puertos, también se pasa a op-reth (`--port`, `--discovery.port`, `--discovery.v5.port`), así que el host y el contenedor usan el mismo número.', 'pt-BR': 'Porta ponto a ponto do op-reth, TCP e UDP. Ao contrário das outras portas, ela também é passada ao op-reth (`--port`, `--discovery.port`, `--discovery.v5.port`), então o host e o contêiner usam o mesmo número.'})),
  portVar('PORT__OP_NODE_P2P', 'op-node', localized('Host port of op-node peer-to-peer, TCP and UDP (container port 9222).', {es: 'Puerto del host para la red entre pares de op-node, TCP y UDP (puerto del contenedor 9222).', 'pt-BR': 'Porta do host para a rede ponto a ponto do op-node, TCP e UDP (porta do contêiner 9222).'})),
  portVar('PORT__OP_NODE_HTTP', 'op-node', localized('Host port of the op-node RPC (container port 9545).', {es: 'Puerto del host para la RPC de op-node (puerto del contenedor 9545).', 'pt-BR': 'Porta do host para o RPC do op-node (porta do contêiner 9545).'})),
  portVar('PORT_EIGENDA_PROXY', 'eigenda-proxy', localized('Host port of the eigenda-proxy API (container port 4242). Note the single underscore after PORT.', {es: 'Puerto del host para la API de eigenda-proxy (puerto del contenedor 4242). Tenga en cuenta el guion bajo simple después de PORT.', 'pt-BR': 'Porta do host para a API do eigenda-proxy (porta do contêiner 4242). Observe o sublinhado simples depois de PORT.'})),
  portVar('PORT__HISTORICAL_RPC_NODE_HTTP', 'historical-rpc-node', localized('Host port of the legacy archive node, HTTP (container port 8545).', {es: 'Puerto del host del nodo de archivo heredado, HTTP (puerto del contenedor 8545).', 'pt-BR': 'Porta do host do nó de arquivo legado, HTTP (porta do contêiner 8545).'})),
  portVar('PORT__HISTORICAL_RPC_NODE_WS', 'historical-rpc-node', localized('Host port of the legacy archive node, WebSocket (container port 8546).', {es: 'Puerto del host del nodo de archivo heredado, WebSocket (puerto del contenedor 8546).', 'pt-BR': 'Porta do host do nó de arquivo legado, WebSocket (porta do contêiner 8546).'})),
  portVar('PORT__HEALTHCHECK_METRICS', 'healthcheck', localized('Host port of the healthcheck metrics (container port 7300).', {es: 'Puerto del host para las métricas del healthcheck (puerto del contenedor 7300).', 'pt-BR': 'Porta do host para as métricas do healthcheck (porta do contêiner 7300).'})),
  portVar('PORT__PROMETHEUS', 'prometheus', localized('Host port of Prometheus (container port 9090).', {es: 'Puerto del host de Prometheus (puerto del contenedor 9090).', 'pt-BR': 'Porta do host do Prometheus (porta do contêiner 9090).'})),
  portVar('PORT__GRAFANA', 'grafana', localized('Host port of Grafana (container port 3000).', {es: 'Puerto del host de Grafana (puerto del contenedor 3000).', 'pt-BR': 'Porta do host do Grafana (porta do contêiner 3000).'})),
  portVar('PORT__INFLUXDB', 'influxdb', localized('Host port of InfluxDB (container port 8086).', {es: 'Puerto del host de InfluxDB (puerto del contenedor 8086).', 'pt-BR': 'Porta do host do InfluxDB (porta do contêiner 8086).'})),
  // Per-network files
  {
    name: 'OP_RETH__CHAIN',
    group: 'network-files',
    mainnet: 'celo',
    celoSepolia: 'celo-sepolia',
    effect: localized('Built-in chain spec op-reth loads (`--chain`); also picks the snapshot manifest.', {es: 'Especificación de cadena integrada que carga op-reth (`--chain`); también elige el manifiesto de snapshots.', 'pt-BR': 'Especificação de cadeia integrada que o op-reth carrega (`--chain`); também escolhe o manifesto de snapshots.'}),
    services: ['op-reth'],
    definedIn: ['envs/<network>/op-reth.env'],
    sources: [`${DC}:envs/mainnet/op-reth.env`, `${DC}:envs/celo-sepolia/op-reth.env`, S.opReth],
  },
  {
    name: 'OP_RETH__SEQUENCER_URL',
    group: 'network-files',
    mainnet: networks.mainnet.sequencerHttp,
    celoSepolia: networks.celoSepolia.sequencerHttp,
    effect: localized('Sequencer op-reth forwards submitted transactions to (`--rollup.sequencer`). If it is wrong, your node accepts transactions that are never executed.', {es: 'Secuenciador al que op-reth reenvía las transacciones enviadas (`--rollup.sequencer`). Si es incorrecto, su nodo acepta transacciones que nunca se ejecutan.', 'pt-BR': 'Sequenciador para o qual o op-reth encaminha as transações enviadas (`--rollup.sequencer`). Se estiver errado, o seu nó aceita transações que nunca são executadas.'}),
    services: ['op-reth'],
    definedIn: ['envs/<network>/op-reth.env'],
    sources: [`${DC}:envs/mainnet/op-reth.env`, `${DC}:envs/celo-sepolia/op-reth.env`, S.opReth, 'celo-org/docs@05f517f0b5c2cda9cee89857227ea52bf0f652b8:infra-partners/operators/public-rpc-node.mdx'],
  },
  {
    name: 'OP_RETH__BOOTNODES',
    group: 'network-files',
    mainnet: '12 enode URLs',
    celoSepolia: '6 enode URLs',
    effect: localized('Execution-layer bootnodes (`--bootnodes`), run by cLabs.', {es: 'Bootnodes de la capa de ejecución (`--bootnodes`), operados por cLabs.', 'pt-BR': 'Bootnodes da camada de execução (`--bootnodes`), operados pela cLabs.'}),
    services: ['op-reth'],
    definedIn: ['envs/<network>/op-reth.env'],
    sources: [`${DC}:envs/mainnet/op-reth.env`, `${DC}:envs/celo-sepolia/op-reth.env`, S.opReth],
  },
  {
    name: 'OP_RETH__TRUSTED_PEERS',
    group: 'network-files',
    mainnet: '12 enode URLs (the bootnodes)',
    celoSepolia: '4 enode URLs (the first four bootnodes)',
    effect: localized('Peers op-reth always keeps connected, outside the peer limit (`--trusted-peers`).', {es: 'Pares que op-reth mantiene siempre conectados, fuera del límite de pares (`--trusted-peers`).', 'pt-BR': 'Pares que o op-reth mantém sempre conectados, fora do limite de pares (`--trusted-peers`).'}),
    services: ['op-reth'],
    definedIn: ['envs/<network>/op-reth.env'],
    sources: [`${DC}:envs/mainnet/op-reth.env`, `${DC}:envs/celo-sepolia/op-reth.env`, S.opReth],
  },
  {
    name: 'OP_NODE_P2P_BOOTNODES',
    group: 'network-files',
    mainnet: '12 ENRs',
    celoSepolia: '4 ENRs',
    effect: localized('Consensus-layer bootnodes; op-node reads this variable itself.', {es: 'Bootnodes de la capa de consenso; op-node lee esta variable directamente.', 'pt-BR': 'Bootnodes da camada de consenso; o op-node lê esta variável diretamente.'}),
    services: ['op-node'],
    definedIn: ['envs/<network>/op-node.env'],
    sources: [`${DC}:envs/mainnet/op-node.env`, `${DC}:envs/celo-sepolia/op-node.env`],
  },
  {
    name: 'OP_NODE_ALTDA_ENABLED',
    group: 'network-files',
    mainnet: 'true',
    celoSepolia: 'true',
    effect: localized('Turns on alternative data availability (EigenDA) in op-node.', {es: 'Activa la disponibilidad de datos alternativa (EigenDA) en op-node.', 'pt-BR': 'Ativa a disponibilidade de dados alternativa (EigenDA) no op-node.'}),
    services: ['op-node'],
    definedIn: ['envs/<network>/op-node.env'],
    sources: [`${DC}:envs/mainnet/op-node.env`, 'celo-org/celo-l2-node-docker-compose@58fd68f19c5706dcaaf180ec10a09448f4ea2238:RETH_MIGRATION.md'],
  },
  {
    name: 'OP_NODE_ALTDA_DA_SERVICE',
    group: 'network-files',
    mainnet: 'true',
    celoSepolia: 'true',
    effect: localized('Tells op-node that the alt-DA server is a DA service (eigenda-proxy).', {es: 'Indica a op-node que el servidor de alt-DA es un servicio de DA (eigenda-proxy).', 'pt-BR': 'Indica ao op-node que o servidor de alt-DA é um serviço de DA (eigenda-proxy).'}),
    services: ['op-node'],
    definedIn: ['envs/<network>/op-node.env'],
    sources: [`${DC}:envs/mainnet/op-node.env`, 'celo-org/celo-l2-node-docker-compose@58fd68f19c5706dcaaf180ec10a09448f4ea2238:RETH_MIGRATION.md'],
  },
  {
    name: 'OP_NODE_ALTDA_VERIFY_ON_READ',
    group: 'network-files',
    mainnet: 'false',
    celoSepolia: 'false',
    effect: localized('op-node does not verify commitments again when it reads batch data.', {es: 'op-node no vuelve a verificar los compromisos cuando lee los datos de lotes.', 'pt-BR': 'O op-node não verifica de novo os compromissos quando lê os dados de lotes.'}),
    services: ['op-node'],
    definedIn: ['envs/<network>/op-node.env'],
    sources: [`${DC}:envs/mainnet/op-node.env`, 'celo-org/celo-l2-node-docker-compose@58fd68f19c5706dcaaf180ec10a09448f4ea2238:RETH_MIGRATION.md'],
  },
  {
    name: 'FACTORY_ADDRESS',
    group: 'network-files',
    mainnet: l1Address('mainnet', 'DisputeGameFactoryProxy'),
    celoSepolia: l1Address('celoSepolia', 'DisputeGameFactoryProxy'),
    effect: localized('DisputeGameFactory on Ethereum that the challenger watches.', {es: 'DisputeGameFactory en Ethereum que vigila el challenger.', 'pt-BR': 'DisputeGameFactory no Ethereum que o challenger monitora.'}),
    services: ['challenger'],
    definedIn: ['envs/<network>/challenger.env'],
    sources: [`${DC}:envs/mainnet/challenger.env`, `${DC}:envs/celo-sepolia/challenger.env`],
  },
  {
    name: 'GAME_TYPE',
    group: 'network-files',
    mainnet: '42',
    celoSepolia: '42',
    effect: localized('Dispute game type the challenger follows.', {es: 'Tipo de juego de disputa que sigue el challenger.', 'pt-BR': 'Tipo de jogo de disputa que o challenger segue.'}),
    services: ['challenger'],
    definedIn: ['envs/<network>/challenger.env'],
    sources: [`${DC}:envs/mainnet/challenger.env`, `${DC}:envs/celo-sepolia/challenger.env`],
  },
  {
    name: 'ANCHOR_STATE_REGISTRY_ADDRESS',
    group: 'network-files',
    mainnet: l1Address('mainnet', 'AnchorStateRegistryProxy'),
    celoSepolia: l1Address('celoSepolia', 'AnchorStateRegistryProxy'),
    effect: localized('AnchorStateRegistry on Ethereum that the challenger reads.', {es: 'AnchorStateRegistry en Ethereum que lee el challenger.', 'pt-BR': 'AnchorStateRegistry no Ethereum que o challenger lê.'}),
    services: ['challenger'],
    definedIn: ['envs/<network>/challenger.env'],
    sources: [`${DC}:envs/mainnet/challenger.env`, `${DC}:envs/celo-sepolia/challenger.env`],
  },
  {
    name: 'MIGRATION_BLOCK_NUMBER',
    group: 'network-files',
    mainnet: String(networks.mainnet.l2Migration?.block ?? ''),
    effect: localized('Block at which Mainnet became an L2; read by migrate.sh, the old L1-to-op-geth migration script.', {es: 'Bloque en el que Mainnet pasó a ser una L2; lo lee migrate.sh, el antiguo script de migración de la L1 a op-geth.', 'pt-BR': 'Bloco em que a Mainnet passou a ser uma L2; lido pelo migrate.sh, o antigo script de migração da L1 para o op-geth.'}),
    services: ['migrate.sh'],
    definedIn: ['envs/mainnet/migration-config/migration.env'],
    sources: [`${DC}:envs/mainnet/migration-config/migration.env`, `${DC}:migrate.sh`],
  },
  // Shared service files
  {
    name: 'GF_SECURITY_ADMIN_PASSWORD',
    group: 'common-files',
    value: 'celo',
    effect: localized('Password of the Grafana `admin` user. Change it before you expose Grafana beyond your machine.', {es: 'Contraseña del usuario `admin` de Grafana. Cámbiela antes de exponer Grafana fuera de su máquina.', 'pt-BR': 'Senha do usuário `admin` do Grafana. Altere-a antes de expor o Grafana fora da sua máquina.'}),
    services: ['grafana'],
    definedIn: ['envs/common/grafana.env'],
    sources: [`${DC}:envs/common/grafana.env`, README],
  },
  {
    name: 'HEALTHCHECK__TARGET_RPC_PROVIDER',
    group: 'common-files',
    value: 'http://op-reth:8545',
    effect: localized('Your node, as the healthcheck reaches it inside the Docker network.', {es: 'Su nodo, tal como el healthcheck lo alcanza dentro de la red de Docker.', 'pt-BR': 'O seu nó, como o healthcheck o alcança dentro da rede do Docker.'}),
    services: ['healthcheck'],
    definedIn: ['envs/common/healthcheck.env'],
    sources: [`${DC}:envs/common/healthcheck.env`],
  },
  {
    name: 'INFLUXDB_HTTP_AUTH_ENABLED',
    group: 'common-files',
    value: 'false',
    effect: localized('InfluxDB accepts HTTP requests without authentication. Do not publish its port to the internet.', {es: 'InfluxDB acepta solicitudes HTTP sin autenticación. No publique su puerto en internet.', 'pt-BR': 'O InfluxDB aceita requisições HTTP sem autenticação. Não publique a porta dele na internet.'}),
    services: ['influxdb'],
    definedIn: ['envs/common/influxdb.env'],
    sources: [`${DC}:envs/common/influxdb.env`],
  },
  ...(
    [
      ['USING_OVM', 'true'],
      ['ETH1_SYNC_SERVICE_ENABLE', 'false'],
      ['RPC_API', 'eth,rollup,net,web3,debug'],
      ['RPC_ADDR', '0.0.0.0'],
      ['RPC_CORS_DOMAIN', '*'],
      ['RPC_ENABLE', 'true'],
      ['RPC_PORT', '8545'],
      ['RPC_VHOSTS', '*'],
    ] as const
  ).map(
    ([name, value]): EnvVar => ({
      name,
      group: 'common-files',
      value,
      effect: localized('Set in the environment of the historical-rpc-node container. Its start script does not read it; the repository does not document what the image does with it.', {es: 'Se define en el entorno del contenedor historical-rpc-node. Su script de inicio no la lee; el repositorio no documenta qué hace la imagen con ella.', 'pt-BR': 'É definida no ambiente do contêiner historical-rpc-node. O script de inicialização dele não a lê; o repositório não documenta o que a imagem faz com ela.'}),
      services: ['historical-rpc-node'],
      definedIn: ['envs/common/historical-rpc-node.env'],
      sources: [`${DC}:envs/common/historical-rpc-node.env`, S.historical],
    }),
  ),
  // Internal
  ...(
    [
      ['CHALLENGER_ENABLED', '${CHALLENGER__ENABLED}', localized('Copy of `CHALLENGER__ENABLED` that the challenger start script checks.', {es: 'Copia de `CHALLENGER__ENABLED` que revisa el script de inicio del challenger.', 'pt-BR': 'Cópia de `CHALLENGER__ENABLED` que o script de inicialização do challenger verifica.'})],
      ['L1_RPC', '${OP_NODE__RPC_ENDPOINT}', localized('Ethereum RPC of the challenger.', {es: 'RPC de Ethereum del challenger.', 'pt-BR': 'RPC do Ethereum do challenger.'})],
      ['L2_RPC', 'http://op-reth:8545', localized('Celo RPC of the challenger: your own op-reth.', {es: 'RPC de Celo del challenger: su propio op-reth.', 'pt-BR': 'RPC da Celo do challenger: o seu próprio op-reth.'})],
      ['PRIVATE_KEY', '${CHALLENGER__PRIVATE_KEY}', localized('Key the challenger signs with.', {es: 'Clave con la que firma el challenger.', 'pt-BR': 'Chave com a qual o challenger assina.'})],
      ['FETCH_INTERVAL', '${CHALLENGER__FETCH_INTERVAL_SECONDS:-30}', localized('Poll interval of the challenger.', {es: 'Intervalo de consulta del challenger.', 'pt-BR': 'Intervalo de consulta do challenger.'})],
      ['DISABLE_MONITOR_ONLY', '${CHALLENGER__DISABLE_MONITOR_ONLY_MODE:-false}', localized('Monitor-only switch of the challenger.', {es: 'Interruptor del modo de solo monitoreo del challenger.', 'pt-BR': 'Opção do modo somente monitoramento do challenger.'})],
      ['TX_CONFIRMATION_TIMEOUT', '${CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS:-180}', localized('Confirmation timeout of the challenger.', {es: 'Tiempo de espera de confirmación del challenger.', 'pt-BR': 'Tempo limite de confirmação do challenger.'})],
      ['CHALLENGER_METRICS_PORT', '7300', localized('Port of the challenger metrics inside the Docker network.', {es: 'Puerto de las métricas del challenger dentro de la red de Docker.', 'pt-BR': 'Porta das métricas do challenger dentro da rede do Docker.'})],
    ] as const
  ).map(
    ([name, value, effect]): EnvVar => ({
      name,
      group: 'internal',
      value,
      effect: `${effect} ${localized('Set in the `environment:` block of the challenger service.', {es: 'Se define en el bloque `environment:` del servicio challenger.', 'pt-BR': 'Definida no bloco `environment:` do serviço challenger.'})}`,
      services: ['challenger'],
      definedIn: ['docker-compose.yml'],
      sources: [COMPOSE],
    }),
  ),
  {
    name: 'OP_NODE_ALTDA_DA_SERVER',
    group: 'internal',
    fallback: 'http://eigenda-proxy:4242',
    effect: localized('Alt-DA server op-node reads batch data from: `EIGENDA_PROXY_ENDPOINT` when set, otherwise the local eigenda-proxy.', {es: 'Servidor de alt-DA del que op-node lee los datos de lotes: `EIGENDA_PROXY_ENDPOINT` si está definida; si no, el eigenda-proxy local.', 'pt-BR': 'Servidor de alt-DA do qual o op-node lê os dados de lotes: `EIGENDA_PROXY_ENDPOINT` quando definida; caso contrário, o eigenda-proxy local.'}),
    services: ['op-node'],
    definedIn: ['scripts/start-op-node.sh'],
    sources: [S.opNode],
  },
  {
    name: 'EXTENDED_ARG',
    group: 'internal',
    effect: localized('Extra command-line flags the op-reth and op-node start scripts append to (for example `--network`, `--rollup.historicalrpc`, `--trusted-peers`, the prune flag and the proofs flags). The scripts start from any value already in the environment.', {es: 'Opciones de línea de comandos adicionales a las que los scripts de inicio de op-reth y op-node agregan las suyas (por ejemplo `--network`, `--rollup.historicalrpc`, `--trusted-peers`, la opción de poda y las de pruebas). Los scripts parten de cualquier valor que ya esté en el entorno.', 'pt-BR': 'Opções de linha de comando adicionais às quais os scripts de inicialização do op-reth e do op-node acrescentam as suas (por exemplo `--network`, `--rollup.historicalrpc`, `--trusted-peers`, a opção de poda e as de provas). Os scripts partem de qualquer valor que já esteja no ambiente.'}),
    services: ['op-reth', 'op-node'],
    definedIn: ['scripts/start-op-reth.sh', 'scripts/start-op-node.sh'],
    sources: [S.opReth, S.opNode],
  },
  {
    name: 'EXTENDED_EIGENDA_PARAMETERS',
    group: 'internal',
    effect: localized('Extra eigenda-proxy flags; the start script appends the blob-cache flags to it when `EIGENDA_LOCAL_ARCHIVE_BLOBS` is not empty.', {es: 'Opciones adicionales de eigenda-proxy; el script de inicio les agrega las opciones de la caché de blobs cuando `EIGENDA_LOCAL_ARCHIVE_BLOBS` no está vacía.', 'pt-BR': 'Opções adicionais do eigenda-proxy; o script de inicialização acrescenta a elas as opções do cache de blobs quando `EIGENDA_LOCAL_ARCHIVE_BLOBS` não está vazia.'}),
    services: ['eigenda-proxy'],
    definedIn: ['scripts/start-eigenda-proxy.sh'],
    sources: [S.eigenda],
  },
  {
    name: 'DATADIR',
    group: 'internal',
    value: '/reth',
    effect: localized('op-reth data directory inside the container (the mount point of `DATADIR_PATH`). The historical-rpc-node script also passes a `DATADIR` variable to `--datadir`, which no file of the repository sets; its volume is mounted at `/geth`.', {es: 'Directorio de datos de op-reth dentro del contenedor (el punto de montaje de `DATADIR_PATH`). El script de historical-rpc-node también pasa una variable `DATADIR` a `--datadir`, que ningún archivo del repositorio define; su volumen se monta en `/geth`.', 'pt-BR': 'Diretório de dados do op-reth dentro do contêiner (o ponto de montagem de `DATADIR_PATH`). O script do historical-rpc-node também passa uma variável `DATADIR` para `--datadir`, que nenhum arquivo do repositório define; o volume dele é montado em `/geth`.'}),
    services: ['op-reth', 'historical-rpc-node'],
    definedIn: ['scripts/start-op-reth.sh', 'scripts/start-historical-rpc-node.sh'],
    sources: [S.opReth, S.historical, COMPOSE],
  },
];

/**
 * Names of the variables each file of the release defines or reads, as read at the tag.
 * The unit test checks that every one of them is described in `envVars`, and the reverse.
 */
export const envFileInventory: Readonly<Record<string, readonly string[]>> = {
  'mainnet.env': [
    'NETWORK_NAME', 'NODE_TYPE', 'OP_NODE__RPC_ENDPOINT', 'OP_NODE__L1_BEACON', 'OP_NODE__RPC_TYPE', 'HEALTHCHECK__REFERENCE_RPC_PROVIDER',
    'HISTORICAL_RPC_DATADIR_PATH', 'OP_RETH__HISTORICAL_RPC', 'DATADIR_PATH', 'OP_RETH__SNAPSHOT', 'OP_RETH__PROOFS_HISTORY_ENABLED',
    'OP_RETH__PROOFS_HISTORY_WINDOW', 'PROOFS_HISTORY_DATADIR_PATH', 'OP_RETH__NAT', 'OP_NODE__P2P_ADVERTISE_IP', 'EIGENDA_PROXY_ENDPOINT',
    'EIGENDA_LOCAL_SVC_MANAGER_ADDR', 'EIGENDA_LOCAL_DISPERSER_RPC', 'EIGENDA_V2_LOCAL_CERT_VERIFIER_ROUTER_ADDR', 'EIGENDA_V2_LOCAL_NETWORK',
    'EIGENDA_LOCAL_S3_CREDENTIAL_TYPE', 'EIGENDA_LOCAL_S3_ACCESS_KEY_ID', 'EIGENDA_LOCAL_S3_ACCESS_KEY_SECRET', 'EIGENDA_LOCAL_S3_BUCKET',
    'EIGENDA_LOCAL_S3_PATH', 'EIGENDA_LOCAL_S3_ENDPOINT', 'EIGENDA_LOCAL_ARCHIVE_BLOBS', 'CHALLENGER__ENABLED', 'CHALLENGER__PRIVATE_KEY',
    'CHALLENGER__FETCH_INTERVAL_SECONDS', 'CHALLENGER__DISABLE_MONITOR_ONLY_MODE', 'CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS',
    'MONITORING_ENABLED', 'IMAGE_TAG__HEALTHCHECK', 'IMAGE_TAG__PROMETHEUS', 'IMAGE_TAG__GRAFANA', 'IMAGE_TAG__INFLUXDB', 'IMAGE_TAG__OP_RETH',
    'IMAGE_REPO__OP_RETH', 'IMAGE_TAG__OP_NODE', 'IMAGE_TAG__CHALLENGER', 'PORT__HISTORICAL_RPC_NODE_HTTP', 'PORT__HISTORICAL_RPC_NODE_WS',
    'PORT__HEALTHCHECK_METRICS', 'PORT__PROMETHEUS', 'PORT__GRAFANA', 'PORT__INFLUXDB', 'PORT__OP_RETH_HTTP', 'PORT__OP_RETH_WS',
    'PORT__OP_RETH_P2P', 'PORT__OP_NODE_P2P', 'PORT__OP_NODE_HTTP', 'PORT_EIGENDA_PROXY',
  ],
  // celo-sepolia.env: the same names as mainnet.env without the two historical-state variables.
  'celo-sepolia.env': [
    'NETWORK_NAME', 'NODE_TYPE', 'OP_NODE__RPC_ENDPOINT', 'OP_NODE__L1_BEACON', 'OP_NODE__RPC_TYPE', 'HEALTHCHECK__REFERENCE_RPC_PROVIDER',
    'DATADIR_PATH', 'OP_RETH__SNAPSHOT', 'OP_RETH__PROOFS_HISTORY_ENABLED', 'OP_RETH__PROOFS_HISTORY_WINDOW', 'PROOFS_HISTORY_DATADIR_PATH',
    'OP_RETH__NAT', 'OP_NODE__P2P_ADVERTISE_IP', 'EIGENDA_PROXY_ENDPOINT', 'EIGENDA_LOCAL_SVC_MANAGER_ADDR', 'EIGENDA_LOCAL_DISPERSER_RPC',
    'EIGENDA_V2_LOCAL_CERT_VERIFIER_ROUTER_ADDR', 'EIGENDA_V2_LOCAL_NETWORK', 'EIGENDA_LOCAL_S3_CREDENTIAL_TYPE', 'EIGENDA_LOCAL_S3_ACCESS_KEY_ID',
    'EIGENDA_LOCAL_S3_ACCESS_KEY_SECRET', 'EIGENDA_LOCAL_S3_BUCKET', 'EIGENDA_LOCAL_S3_PATH', 'EIGENDA_LOCAL_S3_ENDPOINT',
    'EIGENDA_LOCAL_ARCHIVE_BLOBS', 'CHALLENGER__ENABLED', 'CHALLENGER__PRIVATE_KEY', 'CHALLENGER__FETCH_INTERVAL_SECONDS',
    'CHALLENGER__DISABLE_MONITOR_ONLY_MODE', 'CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS', 'MONITORING_ENABLED', 'IMAGE_TAG__HEALTHCHECK',
    'IMAGE_TAG__PROMETHEUS', 'IMAGE_TAG__GRAFANA', 'IMAGE_TAG__INFLUXDB', 'IMAGE_TAG__OP_RETH', 'IMAGE_REPO__OP_RETH', 'IMAGE_TAG__OP_NODE',
    'IMAGE_TAG__CHALLENGER', 'PORT__HISTORICAL_RPC_NODE_HTTP', 'PORT__HISTORICAL_RPC_NODE_WS', 'PORT__HEALTHCHECK_METRICS', 'PORT__PROMETHEUS',
    'PORT__GRAFANA', 'PORT__INFLUXDB', 'PORT__OP_RETH_HTTP', 'PORT__OP_RETH_WS', 'PORT__OP_RETH_P2P', 'PORT__OP_NODE_P2P',
    'PORT__OP_NODE_HTTP', 'PORT_EIGENDA_PROXY',
  ],
  'envs/mainnet/op-reth.env': ['OP_RETH__CHAIN', 'OP_RETH__SEQUENCER_URL', 'OP_RETH__BOOTNODES', 'OP_RETH__TRUSTED_PEERS'],
  'envs/celo-sepolia/op-reth.env': ['OP_RETH__CHAIN', 'OP_RETH__SEQUENCER_URL', 'OP_RETH__BOOTNODES', 'OP_RETH__TRUSTED_PEERS'],
  'envs/mainnet/op-node.env': ['OP_NODE_P2P_BOOTNODES', 'OP_NODE_ALTDA_ENABLED', 'OP_NODE_ALTDA_DA_SERVICE', 'OP_NODE_ALTDA_VERIFY_ON_READ'],
  'envs/celo-sepolia/op-node.env': ['OP_NODE_P2P_BOOTNODES', 'OP_NODE_ALTDA_ENABLED', 'OP_NODE_ALTDA_DA_SERVICE', 'OP_NODE_ALTDA_VERIFY_ON_READ'],
  'envs/mainnet/challenger.env': ['FACTORY_ADDRESS', 'GAME_TYPE', 'ANCHOR_STATE_REGISTRY_ADDRESS'],
  'envs/celo-sepolia/challenger.env': ['FACTORY_ADDRESS', 'GAME_TYPE', 'ANCHOR_STATE_REGISTRY_ADDRESS'],
  'envs/mainnet/migration-config/migration.env': ['MIGRATION_BLOCK_NUMBER'],
  'envs/common/grafana.env': ['GF_SECURITY_ADMIN_PASSWORD'],
  'envs/common/healthcheck.env': ['HEALTHCHECK__TARGET_RPC_PROVIDER'],
  'envs/common/influxdb.env': ['INFLUXDB_HTTP_AUTH_ENABLED'],
  'envs/common/historical-rpc-node.env': ['USING_OVM', 'ETH1_SYNC_SERVICE_ENABLE', 'RPC_API', 'RPC_ADDR', 'RPC_CORS_DOMAIN', 'RPC_ENABLE', 'RPC_PORT', 'RPC_VHOSTS'],
  // Variables docker-compose.yml substitutes or sets (the challenger `environment:` block).
  'docker-compose.yml': [
    'HISTORICAL_RPC_DATADIR_PATH', 'PORT__HISTORICAL_RPC_NODE_HTTP', 'PORT__HISTORICAL_RPC_NODE_WS', 'IMAGE_TAG__HEALTHCHECK',
    'PORT__HEALTHCHECK_METRICS', 'PORT_EIGENDA_PROXY', 'IMAGE_REPO__OP_RETH', 'IMAGE_TAG__OP_RETH', 'NETWORK_NAME', 'DATADIR_PATH',
    'PROOFS_HISTORY_DATADIR_PATH', 'PORT__OP_RETH_HTTP', 'PORT__OP_RETH_WS', 'PORT__OP_RETH_P2P', 'PORT__OP_NODE_P2P', 'PORT__OP_NODE_HTTP',
    'IMAGE_TAG__CHALLENGER', 'CHALLENGER_ENABLED', 'CHALLENGER__ENABLED', 'L1_RPC', 'OP_NODE__RPC_ENDPOINT', 'L2_RPC', 'PRIVATE_KEY',
    'CHALLENGER__PRIVATE_KEY', 'FETCH_INTERVAL', 'CHALLENGER__FETCH_INTERVAL_SECONDS', 'DISABLE_MONITOR_ONLY',
    'CHALLENGER__DISABLE_MONITOR_ONLY_MODE', 'TX_CONFIRMATION_TIMEOUT', 'CHALLENGER__TX_CONFIRMATION_TIMEOUT_SECONDS',
    'CHALLENGER_METRICS_PORT', 'IMAGE_TAG__PROMETHEUS', 'PORT__PROMETHEUS', 'IMAGE_TAG__GRAFANA', 'PORT__GRAFANA', 'IMAGE_TAG__INFLUXDB',
    'PORT__INFLUXDB',
  ],
  // Environment variables the start scripts read or set (local shell variables left out).
  'scripts/*.sh': [
    'CHALLENGER_ENABLED', 'PRIVATE_KEY', 'EIGENDA_PROXY_ENDPOINT', 'EIGENDA_LOCAL_ARCHIVE_BLOBS', 'EXTENDED_EIGENDA_PARAMETERS',
    'EIGENDA_LOCAL_S3_CREDENTIAL_TYPE', 'EIGENDA_LOCAL_S3_ACCESS_KEY_ID', 'EIGENDA_LOCAL_S3_ACCESS_KEY_SECRET', 'EIGENDA_LOCAL_S3_BUCKET',
    'EIGENDA_LOCAL_S3_PATH', 'EIGENDA_LOCAL_S3_ENDPOINT', 'EIGENDA_LOCAL_DISPERSER_RPC', 'OP_NODE__RPC_ENDPOINT', 'EIGENDA_LOCAL_SVC_MANAGER_ADDR',
    'EIGENDA_V2_LOCAL_NETWORK', 'EIGENDA_V2_LOCAL_CERT_VERIFIER_ROUTER_ADDR', 'MONITORING_ENABLED', 'NETWORK_NAME', 'OP_RETH__HISTORICAL_RPC',
    'HISTORICAL_RPC_DATADIR_PATH', 'DATADIR', 'EXTENDED_ARG', 'OP_NODE__P2P_ADVERTISE_IP', 'OP_NODE_ALTDA_DA_SERVER', 'OP_NODE__L1_BEACON',
    'OP_NODE__RPC_TYPE', 'OP_RETH__SNAPSHOT', 'NODE_TYPE', 'OP_RETH__CHAIN', 'OP_RETH__TRUSTED_PEERS', 'OP_RETH__PROOFS_HISTORY_ENABLED',
    'OP_RETH__PROOFS_HISTORY_WINDOW', 'OP_RETH__SEQUENCER_URL', 'OP_RETH__BOOTNODES', 'PORT__OP_RETH_P2P', 'OP_RETH__NAT',
  ],
  'progress.sh': ['PORT__OP_RETH_HTTP', 'HEALTHCHECK__REFERENCE_RPC_PROVIDER'],
  'migrate.sh': ['MIGRATION_BLOCK_NUMBER', 'OP_NODE__RPC_ENDPOINT', 'OP_NODE__L1_BEACON'],
};

/** Variables of the op-geth releases (v1.3.4 and earlier) that v1.4.0 removed or renamed. */
export const removedEnvVars: readonly {name: string; replacedBy?: string; sources: Sources}[] = [
  {name: 'OP_GETH__SYNCMODE', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
  {name: 'OP_GETH__NAT', replacedBy: 'OP_RETH__NAT', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'OP_GETH__HISTORICAL_RPC', replacedBy: 'OP_RETH__HISTORICAL_RPC', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'IPC_PATH', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
  {name: 'IS_CUSTOM_CHAIN', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
  {name: 'IMAGE_TAG__OP_GETH', replacedBy: 'IMAGE_TAG__OP_RETH', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'IMAGE_TAG__HEALTCHECK', replacedBy: 'IMAGE_TAG__HEALTHCHECK', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'PORT__OP_GETH_HTTP', replacedBy: 'PORT__OP_RETH_HTTP', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'PORT__OP_GETH_WS', replacedBy: 'PORT__OP_RETH_WS', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'PORT__OP_GETH_P2P', replacedBy: 'PORT__OP_RETH_P2P', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env', MAINNET_ENV]},
  {name: 'PORT__TORRENT', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
  {name: 'PORT__TORRENT_UI', sources: ['celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:mainnet.env']},
];

/** The variables most operators change, for the run-node guide. */
export const keyEnvVarNames = [
  'NODE_TYPE',
  'OP_NODE__RPC_ENDPOINT',
  'OP_NODE__L1_BEACON',
  'OP_NODE__RPC_TYPE',
  'OP_NODE__P2P_ADVERTISE_IP',
  'OP_RETH__NAT',
  'OP_RETH__SNAPSHOT',
  'DATADIR_PATH',
  'MONITORING_ENABLED',
] as const;

export function envVar(name: string): EnvVar {
  const found = envVars.find((v) => v.name === name);
  if (!found) throw new Error(`nodeConfig: unknown environment variable ${name}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Rollup configuration (rollup.json) per network.

export type RollupNetwork = 'mainnet' | 'celoSepolia';

export interface RollupConfig {
  l1ChainId: number;
  l1ChainName: string;
  l2ChainId: number;
  blockTimeSeconds: number;
  maxSequencerDrift: number;
  seqWindowSize: number;
  channelTimeout: number;
  genesis: {
    l1Hash: string;
    l1Number: number;
    l2Hash: string;
    l2Number: number;
    l2Time: number;
    gasLimit: number;
    batcher: string;
  };
  batchInbox: string;
  depositContract: string;
  systemConfig: string;
  protocolVersions: string;
  /** Fork activation timestamps (seconds); 0 means from genesis. */
  forks: Readonly<Record<string, number>>;
  eip1559: {elasticity: number; denominator: number; denominatorCanyon: number};
  altDa: {commitmentType: string; challengeWindow: number; resolveWindow: number};
  sources: Sources;
}

const ROLLUP_COMMIT = `celo-org/celo-l2-node-docker-compose@${rollupConfigCommit}` as const;

/**
 * The rollup.json values node operators look up. The values that the specification pages show too
 * (sequencing windows, genesis, batcher and inbox, fork times, EIP-1559, Alt-DA commitment) are read from
 * `rollupConfig` of src/data/protocolParams.ts, where each is defined once with its source; chain ids and
 * block time from networks.ts, the L2 genesis block's hash and L1 origin from nodeSoftware.ts `l2Genesis`,
 * the L1 contracts from contracts.ts. The L1 genesis hash and the full fork list are defined here.
 */
export const rollupConfigs: Record<RollupNetwork, RollupConfig> = {
  mainnet: {
    l1ChainId: networks.mainnet.settlementLayer.chainId,
    l1ChainName: networks.mainnet.settlementLayer.name,
    l2ChainId: networks.mainnet.chainId,
    blockTimeSeconds: networks.mainnet.blockTimeSeconds,
    maxSequencerDrift: spec.mainnet.maxSequencerDrift,
    seqWindowSize: spec.mainnet.seqWindowSize,
    channelTimeout: spec.mainnet.channelTimeout,
    genesis: {
      l1Hash: '0xe499ec12e12fc2c94e6714a94f2640dbc748ff6c26fd3f420b25264a3d90066f',
      l1Number: l2Genesis.mainnet.l1OriginBlock,
      l2Hash: l2Genesis.mainnet.hash,
      l2Number: spec.mainnet.l2GenesisBlock,
      l2Time: spec.mainnet.l2GenesisTime,
      gasLimit: spec.mainnet.genesisGasLimit,
      batcher: spec.mainnet.batcher,
    },
    batchInbox: spec.mainnet.batchInbox,
    depositContract: l1Address('mainnet', 'OptimismPortalProxy'),
    systemConfig: l1Address('mainnet', 'SystemConfigProxy'),
    protocolVersions: l1Address('mainnet', 'ProtocolVersionsProxy'),
    forks: {regolith: 0, cel2: 0, canyon: 0, delta: 0, ecotone: 0, fjord: 0, granite: 0, holocene: spec.mainnet.forkTimes.holocene, isthmus: spec.mainnet.forkTimes.isthmus, pectraBlobSchedule: rollupTimes.mainnet.pectraBlobSchedule, jovian: spec.mainnet.forkTimes.jovian},
    eip1559: spec.mainnet.eip1559,
    altDa: {commitmentType: spec.mainnet.daCommitmentType, challengeWindow: 1, resolveWindow: 1},
    sources: [`${ROLLUP_COMMIT}:envs/mainnet/config/rollup.json`],
  },
  celoSepolia: {
    l1ChainId: networks.celoSepolia.settlementLayer.chainId,
    l1ChainName: networks.celoSepolia.settlementLayer.name,
    l2ChainId: networks.celoSepolia.chainId,
    blockTimeSeconds: networks.celoSepolia.blockTimeSeconds,
    maxSequencerDrift: spec.celoSepolia.maxSequencerDrift,
    seqWindowSize: spec.celoSepolia.seqWindowSize,
    channelTimeout: spec.celoSepolia.channelTimeout,
    genesis: {
      l1Hash: '0xeed417004236aa692023c216e8f1bd2185ac87a70c6f4393099f9c3777f05675',
      l1Number: l2Genesis.celoSepolia.l1OriginBlock,
      l2Hash: l2Genesis.celoSepolia.hash,
      l2Number: spec.celoSepolia.l2GenesisBlock,
      l2Time: spec.celoSepolia.l2GenesisTime,
      gasLimit: spec.celoSepolia.genesisGasLimit,
      batcher: spec.celoSepolia.batcher,
    },
    batchInbox: spec.celoSepolia.batchInbox,
    depositContract: l1Address('celoSepolia', 'OptimismPortalProxy'),
    systemConfig: l1Address('celoSepolia', 'SystemConfigProxy'),
    protocolVersions: l1Address('celoSepolia', 'ProtocolVersionsProxy'),
    forks: {regolith: 0, canyon: 0, cel2: 0, delta: 0, ecotone: 0, fjord: 0, granite: 0, holocene: spec.celoSepolia.forkTimes.holocene, isthmus: spec.celoSepolia.forkTimes.isthmus, jovian: spec.celoSepolia.forkTimes.jovian},
    eip1559: spec.celoSepolia.eip1559,
    altDa: {commitmentType: spec.celoSepolia.daCommitmentType, challengeWindow: 1, resolveWindow: 1},
    sources: [`${ROLLUP_COMMIT}:envs/celo-sepolia/config/rollup.json`],
  },
};

/** Addresses in rollup.json as the file writes them (lower case), to check the checksummed copies. */
export const rollupJsonAddresses: Record<RollupNetwork, Record<'batcher' | 'batchInbox' | 'depositContract' | 'systemConfig' | 'protocolVersions', string>> = {
  // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/mainnet/config/rollup.json
  mainnet: {
    batcher: '0x0cd08c7f7a96aa9635f761b49216b9ea74c5ca60',
    batchInbox: '0xff00000000000000000000000000000000042220',
    depositContract: '0xc5c5d157928bdbd2acf6d0777626b6c75a9eaedc',
    systemConfig: '0x89e31965d844a309231b1f17759ccaf1b7c09861',
    protocolVersions: '0x1b6deb2197418075ab314ac4d52ca1d104a8f663',
  },
  // src: celo-org/celo-l2-node-docker-compose@a0dd6d9d3420bcc947ca510216dcb56bc5a10e66:envs/celo-sepolia/config/rollup.json
  celoSepolia: {
    batcher: '0xe80d3f16e4d44a5127e1bd6ad9ed4e17a96475f0',
    batchInbox: '0x00076c1f80cdb1d670046465c5ccd04e9e78c1f0',
    depositContract: '0x44ae3d41a335a7d05eb533029917aad35662dcc2',
    systemConfig: '0x760a5f022c9940f4a074e0030be682f560d29818',
    protocolVersions: '0x0e2d45f3393c3a02ebf285f998c5bf990a1541cd',
  },
};
