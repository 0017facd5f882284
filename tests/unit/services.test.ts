import {describe, expect, it} from 'vitest';
import {readServices, servicePlugins, thirdPartyOrigins} from '../../config/services';
import {contentSecurityPolicy} from '../../config/securityHeaders.mjs';

describe('third-party services', () => {
  it('are all off with an empty environment', () => {
    const services = readServices({});
    expect(services).toEqual({algolia: null, assistant: null, analyticsId: null});
    expect(servicePlugins(services)).toEqual([]);
    expect(thirdPartyOrigins(services)).toEqual({script: [], connect: []});
  });

  it('need both Algolia variables; the index defaults to celo', () => {
    expect(readServices({ALGOLIA_APP_ID: 'APP'}).algolia).toBeNull();
    expect(readServices({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: '  '}).algolia).toBeNull();
    expect(readServices({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key'}).algolia).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'celo',
    });
  });

  it('turn on analytics (gtag page views) with GA_MEASUREMENT_ID', () => {
    const plugins = servicePlugins(readServices({GA_MEASUREMENT_ID: 'G-TEST'}));
    expect(plugins).toEqual([['./src/script-loader/gtag.ts', {trackingID: 'G-TEST', anonymizeIP: true}]]);
  });

  it('load the assistant only with an https script URL and a key', () => {
    expect(readServices({AI_ASSISTANT_API_KEY: 'k'}).assistant).toBeNull();
    expect(() => readServices({AI_ASSISTANT_SCRIPT_URL: 'http://cdn.example/w.js', AI_ASSISTANT_API_KEY: 'k'})).toThrow(
      /https/,
    );
    const services = readServices({AI_ASSISTANT_SCRIPT_URL: 'https://cdn.example/w.js', AI_ASSISTANT_API_KEY: 'k'});
    expect(servicePlugins(services)).toEqual([['./src/plugins/ai-assistant/index.ts', {scriptUrl: 'https://cdn.example/w.js', apiKey: 'k'}]]);
    expect(thirdPartyOrigins(services).script).toEqual(['https://cdn.example']);
  });

  it('add their origins to the Content-Security-Policy only when on', () => {
    const off = contentSecurityPolicy(thirdPartyOrigins(readServices({})));
    expect(off).toContain("connect-src 'self';");
    expect(off).not.toMatch(/algolia|google/);
    const on = contentSecurityPolicy(
      thirdPartyOrigins(readServices({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'k', GA_MEASUREMENT_ID: 'G-1'})),
    );
    expect(on).toContain('https://APP-dsn.algolia.net');
    expect(on).toContain('https://www.googletagmanager.com');
    expect(on).toContain("frame-ancestors 'none'");
  });
});
