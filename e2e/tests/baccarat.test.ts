import { baccaratMyBetsSchema, gamePageSchema } from '@m/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { devRunJob } from '../support/accounts.ts';
import { baseUrl, openPhone, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, callApi, DEMO_AGENT, DEMO_PLAYER, loginPlayer, openRoundOf, useSessionIn, type Player } from '../support/games.ts';

const DEAL_JOB = 'live.baccarat-deal';
/** Enough of the betting window left to pick a spot and place the bet before it closes. */
const SECONDS_TO_BET = 8;

describe('the live baccarat table (issue 23)', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let player: Player;
  let watcher: Player;

  beforeAll(async () => {
    [player, watcher] = await Promise.all([loginPlayer(DEMO_PLAYER), loginPlayer(DEMO_AGENT)]);
  });

  it('deals one round to two players at once: one bets from a live baccarat game, the round is dealt and settled', async () => {
    const live = await callApi(gamePageSchema, '/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=100');
    const game = live.games.find((entry) => entry.subType === 'BACCARAT' && entry.gameCode !== 'lobby')!;
    const page = await phone.open();
    await useSessionIn(page, player);
    await page.goto(`${baseUrl()}/m/launchGame?gameCategory=LIVE&vendor=${game.vendor}&gameId=${game.gameId}&nodeId=${game.nodeId}`);
    await page.waitForURL(`**/m/live/baccarat?gameId=${game.nodeId}`);
    const other = await openPhone(phone.browser);
    await useSessionIn(other.page, watcher);
    await other.page.goto(`${baseUrl()}/m/live/baccarat?gameId=${game.nodeId}`);

    const round = await openRoundOf(page, 'baccarat', SECONDS_TO_BET, 45_000);
    await other.page.locator(`[data-testid="baccarat-round"][data-round="${round}"]`).waitFor();
    const before = await balanceOf(player);
    await page.getByRole('radio', { name: '10', exact: true }).click();
    await page.getByTestId('baccarat-spot-PLAYER').click();
    await page.getByTestId('baccarat-place').click();
    await page.locator('[data-testid="baccarat-my-bets"] li[data-status="OPEN"]').waitFor();
    expect(await balanceOf(player)).toBe(before - 10);

    // The deal now, through the job runner, rather than waiting for the round's end.
    await devRunJob(baseUrl(), DEAL_JOB, round);
    const results = await Promise.all([page, other.page].map(async (table) => {
      await table.locator(`[data-testid="baccarat-last"][data-round="${round}"]`).waitFor();
      return table.getByTestId('baccarat-result').textContent();
    }));
    expect(results[0]).toBe(results[1]);

    const [bet] = (await callApi(baccaratMyBetsSchema, '/wps/live/baccarat/bets', { token: player.token })).list;
    expect(bet).toMatchObject({ round, spot: 'PLAYER', stake: 10, status: 'SETTLED' });
    expect([0, 10, 20]).toContain(bet!.returned);
    await page.locator('[data-testid="baccarat-my-bets"] li[data-status="SETTLED"]').first().waitFor();
    expect(await balanceOf(player)).toBe(before - 10 + bet!.returned!);
    expect(await callApi(baccaratMyBetsSchema, '/wps/live/baccarat/bets', { token: watcher.token })).toEqual({ list: [] });

    // The round's verify page recomputes the deal from the revealed seed.
    await page.getByTestId('baccarat-last').getByRole('link').click();
    await page.getByTestId('fair-outcome').waitFor();
    expect(await page.locator('[data-testid="fair-verdict"].is-bad').count()).toBe(0);
    expect(await page.locator('[data-testid="fair-verdict"].is-ok').count()).toBeGreaterThan(0);
    await other.context.close();
    expect(phone.errors).toEqual([]);
  });
});
