import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, openPhone } from './support/browser.ts';
const base = 'http://127.0.0.1:18089';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
for (const mode of ['block', 'allow'] as const) {
  const { page, errors, context } = await openPhone(browser, { serviceWorkers: mode });
  await page.goto(base + '/m/home');
  await page.getByTestId('page-home').waitFor();
  await page.waitForTimeout(3000);
  const sw = await page.evaluate(async () => { const regs = await navigator.serviceWorker.getRegistrations(); return regs.map((r) => r.active?.scriptURL ?? r.installing?.scriptURL ?? 'none'); });
  console.log(mode, JSON.stringify(sw), errors);
  if (mode === 'allow') {
    const cdp = await context.newCDPSession(page);
    await page.reload(); await page.getByTestId('page-home').waitFor();
    console.log(JSON.stringify(await cdp.send('Page.getInstallabilityErrors')));
    console.log('controller', await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL));
    await context.setOffline(true);
    await page.goto(base + '/m/home').catch((e) => console.log('goto err', e.message));
    console.log('offline page text:', (await page.textContent('body'))?.slice(0, 80));
  }
  await context.close();
}
await browser.close();
