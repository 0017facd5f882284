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
/** Celo's earlier showcase (Docusaurus era), whose Bitfy entry gives the website the ramps directory leaves out. */
const bitfyShowcase = 'celo-org/docs@4a521070421ff132a87e3aafdd3289d8ec6a97dd:src/data/users.tsx';

/** The date the source directory says it was last updated. */
export const rampsDirectoryUpdated = '2025-06-24';

export interface Ramp {
  name: string;
  /** Home page as linked by the source; absent when the source gives none. */
  url?: string;
  /** Where it operates, as the source states it (a list, or a count for long lists). */
  coverage: string;
  /** Every country the source lists for the provider; absent when the source names none (Bridge). */
  countries?: readonly string[];
  paymentMethods: readonly string[];
  /** Assets on Celo the source lists for the provider; empty when the source lists none. */
  assets: readonly string[];
  /** `api`: infrastructure other apps integrate, not a consumer ramp. */
  kind: 'consumer' | 'api';
  sources: Sources;
}

/**
 * Countries of the providers whose source entry has a long list, in the source's order. Names are
 * the source's, with five spellings made consistent across providers so the country index merges
 * them: Swaziland is written Eswatini, "Bahamas, The" Bahamas, "Falkland Island" Falkland Islands,
 * "Bostwana" Botswana and "DRC" Democratic Republic of the Congo. Simplex's list names both Eswatini
 * and Swaziland, so it has one country fewer here than its 152 entries.
 */
