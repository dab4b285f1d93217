import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { fulfillValue, rewriteValue } from '../support/home.ts';

const ANNOUNCEMENTS = '**/wps/relay/MCSFE_getListAnnouncements*';
const WINNERS = '**/wps/relay/GCSGAME_getRankList*';

type Announcements = { banners: unknown[]; player: unknown[]; hot: unknown[]; popup: unknown[] };
type Winners = { list: { vo: { winAmount: number } }[] };

const attribute = (page: Page, testId: string, name: string) => page.getByTestId(testId).getAttribute(name);

/** Fake timers that start from now; `pauseAt` stops them so every later step is counted. */
async function installClock(page: Page) {
  await page.clock.install();
}
async function pauseClock(page: Page) {
  // The page's own time, not this process's: on a loaded machine the two drift apart by more than a second.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
}

describe('home widgets', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('shows the seeded home and keeps a screenshot of it logged out', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/home`);
    await expect.poll(() => attribute(page, 'home-banner', 'data-count')).toBe('4');
    await page.getByTestId('home-notice-text').waitFor();
    await expect.poll(() => page.getByTestId('home-recommend-item').count()).toBe(2);
    await expect.poll(() => page.getByTestId('home-game').count()).toBe(12);
    await page.getByTestId('game-shortcut').waitFor();
    await page.getByTestId('service-toggle').waitFor();
    // Every picture of the first screen has arrived.
    await page.waitForFunction(() => Array.from(document.images).filter((image) => image.loading !== 'lazy').every((image) => image.complete && image.naturalWidth > 0));
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'home-logged-out.png') });
    expect(phone.errors).toEqual([]);
  });

  describe('banner carousel', () => {
    it('autoplays every 5000 ms and wraps around with more than one banner', async () => {
      const page = await phone.open();
      await installClock(page);
      await page.goto(`${baseUrl()}/m/home`);
      await expect.poll(() => attribute(page, 'home-banner', 'data-count')).toBe('4');
      expect(await attribute(page, 'home-banner', 'data-loop')).toBe('true');
      expect(await attribute(page, 'home-banner', 'data-autoplay')).toBe('5000');
      expect(await page.getByTestId('home-banner-dot').count()).toBe(4);
      await pauseClock(page);
      const start = Number(await attribute(page, 'home-banner', 'data-active'));
      const seen = [start];
      for (let step = 0; step < 4; step++) {
        await page.clock.runFor(5000);
        seen.push(Number(await attribute(page, 'home-banner', 'data-active')));
      }
      expect(seen).toEqual([0, 1, 2, 3, 0].map((offset) => (start + offset) % 4));
    });

    it('waits 5000 ms again after a swipe', async () => {
      const page = await phone.open();
      await installClock(page);
      await page.goto(`${baseUrl()}/m/home`);
      await expect.poll(() => attribute(page, 'home-banner', 'data-count')).toBe('4');
      await pauseClock(page);
      const before = Number(await attribute(page, 'home-banner', 'data-active'));
      const box = (await page.getByTestId('home-banner').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect.poll(() => attribute(page, 'home-banner', 'data-active')).toBe(String((before + 1) % 4));
      await page.clock.runFor(4900);
      expect(await attribute(page, 'home-banner', 'data-active')).toBe(String((before + 1) % 4));
      await page.clock.runFor(100);
      expect(await attribute(page, 'home-banner', 'data-active')).toBe(String((before + 2) % 4));
    });

    it('stands still with a single banner (ALT): no autoplay, no loop, no dots', async () => {
      const page = await phone.open();
      await installClock(page);
      await page.goto(`${hostUrl('alt.localhost')}/m/home`);
      await expect.poll(() => attribute(page, 'home-banner', 'data-count')).toBe('1');
      expect(await attribute(page, 'home-banner', 'data-loop')).toBe('false');
      expect(await attribute(page, 'home-banner', 'data-autoplay')).toBe('0');
      await pauseClock(page);
      await page.clock.runFor(15_000);
      expect(await attribute(page, 'home-banner', 'data-active')).toBe('0');
      expect(await page.getByTestId('home-banner-dot').count()).toBe(0);
    });

    it('runs the banner action: a route, and a game (a guest is sent to log in)', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      await expect.poll(() => attribute(page, 'home-banner', 'data-count')).toBe('4');
      // The third seeded banner opens the sports list.
      await page.getByTestId('home-banner-slide').nth(2).evaluate((slide: HTMLElement) => slide.click());
      await page.waitForURL('**/m/gameList?gameType=SPORTS');

      await page.goto(`${baseUrl()}/m/home`);
      await expect.poll(() => attribute(page, 'home-banner', 'data-count')).toBe('4');
      // The second seeded banner opens a slot game.
      await page.getByTestId('home-banner-slide').nth(1).evaluate((slide: HTMLElement) => slide.click());
      await page.waitForURL('**/m/login');
    });

    it('opens an external banner in a new tab', async () => {
      const page = await phone.open();
      await page.context().route('https://t.me/**', (route) => route.fulfill({ status: 200, body: 'telegram' }));
      await page.goto(`${baseUrl()}/m/home`);
      await expect.poll(() => page.getByTestId('home-recommend-item').count()).toBe(2);
      const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('home-recommend-item').nth(1).click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe('https://t.me/demo_support');
    });
  });

  describe('announcement strip', () => {
    it('scrolls the player notices and opens /m/notice on a tap', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      const text = page.getByTestId('home-notice-text');
      await text.waitFor();
      expect(await text.evaluate((element) => getComputedStyle(element).animationName)).toBe('notice-scroll');
      await page.getByTestId('home-notice').click();
      await page.waitForURL('**/m/notice');
      await expect.poll(() => page.getByTestId('notice-item').count()).toBeGreaterThanOrEqual(5);
    });

    it('says there is no announcement when there is none', async () => {
      const page = await phone.open();
      await rewriteValue<Announcements>(page, ANNOUNCEMENTS, (value) => ({ ...value, player: [] }));
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-notice-empty').waitFor();
      expect(await page.getByTestId('home-notice-text').count()).toBe(0);
    });
  });

  describe('jackpot and recommend strip', () => {
    it('starts between 70,000,000 and 130,000,000 and grows by 100–500 every 3, 4 or 5 s', async () => {
      const page = await phone.open();
      await installClock(page);
      await page.goto(`${baseUrl()}/m/home`);
      const value = () => attribute(page, 'home-jackpot-value', 'data-value').then(Number);
      await page.getByTestId('home-jackpot-value').waitFor();
      await pauseClock(page);
      const start = await value();
      expect(start).toBeGreaterThanOrEqual(70_000_000);
      expect(start).toBeLessThanOrEqual(130_000_000);

      const changes: { second: number; step: number }[] = [];
      let last = start;
      for (let second = 1; second <= 30; second++) {
        await page.clock.runFor(1000);
        const now = await value();
        if (now !== last) changes.push({ second, step: now - last });
        last = now;
      }
      expect(changes.length).toBeGreaterThanOrEqual(6);
      expect(changes.length).toBeLessThanOrEqual(10);
      for (const { step } of changes) {
        expect(step).toBeGreaterThanOrEqual(100);
        expect(step).toBeLessThanOrEqual(500);
      }
      const gaps = changes.slice(1).map((change, index) => change.second - changes[index]!.second);
      for (const gap of gaps) expect([3, 4, 5]).toContain(gap);
    });

    it('rolls each digit 0.53 of its rem per unit and shows 0 decimals', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-jackpot-value').waitFor();
      // Digits, offsets and value read in one step once no column is rolling, so a tick cannot fall between them.
      const { columns, value } = await page.getByTestId('home-jackpot-value').evaluate(async (roller: HTMLElement) => {
        for (let rolling = roller.getAnimations({ subtree: true }); rolling.length > 0; rolling = roller.getAnimations({ subtree: true })) {
          await Promise.all(rolling.map((animation) => animation.finished.catch(() => undefined)));
        }
        return {
          value: roller.dataset.value,
          columns: Array.from(roller.querySelectorAll<HTMLElement>('.roller-strip')).map((strip) => ({
            digit: Number(strip.dataset.digit),
            offset: new DOMMatrix(getComputedStyle(strip).transform).m42,
            cell: strip.firstElementChild!.getBoundingClientRect().height,
          })),
        };
      });
      expect(columns.map((column) => column.digit).join('')).toBe(value);
      for (const column of columns) expect(column.offset).toBeCloseTo(-column.digit * column.cell, 0);
      const label = await page.getByTestId('home-jackpot-value').getAttribute('aria-label');
      // The amount is isolated (LRI … PDI) so it reads left to right inside right-to-left text.
      expect(label).toMatch(/^\D*\u2066\D*[\d,]+\u2069$/);
    });

    it('opens the winner page from the jackpot', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-jackpot').click();
      await page.waitForURL('**/m/winnerPage');
    });
  });

  describe('popular games', () => {
    it('orders the category menu HOT first, then the spec order', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      const tabs = page.locator('[data-testid^="home-category-"]');
      await expect.poll(() => tabs.count()).toBe(10);
      const ids = await tabs.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')!.replace('home-category-', '')));
      expect(ids).toEqual(['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'COCKFIGHT', 'LOTT']);
      expect(await page.getByTestId('home-category-HOT').getAttribute('aria-selected')).toBe('true');
    });

    it('searches hot games by name, case-insensitively, on Enter', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      const games = page.getByTestId('home-game');
      await expect.poll(() => games.count()).toBe(12);
      const name = (await games.nth(5).textContent())!.trim();
      const part = name.split(' ')[0]!;
      const search = page.getByTestId('home-games-search');
      await search.fill(part.toUpperCase());
      await page.waitForTimeout(300);
      expect(await games.count()).toBe(12);
      await search.press('Enter');
      await expect.poll(async () => (await games.allTextContents()).every((text) => text.toLowerCase().includes(part.toLowerCase()))).toBe(true);
      expect(await games.allTextContents()).toContain(name);

      await search.fill('no game is called this');
      await search.press('Enter');
      await expect.poll(() => games.count()).toBe(0);
    });

    it('gives live, fishing, slots and PVP a vendor menu over their games', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      for (const category of ['LIVE', 'FISH', 'RNG', 'PVP']) {
        await page.getByTestId(`home-category-${category}`).click();
        const chips = page.getByTestId('home-type-chip');
        await expect.poll(() => chips.count()).toBeGreaterThan(1);
        await expect.poll(() => page.getByTestId('home-game').count()).toBeGreaterThan(0);
        const request = page.waitForRequest((candidate) => candidate.url().includes('GCSGAME_gameList') && candidate.url().includes('vendor='));
        await chips.nth(1).click();
        expect(new URL((await request).url()).searchParams.get('gameType')).toBe(category);
        expect(await chips.nth(1).getAttribute('aria-selected')).toBe('true');
      }
    });

    it('lists the in-house slots by vassalage', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      const request = page.waitForRequest((candidate) => candidate.url().includes('GCSGAME_gameList') && candidate.url().includes('vassalage='));
      await page.getByTestId('home-category-INHOUSE').click();
      const params = new URL((await request).url()).searchParams;
      expect({ gameType: params.get('gameType'), vassalage: params.get('vassalage') }).toEqual({ gameType: 'RNG', vassalage: 'MPLAY' });
      await expect.poll(() => page.getByTestId('home-game').count()).toBeGreaterThan(0);
    });

    it('lists vendors for sports, e-sports, cockfight and lottery, esports and cockfight moved out of SPORTS', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      const vendorsOf = async (category: string) => {
        await page.getByTestId(`home-category-${category}`).click();
        const vendors = page.getByTestId('home-vendor');
        await expect.poll(() => vendors.count()).toBeGreaterThan(0);
        return (await vendors.allTextContents()).map((text) => text.trim());
      };
      expect(await vendorsOf('SPORTS')).toEqual(['Arena Pro Sports', 'Kickline Sports']);
      expect(await vendorsOf('ESPORTS')).toEqual(['TF Esports', 'Nexus GG']);
      expect(await vendorsOf('COCKFIGHT')).toEqual(['DS88 Sabong', 'Gallera Live']);
      expect(await vendorsOf('LOTT')).toEqual(expect.arrayContaining(['Lotto Hall', 'E-Lotto']));
      // A lottery vendor opens directly, even for a guest.
      await page.getByTestId('home-vendor').first().click();
      await page.waitForURL('**/m/launchGame?**');
      expect(new URL(page.url()).searchParams.get('vendor')).toBe('LOTT');
    });
  });

  describe('hot matches', () => {
    it('slides vertically every 5000 ms at 500 ms and opens the match modal with its bet button', async () => {
      const page = await phone.open();
      await installClock(page);
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-popular').waitFor();
      await page.mouse.wheel(0, 1200);
      const block = page.getByTestId('home-hot-matches');
      await block.waitFor();
      expect(Number(await block.getAttribute('data-count'))).toBeGreaterThanOrEqual(4);
      expect(await block.getAttribute('data-autoplay')).toBe('5000');
      expect(await block.getAttribute('data-speed')).toBe('500');
      expect(await block.locator('.hot-match-track').evaluate((track) => getComputedStyle(track).transitionDuration)).toBe('0.5s');
      const times = await block.locator('.match-time').allTextContents();
      for (const time of times) expect(time).toMatch(/^\d{2}\/\d{2} \d{2}:\d{2}$/);

      await pauseClock(page);
      const count = Number(await block.getAttribute('data-count'));
      const next = (Number(await block.getAttribute('data-active')) + 1) % count;
      await page.clock.runFor(5000);
      expect(Number(await block.getAttribute('data-active'))).toBe(next);

      // The modal animates on animation frames, which a paused clock holds back.
      await page.clock.resume();
      await page.getByTestId('home-hot-match').nth(next).click();
      const modal = page.getByTestId('hot-match-modal');
      await modal.waitFor();
      expect(await modal.textContent()).toContain(await page.getByTestId('home-hot-match').nth(next).locator('.match-league').textContent());
      expect(await page.getByTestId('hot-match-time').textContent()).toMatch(/^\d{2}\/\d{2} \d{2}:\d{2}$/);
      // The bet button opens the match's markets in the sportsbook (guests browse; the slip asks them to log in; e2e/tests/sportsbook.test.ts bets).
      await page.getByTestId('hot-match-bet').click();
      await page.waitForURL('**/m/sportsbook/match?hotMatch=**');
      await page.getByTestId('sports-market-WINNER').waitFor();
    });

    it('stands still with one match', async () => {
      const page = await phone.open();
      await rewriteValue<Announcements>(page, ANNOUNCEMENTS, (value) => ({ ...value, hot: value.hot.slice(0, 1) }));
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-popular').waitFor();
      await page.mouse.wheel(0, 1200);
      const block = page.getByTestId('home-hot-matches');
      await block.waitFor();
      expect(await block.getAttribute('data-autoplay')).toBe('0');
      expect(await block.getAttribute('data-speed')).toBe('0');
    });

    it('shows nothing without matches (ALT)', async () => {
      const page = await phone.open();
      await page.goto(`${hostUrl('alt.localhost')}/m/home`);
      await page.getByTestId('home-popular').waitFor();
      await page.mouse.wheel(0, 3000);
      await page.getByTestId('home-winners').waitFor();
      expect(await page.getByTestId('home-hot-matches').count()).toBe(0);
    });
  });

  describe('latest winners', () => {
    it('lists the largest wins first and scrolls above 3 entries', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-popular').waitFor();
      await page.mouse.wheel(0, 3000);
      const block = page.getByTestId('home-winners');
      await block.waitFor();
      await expect.poll(() => block.getAttribute('data-count').then(Number)).toBeGreaterThan(3);
      expect(await block.getAttribute('data-scrolling')).toBe('true');
      expect(await block.locator('.winners-list').evaluate((list) => getComputedStyle(list).animationName)).toBe('winners-scroll');
      const amounts = (await page.getByTestId('home-winner').locator('.winner-amount').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    });

    it('stays still with 3 entries', async () => {
      const page = await phone.open();
      await rewriteValue<Winners>(page, WINNERS, (value) => ({ list: value.list.slice(0, 3).reverse() }));
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-popular').waitFor();
      await page.mouse.wheel(0, 3000);
      const block = page.getByTestId('home-winners');
      await expect.poll(() => block.getAttribute('data-count')).toBe('3');
      expect(await block.getAttribute('data-scrolling')).toBe('false');
      expect(await block.locator('.winners-list').evaluate((list) => getComputedStyle(list).animationName)).toBe('none');
      const amounts = (await page.getByTestId('home-winner').locator('.winner-amount').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    });

    it('is fetched again in the new language', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-popular').waitFor();
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.getByTestId('home-winner').count()).toBeGreaterThan(0);
      const refetch = page.waitForRequest((request) => request.url().includes('GCSGAME_getRankList') && request.headers()['language'] === 'EN');
      await page.mouse.wheel(0, -5000);
      await page.getByTestId('language-switch').click();
      await page.getByTestId('language-option-EN').click();
      await refetch;
    });
  });

  describe('floating panels', () => {
    it('offers live chat, Telegram and Facebook, with a sub-list for the two live-chat positions', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('service-toggle').click();
      for (const type of ['LIVECHAT', 'TELEGRAM', 'FACEBOOK']) await page.getByTestId(`service-item-${type}`).waitFor();
      await page.getByTestId('service-item-LIVECHAT').click();
      const sub = page.getByTestId('service-sublist-LIVECHAT').getByTestId('service-subitem');
      await expect.poll(() => sub.count()).toBe(2);
      await sub.first().click();
      await page.waitForURL('**/m/service/chat');
    });

    it('closes the game shortcut for the rest of the visit', async () => {
      const page = await phone.open();
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('game-shortcut').waitFor();
      await page.getByTestId('game-shortcut-close').click();
      expect(await page.getByTestId('game-shortcut').count()).toBe(0);
      await page.reload();
      await page.getByTestId('home-banner-slide').first().waitFor();
      expect(await page.getByTestId('game-shortcut').count()).toBe(0);
    });

    it('hides the game shortcut without an m_superace banner', async () => {
      const page = await phone.open();
      await page.route(ANNOUNCEMENTS, async (route) => {
        const body = (await (await route.fetch()).json()) as { value: Omit<Announcements, 'banners'> & { banners: { groupName: string }[] } };
        await fulfillValue(route, { ...body.value, banners: body.value.banners.filter((banner) => banner.groupName !== 'm_superace') });
      });
      await page.goto(`${baseUrl()}/m/home`);
      await page.getByTestId('home-banner-slide').first().waitFor();
      expect(await page.getByTestId('game-shortcut').count()).toBe(0);
    });
  });
});
