import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hostUrl, preferLanguage, screenshotFailures, usePhone } from '../support/browser.ts';

const titles = (page: Page) => page.locator('[data-testid^="help-title-"]').allTextContents();
const openTitles = (page: Page) => page.locator('[data-testid^="help-title-"][aria-expanded="true"]').allTextContents();
const content = (page: Page) => page.getByTestId('help-content');

describe('help centre', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('lists the topics in English with the first one open, opens the one ?i= names and keeps ?i= to what is open', async () => {
    const page = await phone.open();
    await preferLanguage(page, 'EN');
    // Customer service leads to it.
    await page.goto(`${baseUrl()}/m/service`);
    await page.getByTestId('service-help').click();
    await page.getByTestId('page-help').waitFor();
    expect(new URL(page.url()).pathname).toBe('/m/help');
    await content(page).waitFor();
    expect(await titles(page)).toEqual(['Deposits', 'Withdrawals', 'Account and security', 'Responsible gaming', 'Game rules', 'Provably fair games', 'I forgot my password']);
    expect(await openTitles(page)).toEqual(['Deposits']);
    expect(await content(page).textContent()).toContain('The minimum is ₱100');
    await expect.poll(() => page.title()).toBe('Help centre · M Play');

    await page.getByTestId('help-title-3').click();
    await expect.poll(() => openTitles(page)).toEqual(['Responsible gaming']);
    expect(new URL(page.url()).searchParams.get('i')).toBe('3');
    expect(await content(page).textContent()).toContain('Never chase losses');
    expect(await page.getByTestId('help-content').count()).toBe(1);

    await page.goto(`${baseUrl()}/m/help?i=4`);
    await expect.poll(() => openTitles(page)).toEqual(['Game rules']);
    expect(await content(page).textContent()).toContain('a theme pays back between');
    // Every category's rules: the live tables, the fishing game's return and the PVP duels.
    expect(await content(page).textContent()).toContain('Baccarat pays Player 1:1, Banker 0.95:1, Tie 8:1 and each pair 11:1');
    expect(await content(page).textContent()).toContain('every fish pays back 96% of what is staked');
    expect(await content(page).textContent()).toContain('a heads-up Lucky 9 duel against another member');
    // Rendered as markup, not as text: the server's HTML reads as paragraphs.
    expect(await content(page).locator('p').count()).toBeGreaterThan(1);
  });

  it('shows the article ?i= names on a page of its own under the help centre header, and nothing for an index past the last', async () => {
    const page = await phone.open();
    await preferLanguage(page, 'EN');
    await page.goto(`${baseUrl()}/m/helpDetail?i=1`);
    await content(page).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Withdrawals');
    expect((await page.locator('.app-header .header-title').textContent())?.trim()).toBe('Help centre');
    expect(await content(page).textContent()).toContain('between ₱100 and ₱50,000, at most 5 in 24 hours');
    await expect.poll(() => page.title()).toBe('Help centre · M Play');

    await page.goto(`${baseUrl()}/m/helpDetail?i=99`);
    await page.getByTestId('empty-state').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Help centre');
  });

  it('reads in Filipino, the default language, with ?i=, and fits a 320 px screen without sideways scrolling', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(`${baseUrl()}/m/help?i=2`);
    await content(page).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Help center');
    expect(await openTitles(page)).toEqual(['Account at seguridad']);
    expect(await content(page).textContent()).toContain('Hindi kailanman hihingin ng aming staff');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.goto(`${baseUrl()}/m/helpDetail?i=4`);
    await content(page).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Mga patakaran ng laro');
  });

  it('reads right to left in Arabic on ALT, which takes no deposits and so has no deposit topic', async () => {
    const page = await phone.open();
    await preferLanguage(page, 'AR');
    await page.goto(`${hostUrl('alt.localhost')}/m/help?i=2`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await content(page).waitFor();
    expect(await titles(page)).toEqual(['السحوبات', 'الحساب والأمان', 'اللعب المسؤول', 'قواعد الألعاب', 'ألعاب يمكن إثبات نزاهتها', 'نسيت كلمة المرور']);
    expect(await openTitles(page)).toEqual(['اللعب المسؤول']);
    expect(await content(page).textContent()).toContain('العب للمتعة');

    // Right to left: the title starts at the right edge, its chevron sits at the left, the text runs right to left.
    const title = page.getByTestId('help-title-2');
    const [button, text, chevron] = await Promise.all([
      title.boundingBox(),
      title.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.firstChild!);
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
      title.locator('.help-entry-chevron').boundingBox(),
    ]);
    expect(button!.x + button!.width - text.right).toBeLessThan(20);
    expect(chevron!.x).toBeLessThan(text.left);
    expect(await content(page).evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    await page.goto(`${hostUrl('alt.localhost')}/m/helpDetail?i=0`);
    await content(page).waitFor();
    expect(await page.locator('h1').textContent()).toBe('السحوبات');
    expect(await content(page).textContent()).toContain('20,000');
  });

  it('says loading failed and loads again on a tap', async () => {
    const page = await phone.open();
    await preferLanguage(page, 'EN');
    let failing = true;
    await page.route('**/wps/system/helpCenter*', (route) => (failing ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    await page.goto(`${baseUrl()}/m/help?i=1`);
    await page.getByTestId('load-failed').waitFor();
    failing = false;
    await page.getByTestId('load-failed').getByRole('button').click();
    await content(page).waitFor();
    expect(await openTitles(page)).toEqual(['Withdrawals']);
  });

  it('shows the empty state when the merchant has no help articles', async () => {
    const page = await phone.open();
    await preferLanguage(page, 'EN');
    await page.route('**/wps/system/helpCenter*', (route) => route.fulfill({ json: { success: true, value: [] } }));
    await page.goto(`${baseUrl()}/m/help`);
    await page.getByTestId('empty-state').waitFor();
    expect(await page.locator('[data-testid^="help-title-"]').count()).toBe(0);
  });
});
