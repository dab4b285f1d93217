import type { WithdrawOverview } from '@m/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { fulfillValue, openLoggedIn } from '../support/home.ts';

/** Money as the player reads it: the peso sign first, thousands separators, 2 decimals. */
const MONEY = /^₱\d{1,3}(,\d{3})*\.\d{2}$/;
const NUMBER_PART = /[\d.,₱-]/;

const alt = () => hostUrl('alt.localhost');

/** Arabic on ALT (the merchant with all 31 languages), as a member (altdemo) or a guest. */
async function openInArabic(page: Page, path: string, { member }: { member: boolean }) {
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'AR'));
  if (member) await openLoggedIn(page, path, { origin: alt(), merchant: 'ALT', username: 'altdemo', password: 'demo1234' });
  else await page.goto(`${alt()}${path}`);
  await page.waitForFunction(() => document.documentElement.lang === 'ar' && document.documentElement.dir === 'rtl');
}

/**
 * The number characters (digits, separators, sign) of an element in two orders: as written (`logical`) and as
 * they stand on screen from left to right (`visual`, by the box of each character). Equal when the number
 * keeps its left-to-right order inside the right-to-left page.
 */
const numberOrders = (locator: Locator) =>
  locator.evaluate((element, partSource) => {
    const part = new RegExp(partSource);
    const glyphs: { x: number; character: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        if (!part.test(text[index]!)) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        glyphs.push({ x: box.left + box.width / 2, character: text[index]! });
      }
    }
    return {
      logical: glyphs.map((glyph) => glyph.character).join(''),
      visual: [...glyphs].sort((a, b) => a.x - b.x).map((glyph) => glyph.character).join(''),
    };
  }, NUMBER_PART.source);

async function expectMoneyLeftToRight(locator: Locator) {
  await expect.poll(async () => (await numberOrders(locator)).logical).toMatch(MONEY);
  const { logical, visual } = await numberOrders(locator);
  expect(visual).toBe(logical);
}

async function expectCountLeftToRight(locator: Locator) {
  await expect.poll(async () => (await numberOrders(locator)).logical).toMatch(/\d/);
  const { logical, visual } = await numberOrders(locator);
  expect(visual).toBe(logical);
}

/**
 * Where the peso sign of the first amount in an element stands against that amount's digits on screen: `left`,
 * `right` or `inside`. An amount is a run of number characters next to each other in the text.
 */
const signSide = (locator: Locator) =>
  locator.evaluate((element, partSource) => {
    const part = new RegExp(partSource);
    const text = element.textContent ?? '';
    const start = text.indexOf('₱');
    let first = start;
    let last = start;
    while (first > 0 && part.test(text[first - 1]!)) first--;
    while (last < text.length - 1 && part.test(text[last + 1]!)) last++;
    const boxOf = (index: number) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let offset = index;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent!.length;
        if (offset < length) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const box = range.getBoundingClientRect();
          return box.left + box.width / 2;
        }
        offset -= length;
      }
      throw new Error(`no character at ${index}`);
    };
    const sign = boxOf(start);
    const digits: number[] = [];
    for (let index = first; index <= last; index++) if (/\d/.test(text[index]!)) digits.push(boxOf(index));
    return sign < Math.min(...digits) ? 'left' : sign > Math.max(...digits) ? 'right' : 'inside';
  }, NUMBER_PART.source);

/** Arabic spells 0, 1 and 2 out ("لعبتان"): only the counts written in digits have an order to keep. */
const countsInDigits = async (locator: Locator) => {
  const counts: Locator[] = [];
  for (const count of await locator.all()) if (/\d/.test((await count.textContent()) ?? '')) counts.push(count);
  return counts;
};

