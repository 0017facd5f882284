/**
 * MiniPay facts that the MiniPay pages render: MiniPay's own provider methods and the pages of the MiniPay
 * team's documentation that define them. Celo's MiniPay page lists these methods by name and links their
 * reference; it does not describe their parameters, so neither does this site.
 */
import type {Sources} from './sources';

/** Celo's page for MiniPay builders in its newest navigation (build/mini-apps/overview). */
const miniAppsPage = 'celo-org/docs@e3267da361b2b6a527177d318a7179b3f25fcf80:build/mini-apps/overview.mdx';

export interface MiniPayMethod {
  /** The method name as MiniPay's reference spells it. */
  name: string;
  /** Its reference page on docs.minipay.xyz. */
  reference: string;
}

export const miniPayCustomMethods = {
  overview: 'https://docs.minipay.xyz/technical-references/custom-methods/custom-methods.html',
  methods: [
    {name: 'getExchangeRate', reference: 'https://docs.minipay.xyz/technical-references/custom-methods/get-exchange-rate.html'},
    {name: 'scanQrCode', reference: 'https://docs.minipay.xyz/technical-references/custom-methods/scan-qr-code.html'},
    {name: 'requestContact', reference: 'https://docs.minipay.xyz/technical-references/custom-methods/request-contact.html'},
  ] satisfies readonly MiniPayMethod[],
  sources: [miniAppsPage] satisfies Sources as Sources,
} as const;

/** MiniPay's user-facing wording: the fee is a "network fee", never "gas". */
export const miniPayWording = {
  feeLabel: 'network fee', // src: miniAppsPage ("label this "network fee", not "gas"")
  designStandards: 'https://docs.minipay.xyz/design-standards/', // src: miniAppsPage
  gasEstimation: 'https://docs.minipay.xyz/technical-references/gas-estimation.html', // src: miniAppsPage
} as const;

export const miniPaySources: Sources = [miniAppsPage];
