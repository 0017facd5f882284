/**
 * Projects shown on /showcase.
 *
 * Each entry links to the project's own canonical home page (https only). The
 * descriptions are written for this site. `tests/unit/showcase-data.test.ts`
 * checks every entry and tells you what to fix (unknown tag, duplicate title or
 * URL, URL shape, description length).
 *
 * To add a project: append an entry to `Projects`, tag it with at least one
 * category tag, and run `npx vitest run tests/unit/showcase-data.test.ts`.
 * Only add `favorite` for the handful of projects shown under "Most Popular".
 * A description is written in each of the site's languages with `localized()` (src/i18n/locale.ts);
 * the tags' texts are translated by the page (src/pages/showcase/_components/tagText.ts).
 */
import {localized} from '../i18n/locale';

export type TagType =
  | 'popular'
  | 'apps'
  | 'impact'
  | 'defi'
  | 'refi'
  | 'earn'
  | 'wallets'
  | 'favorite'
  | 'developers'
  | 'integrations'
  | 'validators';

export interface Tag {
  label: string;
  description: string;
  /** Colour of the tag dot and of the generated preview card. */
  color: string;
}

export interface Project {
  title: string;
  /** One sentence, at most 160 characters. */
  description: string;
  /** Canonical home page of the project, https only. */
  website: string;
  tags: readonly TagType[];
}

/** A tag without an entry here does not compile. */
export const Tags: Record<TagType, Tag> = {
  popular: {
    label: 'Popular',
    description: 'Widely used projects in the Celo ecosystem.',
    color: '#35d07f',
  },
  apps: {
    label: 'Apps',
    description: 'Consumer apps people use every day on Celo.',
    color: '#4e7ee6',
  },
  impact: {
    label: 'Impact',
    description: 'Projects that put money and services in the hands of people who need them.',
    color: '#e1795e',
  },
  defi: {
    label: 'DeFi',
    description: 'Exchanges, lending markets and stablecoin protocols.',
    color: '#8f5bd6',
  },
  refi: {
    label: 'ReFi',
    description: 'Regenerative finance: climate, nature and community funding on chain.',
    color: '#2e9e5b',
  },
  earn: {
    label: 'Earn',
    description: 'Ways to earn yield, rewards or income with your assets.',
    color: '#d4a017',
  },
  wallets: {
    label: 'Wallets',
    description: 'Wallets that hold CELO and Celo stablecoins.',
    color: '#1f9bd1',
  },
  favorite: {
    label: 'Favorite',
    description: 'Projects we recommend to start with; shown under Most Popular.',
    color: '#d94f7a',
  },
  developers: {
    label: 'Developers',
    description: 'Infrastructure, SDKs, explorers and data tools for builders.',
    color: '#5a6b7d',
  },
  integrations: {
    label: 'Integrations',
    description: 'Bridges, oracles and cross-chain messaging that connect Celo to other chains.',
    color: '#c0622f',
  },
  validators: {
    label: 'Validators',
    description: 'Operators that run Celo infrastructure and offer staking.',
    color: '#3b8c8c',
  },
};

export const TagList = Object.keys(Tags) as TagType[];

