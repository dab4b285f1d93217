import { randomUUID } from 'node:crypto';
import { endpoints } from '@m/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { devCredit } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, callApi, gameList, useSessionIn, type Player } from '../support/games.ts';
import { depositThroughGateway, money } from '../support/money.ts';

const PASSWORD = 'vipclub123';
/** DEMO's VIP1: ₱1,000 of stakes and ₱200 of deposits over 30 days, and an upgrade bonus of ₱18. */
const VIP1 = { turnover: 1_000, deposit: 200, upgradeBonus: 18 };
const STAKE = 100;

async function freshPlayer(): Promise<Player> {
  const username = uniqueName('vip');
  const session = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  await devCredit(baseUrl(), 'DEMO', username, 3_000_00);
  return { token: session.token, userName: session.userName, type: session.type };
}

/** One spin of the in-house slot through the game endpoints, as the game page makes it; answers the wallet the spin left. */
async function spin(player: Player, stake: number): Promise<number> {
  const slot = (await gameList('gameType=RNG&vendor=MPLAY')).games[0]!;
  const launch = await callApi(endpoints.launchGame.response, `/wps/game/launchGame?gameCategory=RNG&vendor=MPLAY&gameId=${slot.gameId}&nodeId=${slot.nodeId}`, { token: player.token });
  const launchToken = new URL(launch.game_url, baseUrl()).searchParams.get('launch')!;
  const settled = await callApi(endpoints.demoSpin.response, '/wps/game/demo/spin', {
    method: 'POST', body: { launch: launchToken, stake, idempotencyKey: randomUUID().replaceAll('-', '') },
  });
  return settled.balance!;
}

const progressOf = async (page: Page, requirement: 'turnover' | 'deposit') => {
  const bar = page.getByTestId(`vip-progress-${requirement}`);
  return { now: Number(await bar.getAttribute('aria-valuenow')), max: Number(await bar.getAttribute('aria-valuemax')) };
};

async function openBenefits(page: Page) {
  await page.goto(`${baseUrl()}/m/member/benefits`);
  await page.getByTestId('vip-level').waitFor();
}

describe('the VIP club', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('moves the progress with real bets and deposits, pays the upgrade bonus once, and shows the new level everywhere', async () => {
    const player = await freshPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, player);

    await openBenefits(page);
    expect(await page.getByTestId('vip-level').textContent()).toBe('VIP0');
    expect(await progressOf(page, 'turnover')).toEqual({ now: 0, max: VIP1.turnover });
    expect(await progressOf(page, 'deposit')).toEqual({ now: 0, max: VIP1.deposit });
    expect(await page.getByTestId('vip-next-bonus').textContent()).toBe(`Upgrade bonus on reaching it: ${money(VIP1.upgradeBonus)}`);
    expect(await page.getByTestId('vip-level-row').count()).toBe(11);
    expect(await page.locator('[data-testid="vip-level-row"][aria-current="true"]').getAttribute('data-level')).toBe('VIP0');
    expect(await seriousViolations(page, '/m/member/benefits')).toEqual([]);

    await depositThroughGateway(page, String(VIP1.deposit));
    for (let made = 0; made < 5; made += 1) await spin(player, STAKE);
    await openBenefits(page);
    await expect.poll(() => progressOf(page, 'turnover')).toEqual({ now: 5 * STAKE, max: VIP1.turnover });
    expect(await progressOf(page, 'deposit')).toEqual({ now: VIP1.deposit, max: VIP1.deposit });
    expect(await page.getByTestId('vip-level').textContent()).toBe('VIP0');

    for (let made = 0; made < 4; made += 1) await spin(player, STAKE);
    const crossing = await spin(player, STAKE);
    // The spin's answer is the wallet after its bet; the upgrade bonus follows it.
    expect(await balanceOf(player)).toBeCloseTo(crossing + VIP1.upgradeBonus, 2);
    const after = await spin(player, STAKE);
    expect(await balanceOf(player)).toBeCloseTo(after, 2);

    await openBenefits(page);
    expect(await page.getByTestId('vip-level').textContent()).toBe('VIP1');
    expect(await page.locator('[data-testid="vip-level-row"][aria-current="true"]').getAttribute('data-level')).toBe('VIP1');
    expect((await progressOf(page, 'turnover')).max).toBe(5_000);

    await page.goto(`${baseUrl()}/m/mine`);
    await expect.poll(() => page.getByTestId('mine-club').textContent()).toBe('VIP1');
    await page.goto(`${baseUrl()}/m/home`);
    await page.getByTestId('header-menu').click();
    await expect.poll(() => page.getByTestId('side-menu-vip-level').textContent()).toBe('VIP1');
  });
});
