import { startFreshServer } from './support/server.ts';
import { launchBrowser, openPhone } from './support/browser.ts';
const server = await startFreshServer({ LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
try {
  const { page } = await openPhone(browser);
  await page.addInitScript(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as any[]) {
        (window as any).__shifts.push({ value: entry.value, t: Math.round(entry.startTime), sources: (entry.sources ?? []).map((s: any) => ({ node: s.node ? (s.node.className || s.node.nodeName) + '|' + (s.node.getAttribute?.('data-testid') ?? '') : null, prev: s.previousRect?.toJSON(), cur: s.currentRect?.toJSON() })) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.baseUrl + '/m/gameList?gameType=RNG');
  await page.waitForTimeout(4000);
  console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1).slice(0, 4000));
} finally { await browser.close(); await server.stop(); }
