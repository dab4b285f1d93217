import { commitmentOf, fairRandom, fairRoundSchema, FISH_FAIR_GAME, fishBetLevels, fishShotOutcome, memberInfoSchema } from '@m/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preferEnglish } from '../support/account-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { callApi, gameList, loginPlayer, useSessionIn, DEMO_PLAYER, type Player } from '../support/games.ts';

const PLAYER_SEED = 'fishing-e2e';
/** The kinds the forced first shot catches, whichever of them the test aims at: the sea always shows some of them. */
const SMALL_FISH = ['minnow', 'clownfish', 'pufferfish', 'turtle'] as const;

/** A server seed under which the first shot with the player seed above catches each of the small fish. */
function seedCatchingSmallFish(): string {
  for (let index = 0; ; index++) {
    const serverSeed = index.toString(16).padStart(64, '0');
    if (SMALL_FISH.every((fish) => fishShotOutcome(fairRandom(serverSeed, `${PLAYER_SEED}:1:${fish}`)).caught.includes(fish))) return serverSeed;
  }
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('the fishing game', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let player: Player;

  beforeAll(async () => {
    player = await loginPlayer(DEMO_PLAYER);
  });

  it('opens from the fishing list, catches a fish on a forced round, pays bet × multiplier, and the shot checks out on its verify page', async () => {
    const member = await callApi(memberInfoSchema, '/wps/member/info', { token: player.token });
    const game = (await gameList('gameType=FISH&vendor=CORALSTRIKE&pageSize=100')).games[0]!;
    const serverSeed = seedCatchingSmallFish();
    await callApi(z.unknown(), '/wps/dev/fair/seed', {
      method: 'POST', body: { game: FISH_FAIR_GAME, round: `${member.id}.${game.nodeId}.1`, serverSeed },
    });

    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, player);
    await page.addInitScript((seed) => window.localStorage.setItem('fish-client-seed', seed), PLAYER_SEED);
    await page.goto(`${baseUrl()}/m/gameList?gameType=FISH&vendor=CORALSTRIKE`);
    await page.locator(`[data-testid="game-tile"][data-node-id="${game.nodeId}"] .game-tile-open`).click();
    await page.waitForURL('**/m/launchGame?**');
    const frame = page.frameLocator('[data-testid="launch-frame"]');
    await frame.getByTestId('fish-sea').waitFor();
    expect(await frame.getByTestId('fish-commitment').textContent()).toBe(commitmentOf(serverSeed));
    await frame.getByTestId('fish-rules').locator('summary').click();
    expect(await frame.getByTestId('fish-rtp').textContent()).toBe('Return to player: 96.00%');

    const before = money(await frame.getByTestId('fish-balance').textContent());
    const bet = fishBetLevels(Math.round(game.minBet * 100))[0]! / 100;
    expect(Number(await frame.locator('input[name="bet"]:checked').getAttribute('value'))).toBe(bet);
    // Aimed from the keyboard: a focused fish stops swimming; Enter fires.
    const target = frame.locator(SMALL_FISH.map((fish) => `[data-fish="${fish}"]`).join(', ')).first();
    const kind = await target.getAttribute('data-fish');
    const multiplier = { minnow: 2, clownfish: 3, pufferfish: 5, turtle: 10 }[kind as (typeof SMALL_FISH)[number]];
    await target.focus();
    await target.press('Enter');
    await expect.poll(() => frame.getByTestId('fish-result').textContent()).toMatch(/^Caught the .+! You won/);
    const after = money(await frame.getByTestId('fish-balance').textContent());
    expect(after).toBeCloseTo(before - bet + bet * multiplier, 2);
    await expect.poll(() => page.getByTestId('launch-balance').textContent()).toContain(after.toLocaleString('en-US', { minimumFractionDigits: 2 }));

    const verify = await frame.getByTestId('fish-verify').getAttribute('href');
    expect(verify).toMatch(/^\/m\/fair\?id=\d+$/);
    const round = await callApi(fairRoundSchema, `/wps/fair/round?id=${verify!.split('=').at(-1)}`);
    expect(round).toMatchObject({ game: FISH_FAIR_GAME, serverSeed, publicSeed: `${PLAYER_SEED}:1:${kind}` });

    // The game page on its own: nothing serious for axe.
    await page.goto(page.frames().find((candidate) => candidate.url().includes('/wps/game/fish/play'))!.url());
    await page.getByTestId('fish-sea').waitFor();
    expect(await seriousViolations(page, 'fishing game page')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(`${baseUrl()}${verify}`);
    await expect.poll(() => page.getByTestId('fair-verdict').count()).toBe(2);
    expect(await page.getByTestId('fair-verdict').allTextContents()).toEqual([expect.stringMatching(/^✓/), expect.stringMatching(/^✓/)]);
    expect(phone.errors).toEqual([]);
  });
});
