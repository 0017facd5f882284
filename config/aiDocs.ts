import type {AiDocsOptions} from '../src/plugins/ai-docs';

/** How the AI layer (src/plugins/ai-docs) groups llms.txt: the sidebars in navbar order, with the navbar's names. */
export const aiDocsOptions: AiDocsOptions = {
  sidebars: {
    whatisCeloSidebar: 'What is Celo',
    buildOnCeloSidebar: 'Build',
    toolingSidebar: 'Tooling',
    celoL2Sidebar: 'Celo L2',
    communitySidebar: 'Community',
  },
  exclude: ['/search', '/markdown-page', '/404.html'],
};

/**
 * The site's public origin. Canonical links, the sitemap and every absolute URL of the AI layer
 * (llms.txt, the Markdown twins) use it. `SITE_URL` overrides it for a preview deployment or for
 * `bench/afdocs`, which serves a build on 127.0.0.1 and needs the links to point there.
 */
export function siteUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return 'https://docs.celo.org';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://docs.celo.org (got "${raw}")`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an http(s) origin with no path, query or hash (got "${raw}")`);
  }
  return url.origin;
}
