import type {Footer} from '@docusaurus/theme-common';
import {externalLinks} from './links';

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'What is Celo', to: '/what-is-celo'},
        {label: 'Celo as an Ethereum L2', to: '/cel2'},
        {label: 'Networks', to: '/network'},
        {label: 'Learn', to: '/learn'},
      ],
    },
    {
      title: 'Build',
      items: [
        {label: 'Build on Celo', to: '/build'},
        {label: 'Developer tools', to: '/developer'},
        {label: 'celocli reference', to: '/cli'},
        {label: 'Integration', to: '/integration'},
      ],
    },
    {
      title: 'Operate',
      items: [
        {label: 'Wallets', to: '/wallet'},
        {label: 'Contracts', to: '/contracts'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Forum', href: externalLinks.forum},
        {label: 'Community chat', href: externalLinks.chat},
        {label: 'GitHub', href: externalLinks.githubOrg},
        {label: 'Contribute to the docs', to: '/community'},
      ],
    },
  ],
  copyright: `Copyright © 2025 Celo Foundation. Built with Docusaurus.`,
};
