/**
 * Contract addresses: Celo core contracts (proxies) per network, the rollup contracts each network
 * has on its settlement layer (Ethereum), and the standard OP Stack predeploys.
 *
 * Source keys refer to `shared/facts/tokens.yaml` (`sources:` block) unless the comment names a
 * `networks.yaml` key. Addresses are EIP-55 checksummed (tests/unit/data-facts.test.ts).
 */
import {localized} from '../i18n/locale';
import type {NetworkId} from './networks';
import type {Sources} from './sources';

export interface Contract {
  name: string;
  address: string;
  /** Context shown next to the address. */
  note?: string;
}

/**
 * Mainnet: the generated list (docs_core_auto, read from the registry) is the primary source.
 * Contracts found only in the earlier hand-written list (docs_core_manual) carry a note: most of
 * them belong to the L1 era and are not in the current generated list.
 */
const earlierListOnly = localized('In the earlier hand-written reference only; not in the current generated list', {es: 'Solo en la referencia anterior escrita a mano; no está en la lista generada actual', 'pt-BR': 'Apenas na referência anterior escrita à mão; não está na lista gerada atual'});

const mainnetCore: Contract[] = [
  {name: 'Accounts', address: '0x7d21685C17607338b313a7174bAb6620baD0aaB7'}, // src: docs_core_auto, docs_core_manual
  {name: 'Attestations', address: '0xdC553892cdeeeD9f575aa0FBA099e5847fd88D20'}, // src: docs_core_auto, docs_core_manual
  {name: 'BlockchainParameters', address: '0x6E10a8864C65434A721d82e424d727326F9d5Bfa', note: earlierListOnly}, // src: docs_core_manual
  {name: 'CeloUnreleasedTreasury', address: '0x7A8c7a833565fc428cdFBa20FE03fAfb178A434f'}, // src: docs_core_auto, docs_core_manual
  {name: 'DoubleSigningSlasher', address: '0x50C100baCDe7E2b546371EB0Be1eACcf0A6772ec', note: earlierListOnly}, // src: docs_core_manual
  {name: 'DowntimeSlasher', address: '0x71CAc3B31c138F3327C6cA14f9a1c8d752463fDd', note: earlierListOnly}, // src: docs_core_manual
  {name: 'Election', address: '0x8D6677192144292870907E3Fa8A5527fE55A7ff6'}, // src: docs_core_auto, docs_core_manual
  {name: 'EpochManager', address: '0xF424B5e85B290b66aC20f8A9EAB75E25a526725E'}, // src: docs_core_auto, docs_core_manual
  {name: 'EpochManagerEnabler', address: '0x2d4148c3500F696aA5a83dd4cc35c289b738B687'}, // src: docs_core_auto, docs_core_manual
  {name: 'EpochRewards', address: '0x07F007d389883622Ef8D4d347b3f78007f28d8b7'}, // src: docs_core_auto, docs_core_manual
  {name: 'Escrow', address: '0xf4Fa51472Ca8d72AF678975D9F8795A504E7ada5'}, // src: docs_core_auto, docs_core_manual
  {name: 'Exchange', address: '0x67316300f17f063085Ca8bCa4bd3f7a5a3C66275', note: earlierListOnly}, // src: docs_core_manual
  {name: 'ExchangeEUR', address: '0xE383394B913d7302c49F794C7d3243c429d53D1d', note: earlierListOnly}, // src: docs_core_manual
  {name: 'FederatedAttestations', address: '0x0aD5b1d0C25ecF6266Dd951403723B2687d6aff2'}, // src: docs_core_auto, docs_core_manual
  {name: 'FeeCurrencyDirectory', address: '0x15F344b9E6c3Cb6F0376A36A64928b13F62C6276', note: localized('Fee-currency allowlist since the L2 migration', {es: 'Lista de monedas de comisión permitidas desde la migración a L2', 'pt-BR': 'Lista de moedas de taxa permitidas desde a migração para L2'})}, // src: docs_core_auto, docs_core_manual
  {name: 'FeeCurrencyWhitelist', address: '0xBB024E9cdCB2f9E34d893630D19611B8A5381b3c', note: localized('L1-era fee-currency allowlist, replaced by FeeCurrencyDirectory', {es: 'Lista de monedas de comisión permitidas de la era L1, reemplazada por FeeCurrencyDirectory', 'pt-BR': 'Lista de moedas de taxa permitidas da era L1, substituída pelo FeeCurrencyDirectory'})}, // src: docs_core_manual
  {name: 'FeeHandler', address: '0xcD437749E43A154C07F3553504c68fBfD56B8778'}, // src: docs_core_auto, docs_core_manual
  {name: 'Freezer', address: '0x47a472F45057A9d79d62C6427367016409f4fF5A'}, // src: docs_core_auto, docs_core_manual
  {name: 'GasPriceMinimum', address: '0xDfca3a8d7699D8bAfe656823AD60C17cb8270ECC', note: earlierListOnly}, // src: docs_core_manual
  {name: 'GoldToken (CeloToken)', address: '0x471EcE3750Da237f93B8E339c536989b8978a438', note: localized('The CELO ERC-20 interface', {es: 'La interfaz ERC-20 de CELO', 'pt-BR': 'A interface ERC-20 do CELO'})}, // src: docs_core_auto, docs_core_manual
  {name: 'Governance', address: '0xD533Ca259b330c7A88f74E000a3FaEa2d63B7972'}, // src: docs_core_auto, docs_core_manual
  {name: 'GovernanceSlasher', address: '0xf2a347F184b0Fef572C7CBd2c392359eCcf43F3c'}, // src: docs_core_auto
  {name: 'GrandaMento', address: '0x03f6842B82DD2C9276931A17dd23D73C16454a49', note: earlierListOnly}, // src: docs_core_manual
  {name: 'LockedGold (LockedCelo)', address: '0x6cC083Aed9e3ebe302A6336dBC7c921C9f03349E'}, // src: docs_core_auto, docs_core_manual
  {name: 'MentoFeeHandlerSeller', address: '0x4eFa274B7e33476C961065000D58ee09F7921A74'}, // src: docs_core_auto, docs_core_manual
  {name: 'OdisPayments', address: '0xAE6B29f31B96e61DdDc792f45fDa4e4F0356D0CB'}, // src: docs_core_auto, docs_core_manual
  {name: 'Random', address: '0x22a4aAF42A50bFA7238182460E32f15859c93dfe', note: localized('Removed at the L2 migration', {es: 'Se eliminó en la migración a L2', 'pt-BR': 'Removido na migração para L2'})}, // src: docs_core_manual; removal: celo-org/docs@051a9b39584168d975ec826c89feaa299586d3c7:docs/cel2/whats-changed/l1-l2.md
  {name: 'Registry', address: '0x000000000000000000000000000000000000ce10', note: localized('Same address on every Celo network', {es: 'La misma dirección en todas las redes de Celo', 'pt-BR': 'O mesmo endereço em todas as redes da Celo'})}, // src: docs_core_auto, docs_core_manual, dc_genesis
  {name: 'Reserve', address: '0x9380fA34Fd9e4Fd14c06305fd7B6199089eD4eb9'}, // src: docs_core_auto, docs_core_manual
  {name: 'ScoreManager', address: '0xef3B9CC0FA4717aF6f412d39dBcEb89bf92f603B'}, // src: docs_core_auto, docs_core_manual
  {name: 'SortedOracles', address: '0xefB84935239dAcdecF7c5bA76d8dE40b077B7b33'}, // src: docs_core_auto, docs_core_manual
  {name: 'StableToken (USDm)', address: '0x765DE816845861e75A25fCA122bb6898B8B1282a'}, // src: docs_core_auto, docs_core_manual
  {name: 'StableTokenBRL (BRLm)', address: '0xe8537a3d056DA446677B9E9d6c5dB704EaAb4787'}, // src: docs_core_auto
  {name: 'StableTokenEUR (EURm)', address: '0xD8763CBa276a3738E6DE85b4b3bF5FDed6D6cA73'}, // src: docs_core_auto, docs_core_manual
  {name: 'TransferWhitelist', address: '0xb49E4d6F0B7f8d0440F75697E6c8b37E09178BCF', note: earlierListOnly}, // src: docs_core_manual
  // Conflict C6: the generated list (read from the registry, newer) wins over the hand-written
  // 0xD3aeE28548Dbb65DF03981f0dC0713BfCBd10a97, which is most likely the earlier deployment.
  {name: 'UniswapFeeHandlerSeller', address: '0x399e78488ecC13794f4a4d9534c20a8c1A6e5A8b'}, // src: docs_core_auto
  {name: 'Validators', address: '0xaEb865bCa93DdC8F47b8e29F40C5399cE34d0C58'}, // src: docs_core_auto, docs_core_manual
];