const longLists = {
  banxa: [
    'Andorra', 'Angola', 'Antigua and Barbuda', 'Argentina', 'Armenia', 'Aruba', 'Australia', 'Austria',
    'Azerbaijan', 'Bahrain', 'Bangladesh', 'Barbados', 'Belgium', 'Belize', 'Benin', 'Bhutan', 'Bolivia', 'Botswana',
    'Brazil', 'Brunei Darussalam', 'Bulgaria', 'Cabo Verde', 'Cambodia', 'Cameroon', 'Canada', 'Cayman Islands',
    'Chad', 'Chile', 'Colombia', 'Comoros', 'Costa Rica', 'Croatia', 'Cyprus', 'Czechia', 'Denmark', 'Djibouti',
    'Dominica', 'Dominican Republic', 'Ecuador', 'Egypt', 'El Salvador', 'Equatorial Guinea', 'Estonia',
    'Falkland Islands', 'Faroe Islands', 'Fiji', 'France', 'French Polynesia', 'Gambia', 'Georgia', 'Germany',
    'Ghana', 'Greece', 'Grenada', 'Guatemala', 'Guyana', 'Honduras', 'Hong Kong', 'Hungary', 'Iceland', 'India',
    'Indonesia', 'Ireland', 'Israel', 'Italy', 'Jamaica', 'Japan', 'Jersey', 'Jordan', 'Kazakhstan', 'Kenya',
    'Kiribati', 'Kuwait', 'Kyrgyzstan', 'Laos', 'Latvia', 'Lesotho', 'Liechtenstein', 'Lithuania', 'Luxembourg',
    'Madagascar', 'Malawi', 'Malaysia', 'Maldives', 'Marshall Islands', 'Mauritania', 'Mauritius', 'Mexico',
    'Monaco', 'Montenegro', 'Morocco', 'Mozambique', 'Namibia', 'Nauru', 'Nepal', 'Netherlands', 'New Zealand',
    'Niue', 'Norfolk Island', 'North Macedonia', 'Northern Mariana Islands', 'Norway', 'Oman', 'Pakistan', 'Palau',
    'Panama', 'Papua New Guinea', 'Paraguay', 'Peru', 'Philippines', 'Poland', 'Portugal', 'Puerto Rico', 'Qatar',
    'Réunion', 'Romania', 'Rwanda', 'Samoa', 'San Marino', 'Saudi Arabia', 'Senegal', 'Serbia', 'Seychelles',
    'Sierra Leone', 'Singapore', 'Slovenia', 'Solomon Islands', 'South Africa', 'South Korea', 'Spain', 'St. Martin',
    'Suriname', 'Eswatini', 'Sweden', 'Switzerland', 'Tajikistan', 'Tanzania', 'Thailand', 'Timor-Leste', 'Togo',
    'Tonga', 'Trinidad and Tobago', 'Turkey', 'Turkmenistan', 'Turks and Caicos Islands', 'Tuvalu', 'Uganda',
    'United Arab Emirates', 'United Kingdom', 'United States', 'Uruguay', 'Uzbekistan', 'Vatican', 'Vietnam',
    'Wallis and Futuna', 'Zambia',
  ],
  moonPay: [
    'Algeria', 'Andorra', 'Angola', 'Antigua and Barbuda', 'Argentina', 'Armenia', 'Australia', 'Austria',
    'Azerbaijan', 'Bahrain', 'Belgium', 'Brazil', 'Bulgaria', 'Canada', 'Colombia', 'Croatia', 'Cyprus', 'Czechia',
    'Denmark', 'Dominica', 'Dominican Republic', 'Egypt', 'El Salvador', 'Estonia', 'France', 'Germany', 'Greece',
    'Hong Kong', 'Indonesia', 'Ireland', 'Israel', 'Italy', 'Jordan', 'Kenya', 'Kiribati', 'Kuwait', 'Latvia',
    'Liechtenstein', 'Lithuania', 'Luxembourg', 'Marshall Islands', 'Mexico', 'Monaco', 'Montenegro', 'Nauru',
    'Netherlands', 'New Zealand', 'Nigeria', 'Norway', 'Oman', 'Palau', 'Peru', 'Poland', 'Portugal', 'Romania',
    'San Marino', 'Slovenia', 'South Africa', 'Spain', 'Sri Lanka', 'Sweden', 'Switzerland', 'Thailand',
    'Timor-Leste', 'Turkey', 'Tuvalu', 'United Kingdom', 'Vatican', 'Vietnam',
  ],
  rampNetwork: [
    'Albania', 'Andorra', 'Angola', 'Antigua and Barbuda', 'Argentina', 'Australia', 'Austria', 'Belgium', 'Belize',
    'Bhutan', 'Bosnia and Herzegovina', 'Botswana', 'Brazil', 'Bulgaria', 'Cabo Verde', 'Canada', 'Chile', 'Comoros',
    'Costa Rica', 'Croatia', 'Cyprus', 'Czechia', 'Denmark', 'Djibouti', 'Dominica', 'Dominican Republic',
    'El Salvador', 'Equatorial Guinea', 'Estonia', 'Eswatini', 'Ethiopia', 'Falkland Islands', 'Faroe Islands',
    'Finland', 'France', 'French Polynesia', 'Gambia', 'Georgia', 'Germany', 'Ghana', 'Greece', 'Grenada',
    'Guatemala', 'Guinea', 'Honduras', 'Hong Kong', 'Hungary', 'Iceland', 'India', 'Ireland', 'Israel', 'Italy',
    'Jersey', 'Kazakhstan', 'Kenya', 'Kiribati', 'Kuwait', 'Laos', 'Latvia', 'Liechtenstein', 'Lithuania',
    'Luxembourg', 'Madagascar', 'Malawi', 'Malaysia', 'Malta', 'Marshall Islands', 'Mauritania', 'Mexico', 'Moldova',
    'Monaco', 'Montenegro', 'Mozambique', 'Nauru', 'Netherlands', 'New Zealand', 'Niue', 'Norfolk Island',
    'North Macedonia', 'Northern Mariana Islands', 'Norway', 'Papua New Guinea', 'Paraguay', 'Peru', 'Philippines',
    'Poland', 'Portugal', 'Réunion', 'Romania', 'Rwanda', 'San Marino', 'Sao Tome and Principe', 'Senegal', 'Serbia',
    'Sierra Leone', 'Singapore', 'Sint Maarten', 'Slovenia', 'Solomon Islands', 'South Africa', 'Spain', 'Sri Lanka',
    'St. Lucia', 'St. Martin', 'St. Vincent and the Grenadines', 'Suriname', 'Sweden', 'Switzerland', 'Tajikistan',
    'Thailand', 'Timor-Leste', 'Togo', 'Tonga', 'Turkey', 'Turkmenistan', 'Turks and Caicos Islands', 'Tuvalu',
    'Ukraine', 'United Kingdom', 'United States', 'Uruguay', 'Uzbekistan', 'Vatican', 'Wallis and Futuna', 'Zambia',
  ],
  simplex: [
    'Andorra', 'Antigua and Barbuda', 'Argentina', 'Armenia', 'Aruba', 'Australia', 'Austria', 'Azerbaijan',
    'Bahamas', 'Bahrain', 'Belgium', 'Belize', 'Benin', 'Bhutan', 'Bosnia and Herzegovina', 'Botswana', 'Brazil',
    'Brunei Darussalam', 'Cabo Verde', 'Canada', 'Central African Republic', 'Chad', 'Chile', 'Colombia', 'Comoros',
    'Costa Rica', 'Cyprus', 'Czechia', 'Denmark', 'Djibouti', 'Dominica', 'Dominican Republic', 'Ecuador', 'Egypt',
    'El Salvador', 'Equatorial Guinea', 'Eritrea', 'Estonia', 'Eswatini', 'Ethiopia', 'Falkland Islands',
    'Faroe Islands', 'Fiji', 'Finland', 'France', 'French Polynesia', 'Gabon', 'Gambia', 'Georgia', 'Germany',
    'Ghana', 'Greece', 'Grenada', 'Guatemala', 'Guinea', 'Guinea-Bissau', 'Guyana', 'Honduras', 'Hong Kong',
    'Hungary', 'Iceland', 'India', 'Indonesia', 'Ireland', 'Israel', 'Italy', 'Japan', 'Jersey', 'Kazakhstan',
    'Kiribati', 'Kosovo', 'Kuwait', 'Laos', 'Latvia', 'Lesotho', 'Liberia', 'Liechtenstein', 'Lithuania',
    'Luxembourg', 'Madagascar', 'Malawi', 'Malaysia', 'Maldives', 'Mali', 'Malta', 'Marshall Islands', 'Mauritania',
    'Mauritius', 'Mexico', 'Moldova', 'Mongolia', 'Montenegro', 'Nauru', 'Nepal', 'Netherlands', 'New Zealand',
    'Niue', 'Norfolk Island', 'North Macedonia', 'Northern Mariana Islands', 'Norway', 'Oman', 'Palau',
    'Papua New Guinea', 'Paraguay', 'Peru', 'Poland', 'Portugal', 'Puerto Rico', 'Qatar', 'Réunion', 'Romania',
    'Rwanda', 'Samoa', 'San Marino', 'Sao Tome and Principe', 'Senegal', 'Serbia', 'Seychelles', 'Sierra Leone',
    'Singapore', 'Sint Maarten', 'Slovenia', 'Solomon Islands', 'South Korea', 'Spain', 'Sri Lanka',
    'St. Kitts and Nevis', 'St. Lucia', 'St. Martin', 'St. Vincent and the Grenadines', 'Suriname', 'Sweden',
    'Switzerland', 'Tajikistan', 'Thailand', 'Timor-Leste', 'Togo', 'Tonga', 'Tunisia', 'Turkey', 'Turkmenistan',
    'Turks and Caicos Islands', 'Tuvalu', 'Ukraine', 'United Arab Emirates', 'Uruguay', 'Uzbekistan', 'Vatican',
    'Vietnam', 'Zambia',
  ],
  transak: [
    'Angola', 'Argentina', 'Australia', 'Austria', 'Belgium', 'Belize', 'Brazil', 'Brunei Darussalam', 'Canada',
    'Chile', 'Comoros', 'Costa Rica', 'Croatia', 'Cyprus', 'Czechia', 'Denmark', 'Djibouti', 'Dominica',
    'Dominican Republic', 'Estonia', 'Falkland Islands', 'Fiji', 'Finland', 'France', 'Georgia', 'Germany', 'Greece',
    'Grenada', 'Guatemala', 'Honduras', 'Hong Kong', 'Hungary', 'Iceland', 'India', 'Indonesia', 'Ireland', 'Israel',
    'Italy', 'Japan', 'Kazakhstan', 'Kenya', 'Kyrgyzstan', 'Latvia', 'Liechtenstein', 'Luxembourg', 'Madagascar',
    'Malawi', 'Malaysia', 'Malta', 'Mauritania', 'Mexico', 'Moldova', 'Monaco', 'Netherlands', 'New Zealand',
    'Norway', 'Oman', 'Papua New Guinea', 'Paraguay', 'Peru', 'Philippines', 'Poland', 'Portugal', 'Romania',
    'Rwanda', 'Sao Tome and Principe', 'Seychelles', 'Singapore', 'Slovakia', 'Slovenia', 'Solomon Islands',
    'South Korea', 'Spain', 'St. Kitts and Nevis', 'St. Lucia', 'St. Vincent and the Grenadines', 'Suriname',
    'Eswatini', 'Sweden', 'Switzerland', 'Tajikistan', 'Tonga', 'Turkmenistan', 'United Kingdom', 'United States',
    'Uruguay',
  ],
  yellowCard: [
    'Benin', 'Botswana', 'Burkina Faso', 'Cameroon', 'Democratic Republic of the Congo', 'Gabon', 'Ghana',
    'Ivory Coast', 'Kenya', 'Malawi', 'Mali', 'Nigeria', 'Republic of Congo', 'Rwanda', 'Senegal', 'South Africa',
    'Tanzania', 'Togo', 'Uganda', 'Zambia',
  ],
} as const;

