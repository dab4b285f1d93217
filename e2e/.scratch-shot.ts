import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, PHONE_USER_AGENT } from './support/browser.ts';
import { apiLoginSession } from './support/accounts.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:18089';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT, locale: 'en-US' });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
if (process.env.LOGIN) {
  const s = await apiLoginSession(base, 'DEMO', 'demo', 'demo1234');
  await context.addInitScript((info) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), { token: s.token, merchantCode: 'DEMO', userName: s.userName, type: s.type, firstTimeLogin: false });
}
await page.goto(base + (process.env.ROUTE ?? '/m/home'));
await page.getByTestId('page-home').or(page.getByTestId('page-notice')).first().waitFor();
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shots/top.png' });
if (process.env.FULL) { await page.mouse.wheel(0, 900); await page.waitForTimeout(1500); await page.screenshot({ path: '/tmp/shots/full.png', fullPage: true }); }
await browser.close();