// src: docs_core_auto (all entries)
const celoSepoliaCore: Contract[] = [
  {name: 'Accounts', address: '0x44957232699ca060B607E77083bDACD350d6b6d1'},
  {name: 'CeloUnreleasedTreasury', address: '0xB76D502Ad168F9D545661ea628179878DcA92FD5'},
  {name: 'Election', address: '0xeB8B626f3A76174f4576bb47429c47EfDED7C211'},
  {name: 'EpochManager', address: '0x6f2D4BD55BbD70c5E30F747e1d35Ba97Ad7d60Eb'},
  {name: 'EpochManagerEnabler', address: '0xd4793ae71de2c2d9Ad71649da5D31dE05f79251D'},
  {name: 'EpochRewards', address: '0x68c261DBe59c591717d6Cc0D15Bbc1da25E6E6dC'},
  {name: 'Escrow', address: '0x498a2F6C9cF7bdDbd643558a1CA2976F1E72edC4'},
  {name: 'FederatedAttestations', address: '0xb0Fe4466f288A3BbE5C2736B081B2021080DF703'},
  {name: 'FeeCurrencyDirectory', address: '0x9212Fb72ae65367A7c887eC4Ad9bE310BAC611BF'},
  {name: 'FeeHandler', address: '0xcD437749E43A154C07F3553504c68fBfD56B8778', note: localized('Same address as on Mainnet', {es: 'La misma dirección que en Mainnet', 'pt-BR': 'O mesmo endereço que na Mainnet'})},
  {name: 'Freezer', address: '0x1521e2E533a99f4D11A0498aB965e3d72CE49Ef8'},
  {name: 'GoldToken (CeloToken)', address: '0x471EcE3750Da237f93B8E339c536989b8978a438', note: localized('Same address as on Mainnet', {es: 'La misma dirección que en Mainnet', 'pt-BR': 'O mesmo endereço que na Mainnet'})},
  {name: 'Governance', address: '0x50d2f15CcF5E97999bDf9D6760d0208b00D14ad1'},
  {name: 'GovernanceSlasher', address: '0xbfc560E23339Af382dFEA4F4f4F44e2cE111B821'},
  {name: 'LockedGold (LockedCelo)', address: '0x3DB0F0850c5b5f42fe30d68778C8958fC5EE7951'},
  {name: 'MentoFeeHandlerSeller', address: '0x978e29d10AC1383A226aA8276D9d9b05CeDB7965'},
  {name: 'OdisPayments', address: '0x96AfaE75F12A759c1dFB364ce93548c3Bd242D58'},
  {name: 'Registry', address: '0x000000000000000000000000000000000000ce10', note: localized('Same address on every Celo network', {es: 'La misma dirección en todas las redes de Celo', 'pt-BR': 'O mesmo endereço em todas as redes da Celo'})},
  {name: 'Reserve', address: '0xA4caA391bD23b538A96BBd9eaea825A60A6F79c1'},
  {name: 'ScoreManager', address: '0x9acF6A707B8d1b880D0357389C5ebCAf5ED6b94D'},
  {name: 'SortedOracles', address: '0xAb077999e5fA13bCda1599926F8927dDEADe533C'},
  {name: 'StableToken', address: '0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80', note: localized('Labelled cUSD in the fee-currency list; USDm is a separate contract here', {es: 'Figura como cUSD en la lista de monedas de comisión; aquí USDm es un contrato distinto', 'pt-BR': 'Aparece como cUSD na lista de moedas de taxa; aqui o USDm é um contrato separado'})},
  {name: 'StableTokenBRL', address: '0x13d68A1Bf4a8cB7d9feF54EF70401871b666269c', note: localized('Labelled cREAL in the fee-currency list; BRLm is a separate contract here', {es: 'Figura como cREAL en la lista de monedas de comisión; aquí BRLm es un contrato distinto', 'pt-BR': 'Aparece como cREAL na lista de moedas de taxa; aqui o BRLm é um contrato separado'})},
  {name: 'StableTokenEUR', address: '0x6B172e333e2978484261D7eCC3DE491E79764BbC', note: localized('Labelled cEUR in the fee-currency list; EURm is a separate contract here', {es: 'Figura como cEUR en la lista de monedas de comisión; aquí EURm es un contrato distinto', 'pt-BR': 'Aparece como cEUR na lista de moedas de taxa; aqui o EURm é um contrato separado'})},
  {name: 'UniswapFeeHandlerSeller', address: '0x82f08A9f4993CBa538D95A3d58d58C070145eC87'},
  {name: 'Validators', address: '0x5E7b295bd8D80625e2cCac97C98123aaEB5E7Ea5'},
];

