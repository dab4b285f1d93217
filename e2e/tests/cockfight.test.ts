import { cockfightMyBetsSchema, gamePageSchema } from '@m/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { devRunJob } from '../support/accounts.ts';
import { baseUrl, openPhone, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, callApi, DEMO_AGENT, DEMO_PLAYER, loginPlayer, openRoundOf, useSessionIn, type Player } from '../support/games.ts';

const FIGHT_JOB = 'live.cockfight-deal';
/** Enough of the betting window left to pick the spots and place the bets before it closes. */
const SECONDS_TO_BET = 10;

describe('the cockfight arena (issue 23)', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let player: Player;
  let watcher: Player;

  beforeAll(async () => {
    [player, watcher] = await Promise.all([loginPlayer(DEMO_PLAYER), loginPlayer(DEMO_AGENT)]);
  });

  it('shows one fight to two players: one bets Meron and Draw from a DS88 game, the fight is fought and settled for both', async () => {
    const arenaGames = await callApi(gamePageSchema, '/wps/relay/GCSGAME_gameList?gameType=COCKFIGHT&vendor=DS88&pageSize=20');
    const game = arenaGames.games.find((entry) => entry.vendor === 'DS88')!;
    const page = await phone.open();
    await useSessionIn(page, player);
    await page.goto(`${baseUrl()}/m/launchGame?gameCategory=COCKFIGHT&vendor=DS88&gameId=${game.gameId}&nodeId=${game.nodeId}`);
    await page.waitForURL(`**/m/live/cockfight?gameId=${game.nodeId}`);
    const other = await openPhone(phone.browser);
    await useSessionIn(other.page, watcher);
    await other.page.goto(`${baseUrl()}/m/live/cockfight?gameId=${game.nodeId}`);

    const fight = await openRoundOf(page, 'cockfight', SECONDS_TO_BET, 60_000);
    await other.page.locator(`[data-testid="cockfight-round"][data-round="${fight}"]`).waitFor();
    // The card (the birds and the odds) is the same for everyone before the first bet.
    const cards = await Promise.all([page, other.page].map((arena) => arena.getByTestId('cockfight-card').textContent()));
    expect(cards[0]).toBe(cards[1]);
    const before = await balanceOf(player);
    await page.getByRole('radio', { name: '20', exact: true }).click();
    await page.getByTestId('cockfight-spot-MERON').click();
    await page.getByTestId('cockfight-spot-DRAW').click();
    await page.getByTestId('cockfight-place').click();
    await page.locator('[data-testid="cockfight-my-bets"] li[data-status="OPEN"]').nth(1).waitFor();
    expect(await balanceOf(player)).toBe(before - 40);

    // The fight now, through the job runner, rather than waiting for its end.
    await devRunJob(baseUrl(), FIGHT_JOB, fight);
    const results = await Promise.all([page, other.page].map(async (arena) => {
      await arena.locator(`[data-testid="cockfight-last"][data-round="${fight}"]`).waitFor();
      return arena.getByTestId('cockfight-result').textContent();
    }));
    expect(results[0]).toBe(results[1]);

    const placed = (await callApi(cockfightMyBetsSchema, '/wps/live/cockfight/bets', { token: player.token })).list.filter((bet) => bet.round === fight);
    expect(placed.map((bet) => [bet.spot, bet.stake, bet.status]).sort()).toEqual([['DRAW', 20, 'SETTLED'], ['MERON', 20, 'SETTLED']]);
    const returned = placed.reduce((sum, bet) => sum + bet.returned!, 0);
    // Meron won (20 × its odds), Wala won (nothing back), or a draw (Meron's 20 back and the Draw's 180).
    expect(returned === 0 || returned === 200 || placed.find((bet) => bet.spot === 'MERON')!.returned! > 20).toBe(true);
    await page.locator('[data-testid="cockfight-my-bets"] li[data-status="SETTLED"]').nth(1).waitFor();
    expect(await balanceOf(player)).toBeCloseTo(before - 40 + returned, 2);
    expect(await callApi(cockfightMyBetsSchema, '/wps/live/cockfight/bets', { token: watcher.token })).toEqual({ list: [] });

    // The fight's verify page fights it again from the revealed seed.
    await page.getByTestId('cockfight-last').getByRole('link').click();
    await page.getByTestId('fair-outcome').waitFor();
    expect(await page.locator('[data-testid="fair-verdict"].is-bad').count()).toBe(0);
    expect(await page.locator('[data-testid="fair-verdict"].is-ok').count()).toBeGreaterThan(0);
    await other.context.close();
    expect(phone.errors).toEqual([]);
  });
});
