/**
 * Third-party services. Every one is OFF unless its environment variables are
 * set at build time, so the default build loads nothing from another host.
 * Read by docusaurus.config.ts and by the CSP header builder.
 */
import type {PluginConfig} from '@docusaurus/types';

export type Env = Record<string, string | undefined>;

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface AssistantSettings {
  scriptUrl: string;
  apiKey: string;
}

export interface Services {
  /** Hosted DocSearch: ALGOLIA_APP_ID + ALGOLIA_SEARCH_API_KEY (index defaults to `celo`). */
  algolia: AlgoliaSettings | null;
  /** AI documentation assistant widget: AI_ASSISTANT_SCRIPT_URL + AI_ASSISTANT_API_KEY. */
  assistant: AssistantSettings | null;
  /** Google Analytics 4 measurement id: GA_MEASUREMENT_ID. */
  analyticsId: string | null;
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function readServices(env: Env): Services {
  const appId = nonEmpty(env.ALGOLIA_APP_ID);
  const apiKey = nonEmpty(env.ALGOLIA_SEARCH_API_KEY);
  const scriptUrl = nonEmpty(env.AI_ASSISTANT_SCRIPT_URL);
  const assistantKey = nonEmpty(env.AI_ASSISTANT_API_KEY);
  if (scriptUrl && !scriptUrl.startsWith('https://')) {
    throw new Error(`AI_ASSISTANT_SCRIPT_URL must be an https:// URL, got "${scriptUrl}"`);
  }
  return {
    algolia:
      appId && apiKey
        ? {appId, apiKey, indexName: nonEmpty(env.ALGOLIA_INDEX_NAME) ?? 'celo'}
        : null,
    assistant: scriptUrl && assistantKey ? {scriptUrl, apiKey: assistantKey} : null,
    analyticsId: nonEmpty(env.GA_MEASUREMENT_ID),
  };
}

/**
 * The one script DocSearch loads from a CDN (its insights client, when `insights` is on). Named by
 * its full path: cdn.jsdelivr.net as a whole serves any npm package, JSONP and AngularJS
 * included, which would let an injected tag bypass the policy. tests/unit/csp-evaluator.test.ts
 * checks the version against the installed DocSearch.
 */
export const SEARCH_INSIGHTS_SCRIPT = 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';

/**
 * Google Analytics: gtag.js and the scripts it loads live under /gtag/. The host's other paths
 * (/gtm/js among them) can run arbitrary tags, so the policy names this folder only.
 */
export const GTAG_SCRIPTS = 'https://www.googletagmanager.com/gtag/';

/** Origins (script sources narrowed to paths where the host serves more) a Content-Security-Policy must allow for the services switched on. */
export function thirdPartyOrigins(services: Services): {script: string[]; connect: string[]} {
  const script: string[] = [];
  const connect: string[] = [];
  if (services.algolia) {
    const host = `https://${services.algolia.appId}-dsn.algolia.net`;
    connect.push(host, 'https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io');
    script.push(SEARCH_INSIGHTS_SCRIPT);
  }
  if (services.assistant) {
    const origin = new URL(services.assistant.scriptUrl).origin;
    script.push(origin);
    connect.push(origin);
  }
  if (services.analyticsId) {
    script.push(GTAG_SCRIPTS);
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
  }
  return {script, connect};
}

/** Plugins that exist only when their service is configured. */
export function servicePlugins(services: Services): PluginConfig[] {
  const plugins: PluginConfig[] = [];
  if (services.analyticsId) {
    // @docusaurus/plugin-google-gtag, with its script started by the script loader.
    plugins.push(['./src/script-loader/gtag.ts', {trackingID: services.analyticsId, anonymizeIP: true}]);
  }
  if (services.assistant) {
    plugins.push(['./src/plugins/ai-assistant/index.ts', {...services.assistant}]);
  }
  return plugins;
}