// src: docs_core_manual and docs_core_docusaurus (identical values)
const alfajoresCore: Contract[] = [
  {name: 'Accounts', address: '0xed7f51A34B4e71fbE69B3091FcF879cD14bD73A9'},
  {name: 'Attestations', address: '0xAD5E5722427d79DFf28a4Ab30249729d1F8B4cc0'},
  {name: 'BlockchainParameters', address: '0xE5aCbb07b4Eed078e39D50F66bF0c80cF1b93abe'},
  {name: 'CeloUnreleasedTreasury', address: '0x07bf0b2461A0cb608D5CF9a82ba97dAbA850F79F'},
  {name: 'DoubleSigningSlasher', address: '0x88A4c203C488E8277f583942672E1aF77e2B5040'},
  {name: 'DowntimeSlasher', address: '0xf2224c1d7b447D9A43a98CBD82FCCC0eF1c11CC5'},
  {name: 'Election', address: '0x1c3eDf937CFc2F6F51784D20DEB1af1F9a8655fA'},
  {name: 'EpochManager', address: '0x106d8A1192fB0E58079487d093b42332e66F5d8f'},
  {name: 'EpochManagerEnabler', address: '0x1666fb30E9F2f34820d5869F89852F11992c952D'},
  {name: 'EpochRewards', address: '0xB10Ee11244526b94879e1956745bA2E35AE2bA20'},
  {name: 'Escrow', address: '0xb07E10c5837c282209c6B9B3DE0eDBeF16319a37'},
  {name: 'Exchange', address: '0x17bc3304F94c85618c46d0888aA937148007bD3C'},
  {name: 'ExchangeBRL', address: '0xf391DcaF77360d39e566b93c8c0ceb7128fa1A08'},
  {name: 'ExchangeEUR', address: '0x997B494F17D3c49E66Fafb50F37A972d8Db9325B'},
  {name: 'FederatedAttestations', address: '0x70F9314aF173c246669cFb0EEe79F9Cfd9C34ee3'},
  // Conflict C11: the Alfajores-specific reference wins over the Dango-era page
  // (0x71FFbD48E34bdD5a87c3c683E866dc63b8B2a685), which described the earlier Dango testnet.
  {name: 'FeeCurrencyDirectory', address: '0x9212Fb72ae65367A7c887eC4Ad9bE310BAC611BF'},
  {name: 'FeeCurrencyWhitelist', address: '0xB8641365dBe943Bc2fb6977e6FBc1630EF47dB5a'},
  {name: 'FeeHandler', address: '0xEAaFf71AB67B5d0eF34ba62Ea06Ac3d3E2dAAA38'},
  {name: 'Freezer', address: '0xfe0Ada6E9a7b782f55750428CC1d8428Cd83C3F1'},
  {name: 'GasPriceMinimum', address: '0xd0Bf87a5936ee17014a057143a494Dc5C5d51E5e'},
  {name: 'GoldToken', address: '0xF194afDf50B03e69Bd7D057c1Aa9e10c9954E4C9'},
  {name: 'Governance', address: '0xAA963FC97281d9632d96700aB62A4D1340F9a28a'},
  {name: 'GrandaMento', address: '0xEcf09FCD57b0C8b1FD3DE92D59E234b88938485B'},
  {name: 'LockedGold', address: '0x6a4CC5693DC5BFA3799C699F3B941bA2Cb00c341'},
  {name: 'MentoFeeHandlerSeller', address: '0xae83C63B5FB50C353c8d23397bcC9dBf3a9837Ac'},
  {name: 'OdisPayments', address: '0x645170cdB6B5c1bc80847bb728dBa56C50a20a49'},
  {name: 'Random', address: '0xdd318EEF001BB0867Cd5c134496D6cF5Aa32311F'},
  {name: 'Registry', address: '0x000000000000000000000000000000000000ce10'},
  {name: 'Reserve', address: '0xa7ed835288Aa4524bB6C73DD23c0bF4315D9Fe3e'},
  {name: 'ScoreManager', address: '0x1571BD55b735C142D4d875cd1db7EBDe3730d7F2'},
  {name: 'SortedOracles', address: '0xFdd8bD58115FfBf04e47411c1d228eCC45E93075'},
  {name: 'StableToken (cUSD)', address: '0x874069Fa1Eb16D44d622F2e0Ca25eeA172369bC1'},
  {name: 'StableTokenBRL (cREAL)', address: '0xE4D517785D091D3c54818832dB6094bcc2744545'},
  {name: 'StableTokenEUR (cEUR)', address: '0x10c892A6EC43a53E45D0B916B4b7D383B1b78C0F'},
  {name: 'TransferWhitelist', address: '0x52449A99e3455acB831C0D580dCDAc8B290d5182'},
  {name: 'UniswapFeeHandlerSeller', address: '0xc7b6E77C3702666DDa8EB5b7F30234B020788b21'},
  {name: 'Validators', address: '0x9acF2A99914E083aD0d610672E93d14b0736BBCc'},
];