export const ramps: readonly Ramp[] = [
  {name: 'Banxa', url: 'https://banxa.com/', coverage: '156 countries', countries: longLists.banxa, paymentMethods: ['Card', 'Bank transfer (SEPA)'], assets: ['USDT', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  // The ramps directory names Bitfy without a link; Celo's earlier showcase gives its website.
  {name: 'Bitfy', url: 'https://bitfy.app/', coverage: 'Brazil', countries: ['Brazil'], paymentMethods: ['Bank transfer (PIX)'], assets: ['CELO', 'USDm'], kind: 'consumer', sources: [rampsPage, bitfyShowcase]}, // src: bitfyShowcase (website)
  {name: 'Bitmama', url: 'https://bitmama.io/', coverage: 'Ghana, Nigeria', countries: ['Ghana', 'Nigeria'], paymentMethods: ['Bank transfer', 'Mobile money'], assets: ['CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Bridge', url: 'https://www.bridge.xyz/', coverage: 'Global, through the fiat rails it supports', paymentMethods: ['ACH and wire (USD)', 'SEPA (EUR)', 'SPEI (MXN)', 'Pix (BRL)', 'Faster Payments (GBP)', 'Bre-B and PSE/ACH (COP, beta)'], assets: ['USDC'], kind: 'api', sources: [rampsPage]},
  {name: 'Cashramp', url: 'https://cashramp.co/', coverage: 'Nigeria, Ghana, Kenya, Uganda', countries: ['Nigeria', 'Ghana', 'Kenya', 'Uganda'], paymentMethods: ['Bank transfer'], assets: ['USDT', 'USDC', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Cobru', url: 'https://cobru.co/', coverage: 'Colombia', countries: ['Colombia'], paymentMethods: ['Bank transfer (SPEI)'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'El Dorado', url: 'https://eldorado.io/en/', coverage: 'Argentina, Colombia, Panama, Venezuela', countries: ['Argentina', 'Colombia', 'Panama', 'Venezuela'], paymentMethods: ['Bank transfer'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'FlowBTC', url: 'https://www.flowbtc.com.br/', coverage: 'Brazil', countries: ['Brazil'], paymentMethods: ['Bank transfer (PIX)'], assets: ['CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Fonbnk', url: 'https://www.fonbnk.com/', coverage: '17 countries (the source lists 5)', countries: ['Ghana', 'Kenya', 'Nigeria', 'South Africa', 'Tanzania'], paymentMethods: ['Mobile money'], assets: ['USDT', 'USDC', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'GCash', url: 'https://new.gcash.com/', coverage: 'Philippines', countries: ['Philippines'], paymentMethods: ['Mobile wallet (GCash)'], assets: [], kind: 'consumer', sources: [rampsPage]},
  {name: 'Kotani Pay', url: 'https://kotanipay.com/', coverage: 'Kenya, Tanzania, Uganda', countries: ['Kenya', 'Tanzania', 'Uganda'], paymentMethods: ['Mobile money'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'MoonPay', url: 'https://www.moonpay.com/en-gb', coverage: '77 countries (the source lists 69)', countries: longLists.moonPay, paymentMethods: ['Card', 'Bank transfer (SEPA)'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Partna', url: 'https://getpartna.com/', coverage: 'Nigeria', countries: ['Nigeria'], paymentMethods: ['Bank transfer'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Paychant', url: 'https://paychant.com/', coverage: 'Nigeria, Kenya, Ghana, Uganda, Zambia', countries: ['Nigeria', 'Kenya', 'Ghana', 'Uganda', 'Zambia'], paymentMethods: ['Bank transfer'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Ramp Network', url: 'https://ramp.network/', coverage: '125 countries', countries: longLists.rampNetwork, paymentMethods: ['Card', 'Bank transfer (SEPA)'], assets: ['USDT', 'USDC'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Simplex', url: 'https://www.simplex.com/', coverage: '152 countries', countries: longLists.simplex, paymentMethods: ['Card'], assets: ['CELO'], kind: 'consumer', sources: [rampsPage]},
  {name: 'Transak', url: 'https://transak.com/', coverage: '86 countries', countries: longLists.transak, paymentMethods: ['Card', 'Bank transfer (SEPA)'], assets: ['USDT', 'USDC', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
  {name: 'TransFi', url: 'https://www.transfi.com/', coverage: 'India, Philippines', countries: ['India', 'Philippines'], paymentMethods: ['Bank transfer (UPI)', 'Mobile wallet (GCash)'], assets: [], kind: 'consumer', sources: [rampsPage]},
  {name: 'Yellow Card', url: 'https://yellowcard.io/', coverage: '20 countries in Africa', countries: longLists.yellowCard, paymentMethods: ['Bank transfer', 'Mobile money'], assets: ['USDT', 'USDC', 'CELO', 'USDm'], kind: 'consumer', sources: [rampsPage]},
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

/** One country of the ramp directory and the providers that list it. */
export interface RampCountry {
  country: string;
  ramps: readonly string[];
}

/** Every country in the ramp directory, alphabetically, with the providers that list it in data order. */
export function rampsByCountry(list: readonly Ramp[] = ramps): RampCountry[] {
  const byCountry = new Map<string, string[]>();
  for (const ramp of list) {
    for (const country of ramp.countries ?? []) {
      const names = byCountry.get(country) ?? [];
      names.push(ramp.name);
      byCountry.set(country, names);
    }
  }
  return [...byCountry.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([country, names]) => ({country, ramps: names}));
}
