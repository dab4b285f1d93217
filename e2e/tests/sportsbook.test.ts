import { combinedOdds, envelopeSchema, oddsPayoutOf, sportsFixtureSchema, type SportsFixture } from '@m/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, input, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { devCredit } from '../support/accounts.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { moneyText } from '../support/money.ts';
import { operatorCall } from '../support/operator.ts';

const PASSWORD = 'secret123';

async function fixture(id: number): Promise<SportsFixture> {
  const response = await fetch(`${baseUrl()}/wps/sportsbook/fixture?id=${id}`, { headers: { Merchant: 'DEMO' } });
  return envelopeSchema(sportsFixtureSchema).parse(await response.json()).value!;
}

/** The match kicks off now (development endpoint), then the operator enters its result through the operator API. */
async function result(fixtureId: number, homeScore: number, awayScore: number) {
  const kickoff = await fetch(`${baseUrl()}/wps/dev/sportsbook/kickoff`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fixtureId }),
  });
  expect(kickoff.ok).toBe(true);
  return operatorCall<{ settledBets: number }>('/ops/api/sports/result', { merchant: 'DEMO', fixtureId, homeScore, awayScore, reason: 'final whistle' });
}

const homeWinner = (page: Page) => page.locator('[data-testid="sports-market-WINNER"] .sports-selection').first();

async function placeSlip(page: Page, stake: string, parlay: boolean) {
  await page.getByTestId('slip-open').click();
  await page.getByTestId('bet-slip').waitFor();
  if (parlay) await page.getByTestId('slip-mode-PARLAY').click();
  await input(page, 'sportsSlip-stake').fill(stake);
  await page.getByTestId('slip-submit').click();
  await page.getByTestId('bet-slip').waitFor({ state: 'detached' });
}

describe('the sportsbook', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('takes a single and a parlay on the hot match from its modal, settled when the operator enters the results', async () => {
    const username = uniqueName('sb');
    await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
    await devCredit(baseUrl(), 'DEMO', username, 1_000_00);
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/home', { username, password: PASSWORD });

    // The hot matches come below the fold.
    await page.getByTestId('home-popular').waitFor();
    await page.mouse.wheel(0, 1200);
    await page.getByTestId('home-hot-match').first().click();
    await page.getByTestId('hot-match-bet').click();
    await page.waitForURL('**/m/sportsbook/match?hotMatch=**');
    const hotId = Number(await page.getByTestId('sports-match').getAttribute('data-fixture'));
    const hot = await fixture(hotId);
    const hotHome = hot.markets.find((market) => market.kind === 'WINNER')!.selections.find((selection) => selection.code === 'HOME')!;

    // A single: the hot match's home side.
    await homeWinner(page).click();
    await placeSlip(page, '100', false);

    // A parlay: the hot match's home side and another match's home side.
    await homeWinner(page).click();
    await page.goto(`${baseUrl()}/m/sportsbook`);
    const other = page.locator(`[data-testid="sports-fixture"]:not([data-fixture="${hotId}"])`).first();
    const otherId = Number(await other.getAttribute('data-fixture'));
    await other.locator('.sports-selection').first().click();
    const otherHome = (await fixture(otherId)).markets.find((market) => market.kind === 'WINNER')!.selections[0]!;
    await placeSlip(page, '50', true);

    expect(await result(hotId, 3, 1)).toMatchObject({ settledBets: 1 });
    expect(await result(otherId, 2, 0)).toMatchObject({ settledBets: 1 });

    const singlePayout = oddsPayoutOf(100_00, hotHome.odds);
    const parlayPayout = oddsPayoutOf(50_00, combinedOdds([hotHome.odds, otherHome.odds]));
    await page.goto(`${baseUrl()}/m/sportsbook/bets`);
    await page.getByTestId('sports-bets-SETTLED').click();
    await expect.poll(() => page.locator('[data-testid="sports-bet"][data-status="WON"]').count()).toBe(2);
    const payouts = await page.getByTestId('sports-bet-payout').allTextContents();
    expect(payouts.sort()).toEqual([moneyText(singlePayout / 100), moneyText(parlayPayout / 100)].map((text) => `\u2066${text}\u2069`).sort());
    await page.goto(`${baseUrl()}/m/home`);
    await expect.poll(() => page.getByTestId('header-balance').textContent())
      .toContain(moneyText((1_000_00 - 150_00 + singlePayout + parlayPayout) / 100));
  }, 120_000);
});
