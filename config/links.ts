/** External destinations used by the navbar, footer and pages. One place to change them. */
export const externalLinks = {
  github: 'https://github.com/celo-org/docs',
  githubOrg: 'https://github.com/celo-org',
  editBase: 'https://github.com/celo-org/docs/edit/main/',
  feedback: 'https://github.com/celo-org/docs/issues/new',
  forum: 'https://forum.celo.org',
  website: 'https://celo.org',
  ecosystem: 'https://celo.org/ecosystem',
  chat: 'https://chat.celo.org',
  developerTooling: 'https://github.com/celo-org/developer-tooling',
} as const;
