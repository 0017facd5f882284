/**
 * Fiat on- and off-ramps and exchanges for CELO and Celo stablecoins, as listed by the Celo
 * documentation. Every record names its source; tests/unit/stablecoins-data.test.ts checks
 * URLs (https), duplicates and that every record has a source.
 *
 * The ramp directory in the source carries the note "Last updated: 06/24/2025"; coverage,
 * payment methods and assets change often, so pages tell readers to confirm with the provider.
 */
import type {Sources} from './sources';

const rampsPage = 'celo-org/docs@1b400d6180d0122ef593af9b31ef289569acba85:home/ramps.mdx';
const exchangesPage = 'celo-org/docs@0c4809078a34b4a91060911f322d36419a2b8319:home/exchanges.mdx';

/** The date the source directory says it was last updated. */
export const rampsDirectoryUpdated = '2025-06-24';

export interface Ramp {
  name: string;
  /** Home page as linked by the source; absent when the source gives none. */
  url?: string;
  /** Where it operates, as the source states it (a list, or a count for long lists). */
  coverage: string;
  paymentMethods: readonly string[];
  /** Assets on Celo the source lists for the provider; empty when the source lists none. */
  assets: readonly string[];
  /** `api`: infrastructure other apps integrate, not a consumer ramp. */
  kind: 'consumer' | 'api';
  sources: Sources;
}

export const ramps: readonly Ramp[] = [
  {name: 'Banxa', url: 'https://banxa.com/', coverage: '156 countries', paymentMethods: ['Card', 'Bank transfer (SEPA)'], assets: ['USDT', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Bitfy', coverage: 'Brazil', paymentMethods: ['Bank transfer (PIX)'], assets: ['CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Bitmama', url: 'https://bitmama.io/', coverage: 'Ghana, Nigeria', paymentMethods: ['Bank transfer', 'Mobile money'], assets: ['CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Bridge', url: 'https://www.bridge.xyz/', coverage: 'Global, through the fiat rails it supports', paymentMethods: ['ACH and wire (USD)', 'SEPA (EUR)', 'SPEI (MXN)', 'Pix (BRL)', 'Faster Payments (GBP)', 'Bre-B and PSE/ACH (COP, beta)'], assets: ['USDC'], kind: 'api', sources: [rampsPage]},
  {name: 'Cashramp', url: 'https://cashramp.co/', coverage: 'Nigeria, Ghana, Kenya, Uganda', paymentMethods: ['Bank transfer'], assets: ['USDT', 'USDC', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Cobru', url: 'https://cobru.co/', coverage: 'Colombia', paymentMethods: ['Bank transfer (SPEI)'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'El Dorado', url: 'https://eldorado.io/en/', coverage: 'Argentina, Colombia, Panama, Venezuela', paymentMethods: ['Bank transfer'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'FlowBTC', url: 'https://www.flowbtc.com.br/', coverage: 'Brazil', paymentMethods: ['Bank transfer (PIX)'], assets: ['CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Fonbnk', url: 'https://www.fonbnk.com/', coverage: 'Ghana, Kenya, Nigeria, South Africa, Tanzania (the source heads this list "17 countries")', paymentMethods: ['Mobile money'], assets: ['USDT', 'USDC', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'GCash', url: 'https://new.gcash.com/', coverage: 'Philippines', paymentMethods: ['Mobile wallet (GCash)'], assets: [], kind: 'consumer', sources: [rampsPage]},
  {name: 'Kotani Pay', url: 'https://kotanipay.com/', coverage: 'Kenya, Tanzania, Uganda', paymentMethods: ['Mobile money'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'MoonPay', url: 'https://www.moonpay.com/en-gb', coverage: '77 countries', paymentMethods: ['Card', 'Bank transfer (SEPA)'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Partna', url: 'https://getpartna.com/', coverage: 'Nigeria', paymentMethods: ['Bank transfer'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Paychant', url: 'https://paychant.com/', coverage: 'Nigeria, Kenya, Ghana, Uganda, Zambia', paymentMethods: ['Bank transfer'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Ramp Network', url: 'https://ramp.network/', coverage: '125 countries', paymentMethods: ['Card', 'Bank transfer (SEPA)'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Simplex', url: 'https://www.simplex.com/', coverage: '152 countries', paymentMethods: ['Card'], assets: ['CELO'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Transak', url: 'https://transak.com/', coverage: '86 countries', paymentMethods: ['Card', 'Bank transfer (SEPA)'], assets: ['USDT', 'USDC', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'TransFi', url: 'https://www.transfi.com/', coverage: 'India, Philippines', paymentMethods: ['Bank transfer (UPI)', 'Mobile wallet (GCash)'], assets: [], kind: 'consumer', sources: [rampsPage]},
  {name: 'Yellow Card', url: 'https://yellowcard.io/', coverage: '20 countries in Africa', paymentMethods: ['Bank transfer', 'Mobile money'], assets: ['USDT', 'USDC', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
];

export interface Exchange {
  name: string;
  /** Link as given by the source (referral parameters removed). */
  url: string;
  kind: 'centralized' | 'decentralized' | 'tracker';
  sources: Sources;
}

/** Places the Celo documentation lists for trading CELO. */
export const exchanges: readonly Exchange[] = [
  {name: 'Binance', url: 'https://www.binance.com/en/trade/CELO_USDT', kind: 'centralized', sources: [exchangesPage]},
  {name: 'Coinbase', url: 'https://exchange.coinbase.com/trade/CGLD-USD', kind: 'centralized', sources: [exchangesPage]},
  {name: 'Uniswap', url: 'https://app.uniswap.org/', kind: 'decentralized', sources: [exchangesPage]},
  {name: 'Velodrome', url: 'https://velodrome.finance/', kind: 'decentralized', sources: [exchangesPage]},
  {name: 'CoinMarketCap market list', url: 'https://coinmarketcap.com/currencies/celo/', kind: 'tracker', sources: [exchangesPage]},
];
