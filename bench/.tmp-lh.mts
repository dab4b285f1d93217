import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFreshServer } from '../e2e/support/server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/browser.ts';
const server = await startFreshServer({ LOG_LEVEL: 'warn' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  for (const route of (process.env.ROUTES ?? '/m/gameList?gameType=RNG').split(',')) {
    const result = await lighthouse(server.baseUrl + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    const lhr = result!.lhr;
    console.log(route, Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round((v.score ?? 0) * 100)])),
      'FCP', lhr.audits['first-contentful-paint']?.displayValue, 'LCP', lhr.audits['largest-contentful-paint']?.displayValue, 'TBT', lhr.audits['total-blocking-time']?.displayValue, 'CLS', lhr.audits['cumulative-layout-shift']?.displayValue);
    if (process.env.LIST) console.log(Object.keys(lhr.audits).filter((id) => /shift|lcp|contentful/i.test(id)).join(' '));
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric')).map((a) => a.id);
    console.log('  below 0.9:', failing.join(', '));
    for (const id of (process.env.AUDITS ?? '').split(',')) {
      const audit = lhr.audits[id];
      if (audit) console.log('  ', id, (JSON.stringify(audit.details) ?? audit.displayValue ?? '').slice(0, 1500));
    }
  }
} finally { chrome.kill(); await server.stop(); }