// src: derived from each entry's own website (its `website` URL, read 2026-11-23), the page that describes the project; tags are this site's.
export const Projects: readonly Project[] = [
  {
    title: 'MiniPay',
    description:
      'Stablecoin wallet built into the Opera Mini browser and available as a standalone app, with phone-number transfers and very low fees.',
    website: 'https://www.opera.com/products/minipay',
    tags: ['favorite', 'popular', 'apps', 'wallets', 'impact'],
  },
  {
    title: 'Valora',
    description: localized('Mobile wallet for sending, saving and swapping stablecoins and CELO from your phone.', {es: 'Billetera móvil para enviar, ahorrar e intercambiar stablecoins y CELO desde su teléfono.', 'pt-BR': 'Carteira móvel para enviar, poupar e trocar stablecoins e CELO pelo celular.'}),
    website: 'https://valora.xyz',
    tags: ['favorite', 'popular', 'apps', 'wallets'],
  },
  {
    title: 'Mento',
    description:
      'Decentralized stablecoin protocol behind USDm, EURm, BRLm and other local-currency stablecoins on Celo.',
    website: 'https://www.mento.org',
    tags: ['favorite', 'popular', 'defi'],
  },
  {
    title: 'Uniswap',
    description: localized('Automated market maker for swapping tokens and providing liquidity on Celo and other chains.', {es: 'Creador de mercado automatizado para intercambiar tokens y aportar liquidez en Celo y otras cadenas.', 'pt-BR': 'Formador de mercado automatizado para trocar tokens e fornecer liquidez na Celo e em outras cadeias.'}),
    website: 'https://uniswap.org',
    tags: ['favorite', 'popular', 'defi', 'earn'],
  },
  {
    title: 'Aave',
    description: localized('Lending market where you supply assets to earn interest or borrow against collateral.', {es: 'Mercado de préstamos donde deposita activos para ganar intereses o pide prestado con garantía.', 'pt-BR': 'Mercado de empréstimos onde você deposita ativos para render juros ou toma emprestado com garantia.'}),
    website: 'https://aave.com',
    tags: ['favorite', 'popular', 'defi', 'earn'],
  },
  {
    title: 'GoodDollar',
    description: localized('Universal basic income protocol that distributes G$ tokens to verified people every day.', {es: 'Protocolo de ingreso básico universal que reparte tokens G$ a personas verificadas todos los días.', 'pt-BR': 'Protocolo de renda básica universal que distribui tokens G$ a pessoas verificadas todos os dias.'}),
    website: 'https://www.gooddollar.org',
    tags: ['favorite', 'popular', 'impact', 'refi', 'earn'],
  },
  {
    title: 'Celoscan',
    description: localized('Block explorer for Celo: look up transactions, addresses, tokens and verified contracts.', {es: 'Explorador de bloques de Celo: consulte transacciones, direcciones, tokens y contratos verificados.', 'pt-BR': 'Explorador de blocos da Celo: consulte transações, endereços, tokens e contratos verificados.'}),
    website: 'https://celoscan.io',
    tags: ['favorite', 'popular', 'developers'],
  },
  {
    title: 'Self',
    description:
      'Privacy-preserving identity protocol that proves facts from a passport or ID with zero-knowledge proofs.',
    website: 'https://self.xyz',
    tags: ['favorite', 'apps', 'impact', 'developers'],
  },
  {
    title: 'Ubeswap',
    description: localized('Decentralized exchange native to Celo, designed for swapping on mobile.', {es: 'Exchange descentralizado nativo de Celo, diseñado para intercambiar desde el móvil.', 'pt-BR': 'Exchange descentralizada nativa da Celo, projetada para trocas pelo celular.'}),
    website: 'https://ubeswap.org',
    tags: ['defi', 'earn'],
  },
  {
    title: 'Sushi',
    description: localized('Multi-chain decentralized exchange with swaps and liquidity pools on Celo.', {es: 'Exchange descentralizado multicadena con intercambios y pools de liquidez en Celo.', 'pt-BR': 'Exchange descentralizada multichain com swaps e pools de liquidez na Celo.'}),
    website: 'https://www.sushi.com',
    tags: ['defi', 'earn'],
  },
  {
    title: 'Beefy',
    description: localized('Yield optimizer that compounds rewards from liquidity pools automatically.', {es: 'Optimizador de rendimiento que reinvierte automáticamente las recompensas de los pools de liquidez.', 'pt-BR': 'Otimizador de rendimento que reinveste automaticamente as recompensas dos pools de liquidez.'}),
    website: 'https://beefy.com',
    tags: ['defi', 'earn'],
  },
  {
    title: 'Toucan',
    description: localized('Infrastructure that brings verified carbon credits on chain as tokens.', {es: 'Infraestructura que lleva a la cadena créditos de carbono verificados en forma de tokens.', 'pt-BR': 'Infraestrutura que leva para a cadeia créditos de carbono verificados na forma de tokens.'}),
    website: 'https://toucan.earth',
    tags: ['refi', 'impact'],
  },
  {
    title: 'ImpactMarket',
    description: localized('Poverty-alleviation protocol offering unconditional basic income and microcredit.', {es: 'Protocolo contra la pobreza que ofrece ingreso básico incondicional y microcréditos.', 'pt-BR': 'Protocolo de combate à pobreza que oferece renda básica incondicional e microcrédito.'}),
    website: 'https://www.impactmarket.com',
    tags: ['impact', 'refi', 'apps'],
  },
  {
    title: 'Glo Dollar',
    description: localized('Fully backed stablecoin whose reserve yield is donated to fund basic income and charities.', {es: 'Stablecoin totalmente respaldada cuyo rendimiento de reservas se dona para financiar ingreso básico y organizaciones benéficas.', 'pt-BR': 'Stablecoin totalmente lastreada cujo rendimento das reservas é doado para financiar renda básica e instituições de caridade.'}),
    website: 'https://www.glodollar.org',
    tags: ['impact', 'refi'],
  },
  {
    title: 'EthicHub',
    description: localized('Lending platform that connects smallholder coffee farmers with crowdlending backers.', {es: 'Plataforma de préstamos que conecta a pequeños productores de café con financiadores colectivos.', 'pt-BR': 'Plataforma de empréstimos que conecta pequenos produtores de café a financiadores coletivos.'}),
    website: 'https://ethichub.com',
    tags: ['impact', 'refi', 'earn'],
  },
  {
    title: 'Grassroots Economics',
    description: localized('Community currency and commitment-pool tools for local economies in Kenya and beyond.', {es: 'Moneda comunitaria y herramientas de fondos de compromiso para economías locales en Kenia y otros lugares.', 'pt-BR': 'Moeda comunitária e ferramentas de fundos de compromisso para economias locais no Quênia e em outros lugares.'}),
    website: 'https://www.grassrootseconomics.org',
    tags: ['impact', 'refi'],
  },
  {
    title: 'Hypercerts',
    description: localized('Open standard for recording and funding impact work as on-chain certificates.', {es: 'Estándar abierto para registrar y financiar trabajo de impacto como certificados en la cadena.', 'pt-BR': 'Padrão aberto para registrar e financiar trabalho de impacto como certificados na cadeia.'}),
    website: 'https://www.hypercerts.org',
    tags: ['refi', 'impact', 'developers'],
  },
  {
    title: 'Giveth',
    description: localized('Donation platform for public-goods projects that accepts crypto on Celo.', {es: 'Plataforma de donaciones para proyectos de bienes públicos que acepta cripto en Celo.', 'pt-BR': 'Plataforma de doações para projetos de bens públicos que aceita cripto na Celo.'}),
    website: 'https://giveth.io',
    tags: ['impact', 'refi'],
  },
  {
    title: 'Karma GAP',
    description: localized('Grantee accountability protocol for tracking grant milestones and project updates on chain.', {es: 'Protocolo de rendición de cuentas de beneficiarios para seguir en la cadena los hitos de subvenciones y las novedades de los proyectos.', 'pt-BR': 'Protocolo de prestação de contas de beneficiários para acompanhar na cadeia os marcos de subsídios e as novidades dos projetos.'}),
    website: 'https://gap.karmahq.xyz',
    tags: ['impact', 'developers'],
  },
  {
    title: 'Kotani Pay',
    description: localized('Payment rails that move between stablecoins and mobile money in African markets.', {es: 'Rieles de pago que conectan stablecoins y dinero móvil en mercados africanos.', 'pt-BR': 'Trilhos de pagamento que conectam stablecoins e dinheiro móvel em mercados africanos.'}),
    website: 'https://kotanipay.com',
    tags: ['apps', 'impact', 'integrations'],
  },
  {
    title: 'Fonbnk',
    description: localized('On-ramp that turns prepaid mobile airtime into stablecoins.', {es: 'On-ramp que convierte saldo prepago de telefonía móvil en stablecoins.', 'pt-BR': 'On-ramp que converte crédito pré-pago de celular em stablecoins.'}),
    website: 'https://www.fonbnk.com',
    tags: ['apps', 'impact', 'integrations'],
  },
  {
    title: 'Transak',
    description: localized('Fiat on-ramp and off-ramp that apps embed to let users buy and sell crypto.', {es: 'On-ramp y off-ramp de moneda fiduciaria que las aplicaciones integran para que los usuarios compren y vendan cripto.', 'pt-BR': 'On-ramp e off-ramp de moeda fiduciária que os aplicativos integram para que os usuários comprem e vendam cripto.'}),
    website: 'https://transak.com',
    tags: ['integrations', 'apps'],
  },
  {
    title: 'Celo Terminal',
    description: localized('Desktop app for managing CELO, locking and voting, and taking part in governance.', {es: 'Aplicación de escritorio para administrar CELO, bloquear y votar, y participar en la gobernanza.', 'pt-BR': 'Aplicativo para desktop para gerenciar CELO, bloquear e votar, e participar da governança.'}),
    website: 'https://celoterminal.com',
    tags: ['wallets', 'validators'],
  },
  {
    title: 'Blockscout',
    description: localized('Open-source block explorer with a Celo instance, contract verification and an API.', {es: 'Explorador de bloques de código abierto con una instancia de Celo, verificación de contratos y una API.', 'pt-BR': 'Explorador de blocos de código aberto com uma instância da Celo, verificação de contratos e uma API.'}),
    website: 'https://celo.blockscout.com',
    tags: ['developers', 'popular'],
  },
  {
    title: 'Squid',
    description: localized('Cross-chain swap router that moves tokens between Celo and other chains in one transaction.', {es: 'Enrutador de intercambios entre cadenas que mueve tokens entre Celo y otras cadenas en una sola transacción.', 'pt-BR': 'Roteador de swaps entre cadeias que move tokens entre a Celo e outras cadeias em uma única transação.'}),
    website: 'https://www.squidrouter.com',
    tags: ['integrations', 'defi'],
  },
  {
    title: 'Superbridge',
    description: localized('Bridge interface for OP Stack chains, including deposits to and withdrawals from Celo.', {es: 'Interfaz de puente para cadenas del OP Stack, incluidos depósitos hacia Celo y retiros desde Celo.', 'pt-BR': 'Interface de ponte para cadeias do OP Stack, incluindo depósitos para a Celo e saques da Celo.'}),
    website: 'https://superbridge.app',
    tags: ['integrations'],
  },
  {
    title: 'Layerswap',
    description: localized('Service for moving assets between exchanges and chains, including Celo.', {es: 'Servicio para mover activos entre exchanges y cadenas, incluida Celo.', 'pt-BR': 'Serviço para mover ativos entre exchanges e cadeias, incluindo a Celo.'}),
    website: 'https://layerswap.io',
    tags: ['integrations'],
  },
  {
    title: 'Jumper',
    description: localized('Bridge and swap aggregator that finds a route for tokens across many chains.', {es: 'Agregador de puentes e intercambios que encuentra una ruta para los tokens entre muchas cadenas.', 'pt-BR': 'Agregador de pontes e swaps que encontra uma rota para os tokens entre muitas cadeias.'}),
    website: 'https://jumper.exchange',
    tags: ['integrations', 'defi'],
  },
  {
    title: 'Hyperlane',
    description: localized('Permissionless interoperability layer for sending messages and tokens between chains.', {es: 'Capa de interoperabilidad sin permisos para enviar mensajes y tokens entre cadenas.', 'pt-BR': 'Camada de interoperabilidade sem permissão para enviar mensagens e tokens entre cadeias.'}),
    website: 'https://hyperlane.xyz',
    tags: ['integrations', 'developers'],
  },
  {
    title: 'Wormhole',
    description: localized('Cross-chain messaging protocol with a token bridge that supports Celo.', {es: 'Protocolo de mensajería entre cadenas con un puente de tokens compatible con Celo.', 'pt-BR': 'Protocolo de mensagens entre cadeias com uma ponte de tokens compatível com a Celo.'}),
    website: 'https://wormhole.com',
    tags: ['integrations'],
  },
  {
    title: 'Axelar',
    description: localized('Cross-chain network for general message passing and token transfers.', {es: 'Red entre cadenas para el envío de mensajes generales y transferencias de tokens.', 'pt-BR': 'Rede entre cadeias para troca de mensagens gerais e transferências de tokens.'}),
    website: 'https://www.axelar.network',
    tags: ['integrations'],
  },
  {
    title: 'LayerZero',
    description: localized('Omnichain messaging protocol used to build tokens and apps that span chains.', {es: 'Protocolo de mensajería omnichain para crear tokens y aplicaciones que abarcan varias cadenas.', 'pt-BR': 'Protocolo de mensagens omnichain para criar tokens e aplicativos que abrangem várias cadeias.'}),
    website: 'https://layerzero.network',
    tags: ['integrations', 'developers'],
  },
  {
    title: 'Chainlink',
    description: localized('Oracle network providing price feeds and cross-chain messaging to Celo contracts.', {es: 'Red de oráculos que ofrece feeds de precios y mensajería entre cadenas a los contratos de Celo.', 'pt-BR': 'Rede de oráculos que oferece feeds de preços e mensagens entre cadeias aos contratos da Celo.'}),
    website: 'https://chain.link',
    tags: ['integrations', 'developers', 'popular'],
  },
  {
    title: 'RedStone',
    description: localized('Modular oracle that delivers price data to contracts in push or pull mode.', {es: 'Oráculo modular que entrega datos de precios a los contratos en modo push o pull.', 'pt-BR': 'Oráculo modular que entrega dados de preços aos contratos no modo push ou pull.'}),
    website: 'https://www.redstone.finance',
    tags: ['integrations', 'developers'],
  },
  {
    title: 'Pyth',
    description: localized('Pull-based oracle publishing high-frequency market prices from first-party sources.', {es: 'Oráculo de tipo pull que publica precios de mercado de alta frecuencia desde fuentes de primera mano.', 'pt-BR': 'Oráculo do tipo pull que publica preços de mercado de alta frequência a partir de fontes primárias.'}),
    website: 'https://www.pyth.network',
    tags: ['integrations', 'developers'],
  },
  {
    title: 'thirdweb',
    description: localized('SDKs, wallets and contract tooling for building and deploying apps on Celo.', {es: 'SDK, billeteras y herramientas de contratos para crear y desplegar aplicaciones en Celo.', 'pt-BR': 'SDKs, carteiras e ferramentas de contratos para criar e implantar aplicativos na Celo.'}),
    website: 'https://thirdweb.com',
    tags: ['developers', 'popular'],
  },
  {
    title: 'Alchemy',
    description: localized('Node infrastructure and APIs with hosted RPC endpoints for Celo.', {es: 'Infraestructura de nodos y API con endpoints RPC alojados para Celo.', 'pt-BR': 'Infraestrutura de nós e APIs com endpoints RPC hospedados para a Celo.'}),
    website: 'https://www.alchemy.com',
    tags: ['developers'],
  },
  {
    title: 'QuickNode',
    description: localized('Hosted RPC endpoints and data add-ons for Celo and many other chains.', {es: 'Endpoints RPC alojados y complementos de datos para Celo y muchas otras cadenas.', 'pt-BR': 'Endpoints RPC hospedados e complementos de dados para a Celo e muitas outras cadeias.'}),
    website: 'https://www.quicknode.com',
    tags: ['developers'],
  },
  {
    title: 'Infura',
    description: localized('Hosted RPC service for reading from and writing to Celo without running a node.', {es: 'Servicio de RPC alojado para leer y escribir en Celo sin ejecutar un nodo.', 'pt-BR': 'Serviço de RPC hospedado para ler e escrever na Celo sem executar um nó.'}),
    website: 'https://www.infura.io',
    tags: ['developers'],
  },
  {
    title: 'Ankr',
    description: localized('Public and premium RPC endpoints, plus node and staking infrastructure.', {es: 'Endpoints RPC públicos y premium, además de infraestructura de nodos y de staking.', 'pt-BR': 'Endpoints RPC públicos e premium, além de infraestrutura de nós e de staking.'}),
    website: 'https://www.ankr.com',
    tags: ['developers', 'validators'],
  },
  {
    title: 'Tenderly',
    description: localized('Transaction simulation, debugging and monitoring platform for smart contracts.', {es: 'Plataforma de simulación, depuración y monitoreo de transacciones para contratos inteligentes.', 'pt-BR': 'Plataforma de simulação, depuração e monitoramento de transações para contratos inteligentes.'}),
    website: 'https://tenderly.co',
    tags: ['developers'],
  },
  {
    title: 'The Graph',
    description: localized('Indexing protocol for querying contract data through subgraphs and GraphQL.', {es: 'Protocolo de indexación para consultar datos de contratos mediante subgraphs y GraphQL.', 'pt-BR': 'Protocolo de indexação para consultar dados de contratos por meio de subgraphs e GraphQL.'}),
    website: 'https://thegraph.com',
    tags: ['developers'],
  },
  {
    title: 'Goldsky',
    description: localized('Hosted subgraphs and real-time data pipelines that stream chain data into your database.', {es: 'Subgraphs alojados y pipelines de datos en tiempo real que transmiten datos de la cadena a su base de datos.', 'pt-BR': 'Subgraphs hospedados e pipelines de dados em tempo real que transmitem dados da cadeia para o seu banco de dados.'}),
    website: 'https://goldsky.com',
    tags: ['developers'],
  },
  {
    title: 'GoldRush',
    description: localized('Covalent data APIs for balances, transactions and token metadata across chains.', {es: 'API de datos de Covalent para saldos, transacciones y metadatos de tokens en varias cadenas.', 'pt-BR': 'APIs de dados da Covalent para saldos, transações e metadados de tokens em várias cadeias.'}),
    website: 'https://goldrush.dev',
    tags: ['developers'],
  },
  {
    title: 'Dune',
    description: localized('SQL analytics platform with decoded Celo data and community dashboards.', {es: 'Plataforma de analítica con SQL, con datos de Celo decodificados y paneles de la comunidad.', 'pt-BR': 'Plataforma de análise com SQL, com dados da Celo decodificados e painéis da comunidade.'}),
    website: 'https://dune.com',
    tags: ['developers'],
  },
  {
    title: 'Tatum',
    description: localized('Developer platform with RPC gateways, notifications and wallet APIs for Celo.', {es: 'Plataforma para desarrolladores con gateways RPC, notificaciones y API de billeteras para Celo.', 'pt-BR': 'Plataforma para desenvolvedores com gateways RPC, notificações e APIs de carteiras para a Celo.'}),
    website: 'https://tatum.io',
    tags: ['developers'],
  },
  {
    title: 'Safe',
    description: localized('Smart account wallet with multi-signature approvals, used by teams and DAOs to hold funds.', {es: 'Billetera de cuenta inteligente con aprobaciones multifirma, que usan equipos y DAO para guardar fondos.', 'pt-BR': 'Carteira de conta inteligente com aprovações multisig, usada por equipes e DAOs para guardar fundos.'}),
    website: 'https://safe.global',
    tags: ['wallets', 'developers', 'popular'],
  },
  {
    title: 'MetaMask',
    description: localized('Browser extension and mobile wallet; add Celo as a network to use Celo apps.', {es: 'Extensión del navegador y billetera móvil; agregue Celo como red para usar aplicaciones de Celo.', 'pt-BR': 'Extensão de navegador e carteira móvel; adicione a Celo como rede para usar aplicativos da Celo.'}),
    website: 'https://metamask.io',
    tags: ['wallets', 'popular'],
  },
  {
    title: 'Coinbase Wallet',
    description: localized('Self-custody wallet from Coinbase that supports Celo assets and apps.', {es: 'Billetera de autocustodia de Coinbase compatible con los activos y las aplicaciones de Celo.', 'pt-BR': 'Carteira de autocustódia da Coinbase compatível com os ativos e os aplicativos da Celo.'}),
    website: 'https://www.coinbase.com/wallet',
    tags: ['wallets'],
  },
  {
    title: 'Ledger',
    description: localized('Hardware wallets that keep CELO keys offline and sign transactions on the device.', {es: 'Billeteras de hardware que guardan las claves de CELO sin conexión y firman transacciones en el dispositivo.', 'pt-BR': 'Carteiras de hardware que guardam as chaves de CELO off-line e assinam transações no dispositivo.'}),
    website: 'https://www.ledger.com',
    tags: ['wallets'],
  },
  {
    title: 'Trust Wallet',
    description: localized('Multi-chain mobile wallet and browser extension with Celo support.', {es: 'Billetera móvil multicadena y extensión del navegador compatible con Celo.', 'pt-BR': 'Carteira móvel multichain e extensão de navegador compatível com a Celo.'}),
    website: 'https://trustwallet.com',
    tags: ['wallets'],
  },
  {
    title: 'Rabby',
    description: localized('Browser-extension and mobile wallet that previews what a transaction does before you sign.', {es: 'Extensión del navegador y billetera móvil que muestra qué hace una transacción antes de que la firme.', 'pt-BR': 'Extensão de navegador e carteira móvel que mostra o que uma transação faz antes de você assinar.'}),
    website: 'https://rabby.io',
    tags: ['wallets'],
  },
  {
    title: 'Chorus One',
    description: localized('Staking provider that runs infrastructure for proof-of-stake networks, including Celo.', {es: 'Proveedor de staking que opera infraestructura para redes basadas en prueba de participación, incluida Celo.', 'pt-BR': 'Provedor de staking que opera infraestrutura para redes de prova de participação, incluindo a Celo.'}),
    website: 'https://chorus.one',
    tags: ['validators'],
  },
  {
    title: 'Figment',
    description: localized('Institutional staking provider operating nodes on many networks, including Celo.', {es: 'Proveedor institucional de staking que opera nodos en muchas redes, incluida Celo.', 'pt-BR': 'Provedor institucional de staking que opera nós em muitas redes, incluindo a Celo.'}),
    website: 'https://figment.io',
    tags: ['validators'],
  },
  {
    title: 'Celo Composer',
    description: localized('Starter kit that scaffolds a full-stack Celo dApp with a contract and a web front end.', {es: 'Kit inicial que genera una dApp completa de Celo con un contrato y una interfaz web.', 'pt-BR': 'Kit inicial que gera um dApp full-stack da Celo com um contrato e um front-end web.'}),
    website: 'https://github.com/celo-org/celo-composer',
    tags: ['developers'],
  },
  {
    title: 'viem',
    description: localized('TypeScript library for Ethereum-compatible chains that ships Celo chain definitions.', {es: 'Biblioteca de TypeScript para cadenas compatibles con Ethereum que incluye las definiciones de cadena de Celo.', 'pt-BR': 'Biblioteca TypeScript para cadeias compatíveis com o Ethereum que inclui as definições de cadeia da Celo.'}),
    website: 'https://viem.sh',
    tags: ['developers'],
  },
];
