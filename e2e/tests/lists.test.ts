import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';

const withLanguage = (page: Page, code: string) => page.addInitScript((stored) => localStorage.setItem('MC_LANGUAGE', stored), code);

/** WCAG contrast of an element's text colour against the nearest background colour behind it. */
const textContrast = (page: Page, testId: string) =>
  page.getByTestId(testId).first().evaluate((element) => {
    const rgb = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 4).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    let back: Element | null = element;
    while (back && rgb(getComputedStyle(back).backgroundColor)[3] === 0) back = back.parentElement;
    const fore = luminance(rgb(getComputedStyle(element).color));
    const behind = luminance(rgb(back ? getComputedStyle(back).backgroundColor : 'rgb(255, 255, 255)'));
    return (Math.max(fore, behind) + 0.05) / (Math.min(fore, behind) + 0.05);
  });

describe('lists', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('gives game and vendor names their own direction on a right-to-left page', async () => {
    const page = await phone.open();
    await withLanguage(page, 'AR');
    await page.goto(`${hostUrl('alt.localhost')}/m/gameList?gameType=RNG`);
    await page.getByTestId('game-name').first().waitFor();
    await page.getByTestId('vendor-option').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const direction = (testId: string) =>
      page.getByTestId(testId).first().evaluate((element) => getComputedStyle(element.querySelector('[dir="auto"]') ?? element).direction);
    expect(await direction('game-name')).toBe('ltr');
    expect(await direction('vendor-option')).toBe('ltr');
    expect(phone.errors).toEqual([]);
  });

  it('does not scroll sideways on /m/gameList at 320 px in TY', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 640 });
    await withLanguage(page, 'TY');
    await page.goto(`${baseUrl()}/m/gameList?gameType=RNG`);
    await page.getByTestId('game-tile').first().waitFor();
    await page.getByTestId('game-filter-open').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const filter = await page.getByTestId('game-filter-open').boundingBox();
    expect(filter!.x + filter!.width).toBeLessThanOrEqual(320);
  });

  it('shows win amounts on /m/winnerPage at 4.5:1 at least', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/winnerPage`);
    await page.getByTestId('winner-amount').first().waitFor();
    expect(await textContrast(page, 'winner-amount')).toBeGreaterThanOrEqual(4.5);
  });

  it('says "No data" at 4.5:1 at least when a search finds nothing', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/gameList?gameType=RNG&gameName=zzqqxxnothing`);
    await page.getByTestId('empty-state').waitFor();
    expect(await textContrast(page, 'empty-state')).toBeGreaterThanOrEqual(4.5);
  });

  it('says the device is offline instead of holding grey tiles, and loads when it is back', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/gameList?gameType=RNG`);
    await page.getByTestId('game-tile').first().waitFor();
    await page.context().setOffline(true);
    await page.getByTestId('game-tab-hot').click();
    await page.getByTestId('list-offline').waitFor();
    expect(await page.getByTestId('game-list-loading').count()).toBe(0);
    await page.context().setOffline(false);
    await page.getByTestId('game-tile').first().waitFor();
    expect(await page.getByTestId('list-offline').count()).toBe(0);
  });
});
