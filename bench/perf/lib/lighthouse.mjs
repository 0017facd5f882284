// One Lighthouse run (mobile preset, the default config) in a fresh headless
// Chromium, reduced to the figures the benchmark reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function chromePath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Runs Lighthouse once on `url` and returns scores, metrics and byte counts. */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({chromePath: chromePath(), chromeFlags: CHROME_FLAGS});
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const summary = audit('resource-summary')?.details?.items ?? [];
    const bytesOf = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    const failed = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => {
          const items = lhr.audits[ref.id].details?.items ?? [];
          const nodes = items.map((item) => item.node?.selector ?? item.node?.snippet).filter(Boolean).slice(0, 3);
          return nodes.length ? `${ref.id} (${nodes.join(' | ')})` : ref.id;
        });
    return {
      url,
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories['best-practices'].score,
      seo: lhr.categories.seo.score,
      fcp: audit('first-contentful-paint').numericValue,
      lcp: audit('largest-contentful-paint').numericValue,
      tbt: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      si: audit('speed-index').numericValue,
      totalBytes: audit('total-byte-weight').numericValue,
      scriptBytes: bytesOf('script'),
      cssBytes: bytesOf('stylesheet'),
      requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? 0,
      bootupMs: audit('bootup-time')?.numericValue ?? 0,
      mainThreadMs: audit('mainthread-work-breakdown')?.numericValue ?? 0,
      failedAudits: {
        accessibility: failed('accessibility'),
        bestPractices: failed('best-practices'),
        seo: failed('seo'),
      },
    };
  } finally {
    await chrome.kill();
  }
}
