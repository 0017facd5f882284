// temporary probe (deleted before commit): when do requests start relative to the observed LCP?
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROME_FLAGS, chromePath} from './lib/lighthouse.mjs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({chromePath: chromePath(), chromeFlags: CHROME_FLAGS});
try {
  const {lhr} = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  const m = lhr.audits.metrics.details.items[0];
  console.log('score', lhr.categories.performance.score, 'lcp', Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    'observed FCP', m.observedFirstContentfulPaint, 'observed LCP', m.observedLargestContentfulPaint, 'tbt', m.totalBlockingTime);
  const el = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log('LCP element', el?.snippet?.slice(0, 120));
  for (const r of lhr.audits['network-requests'].details.items) {
    console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.priority, r.transferSize, r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80));
  }
} finally { await chrome.kill(); }
