import { endpoints } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { currentPeriodKey, devCredit, devEndPromotion, devRunJob } from '../support/accounts.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, callApi, spinSlot, useSessionIn, type Player } from '../support/games.ts';
import { operatorCall } from '../support/operator.ts';

const PASSWORD = 'board123';
/** How long the test's mission would run: longer than betting and looking take on a busy machine (the test ends it then). */
const WINDOW_MS = 10 * 60_000;
/** The leaderboard close job and its period (every 15 s). */
const CLOSE_JOB = { name: 'promotions.leaderboard-close', periodMs: 15_000 };
const PRIZES = ['150.00', '50.00'];

async function freshPlayer(): Promise<Player> {
  const username = uniqueName('lb');
  const session = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  await devCredit(baseUrl(), 'DEMO', username, 1_000_00);
  return { token: session.token, userName: session.userName, type: session.type };
}

/** A slots mission of DEMO ending in `WINDOW_MS`, with prizes for ranks 1 and 2, made and prized through the operator API. */
async function sprintMission(): Promise<number> {
  const now = Date.now();
  const created = await operatorCall<{ id: number }>('/ops/api/promotions/create', {
    merchant: 'DEMO', code: `LB_E2E_${now.toString(36).toUpperCase()}`, kind: 'MISSION', category: 'SLOTS', period: 'ONCE', measure: 'SLOTS_TURNOVER',
    target: '100000.00', reward: '1.00', perMemberCap: '1.00', budget: '1000.00', turnoverMultiple: 1,
    titles: { EN: 'Slots sprint' }, rules: { EN: '<p>The most slots turnover wins.</p>' },
    startAt: new Date(now - 1000).toISOString(), endAt: new Date(now + WINDOW_MS).toISOString(),
  });
  await operatorCall('/ops/api/promotions/prizes', { id: created.id, prizes: PRIZES });
  return created.id;
}

describe('mission leaderboard', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it("shows a member their own rank after slot bets, and pays the first prize to the wallet when the period closes", async () => {
    const missionId = await sprintMission();
    const leader = await freshPlayer();
    const runnerUp = await freshPlayer();
    await spinSlot(runnerUp.token, 10);
    for (let spin = 0; spin < 3; spin++) await spinSlot(leader.token, 20);
    const ranking = await callApi(endpoints.leaderboard.response, `/wps/promotion/leaderboard?id=${missionId}`, { token: leader.token });
    const ownRank = ranking!.own!.rank!;

    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, leader);
    await page.goto(`${baseUrl()}/m/leaderBoard?id=${missionId}`);
    const own = page.getByTestId('leaderboard-own-entry');
    await own.waitFor();
    expect(await own.getAttribute('data-rank')).toBe(String(ownRank));
    expect(await own.getByTestId('leaderboard-name').textContent()).toBe(`${leader.userName} (you)`);
    expect(await page.getByTestId('leaderboard-title').textContent()).toBe('Slots sprint');
    expect(await page.getByTestId('leaderboard-countdown-time').isVisible()).toBe(true);
    const runnerUpRow = page.locator(`[data-testid="leaderboard-entry"][data-own="false"]`).filter({ hasText: `${runnerUp.userName.slice(0, 2)}***${runnerUp.userName.slice(-2)}` });
    expect(await runnerUpRow.count()).toBe(1);
    expect(await page.title()).toContain('Leaderboard');

    // The mission ends now and its period closes on the server's job runner (run now, or its next tick if one
    // ran this period already): the prize of the leader's rank reaches the wallet once.
    const before = await balanceOf(leader);
    const prize = Number(PRIZES[ownRank - 1] ?? 0);
    await devEndPromotion(baseUrl(), missionId);
    await devRunJob(baseUrl(), CLOSE_JOB.name, currentPeriodKey(CLOSE_JOB.periodMs));
    await expect.poll(() => balanceOf(leader), { timeout: 2 * CLOSE_JOB.periodMs + 10_000, interval: 1_000 }).toBeCloseTo(before + prize, 2);
    await page.reload();
    const winner = page.locator('[data-testid="leaderboard-winner"][data-own="true"]');
    await winner.waitFor();
    expect(await winner.getAttribute('data-rank')).toBe(String(ownRank));
  }, 120_000);

  it('shows a guest the ranking of the daily slots mission with its prizes and a sign-in for their own rank', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/leaderBoard`);
    await page.getByTestId('leaderboard-prizes').waitFor();
    expect(await page.getByTestId('leaderboard-title').textContent()).toBe('Daily slots mission');
    expect(await page.getByTestId('leaderboard-prizes').locator('li').count()).toBe(10);
    await page.getByTestId('leaderboard-sign-in').click();
    await page.waitForURL(/\/m\/login/);
  });
});
