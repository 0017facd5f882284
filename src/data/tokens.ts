/**
 * Tokens and fee currencies per Celo network.
 *
 * Source keys refer to the `sources:` block of `shared/facts/tokens.yaml`. Addresses are stored in
 * EIP-55 checksum form (tests/unit/data-facts.test.ts checks every one).
 *
 * Mento stablecoins were renamed from cXXX to XXXm (cUSD -> USDm, cEUR -> EURm, cREAL -> BRLm, ...);
 * the contract addresses did not change (src: dt_rename). `legacySymbol` keeps the old name so
 * readers who know the old symbol find the token.
 *
 * Decimals: `null` means no source states it. Tokens that are their own fee currency are 18
 * decimals by the fee-currency rule (src: docs_using_fee_abstraction: 18-decimal tokens are used
 * directly; other tokens need an adapter), so they are recorded as 18 with that source.
 */
import {localized} from '../i18n/locale';
import type {NetworkId} from './networks';
import type {Sources} from './sources';

export type TokenKind = 'native' | 'mento' | 'stablecoin' | 'other';

export interface Token {
  symbol: string;
  /** Symbol before the Mento rename, when there was one. */
  legacySymbol?: string;
  name: string;
  kind: TokenKind;
  /** Issuer, for tokens not issued by the Celo protocol or Mento. */
  issuer?: string;
  address: string;
  /** Decimals, or `null` when no source states them. */
  decimals: number | null;
  /**
   * How the token pays gas. `direct`: pass the token address as `feeCurrency`.
   * `adapter`: pass the adapter address (the token has fewer than 18 decimals).
   */
  feeCurrency?: {kind: 'direct'} | {kind: 'adapter'; adapter: string};
  /** Context shown next to the token. */
  note?: string;
}

