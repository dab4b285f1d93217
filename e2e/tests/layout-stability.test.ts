import { describe, expect, it } from 'vitest';
import { useKnownCaptchas } from '../support/accounts.ts';
import { input, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';

/** Every layout shift of the page, summed as Chromium reports them (the CLS of one page view). */
const RECORD_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Pages whose content arrives after the first paint; each holds the place of what is still loading. */
const PAGES = [
  { path: '/m/gameList?gameType=RNG', ready: 'game-tile' },
  { path: '/m/slotsCenter', ready: 'game-tile' },
  { path: '/m/gameLobby', ready: 'page-gameLobby' },
  { path: '/m/home', ready: 'page-home' },
  // Its banner (group m_reg) and captcha image arrive after the form's settings.
  { path: '/m/register', ready: 'register-banner' },
];

describe('layout stability', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it.each(PAGES)('$path does not move its content while it loads', async ({ path, ready }) => {
    const page = await phone.open();
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(`${baseUrl()}${path}`);
    await page.getByTestId(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    // A cumulative shift below 0.1 is "good"; pages that reserve their boxes stay near 0.
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.01);
  });

  it('home opens at its top after registering at the foot of the registration page (320 px)', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await preferEnglish(page);
    const captchas = await useKnownCaptchas(page, baseUrl());
    await page.goto(`${baseUrl()}/m/register`);
    await page.getByTestId('register-captcha-image').locator('img').waitFor();
    await input(page, 'register-username').fill(uniqueName('top'));
    await input(page, 'register-password').fill('secret123');
    await input(page, 'register-confirmPassword').fill('secret123');
    await input(page, 'register-captcha').fill(captchas.answer());
    await page.getByTestId('register-submit').click();
    await page.getByTestId('page-home').waitFor();
    await page.getByTestId('home-game').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
