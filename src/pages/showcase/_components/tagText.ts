import '@site/src/i18n/codeStrings?namespace=showcase';
import {translate} from '@docusaurus/Translate';
import type {TagType} from '@site/src/data/showcase';

/**
 * The showcase tags' labels and descriptions in the page's language. src/data/showcase.ts keeps the
 * English, which its data test reads in Node; the `Record` makes the compiler refuse a tag without a
 * text here, and tests/unit/i18n-code-strings.test.ts holds the English to the data's.
 */
export function showcaseTagText(tag: TagType): {label: string; description: string} {
  const texts: Record<TagType, {label: string; description: string}> = {
    popular: {
      label: translate({id: 'showcase.tag.popular', message: 'Popular'}),
      description: translate({id: 'showcase.tag.popular.description', message: 'Widely used projects in the Celo ecosystem.'}),
    },
    apps: {
      label: translate({id: 'showcase.tag.apps', message: 'Apps'}),
      description: translate({id: 'showcase.tag.apps.description', message: 'Consumer apps people use every day on Celo.'}),
    },
    impact: {
      label: translate({id: 'showcase.tag.impact', message: 'Impact'}),
      description: translate({
        id: 'showcase.tag.impact.description',
        message: 'Projects that put money and services in the hands of people who need them.',
      }),
    },
    defi: {
      label: 'DeFi',
      description: translate({id: 'showcase.tag.defi.description', message: 'Exchanges, lending markets and stablecoin protocols.'}),
    },
    refi: {
      label: 'ReFi',
      description: translate({id: 'showcase.tag.refi.description', message: 'Regenerative finance: climate, nature and community funding on chain.'}),
    },
    earn: {
      label: translate({id: 'showcase.tag.earn', message: 'Earn'}),
      description: translate({id: 'showcase.tag.earn.description', message: 'Ways to earn yield, rewards or income with your assets.'}),
    },
    wallets: {
      label: translate({id: 'showcase.tag.wallets', message: 'Wallets'}),
      description: translate({id: 'showcase.tag.wallets.description', message: 'Wallets that hold CELO and Celo stablecoins.'}),
    },
    favorite: {
      label: translate({id: 'showcase.tag.favorite', message: 'Favorite'}),
      description: translate({id: 'showcase.tag.favorite.description', message: 'Projects we recommend to start with; shown under Most Popular.'}),
    },
    developers: {
      label: translate({id: 'showcase.tag.developers', message: 'Developers'}),
      description: translate({id: 'showcase.tag.developers.description', message: 'Infrastructure, SDKs, explorers and data tools for builders.'}),
    },
    integrations: {
      label: translate({id: 'showcase.tag.integrations', message: 'Integrations'}),
      description: translate({
        id: 'showcase.tag.integrations.description',
        message: 'Bridges, oracles and cross-chain messaging that connect Celo to other chains.',
      }),
    },
    validators: {
      label: translate({id: 'showcase.tag.validators', message: 'Validators'}),
      description: translate({id: 'showcase.tag.validators.description', message: 'Operators that run Celo infrastructure and offer staking.'}),
    },
  };
  return texts[tag];
}