describe('numbers keep their left-to-right order in Arabic (ALT)', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('header balance of a member', async () => {
    const page = await phone.open();
    await openInArabic(page, '/m/home', { member: true });
    await expectMoneyLeftToRight(page.getByTestId('header-balance'));
  });

  it('at 320 px the peso sign stands on the same side of the number in a sentence as in a balance', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await openInArabic(page, '/m/withdraw', { member: true });
    const sentence = page.getByTestId('withdraw-limits');
    const balance = page.getByTestId('withdraw-balance');
    await expect.poll(async () => (await numberOrders(balance)).logical).toMatch(MONEY);
    await expect.poll(async () => (await numberOrders(sentence)).logical).toMatch(/₱/);
    expect(await signSide(balance)).toBe('left');
    expect(await signSide(sentence)).toBe('left');
  });

  it('withdrawal timeline: each step\'s name and time stand apart', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await page.route('**/wps/transaction/withdraw/overview', async (route) => {
      // Node does not resolve alt.localhost; the Merchant header still names ALT.
      const response = await route.fetch({ url: route.request().url().replace('alt.localhost', '127.0.0.1') });
      const { value: overview } = (await response.json()) as { value: WithdrawOverview };
      await fulfillValue(route, {
        ...overview,
        recent: [{
          id: 1, amount: 1500, status: 'IN_REVIEW', bankName: 'GCash', accountNumber: '*******4567', createdAt: '2026-03-07T14:10:00.000Z',
          timeline: [{ status: 'SUBMITTED', at: '2026-03-07T14:10:00.000Z' }, { status: 'IN_REVIEW', at: '2026-03-07T14:14:00.000Z' }],
        }],
      } satisfies WithdrawOverview);
    });
    await openInArabic(page, '/m/withdraw', { member: true });
    const steps = page.getByTestId('withdrawal-timeline').locator('.withdraw-step-done');
    await expect.poll(() => steps.count()).toBe(2);
    for (const step of await steps.all()) {
      const [name, time] = await Promise.all([step.locator('.withdraw-step-name').boundingBox(), step.locator('.withdraw-step-time').boundingBox()]);
      // Right to left: the name first at the right, the time to its left with a gap between them.
      expect(name!.x - (time!.x + time!.width)).toBeGreaterThanOrEqual(6);
    }
  });

  it('jackpot: the sign, then the digit columns in reading order', async () => {
    const page = await phone.open();
    await openInArabic(page, '/m/home', { member: false });
    const amount = page.locator('.jackpot-amount');
    await page.getByTestId('home-jackpot-value').waitFor();
    // What the roller shows, read by the boxes of its sign, digit columns and separators, with its value in the same step.
    const { shown, value } = await amount.evaluate((element) => {
      const parts = Array.from(element.querySelectorAll<HTMLElement>('.jackpot-currency, .roller-column, .roller-separator')).map((part) => ({
        x: part.getBoundingClientRect().left,
        character: part.classList.contains('roller-column') ? part.querySelector<HTMLElement>('.roller-strip')!.dataset.digit! : part.textContent!,
      }));
      return {
        shown: parts.sort((a, b) => a.x - b.x).map((part) => part.character).join(''),
        value: Number(element.querySelector<HTMLElement>('[data-testid="home-jackpot-value"]')!.dataset.value),
      };
    });
    expect(shown).toBe(`₱${value.toLocaleString('en-US')}`);
  });

  it('latest winners on home and the winner page', async () => {
    const page = await phone.open();
    await openInArabic(page, '/m/home', { member: false });
    await page.getByTestId('home-popular').waitFor();
    await page.mouse.wheel(0, 3000);
    const homeAmounts = page.getByTestId('home-winner').locator('.winner-amount');
    await expect.poll(() => homeAmounts.count()).toBeGreaterThan(0);
    for (const amount of await homeAmounts.all()) await expectMoneyLeftToRight(amount);

    await page.goto(`${alt()}/m/winnerPage`);
    const pageAmounts = page.getByTestId('winner-amount');
    await expect.poll(() => pageAmounts.count()).toBeGreaterThan(0);
    for (const amount of await pageAmounts.all()) await expectMoneyLeftToRight(amount);
  });

  it('game counts: home "see all", the vendor cards and the end of a game list', async () => {
    const page = await phone.open();
    await openInArabic(page, '/m/home', { member: false });
    await expectCountLeftToRight(page.getByTestId('home-games-more'));

    await page.goto(`${alt()}/m/gameLobby`);
    const vendorCounts = page.getByTestId('vendor-card').locator('small');
    await expect.poll(async () => (await countsInDigits(vendorCounts)).length).toBeGreaterThan(0);
    for (const count of await countsInDigits(vendorCounts)) await expectCountLeftToRight(count);

    // The in-house vendor has 8 fishing games: one page, the end line at once ("8 games", Arabic's "few" form).
    await page.goto(`${alt()}/m/gameList?gameType=FISH&vendor=MPLAY`);
    const end = page.getByTestId('game-list-end');
    await end.waitFor();
    expect(await end.textContent()).toContain('8');
    await expectCountLeftToRight(end);
  });

  it('Latin game and vendor names on home tiles run left to right, so a long one is cut at its end', async () => {
    const page = await phone.open();
    await openInArabic(page, '/m/home', { member: false });
    const games = page.getByTestId('home-game').locator('.home-game-name');
    await expect.poll(() => games.count()).toBe(12);
    await expectLatinNamesLeftToRight(games);
    await page.getByTestId('home-category-SPORTS').click();
    const vendors = page.getByTestId('home-vendor').locator('.home-vendor-name');
    await expect.poll(() => vendors.count()).toBeGreaterThan(0);
    await expectLatinNamesLeftToRight(vendors);
  });
});

/** Each name that starts with a Latin letter runs left to right, and its first letter is inside its box (cut at the end). */
async function expectLatinNamesLeftToRight(names: Locator) {
  const found = await names.evaluateAll((elements) =>
    elements.map((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      return {
        name: element.textContent!,
        direction: getComputedStyle(element).direction,
        firstLetterInside: range.getBoundingClientRect().left >= element.getBoundingClientRect().left - 1,
      };
    }),
  );
  const latin = found.filter(({ name }) => /^[A-Za-z]/.test(name));
  expect(latin.length).toBeGreaterThan(0);
  for (const { name, direction, firstLetterInside } of latin) expect({ name, direction, firstLetterInside }).toEqual({ name, direction: 'ltr', firstLetterInside: true });
}
