/**
 * The home page, as data: each section is a heading, one sentence, and cards.
 * Internal links use site paths (checked by the build); external ones https.
 *
 * Every text is written in each of the site's languages with `localized()` (src/i18n/locale.ts), like
 * the other data modules' prose: the build's language in the site's bundles, English in Node (the
 * sample checker loads every data module). Names (viem, Hardhat, celocli) stay as they are.
 */
import {localized} from '../i18n/locale';

export interface HomeCard {
  title: string;
  description: string;
  to: string;
}

export interface HomeSection {
  id: string;
  title: string;
  intro: string;
  cards: HomeCard[];
}

export const homeSections: HomeSection[] = [
  {
    id: 'learn',
    title: localized('Learn how Celo works', {es: 'Aprenda cómo funciona Celo', 'pt-BR': 'Aprenda como a Celo funciona'}),
    intro: localized('Celo is an Ethereum layer 2. Start with the concepts, then see what changed when it left its own layer 1.', {es: 'Celo es una capa 2 de Ethereum. Empiece por los conceptos y luego vea qué cambió cuando dejó su propia capa 1.', 'pt-BR': 'A Celo é uma camada 2 do Ethereum. Comece pelos conceitos e depois veja o que mudou quando ela deixou a sua própria camada 1.'}),
    cards: [
      {
        title: localized('What is Celo', {es: 'Qué es Celo', 'pt-BR': 'O que é a Celo'}),
        description: localized('The network, its token and who uses it.', {es: 'La red, su token y quién la usa.', 'pt-BR': 'A rede, o seu token e quem a usa.'}),
        to: '/what-is-celo',
      },
      {
        title: localized('Key concepts', {es: 'Conceptos clave', 'pt-BR': 'Conceitos-chave'}),
        description: localized('Sequencer, data availability, fee currencies and more.', {es: 'Secuenciador, disponibilidad de datos, monedas de comisión y más.', 'pt-BR': 'Sequenciador, disponibilidade de dados, moedas de taxa e mais.'}),
        to: '/key-concepts',
      },
      {
        title: localized('Celo as an L2', {es: 'Celo como L2', 'pt-BR': 'A Celo como L2'}),
        description: localized('How the OP Stack migration changed the chain.', {es: 'Cómo la migración al OP Stack cambió la cadena.', 'pt-BR': 'Como a migração para o OP Stack mudou a cadeia.'}),
        to: '/cel2',
      },
      {
        title: localized('Glossary', {es: 'Glosario', 'pt-BR': 'Glossário'}),
        description: localized('Short definitions of the terms used across these docs.', {es: 'Definiciones breves de los términos que usa esta documentación.', 'pt-BR': 'Definições curtas dos termos usados nesta documentação.'}),
        to: '/what-is-celo/using-celo/glossary',
      },
    ],
  },
  {
    id: 'providers',
    title: localized('Providers and frameworks', {es: 'Proveedores y frameworks', 'pt-BR': 'Provedores e frameworks'}),
    intro: localized('Celo speaks the Ethereum JSON-RPC API, so the libraries and frameworks you already use work here.', {es: 'Celo admite la API JSON-RPC de Ethereum, así que las bibliotecas y los frameworks que ya usa funcionan aquí.', 'pt-BR': 'A Celo fala a API JSON-RPC do Ethereum, então as bibliotecas e os frameworks que você já usa funcionam aqui.'}),
    cards: [
      {
        title: 'viem', // a name: never translated
        description: localized('The TypeScript library these docs use first, with Celo chains built in.', {es: 'La biblioteca de TypeScript que esta documentación usa en primer lugar, con las cadenas de Celo incluidas.', 'pt-BR': 'A biblioteca TypeScript que esta documentação usa primeiro, com as cadeias da Celo já incluídas.'}),
        to: '/developer/viem',
      },
      {
        title: 'ethers', // a name: never translated
        description: localized('Connect, read and send transactions with ethers v6.', {es: 'Conéctese, lea y envíe transacciones con ethers v6.', 'pt-BR': 'Conecte-se, leia e envie transações com o ethers v6.'}),
        to: '/developer/ethers',
      },
      {
        title: 'Hardhat', // a name: never translated
        description: localized('Compile, test and deploy Solidity contracts.', {es: 'Compile, pruebe y despliegue contratos de Solidity.', 'pt-BR': 'Compile, teste e implante contratos Solidity.'}),
        to: '/developer/deploy/hardhat',
      },
      {
        title: 'Foundry', // a name: never translated
        description: localized('Fast Solidity testing and deployment from the command line.', {es: 'Pruebas y despliegue rápidos de Solidity desde la línea de comandos.', 'pt-BR': 'Testes e implantação rápidos de Solidity pela linha de comando.'}),
        to: '/developer/deploy/foundry',
      },
    ],
  },
  {
    id: 'start',
    title: localized('Start your journey', {es: 'Empiece su recorrido', 'pt-BR': 'Comece a sua jornada'}),
    intro: localized('Everything you need for a first transaction on the Celo Sepolia testnet and then on Mainnet.', {es: 'Todo lo que necesita para una primera transacción en la red de prueba Celo Sepolia y luego en Mainnet.', 'pt-BR': 'Tudo o que você precisa para uma primeira transação na rede de teste Celo Sepolia e depois na Mainnet.'}),
    cards: [
      {
        title: localized('Faucet', {es: 'Faucet', 'pt-BR': 'Faucet'}),
        description: localized('Get free testnet CELO on Celo Sepolia.', {es: 'Obtenga CELO de prueba gratis en Celo Sepolia.', 'pt-BR': 'Obtenha CELO de teste grátis na Celo Sepolia.'}),
        to: '/network/celo-sepolia/faucet',
      },
      {
        title: localized('Block explorers', {es: 'Exploradores de bloques', 'pt-BR': 'Exploradores de blocos'}),
        description: localized('Look up transactions, addresses and contracts.', {es: 'Consulte transacciones, direcciones y contratos.', 'pt-BR': 'Consulte transações, endereços e contratos.'}),
        to: '/developer/explorers',
      },
      {
        title: localized('Bridges', {es: 'Puentes', 'pt-BR': 'Pontes'}),
        description: localized('Move assets between Ethereum, Celo and other chains.', {es: 'Mueva activos entre Ethereum, Celo y otras cadenas.', 'pt-BR': 'Mova ativos entre o Ethereum, a Celo e outras cadeias.'}),
        to: '/developer/bridges',
      },
      {
        title: localized('Wallets', {es: 'Billeteras', 'pt-BR': 'Carteiras'}),
        description: localized('Set up MetaMask, Ledger or Coinbase Wallet for Celo.', {es: 'Configure MetaMask, Ledger o Coinbase Wallet para Celo.', 'pt-BR': 'Configure a MetaMask, a Ledger ou a Coinbase Wallet para a Celo.'}),
        to: '/wallet',
      },
      {
        title: localized('Libraries', {es: 'Bibliotecas', 'pt-BR': 'Bibliotecas'}),
        description: localized('SDKs and libraries for apps on Celo.', {es: 'SDK y bibliotecas para aplicaciones en Celo.', 'pt-BR': 'SDKs e bibliotecas para aplicativos na Celo.'}),
        to: '/developer/sdks',
      },
      {
        title: localized('Deploy', {es: 'Desplegar', 'pt-BR': 'Implantar'}),
        description: localized('Deploy a contract with Hardhat, Foundry, Remix or thirdweb.', {es: 'Despliegue un contrato con Hardhat, Foundry, Remix o thirdweb.', 'pt-BR': 'Implante um contrato com Hardhat, Foundry, Remix ou thirdweb.'}),
        to: '/developer/deploy',
      },
    ],
  },
  {
    id: 'tools',
    title: localized('Developer tools', {es: 'Herramientas para desarrolladores', 'pt-BR': 'Ferramentas para desenvolvedores'}),
    intro: localized('Reference material you come back to while building.', {es: 'Material de referencia al que vuelve mientras desarrolla.', 'pt-BR': 'Material de referência que você consulta enquanto desenvolve.'}),
    cards: [
      {
        title: localized('Network details', {es: 'Datos de las redes', 'pt-BR': 'Dados das redes'}),
        description: localized('Chain ids, RPC endpoints and explorers for each network.', {es: 'ID de cadena, endpoints RPC y exploradores de cada red.', 'pt-BR': 'IDs de cadeia, endpoints RPC e exploradores de cada rede.'}),
        to: '/network',
      },
      {
        title: localized('Contract addresses', {es: 'Direcciones de contratos', 'pt-BR': 'Endereços de contratos'}),
        description: localized('Core, token and fee-currency contracts per network.', {es: 'Contratos principales, de tokens y de monedas de comisión por red.', 'pt-BR': 'Contratos principais, de tokens e de moedas de taxa por rede.'}),
        to: '/contracts/core-contracts',
      },
      {
        title: 'celocli', // a name: never translated
        description: localized('Every command and flag of the Celo command-line tool.', {es: 'Cada comando y opción de la herramienta de línea de comandos de Celo.', 'pt-BR': 'Todos os comandos e opções da ferramenta de linha de comando da Celo.'}),
        to: '/cli',
      },
      {
        title: localized('Fee abstraction', {es: 'Abstracción de comisiones', 'pt-BR': 'Abstração de taxas'}),
        description: localized('Let users pay gas with stablecoins.', {es: 'Permita que los usuarios paguen el gas con stablecoins.', 'pt-BR': 'Permita que os usuários paguem o gas com stablecoins.'}),
        to: '/developer/fee-abstraction',
      },
    ],
  },
  {
    id: 'grow',
    title: localized('Grow your project', {es: 'Haga crecer su proyecto', 'pt-BR': 'Faça o seu projeto crescer'}),
    intro: localized('From a prototype to a product people use.', {es: 'De un prototipo a un producto que la gente usa.', 'pt-BR': 'De um protótipo a um produto que as pessoas usam.'}),
    cards: [
      {
        title: localized('Build on MiniPay', {es: 'Desarrolle en MiniPay', 'pt-BR': 'Desenvolva no MiniPay'}),
        description: localized('Reach MiniPay wallet users with a mini app.', {es: 'Llegue a los usuarios de la billetera MiniPay con una mini app.', 'pt-BR': 'Alcance os usuários da carteira MiniPay com um mini app.'}),
        to: '/build/build-on-minipay/overview',
      },
      {
        title: localized('Launch checklist', {es: 'Lista de verificación de lanzamiento', 'pt-BR': 'Lista de verificação de lançamento'}),
        description: localized('What to check before you go to Mainnet.', {es: 'Qué revisar antes de pasar a Mainnet.', 'pt-BR': 'O que verificar antes de ir para a Mainnet.'}),
        to: '/developer/launch-checklist',
      },
      {
        title: localized('Fund your project', {es: 'Financie su proyecto', 'pt-BR': 'Financie o seu projeto'}),
        description: localized('Grants and programs for teams building on Celo.', {es: 'Subvenciones y programas para equipos que desarrollan en Celo.', 'pt-BR': 'Subsídios e programas para equipes que desenvolvem na Celo.'}),
        to: '/build/fund-your-project',
      },
      {
        title: localized('Tutorials', {es: 'Tutoriales', 'pt-BR': 'Tutoriais'}),
        description: localized('Step-by-step guides by level and technology.', {es: 'Guías paso a paso por nivel y tecnología.', 'pt-BR': 'Guias passo a passo por nível e tecnologia.'}),
        to: '/tutorials',
      },
    ],
  },
  {
    id: 'ecosystem',
    title: localized('Join the ecosystem', {es: 'Únase al ecosistema', 'pt-BR': 'Junte-se ao ecossistema'}),
    intro: localized('Meet the projects and people building on Celo.', {es: 'Conozca los proyectos y las personas que desarrollan en Celo.', 'pt-BR': 'Conheça os projetos e as pessoas que desenvolvem na Celo.'}),
    cards: [
      {
        title: localized('Showcase', {es: 'Proyectos en Celo', 'pt-BR': 'Projetos na Celo'}),
        description: localized('Apps, wallets and tools live on Celo.', {es: 'Aplicaciones, billeteras y herramientas activas en Celo.', 'pt-BR': 'Aplicativos, carteiras e ferramentas em funcionamento na Celo.'}),
        to: '/showcase',
      },
      {
        title: localized('Run a node', {es: 'Ejecute un nodo', 'pt-BR': 'Execute um nó'}),
        description: localized('Operate a Celo L2 node with op-reth and op-node.', {es: 'Opere un nodo L2 de Celo con op-reth y op-node.', 'pt-BR': 'Opere um nó L2 da Celo com op-reth e op-node.'}),
        to: '/cel2/operators/run-node',
      },
      {
        title: localized('Joining Celo', {es: 'Unirse a Celo', 'pt-BR': 'Participar da Celo'}),
        description: localized('Where the community talks and how to get involved.', {es: 'Dónde conversa la comunidad y cómo participar.', 'pt-BR': 'Onde a comunidade conversa e como participar.'}),
        to: '/what-is-celo/joining-celo',
      },
    ],
  },
  {
    id: 'contribute',
    title: localized('Contribute', {es: 'Contribuya', 'pt-BR': 'Contribua'}),
    intro: localized('These docs are open source. Fix a typo, add a guide or help translate.', {es: 'Esta documentación es de código abierto. Corrija una errata, agregue una guía o ayude a traducir.', 'pt-BR': 'Esta documentação é de código aberto. Corrija um erro de digitação, adicione um guia ou ajude a traduzir.'}),
    cards: [
      {
        title: localized('Contributing to the docs', {es: 'Contribuir a la documentación', 'pt-BR': 'Contribuir com a documentação'}),
        description: localized('Run the site locally and open a pull request.', {es: 'Ejecute el sitio localmente y abra un pull request.', 'pt-BR': 'Execute o site localmente e abra um pull request.'}),
        to: '/community/contributing',
      },
      {
        title: localized('Help translate', {es: 'Ayude a traducir', 'pt-BR': 'Ajude a traduzir'}),
        description: localized('How translations are added and how to volunteer.', {es: 'Cómo se agregan las traducciones y cómo colaborar como voluntario.', 'pt-BR': 'Como as traduções são adicionadas e como colaborar como voluntário.'}),
        to: '/community/translations',
      },
      {
        title: localized('Release process', {es: 'Proceso de lanzamiento', 'pt-BR': 'Processo de lançamento'}),
        description: localized('How Celo software releases are versioned and announced.', {es: 'Cómo se versionan y anuncian los lanzamientos del software de Celo.', 'pt-BR': 'Como as versões do software da Celo são numeradas e anunciadas.'}),
        to: '/community/release-process',
      },
    ],
  },
];
