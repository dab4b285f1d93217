import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startFreshServer } from '/work/main/e2e/support/server.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '/work/main/e2e/support/browser.ts';
const server = await startFreshServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const runs = Number(process.env.RUNS ?? 1);
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(server.baseUrl + (process.env.ROUTE ?? '/m/home'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'pwa', 'best-practices'] });
    const lhr = result!.lhr;
    const a = lhr.audits;
    console.log('perf', Math.round((lhr.categories.performance!.score ?? 0) * 100),
      'FCP', a['first-contentful-paint']!.displayValue, 'LCP', a['largest-contentful-paint']!.displayValue,
      'TBT', a['total-blocking-time']!.displayValue, 'CLS', a['cumulative-layout-shift']!.displayValue, 'SI', a['speed-index']!.displayValue);
    if (process.env.DETAIL) {
      const items = (id: string) => ((a[id]?.details as { items?: unknown[] } | undefined)?.items ?? []);
      console.log('LCP el', JSON.stringify(items('largest-contentful-paint-element')).slice(0, 600));
      console.log('mainthread', JSON.stringify(items('mainthread-work-breakdown')).slice(0, 800));
      console.log('bootup', JSON.stringify(items('bootup-time').slice(0, 8)).slice(0, 1500));
      console.log('long tasks', JSON.stringify(items('long-tasks').slice(0, 10)).slice(0, 1500));
      for (const id of ['installable-manifest', 'service-worker', 'errors-in-console']) if (a[id]) console.log(id, a[id]!.score, JSON.stringify(a[id]!.details)?.slice(0, 600));
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
