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
        {label: 'Key concepts', to: '/key-concepts'},
        {label: 'Glossary', to: '/what-is-celo/using-celo/glossary'},
      ],
    },
    {
      title: 'Build',
      items: [
        {label: 'Quickstart', to: '/build/quickstart'},
        {label: 'Developer tools', to: '/developer'},
        {label: 'celocli reference', to: '/cli'},
        {label: 'Tutorials', to: '/tutorials'},
      ],
    },
    {
      title: 'Operate',
      items: [
        {label: 'Networks', to: '/network'},
        {label: 'Run a node', to: '/cel2/operators/run-node'},
        {label: 'Contract addresses', to: '/contracts/core-contracts'},
        {label: 'Showcase', to: '/showcase'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Forum', href: externalLinks.forum},
        {label: 'Community chat', href: externalLinks.chat},
        {label: 'GitHub', href: externalLinks.githubOrg},
        {label: 'Contribute to the docs', to: '/community/contributing'},
      ],
    },
  ],
  copyright: 'Copyright © 2025 Celo Foundation. Built with Docusaurus.',
};