// Only the Registry is sourced for Baklava (dc_genesis); the rest of its core contracts are not in
// any source consulted. The token contracts are in tokens.ts.
const baklavaCore: Contract[] = [
  {name: 'Registry', address: '0x000000000000000000000000000000000000ce10'}, // src: dc_genesis
];

export const coreContracts: Record<NetworkId, readonly Contract[]> = {
  mainnet: mainnetCore,
  celoSepolia: celoSepoliaCore,
  alfajores: alfajoresCore,
  baklava: baklavaCore,
};

export interface SettlementContracts {
  /** The L1 chain that holds these contracts. */
  chain: string;
  contracts: readonly Contract[];
}

/**
 * Rollup contracts on the settlement layer (proxies unless the name says otherwise).
 * src: docs_l1_contracts (all entries); bridge contracts also in dt_bridge (networks.yaml).
 */
export const l1Contracts: Partial<Record<NetworkId, SettlementContracts>> = {
  mainnet: {
    chain: 'Ethereum Mainnet',
    contracts: [
      {name: 'AddressManager', address: '0x55093104b76FAA602F9d6c35A5FFF576bE78d753'},
      {name: 'AnchorStateRegistryProxy', address: '0x8fE58d2168b5412Cf1Bd212cE6137f8b7300222d'},
      // The L1 verification guide (specs/l1-smart-contract-verification.mdx @3c684c6) still names
      // 0xa440975E5A6BB19Bc3Bee901d909BB24b0f43D33, which celo-org/celo-superchain-ops lists as the
      // CeloSuperchainConfig used before its v4 upgrade; this is the current one (docs_l1_contracts).
      {name: 'CeloSuperchainConfigProxy', address: '0x25035d2233d099f0BA710ca1e5a3834842870C66'},
      {name: 'CeloTokenProxy', address: '0x057898f3C43F129a17517B9056D23851F124b19f', note: localized('CELO as an ERC-20 on Ethereum', {es: 'CELO como ERC-20 en Ethereum', 'pt-BR': 'CELO como ERC-20 no Ethereum'})},
      {name: 'DisputeGameFactoryProxy', address: '0xFbAC162162f4009Bb007C6DeBC36B1dAC10aF683'},
      {name: 'L1CrossDomainMessengerProxy', address: '0x1AC1181fc4e4F877963680587AEAa2C90D7EbB95'},
      {name: 'L1ERC721BridgeProxy', address: '0x3C519816C5BdC0a0199147594F83feD4F5847f13'},
      {name: 'L1StandardBridgeProxy', address: '0x9C4955b92F34148dbcfDCD82e9c9eCe5CF2badfe'},
      {name: 'MIPS', address: '0x6463dEE3828677F6270d83d45408044fc5eDB908'},
      {name: 'OptimismMintableERC20FactoryProxy', address: '0x6f0E4f1EB98A52EfaCF7BE11d48B9d9d6510A906'},
      {name: 'OptimismPortalProxy', address: '0xc5c5D157928BDBD2ACf6d0777626b6C75a9EAEDC', note: localized('Deposit contract', {es: 'Contrato de depósitos', 'pt-BR': 'Contrato de depósitos'})},
      {name: 'PermissionedDelayedWETHProxy', address: '0x91FA5B653aFe81A79890A93ad83768A04cc011b4'},
      {name: 'PermissionedDisputeGame', address: '0xa83a2E8595b602aD98C928E9cD123c0E05C84FD9'},
      {name: 'PreimageOracle', address: '0x1fb8cdFc6831fc866Ed9C51aF8817Da5c287aDD3'},
      {name: 'ProtocolVersionsProxy', address: '0x1b6dEB2197418075AB314ac4D52Ca1D104a8F663'},
      {name: 'ProxyAdmin', address: '0x783A434532Ee94667979213af1711505E8bFE374'},
      {name: 'SuperchainConfigProxy', address: '0x95703e0982140D16f8ebA6d158FccEde42f04a4C'},
      {name: 'SystemConfigProxy', address: '0x89E31965D844a309231B1f17759Ccaf1b7c09861'},
      {name: 'SystemOwnerSafe', address: '0x4092A77bAF58fef0309452cEaCb09221e556E112'},
    ],
  },
  celoSepolia: {
    chain: 'Ethereum Sepolia',
    contracts: [
      {name: 'AddressManager', address: '0x8f0c6FC85A53551d87899aC2a5Af2B48C793eB63'},
      {name: 'AnchorStateRegistryProxy', address: '0xe689F6d101a6aFeBddB093c59D4fB5B3087561a7'},
      {name: 'CeloSuperchainConfigProxy', address: '0x7934c0D58df75F597F62dB898Ec537B5945BA643'},
      {name: 'CeloTokenProxy', address: '0x3C7011fD5e6Aed460cAa4985cF8d8Caba435b092', note: localized('CELO as an ERC-20 on Ethereum Sepolia', {es: 'CELO como ERC-20 en Ethereum Sepolia', 'pt-BR': 'CELO como ERC-20 na Ethereum Sepolia'})},
      {name: 'DisputeGameFactoryProxy', address: '0x57C45d82D1a995F1e135B8D7EDc0a6BB5211cfAA'},
      {name: 'L1CrossDomainMessengerProxy', address: '0x70B0e58E6039831954eDE2EA1e9EF8a51680E4fD'},
      {name: 'L1ERC721BridgeProxy', address: '0xB8c8dCBCCd0f7C5e7a2184b13B85D461d8711e96'},
      {name: 'L1StandardBridgeProxy', address: '0xEc18a3c30131A0Db4246e785355fBc16E2eAF408'},
      {name: 'MIPS', address: '0x6463dEE3828677F6270d83d45408044fc5eDB908'},
      {name: 'OptimismMintableERC20FactoryProxy', address: '0x261BE2eD7241feD9c746e0B5DFf3A4a335991377'},
      {name: 'OptimismPortalProxy', address: '0x44AE3D41a335a7d05EB533029917aAd35662dcC2', note: localized('Deposit contract', {es: 'Contrato de depósitos', 'pt-BR': 'Contrato de depósitos'})},
      {name: 'PermissionedDelayedWETHProxy', address: '0x5D27C0E30b0e9cEa56936e9326AdCEE480D2ab08'},
      {name: 'PermissionedDisputeGame', address: '0x865Fc858bC76B8132bBF744dd5ac95D30A5F490D'},
      {name: 'PreimageOracle', address: '0x1fb8cdFc6831fc866Ed9C51aF8817Da5c287aDD3'},
      {name: 'ProtocolVersionsProxy', address: '0x0e2d45F3393C3A02ebf285F998c5bF990A1541cd'},
      {name: 'ProxyAdmin', address: '0xF7d7A3d3bb8aBb6829249B3D3aD3d525D052027e'},
      {name: 'SuperchainConfigProxy', address: '0x31bEef32135c90AE8E56Fb071B3587de289Aaf77'},
      {name: 'SystemConfigProxy', address: '0x760a5F022C9940f4A074e0030be682F560d29818'},
      {name: 'SystemOwnerSafe', address: '0x5e60d897Cd62588291656b54655e98ee73f0aabF'},
    ],
  },
};

