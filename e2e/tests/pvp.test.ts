import { gamePageSchema, pvpMySeatsSchema } from '@m/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { devCredit } from '../support/accounts.ts';
import { baseUrl, openPhone, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, callApi, DEMO_AGENT, DEMO_PLAYER, loginPlayer, useSessionIn, type Player } from '../support/games.ts';

const STAKE = 50;

describe('the PVP room: heads-up Lucky 9 (issue 23)', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let first: Player;
  let second: Player;

  beforeAll(async () => {
    [first, second] = await Promise.all([loginPlayer(DEMO_PLAYER), loginPlayer(DEMO_AGENT)]);
    await devCredit(baseUrl(), 'DEMO', DEMO_AGENT.username, 1_000_00);
  });

  it('seats one player from a PVP game, the other joins the same level, and both see the same duel; balances move by it', async () => {
    const game = (await callApi(gamePageSchema, '/wps/relay/GCSGAME_gameList?gameType=PVP&pageSize=20')).games[0]!;
    const page = await phone.open();
    await useSessionIn(page, first);
    await page.goto(`${baseUrl()}/m/launchGame?gameCategory=PVP&vendor=${game.vendor}&gameId=${game.gameId}&nodeId=${game.nodeId}`);
    await page.waitForURL(`**/m/pvp?gameId=${game.nodeId}`);
    await page.getByRole('heading', { level: 1, name: game.gameName }).waitFor();
    const [firstBefore, secondBefore] = await Promise.all([balanceOf(first), balanceOf(second)]);

    await page.getByTestId(`pvp-level-${STAKE}`).click();
    await page.getByTestId('pvp-join').click();
    await page.getByTestId('pvp-waiting').waitFor();
    await expect.poll(() => balanceOf(first)).toBeCloseTo(firstBefore - STAKE, 2);

    const other = await openPhone(phone.browser);
    await useSessionIn(other.page, second);
    await other.page.goto(`${baseUrl()}/m/pvp?gameId=${game.nodeId}`);
    await other.page.locator(`[data-testid="pvp-level-${STAKE}"][data-waiting="true"]`).click();
    await other.page.getByTestId('pvp-join').click();

    // The waiting player's page asks the room again while the seat waits: the duel reaches it without a reload.
    await Promise.all([page, other.page].map((room) => room.getByTestId('pvp-result').waitFor({ timeout: 15_000 })));
    const cards = (room: typeof page, hand: string) => room.locator(`[data-testid="${hand}"] [data-card]`).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-card')));
    expect(await cards(page, 'pvp-hand-you')).toEqual(await cards(other.page, 'pvp-hand-opponent'));
    expect(await cards(page, 'pvp-hand-opponent')).toEqual(await cards(other.page, 'pvp-hand-you'));
    const results = await Promise.all([page, other.page].map((room) => room.getByTestId('pvp-result').getAttribute('data-result')));
    expect([results[0], results[1]].sort()).toEqual(results[0] === 'SPLIT' ? ['SPLIT', 'SPLIT'] : ['LOSS', 'WIN']);

    const latestSeatOf = async (player: Player) => (await callApi(pvpMySeatsSchema, '/wps/pvp/lucky9/seats', { token: player.token })).list[0]!;
    const [firstDuel, secondDuel] = [await latestSeatOf(first), await latestSeatOf(second)];
    expect(firstDuel.duel!.result).toBe(results[0]);
    expect(firstDuel.duel!.returned + secondDuel.duel!.returned).toBe(results[0] === 'SPLIT' ? 2 * STAKE : 2 * STAKE * 0.95);
    await expect.poll(() => balanceOf(first)).toBeCloseTo(firstBefore - STAKE + firstDuel.duel!.returned, 2);
    expect(await balanceOf(second)).toBeCloseTo(secondBefore - STAKE + secondDuel.duel!.returned, 2);
    await page.locator('[data-testid="pvp-my-duels"] li[data-status="SETTLED"]').first().waitFor();

    // The duel's verify page deals it again from the revealed seeds.
    await other.page.getByTestId('pvp-result').getByRole('link').click();
    await other.page.getByTestId('fair-outcome').waitFor();
    expect(await other.page.locator('[data-testid="fair-verdict"].is-bad').count()).toBe(0);
    expect(await other.page.locator('[data-testid="fair-verdict"].is-ok').count()).toBeGreaterThan(0);
    await other.context.close();
    expect(phone.errors).toEqual([]);
  });
});