const mainnet: Token[] = [
  // src: monorepo_goldtoken (symbol, decimals), docs_core_auto, docs_tokens_docusaurus (address)
  {symbol: 'CELO', name: 'Celo native asset', kind: 'native', address: '0x471EcE3750Da237f93B8E339c536989b8978a438', decimals: 18, note: localized('Native currency, also usable as an ERC-20 token', {es: 'Moneda nativa, que también se puede usar como token ERC-20', 'pt-BR': 'Moeda nativa, que também pode ser usada como token ERC-20'})},
  // Mento stablecoins; src: docs_fee_currencies, docs_tokens_docusaurus, docs_core_auto, composer_kit (decimals)
  {symbol: 'USDm', legacySymbol: 'cUSD', name: 'Mento Dollar', kind: 'mento', address: '0x765DE816845861e75A25fCA122bb6898B8B1282a', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'EURm', legacySymbol: 'cEUR', name: 'Mento Euro', kind: 'mento', address: '0xD8763CBa276a3738E6DE85b4b3bF5FDed6D6cA73', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'BRLm', legacySymbol: 'cREAL', name: 'Mento Brazilian Real', kind: 'mento', address: '0xe8537a3d056DA446677B9E9d6c5dB704EaAb4787', decimals: 18, feeCurrency: {kind: 'direct'}},
  // src: docs_fee_currencies, docs_tokens_docusaurus, composer_kit (decimals)
  {symbol: 'XOFm', legacySymbol: 'eXOF', name: 'Mento West African CFA franc', kind: 'mento', address: '0x73F93dcc49cB8A239e2032663e9475dd5ef29A08', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'KESm', legacySymbol: 'cKES', name: 'Mento Kenyan Shilling', kind: 'mento', address: '0x456a3D042C0DbD3db53D5489e98dFb038553B0d0', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'PHPm', legacySymbol: 'PUSO', name: 'Mento Philippine Peso', kind: 'mento', address: '0x105d4A9306D2E55a71d2Eb95B81553AE1dC20d7B', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'COPm', legacySymbol: 'cCOP', name: 'Mento Colombian Peso', kind: 'mento', address: '0x8A567e2aE79CA692Bd748aB832081C45de4041eA', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'GHSm', legacySymbol: 'cGHS', name: 'Mento Ghanaian Cedi', kind: 'mento', address: '0xfAeA5F3404bbA20D3cc2f8C4B0A888F55a3c7313', decimals: 18, feeCurrency: {kind: 'direct'}},
  // Newer Mento tokens: legacy symbols (cGBP, ...) exist only in third-party code, so none is shown.
  // src: docs_fee_currencies, docs_stablecoins; decimals 18: mento-protocol/mento-sdk@d54264e5b48844e1f2123234750944542d665820:src/cache/tokens.ts
  // (the SDK's generated token cache, v3.4.0), which agrees with the fee-currency rule (see header)
  {symbol: 'GBPm', name: 'Mento British Pound', kind: 'mento', address: '0xCCF663b1fF11028f0b19058d0f7B674004a40746', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'ZARm', name: 'Mento South African Rand', kind: 'mento', address: '0x4c35853A3B4e647fD266f4de678dCc8fEC410BF6', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'CADm', name: 'Mento Canadian Dollar', kind: 'mento', address: '0xff4Ab19391af240c311c54200a492233052B6325', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'AUDm', name: 'Mento Australian Dollar', kind: 'mento', address: '0x7175504C455076F15c04A2F90a8e352281F492F9', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'CHFm', name: 'Mento Swiss Franc', kind: 'mento', address: '0xb55a79F398E759E43C95b979163f30eC87Ee131D', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'JPYm', name: 'Mento Japanese Yen', kind: 'mento', address: '0xc45eCF20f3CD864B32D9794d6f76814aE8892e20', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'NGNm', name: 'Mento Nigerian Naira', kind: 'mento', address: '0xE2702Bd97ee33c88c8f6f92DA3B733608aa76F71', decimals: 18, feeCurrency: {kind: 'direct'}},
  // Non-18-decimal tokens pay gas through an adapter.
  // src: docs_fee_currencies, docs_fee_abstraction_docusaurus, docs_using_fee_abstraction, docs_tokens_docusaurus, composer_kit
  {symbol: 'USDC', name: 'USD Coin', kind: 'stablecoin', issuer: 'Circle', address: '0xcebA9300f2b948710d2653dD7B07f33A8B32118C', decimals: 6, feeCurrency: {kind: 'adapter', adapter: '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B'}},
  {symbol: 'USD₮', name: 'Tether USD (USDT)', kind: 'stablecoin', issuer: 'Tether', address: '0x48065fbBE25f71C9282ddf5e1cD6D6A887483D5e', decimals: 6, feeCurrency: {kind: 'adapter', adapter: '0x0E2A3e05bc9A16F5292A6170456A710cb89C6f72'}},
  // src: docs_fee_currencies, docs_stablecoins, docs_using_fee_abstraction
  {symbol: 'USA₮', name: 'Tether America USD', kind: 'stablecoin', issuer: 'Anchorage Digital Bank', address: '0xD2ab3C9A02DBBAB236BfEC45D1d755DF4267F771', decimals: 6, feeCurrency: {kind: 'adapter', adapter: '0x0357EE22278c922e1D36cFe6b899269b161880C4'}},
  // src: docs_fee_currencies (uses an adapter, so not 18 decimals; the exact value is not stated)
  {symbol: 'XAUt0', name: 'XAUt0', kind: 'other', address: '0xaf37E8B6C9ED7f6318979f56Fc287d76c30847ff', decimals: null, feeCurrency: {kind: 'adapter', adapter: '0x857BF24e29da0773687E804a743c2E421a394C16'}},
  // src: docs_fee_currencies, docs_tokens_docusaurus; decimals by the fee-currency rule
  {symbol: 'WETH', name: 'Wrapped Ether', kind: 'other', address: '0xD221812de1BD094f35587EE8E174B07B6167D9Af', decimals: 18, feeCurrency: {kind: 'direct'}, note: localized('Bridged through the Celo native bridge', {es: 'Transferido por el puente nativo de Celo', 'pt-BR': 'Transferido pela ponte nativa da Celo'})},
  // src: docs_tokens_docusaurus, docs_stablecoins, composer_kit; not on the fee-currency allowlist
  {symbol: 'USDGLO', name: 'Glo Dollar', kind: 'stablecoin', issuer: 'Glo Foundation', address: '0x4F604735c1cF31399C6E711D5962b2B3E0225AD3', decimals: 18},
  // Other stablecoins listed by issuer; src: docs_stablecoins. Not fee currencies; decimals not stated.
  {symbol: 'BRLA', name: 'BRLA', kind: 'stablecoin', issuer: 'BRLA', address: '0xFECB3F7c54E2CAAE9dC6Ac9060A822D47E053760', decimals: null},
  {symbol: 'COPM', name: 'COPM', kind: 'stablecoin', issuer: 'Minteo', address: '0xC92E8Fc2947E32F2B574CCA9F2F12097A71d5606', decimals: null},
  {symbol: 'EURA', name: 'EURA', kind: 'stablecoin', issuer: 'Angle', address: '0xC16B81Af351BA9e64C1a069E3Ab18c244A1E3049', decimals: null},
  {symbol: 'G$', name: 'GoodDollar', kind: 'stablecoin', issuer: 'GoodDollar', address: '0x62B8B11039FcfE5aB0C56E502b1C372A3d2a9c7A', decimals: null},
  {symbol: 'USDA', name: 'USDA', kind: 'stablecoin', issuer: 'Angle', address: '0x0000206329b97DB379d5E1Bf586BbDB969C63274', decimals: null},
  {symbol: 'USDM', name: 'Mountain Protocol USD', kind: 'stablecoin', issuer: 'Mountain Protocol', address: '0x59D9356E565Ab3A36dD77763Fc0d87fEaf85508C', decimals: null, note: localized('Not the Mento USDm', {es: 'No es el USDm de Mento', 'pt-BR': 'Não é o USDm da Mento'})},
  // Listed by the newest stablecoin list (docs_stablecoins_newest), which no longer lists VNX's vEUR. Not fee currencies; decimals not stated.
  {symbol: 'cNGN', name: 'cNGN', kind: 'stablecoin', issuer: 'Africa Stablecoin Consortium', address: '0xF6829D7393dAe24509eb1E52eE8e572e2E271a4f', decimals: null},
  {symbol: 'IDRX', name: 'IDRX', kind: 'stablecoin', issuer: 'IDRX', address: '0x18Bc5bcC660cf2B9cE3cd51a404aFe1a0cBD3C22', decimals: null},
  {symbol: 'vCHF', name: 'VNX Swiss Franc', kind: 'stablecoin', issuer: 'VNX', address: '0xC5ebEa9984C485EC5D58cA5a2D376620d93aF871', decimals: null},
  {symbol: 'vGBP', name: 'VNX British Pound', kind: 'stablecoin', issuer: 'VNX', address: '0x7aE4265eCFC1F31bc0E112DfCFe3D78E01f4BB7f', decimals: null},
  {symbol: 'wARS', name: 'Ripio Argentine Peso', kind: 'stablecoin', issuer: 'Ripio', address: '0x0DC4F92879B7670e5f4e4e6e3c801D229129D90D', decimals: null},
  {symbol: 'wBRL', name: 'Ripio Brazilian Real', kind: 'stablecoin', issuer: 'Ripio', address: '0xD76f5Faf6888e24D9F04Bf92a0c8B921FE4390e0', decimals: null},
  {symbol: 'wCLP', name: 'Ripio Chilean Peso', kind: 'stablecoin', issuer: 'Ripio', address: '0x61D450a098b6a7f69fC4b98CE68198fe59768651', decimals: null},
  {symbol: 'wCOP', name: 'Ripio Colombian Peso', kind: 'stablecoin', issuer: 'Ripio', address: '0x8a1D45e102e886510e891d2Ec656a708991e2D76', decimals: null},
  {symbol: 'wMXN', name: 'Ripio Mexican Peso', kind: 'stablecoin', issuer: 'Ripio', address: '0x337E7456B420bD3481e7FA61fA9850343d610d34', decimals: null},
  {symbol: 'wPEN', name: 'Ripio Peruvian Sol', kind: 'stablecoin', issuer: 'Ripio', address: '0x4F34c8b3b5FB6D98Da888F0feA543d4d9C9F2eBE', decimals: null},
];

