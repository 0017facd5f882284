import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks} from './links';

export function navbar(options: {search: boolean}): Navbar {
  return {
    title: 'Celo Docs',
    logo: {
      alt: 'Celo Docs home',
      src: 'img/logo-light.svg',
      srcDark: 'img/logo-dark.svg',
      width: 32,
      height: 32,
    },
    // Hides while reading downwards, comes back as soon as the reader scrolls up.
    hideOnScroll: true,
    items: [
      {to: '/what-is-celo', label: 'What is Celo', position: 'left'},
      {to: '/build', label: 'Build', position: 'left'},
      {to: '/developer', label: 'Tooling', position: 'left'},
      {to: '/cel2', label: 'Celo L2', position: 'left'},
      {
        type: 'dropdown',
        label: 'More',
        position: 'right',
        items: [
          {label: 'Ecosystem', href: externalLinks.ecosystem},
          {label: 'Celo website', href: externalLinks.website},
          {label: 'Community chat', href: externalLinks.chat},
        ],
      },
      {
        type: 'dropdown',
        label: 'Support',
        position: 'right',
        items: [
          {label: 'Forum', href: externalLinks.forum},
          {label: 'Leave feedback', href: externalLinks.feedback},
        ],
      },
      {
        type: 'docsVersionDropdown',
        position: 'right',
      },
      {
        type: 'localeDropdown',
        position: 'right',
        dropdownItemsAfter: [{type: 'html', value: '<hr class="dropdown-separator">'}, {to: '/community/translations', label: 'Help us translate'}],
      },
      {
        href: externalLinks.github,
        label: 'GitHub',
        position: 'right',
      },
      ...(options.search ? [{type: 'search' as const, position: 'right' as const}] : []),
    ],
  };
}