/**
 * Native ETH bridging. Celo's native currency is CELO, so ETH cannot arrive on Celo as the gas
 * currency. The SuperBridgeETHWrapper contract on the settlement layer takes ETH, wraps it into WETH
 * there, and sends that WETH through the L1StandardBridge to the address that called it; it arrives
 * on Celo as the bridged WETH token below. Bridge apps such as Superbridge call the wrapper for you.
 */
export interface NativeEthBridge {
  /** The chain the wrapper, L1 WETH and L1StandardBridge live on. */
  settlementChain: string;
  /** SuperBridgeETHWrapper on the settlement chain. */
  wrapper: string;
  /** WETH on the settlement chain (WETH_ADDRESS_LOCAL). */
  settlementWeth: string;
  /** L1StandardBridgeProxy on the settlement chain (STANDARD_BRIDGE_ADDRESS). */
  standardBridge: string;
  /** Bridged WETH on the Celo network (WETH_ADDRESS_REMOTE). */
  celoWeth: string;
  sources: Sources;
}

const ethWrapperDocs = 'celo-org/docs@1c0bafcc029b16e1b0cebfb7c75d3f454b5fa8f3:home/bridged-tokens/native-ETH-bridging.mdx';
const ethWrapperDocsLatest = 'celo-org/docs@a593994c76c178f0355840f72e6fb56efa4f201d:home/bridged-tokens/native-ETH-bridging.mdx';
const ethWrapperDocusaurus = 'celo-org/docs@241b5cbb5bd00813d662a243e2dff971dd7b8053:docs/cel2/notices/native-ETH-bridging.md';
const ethWrapperContract = 'celo-org/celo-monorepo@380c8421a2256ed2be388e96b65b26947a78389d:packages/protocol/contracts-0.8/common/SuperBridgeETHWrapper.sol';