/*
 * Celo Sepolia, conflict C7: the docs list two contracts for each of USDm, EURm and BRLm. The
 * core-registry contracts (StableToken, StableTokenEUR, StableTokenBRL) are labelled cUSD/cEUR/cREAL
 * in the generated fee-currency list (docs_fee_currencies), while the Mento-issued contracts are the
 * only ones on the stablecoin page (docs_stablecoins) and carry the USDm/EURm/BRLm labels in the
 * fee-currency list too. The Mento-issued contracts get the XXXm symbols here; the registry
 * contracts are listed under their core contract names so nothing is hidden.
 */
const celoSepolia: Token[] = [
  // src: docs_core_auto (CeloToken/GoldToken; same address as Mainnet)
  {symbol: 'CELO', name: 'Celo native asset', kind: 'native', address: '0x471EcE3750Da237f93B8E339c536989b8978a438', decimals: 18, note: localized('Native currency, also usable as an ERC-20 token', {es: 'Moneda nativa, que también se puede usar como token ERC-20', 'pt-BR': 'Moeda nativa, que também pode ser usada como token ERC-20'})},
  // src: docs_fee_currencies, docs_stablecoins, docs_token_contracts_new; decimals by the fee-currency rule.
  // The Mento SDK's token cache lists these same XXXm contracts (and 18 decimals) for Celo Sepolia:
  // mento-protocol/mento-sdk@d54264e5b48844e1f2123234750944542d665820:src/cache/tokens.ts
  {symbol: 'USDm', name: 'Mento Dollar', kind: 'mento', address: '0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'EURm', name: 'Mento Euro', kind: 'mento', address: '0xA99dC247d6b7B2E3ab48a1fEE101b83cD6aCd82a', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'BRLm', name: 'Mento Brazilian Real', kind: 'mento', address: '0x2294298942fdc79417DE9E0D740A4957E0e7783a', decimals: 18, feeCurrency: {kind: 'direct'}},
  // src: docs_fee_currencies, docs_stablecoins; decimals by the fee-currency rule
  {symbol: 'AUDm', name: 'Mento Australian Dollar', kind: 'mento', address: '0x5873Faeb42F3563dcD77F0fbbdA818E6d6DA3139', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'CADm', name: 'Mento Canadian Dollar', kind: 'mento', address: '0xF151c9a13b78C84f93f50B8b3bC689fedc134F60', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'CHFm', name: 'Mento Swiss Franc', kind: 'mento', address: '0x284E9b7B623eAE866914b7FA0eB720C2Bb3C2980', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'COPm', name: 'Mento Colombian Peso', kind: 'mento', address: '0x5F8d55c3627d2dc0a2B4afa798f877242F382F67', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'GBPm', name: 'Mento British Pound', kind: 'mento', address: '0x85F5181Abdbf0e1814Fc4358582Ae07b8eBA3aF3', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'GHSm', name: 'Mento Ghanaian Cedi', kind: 'mento', address: '0x5e94B8C872bD47BC4255E60ECBF44D5E66e7401C', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'JPYm', name: 'Mento Japanese Yen', kind: 'mento', address: '0x85Bee67D435A39f7467a8a9DE34a5B73D25Df426', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'KESm', name: 'Mento Kenyan Shilling', kind: 'mento', address: '0xC7e4635651E3e3Af82b61d3E23c159438daE3BbF', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'NGNm', name: 'Mento Nigerian Naira', kind: 'mento', address: '0x3d5ae86F34E2a82771496D140daFAEf3789dF888', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'PHPm', name: 'Mento Philippine Peso', kind: 'mento', address: '0x0352976d940a2C3FBa0C3623198947Ee1d17869E', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'XOFm', name: 'Mento West African CFA franc', kind: 'mento', address: '0x5505b70207aE3B826c1A7607F19F3Bf73444A082', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'ZARm', name: 'Mento South African Rand', kind: 'mento', address: '0x10CCfB235b0E1Ed394bACE4560C3ed016697687e', decimals: 18, feeCurrency: {kind: 'direct'}},
  // Core-registry stable tokens (see C7 above); src: docs_core_auto, docs_fee_currencies
  {symbol: 'StableToken', name: 'Core StableToken (labelled cUSD in the fee-currency list)', kind: 'mento', address: '0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80', decimals: 18, feeCurrency: {kind: 'direct'}, note: localized('Registry contract; a different contract from USDm on this network', {es: 'Contrato del Registry; en esta red es un contrato distinto de USDm', 'pt-BR': 'Contrato do Registry; nesta rede é um contrato diferente do USDm'})},
  {symbol: 'StableTokenEUR', name: 'Core StableTokenEUR (labelled cEUR in the fee-currency list)', kind: 'mento', address: '0x6B172e333e2978484261D7eCC3DE491E79764BbC', decimals: 18, feeCurrency: {kind: 'direct'}, note: localized('Registry contract; a different contract from EURm on this network', {es: 'Contrato del Registry; en esta red es un contrato distinto de EURm', 'pt-BR': 'Contrato do Registry; nesta rede é um contrato diferente do EURm'})},
  {symbol: 'StableTokenBRL', name: 'Core StableTokenBRL (labelled cREAL in the fee-currency list)', kind: 'mento', address: '0x13d68A1Bf4a8cB7d9feF54EF70401871b666269c', decimals: 18, feeCurrency: {kind: 'direct'}, note: localized('Registry contract; a different contract from BRLm on this network', {es: 'Contrato del Registry; en esta red es un contrato distinto de BRLm', 'pt-BR': 'Contrato do Registry; nesta rede é um contrato diferente do BRLm'})},
  // src: docs_fee_currencies, docs_stablecoins (decimals: tokens.yaml celo_sepolia_tokens)
  {symbol: 'USDC', name: 'USD Coin', kind: 'stablecoin', issuer: 'Circle', address: '0x01C5C0122039549AD1493B8220cABEdD739BC44E', decimals: 6, feeCurrency: {kind: 'adapter', adapter: '0xbf1441Ea57f43f35f713431001f35742c88071c7'}},
  {symbol: 'USD₮', name: 'Tether USD (USDT)', kind: 'stablecoin', issuer: 'Tether', address: '0xd077A400968890Eacc75cdc901F0356c943e4fDb', decimals: 6, feeCurrency: {kind: 'adapter', adapter: '0xe19447B12cb0d0220B2a501D8382be2f61CcF92a'}},
  // src: docs_fee_currencies; decimals by the fee-currency rule
  {symbol: 'WETH', name: 'Wrapped Ether', kind: 'other', address: '0x2cE73DC897A3E10b3FF3F86470847c36ddB735cf', decimals: 18, feeCurrency: {kind: 'direct'}, note: localized('Bridged through the Celo native bridge', {es: 'Transferido por el puente nativo de Celo', 'pt-BR': 'Transferido pela ponte nativa da Celo'})},
];

/*
 * Alfajores (retired). Old cXXX names: the network was sunset before the Mento rename (dt_rename,
 * 2025-12-12). src: docs_tokens_docusaurus unless stated.
 */
const alfajores: Token[] = [
  {symbol: 'CELO', name: 'Celo native asset', kind: 'native', address: '0xF194afDf50B03e69Bd7D057c1Aa9e10c9954E4C9', decimals: 18},
  // src: docs_tokens_docusaurus, docs_core_manual, docs_dango_fee_currencies (fee currency)
  {symbol: 'cUSD', name: 'Celo Dollar (now USDm)', kind: 'mento', address: '0x874069Fa1Eb16D44d622F2e0Ca25eeA172369bC1', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'cEUR', name: 'Celo Euro (now EURm)', kind: 'mento', address: '0x10c892A6EC43a53E45D0B916B4b7D383B1b78C0F', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'cREAL', name: 'Celo Brazilian Real (now BRLm)', kind: 'mento', address: '0xE4D517785D091D3c54818832dB6094bcc2744545', decimals: 18, feeCurrency: {kind: 'direct'}},
  // Decimals not stated for these on Alfajores.
  {symbol: 'eXOF', name: 'eXOF (now XOFm)', kind: 'mento', address: '0xB0FA15e002516d0301884059c0aaC0F0C72b019D', decimals: null},
  // src: docs_tokens_docusaurus, docs_dango_fee_currencies (fee currency, so 18 by the fee-currency rule)
  {symbol: 'cKES', name: 'Celo Kenyan Shilling (now KESm)', kind: 'mento', address: '0x1E0433C1769271ECcF4CFF9FDdD515eefE6CdF92', decimals: 18, feeCurrency: {kind: 'direct'}},
  {symbol: 'PUSO', name: 'PUSO (now PHPm)', kind: 'mento', address: '0x5E0E3c9419C42a1B04e2525991FB1A2C467AB8bF', decimals: null},
  {symbol: 'cCOP', name: 'Celo Colombian Peso (now COPm)', kind: 'mento', address: '0xe6A57340f0df6E020c1c0a80bC6E13048601f0d4', decimals: null},
  {symbol: 'cGHS', name: 'Celo Ghanaian Cedi (now GHSm)', kind: 'mento', address: '0x295B66bE7714458Af45E6A6Ea142A5358A6cA375', decimals: null},
  // src: docs_tokens_docusaurus, docs_fee_abstraction_docusaurus (adapter), docs_dango_fee_currencies
  {symbol: 'USDC', name: 'USD Coin', kind: 'stablecoin', issuer: 'Circle', address: '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B', decimals: 6, feeCurrency: {kind: 'adapter', adapter: '0x4822e58de6f5e485eF90df51C41CE01721331dC0'}, note: localized('Same address as the Mainnet USDC adapter; do not mix the two up', {es: 'La misma dirección que el adaptador de USDC de Mainnet; no los confunda', 'pt-BR': 'O mesmo endereço do adaptador de USDC da Mainnet; não confunda os dois'})},
  // src: docs_dango_fee_currencies (Dango-era table, same chain id)
  {symbol: 'USD₮', name: 'Tether USD', kind: 'stablecoin', issuer: 'Tether', address: '0xC4f86E9B4A588D501c1c3e25628dFd50Bc8D615e', decimals: null, note: localized('Listed in the fee-currency table of the Dango testnet era', {es: 'Figuraba en la tabla de monedas de comisión de la etapa de la red de prueba Dango', 'pt-BR': 'Constava na tabela de moedas de taxa da época da rede de teste Dango'})},
  {symbol: 'G$', name: 'GoodDollar', kind: 'stablecoin', issuer: 'GoodDollar', address: '0x03d3daB843e6c03b3d271eff9178e6A96c28D25f', decimals: null, note: localized('Listed in the fee-currency table of the Dango testnet era', {es: 'Figuraba en la tabla de monedas de comisión de la etapa de la red de prueba Dango', 'pt-BR': 'Constava na tabela de moedas de taxa da época da rede de teste Dango'})},
];

/* Baklava (retired). src: docs_tokens_docusaurus. No fee-currency adapters (docs_fee_abstraction_docusaurus: N/A). */
const baklava: Token[] = [
  {symbol: 'CELO', name: 'Celo native asset', kind: 'native', address: '0xdDc9bE57f553fe75752D61606B94CBD7e0264eF8', decimals: 18},
  {symbol: 'cUSD', name: 'Celo Dollar (now USDm)', kind: 'mento', address: '0x62492A644A588FD904270BeD06ad52B9abfEA1aE', decimals: null},
  {symbol: 'cEUR', name: 'Celo Euro (now EURm)', kind: 'mento', address: '0xf9ecE301247aD2CE21894941830A2470f4E774ca', decimals: null},
];

export const tokens: Record<NetworkId, readonly Token[]> = {mainnet, celoSepolia, alfajores, baklava};

/** A row of the fee-currency table: the address to pass as `feeCurrency` for a token. */
export interface FeeCurrency {
  symbol: string;
  /** The token contract. */
  token: string;
  /** What to pass as the transaction's `feeCurrency` field. */
  feeCurrencyAddress: string;
  /** True when `feeCurrencyAddress` is an adapter, not the token itself. */
  viaAdapter: boolean;
  decimals: number | null;
}

/** Fee currencies of a network, derived from `tokens`. */
export function feeCurrencies(network: NetworkId): FeeCurrency[] {
  return tokens[network].flatMap((t): FeeCurrency[] => {
    if (!t.feeCurrency) return [];
    const viaAdapter = t.feeCurrency.kind === 'adapter';
    return [
      {
        symbol: t.symbol,
        token: t.address,
        feeCurrencyAddress: t.feeCurrency.kind === 'adapter' ? t.feeCurrency.adapter : t.address,
        viaAdapter,
        decimals: t.decimals,
      },
    ];
  });
}

/** Fee-currency facts shared by pages. */
export const feeCurrencyFacts = {
  cip64TxType: 123, // src: docs_using_fee_abstraction ("123 (0x7b)")
  listCommand: 'celocli network:whitelist', // src: docs_using_fee_abstraction, docs_fee_currencies
  directoryMethod: 'getCurrencies()', // src: docs_using_fee_abstraction
  /** The L1-era figure; on the L2 the overhead is a per-token `intrinsicGas` in the FeeCurrencyDirectory. */
  extraGas: 'about 50,000 additional gas', // src: docs_fee_abstraction_docusaurus
} as const;

/** A token by symbol; throws at build time when the symbol is unknown. */
export function tokenBySymbol(network: NetworkId, symbol: string): Token {
  const found = tokens[network].find((t) => t.symbol === symbol);
  if (!found) throw new Error(`No token "${symbol}" on ${network} in src/data/tokens.ts`);
  return found;
}

/** Issuers of the stablecoins in `tokens`, with their home pages. */
export interface StablecoinIssuer {
  /** Matches `Token.issuer`; `Mento` for the Mento stablecoins (kind `mento`). */
  name: string;
  /** The issuer's home page, as the Celo stablecoin list links it. */
  url: string;
  sources: Sources;
}

const stablecoinList = 'celo-org/docs@a5fae26323a86f3d2fd83c73e865e5f4bc4cb0ca:build/tools/contracts/stablecoin-contracts.mdx';

export const stablecoinIssuers: readonly StablecoinIssuer[] = [
  {name: 'Mento', url: 'https://www.mento.org/', sources: [stablecoinList]},
  {name: 'Circle', url: 'https://www.circle.com/usdc', sources: [stablecoinList]},
  {name: 'Tether', url: 'https://tether.to/en/', sources: [stablecoinList]},
  {name: 'Anchorage Digital Bank', url: 'https://usat.io/', sources: [stablecoinList, 'celo-org/docs@e3b26446bc1e7f70349858aea90c24eb341134f2:build-on-celo/build-with-usat.mdx']},
  {name: 'Glo Foundation', url: 'https://www.glodollar.org/', sources: [stablecoinList]},
  {name: 'BRLA', url: 'https://brla.digital/', sources: [stablecoinList]},
  {name: 'Minteo', url: 'https://minteo.com/', sources: [stablecoinList]},
  {name: 'Angle', url: 'https://www.angle.money/', sources: [stablecoinList]},
  {name: 'GoodDollar', url: 'https://www.gooddollar.org/', sources: [stablecoinList]},
  {name: 'Mountain Protocol', url: 'https://mountainprotocol.com/', sources: [stablecoinList]},
  {name: 'VNX', url: 'https://vnx.io/', sources: [stablecoinList]},
  {name: 'Ripio', url: 'https://ripio.com/', sources: [stablecoinList]},
  {name: 'Africa Stablecoin Consortium', url: 'https://cngn.co/', sources: [stablecoinList]},
  {name: 'IDRX', url: 'https://idrx.co/', sources: [stablecoinList]},
];

/** The issuer record of a token, or undefined for tokens without an issuer (CELO, WETH, XAUt0). */
export function issuerOf(token: Token): StablecoinIssuer | undefined {
  const name = token.kind === 'mento' ? 'Mento' : token.issuer;
  return stablecoinIssuers.find((i) => i.name === name);
}

const usatGuideLaunch = 'celo-org/docs@e3b26446bc1e7f70349858aea90c24eb341134f2:build-on-celo/build-with-usat.mdx';
const usatGuideNewest = 'celo-org/docs@cdf5e7698211dede0c5bec8506e2fb579d3fec9e:build/build-with-usat.mdx';

/**
 * USA₮ on Celo, as Celo's USA₮ guide states it. The guide at launch (usatGuideLaunch) described the Self and
 * Google Cloud faucet and a wallet display issue; its newest version (usatGuideNewest) keeps the launch facts
 * and the faucet as a pattern to build, and no longer carries the display note, so pages give that note as
 * what the guide said at launch.
 */
export const usatFacts = {
  launchedOnCelo: '2026-03-31', // src: usatGuideLaunch, usatGuideNewest ("launched on March 31, 2026")
  /** "Celo is the first chain outside Ethereum to host USA₮." */
  firstChainAfterEthereum: true, // src: usatGuideLaunch, usatGuideNewest
  /** A Mainnet faucet that gives USA₮ to people who prove with the Self app, by zero-knowledge proofs, that they are real and clear of OFAC sanctions. */
  faucet: {
    builtBy: ['Self', 'Google Cloud'], // src: usatGuideLaunch ("Distribution via Self + Google Cloud")
    documents: 'a biometric passport or a national ID card', // src: usatGuideLaunch
    checks: 'that they are a real person who clears OFAC sanctions screening', // src: usatGuideLaunch ("confirms humanity (including OFAC sanctions clearance)")
  },
  /** The wallet display note of the launch guide. */
  displayNote: {
    field: 'priceUsd: NaN', // src: usatGuideLaunch ("Builder Note — Wallet Display")
    wallets: 'some wallets derived from Valora', // src: usatGuideLaunch
  },
  sources: [usatGuideLaunch, usatGuideNewest],
} as const;
