import {
  drawLotteryNumbers, fairGameOfLottery, fairRandom, lotteryFormatOf, lotteryListSchema, lotteryPlay, payoutOf, type Lottery,
} from '@m/contract';
import { describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { devCredit, devRunJob } from '../support/accounts.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, callApi, useSessionIn, type Player } from '../support/games.ts';

const PASSWORD = 'lotto1234';
const CLOSE_BEFORE_MS = 10_000;

/** The minute lottery with the most time left before its close (so the test cancels well before it), of a kind with a sum big/small play. */
async function lotteryWithTimeLeft(): Promise<Lottery> {
  const { list } = await callApi(lotteryListSchema, '/wps/relay/GCSGAME_getLotteryList');
  const candidates = list.filter((lottery) => lottery.game.vendor === 'ELOTT' && ['SSC', '11X5'].includes(lottery.game.subType));
  return candidates.sort((a, b) => b.nextDraw.closesAt - a.nextDraw.closesAt)[0]!;
}

/** A server seed for the issue's round whose draw makes `big` or `small` win (not the sum's middle), and that option. */
function seedWithWinner(lottery: Lottery, round: string): { serverSeed: string; winner: 'big' | 'small'; numbers: number[] } {
  const format = lotteryFormatOf(lottery.game.subType, lottery.game.gameCode);
  const play = lotteryPlay(format.kind, 'sum-bs')!;
  for (let index = 0; ; index++) {
    const serverSeed = index.toString(16).padStart(2, '0').repeat(32);
    const numbers = drawLotteryNumbers(format, fairRandom(serverSeed, round));
    const winner = (['big', 'small'] as const).find((option) => payoutOf(play, [option], 100, 1, numbers) > 0);
    if (winner) return { serverSeed, winner, numbers };
  }
}

describe('the lottery', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('an order of two sub-orders: one cancelled before the close with its stake back, the other settled by the draw with the win in the wallet', async () => {
    const username = uniqueName('lot');
    const session = await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
    const player: Player = { token: session.token, userName: session.userName, type: session.type };
    await devCredit(baseUrl(), 'DEMO', username, 100_00);

    const lottery = await lotteryWithTimeLeft();
    const { vendor, gameCode, subType } = lottery.game;
    const issueNo = lottery.nextDraw.drawNo;
    const round = `${vendor}/${gameCode}/${issueNo}`;
    const { serverSeed, winner, numbers } = seedWithWinner(lottery, round);
    const loser = winner === 'big' ? 'small' : 'big';
    // The issue's round opened with a known seed before anyone looks at the issue: the test knows the draw.
    const fair = await fetch(`${baseUrl()}/wps/dev/fair/seed`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: fairGameOfLottery(lotteryFormatOf(subType, gameCode).kind), round, serverSeed }),
    });
    expect(fair.ok).toBe(true);

    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, player);
    // The spec's launch form names the lottery by its code and prize mode.
    await page.goto(`${baseUrl()}/m/launchGame?playType=${lottery.game.playType}&prize_mode=Elott&code=${gameCode}&pageBack=home`);
    await page.getByTestId('page-lotteryGame').waitFor();
    await expect.poll(() => page.getByTestId('lottery-issue').getAttribute('data-issue')).toBe(issueNo);

    for (const option of [winner, loser]) {
      await page.getByTestId('lottery-play-sum-bs').click();
      await page.getByTestId(`lottery-option-${option}`).click();
      await page.getByTestId('lottery-add').click();
    }
    await expect.poll(() => page.getByTestId('lottery-slip-entry').count()).toBe(2);
    const before = await balanceOf(player);
    await page.getByTestId('lottery-submit').click();
    await page.getByTestId('page-lotteryOrder').waitFor();
    await expect.poll(() => page.getByTestId('lottery-sub-order').count()).toBe(2);
    const stake = (before - (await balanceOf(player))) / 2;
    expect(stake).toBeGreaterThan(0);

    // Cancel the losing side before the close: its stake comes back.
    await page.getByTestId('lottery-cancel').nth(1).click();
    await expect.poll(() => page.getByTestId('lottery-sub-order').nth(1).getAttribute('data-status')).toBe('CANCELLED');
    expect(await balanceOf(player)).toBeCloseTo(before - stake, 2);

    // The draw, driven through the job runner: the period that ends at the issue's draw.
    const drawAt = lottery.nextDraw.closesAt + CLOSE_BEFORE_MS;
    const period = new Date(drawAt - lottery.drawIntervalSeconds * 1000).toISOString();
    const run = await devRunJob(baseUrl(), `lottery.draw:${vendor}-${gameCode}`, period);
    expect(run.status).toBe('DONE');

    await page.reload();
    await page.getByTestId('lottery-order-result').waitFor();
    expect(await page.getByTestId('lottery-sub-order').nth(0).getAttribute('data-status')).toBe('WON');
    expect(await page.getByTestId('lottery-sub-order').nth(1).getAttribute('data-status')).toBe('CANCELLED');
    const payout = stake * 1.98;
    expect(await page.getByTestId('lottery-sub-order-payout').nth(0).textContent()).toContain(payout.toFixed(2));
    expect(await page.getByTestId('lottery-order-result').locator('.draw-ball').allTextContents()).toEqual(numbers.map(String));
    expect(await balanceOf(player)).toBeCloseTo(before - stake + payout, 2);
    expect(await page.getByTestId('lottery-verify').getAttribute('href')).toMatch(/^\/m\/fair\?id=\d+$/);
    expect(phone.errors).toEqual([]);
  });
});