/**
 * Wrapper deployments per Celo network. Celo Sepolia has none here: no source consulted publishes a
 * SuperBridgeETHWrapper address for Ethereum Sepolia (the Celo page has an empty Celo Sepolia
 * section), so pages say so instead of naming one. Its bridged WETH is in tokens.ts.
 */
export const nativeEthBridge: Partial<Record<NetworkId, NativeEthBridge>> = {
  mainnet: {
    settlementChain: 'Ethereum Mainnet',
    wrapper: '0x3bC7C4f8Afe7C8d514c9d4a3A42fb8176BE33c1e',
    settlementWeth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    standardBridge: '0x9C4955b92F34148dbcfDCD82e9c9eCe5CF2badfe',
    celoWeth: '0xD221812de1BD094f35587EE8E174B07B6167D9Af',
    sources: [ethWrapperDocsLatest, ethWrapperDocs, ethWrapperDocusaurus, ethWrapperContract],
  },
  alfajores: {
    settlementChain: 'Ethereum Holesky',
    wrapper: '0x78fb67119c4A055d6EB497b1Aa5D09f7124225E5',
    settlementWeth: '0x94373a4919B3240D86eA41593D5eBa789FEF3848',
    standardBridge: '0xD1B0E0581973c9eB7f886967A606b9441A897037',
    celoWeth: '0x4EE7Ea447197c6b7BE0ab1A068F55c74a3390F33',
    sources: [ethWrapperDocs, ethWrapperDocusaurus],
  },
  baklava: {
    settlementChain: 'Ethereum Holesky',
    wrapper: '0x6b7FAa7cC86DCd14e78F6a78F2dCfC76f8042e58',
    settlementWeth: '0x94373a4919B3240D86eA41593D5eBa789FEF3848',
    standardBridge: '0x6fd3fF186975aD8B66Ab40b705EC016b36da0486',
    celoWeth: '0xBEcfCB91527166382187D5EE80ac07433D01549e',
    sources: [ethWrapperDocs, ethWrapperDocusaurus],
  },
};

/**
 * Standard OP Stack predeploys: the same addresses on every OP Stack chain, including Celo Mainnet
 * and Celo Sepolia. src: docs_dango_contracts; L2ToL1MessagePasser also dt_bridge (networks.yaml).
 */
export const opStackPredeploys: readonly Contract[] = [
  {name: 'L2CrossDomainMessenger', address: '0x4200000000000000000000000000000000000007'},
  {name: 'GasPriceOracle', address: '0x420000000000000000000000000000000000000F'},
  {name: 'L2StandardBridge', address: '0x4200000000000000000000000000000000000010'},
  {name: 'SequencerFeeVault', address: '0x4200000000000000000000000000000000000011'},
  {name: 'OptimismMintableERC20Factory', address: '0x4200000000000000000000000000000000000012'},
  {name: 'L2ERC721Bridge', address: '0x4200000000000000000000000000000000000014'},
  {name: 'L1Block', address: '0x4200000000000000000000000000000000000015'},
  {name: 'L2ToL1MessagePasser', address: '0x4200000000000000000000000000000000000016'},
  {name: 'OptimismMintableERC721Factory', address: '0x4200000000000000000000000000000000000017'},
  {name: 'ProxyAdmin', address: '0x4200000000000000000000000000000000000018'},
  {name: 'BaseFeeVault', address: '0x4200000000000000000000000000000000000019'},
  {name: 'L1FeeVault', address: '0x420000000000000000000000000000000000001A'},
];

/** Multicall3 on Celo Mainnet. src: networks.yaml multicall3 (dt_bridge, l2beat) */
export const multicall3: Contract & {blockCreated: number} = {
  name: 'Multicall3',
  address: '0xcA11bde05977b3631167028862bE2a173976CA11',
  blockCreated: 13112599,
};

/** Commands and methods that list contracts from a node. */
export const contractTooling = {
  listCoreContracts: 'celocli network:contracts', // src: docs_core_manual
} as const;

/** Address of a core contract by name; throws at build time when the name is unknown. */
export function coreContractAddress(network: NetworkId, name: string): string {
  const found = coreContracts[network].find((c) => c.name === name);
  if (!found) throw new Error(`No core contract "${name}" on ${network} in src/data/contracts.ts`);
  return found.address;
}
