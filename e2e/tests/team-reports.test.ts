import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { apiLoginSession } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { screenshotFailures, usePhone } from '../support/browser.ts';
import { DEMO_AGENT, spinSlot, useSessionIn, type Player } from '../support/games.ts';
import { money } from '../support/money.ts';
import { startFreshServer, type RunningServer } from '../support/server.ts';

const PASSWORD = 'team12345';
/** The platform's business day (UTC+8) of now: the team reports count in it. */
const businessToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The team's figures of a period straight from its bets and ledger transfers, in major units. */
type DirectSums = { bets: number; turnover: number; payout: number; deposit: number; withdrawal: number; rebate: number; bonus: number; net: number };

/**
 * Sums agent01's team (every member below it) over the business days of the period from the rows
 * themselves: bets by their time in UTC+8, money by the ledger transfers into (or, a withdrawal, out of) a member's wallet.
 */
async function directSums(dataDir: string, period: { startDate: string; endDate: string }): Promise<DirectSums> {
  // The server keeps its embedded database in DATA_DIR/pglite.
  const database = new PGlite(join(dataDir, 'pglite'));
  try {
    const team = `(SELECT t.descendant_id FROM member_tree t JOIN members a ON a.id = t.ancestor_id JOIN merchants m ON m.id = a.merchant_id
      WHERE a.username = '${DEMO_AGENT.username}' AND m.code = 'DEMO' AND t.depth > 0)`;
    const inPeriod = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '8 hours')::date BETWEEN $1::date AND $2::date`;
    const { rows: [bets] } = await database.query<{ bets: number; turnover: string; payout: string }>(
      `SELECT count(*)::int AS bets, coalesce(sum(stake_minor), 0)::text AS turnover, coalesce(sum(win_minor), 0)::text AS payout
       FROM bets WHERE member_id IN ${team} AND ${inPeriod('created_at')}`, [period.startDate, period.endDate]);
    const { rows: [money] } = await database.query<Record<'deposit' | 'withdrawal' | 'rebate' | 'bonus', string>>(
      `SELECT coalesce(sum(t.amount_minor) FILTER (WHERE t.type = 'DEPOSIT'), 0)::text AS deposit,
              coalesce(sum(t.amount_minor) FILTER (WHERE t.type = 'WITHDRAW_PAYOUT'), 0)::text AS withdrawal,
              coalesce(sum(t.amount_minor) FILTER (WHERE t.type = 'REBATE'), 0)::text AS rebate,
              coalesce(sum(t.amount_minor) FILTER (WHERE t.type IN ('BONUS', 'RED_RAIN_CATCH')), 0)::text AS bonus
       FROM ledger_transfers t
       JOIN ledger_accounts a ON a.id = CASE WHEN t.type = 'WITHDRAW_PAYOUT' THEN t.debit_account_id ELSE t.credit_account_id END
       WHERE a.member_id IN ${team} AND ${inPeriod('t.created_at')}`, [period.startDate, period.endDate]);
    const major = (minor: string) => Number(minor) / 100;
    const sums = {
      bets: bets!.bets, turnover: major(bets!.turnover), payout: major(bets!.payout),
      deposit: major(money!.deposit), withdrawal: major(money!.withdrawal), rebate: major(money!.rebate), bonus: major(money!.bonus),
    };
    return { ...sums, net: Math.round((sums.payout + sums.rebate + sums.bonus - sums.turnover) * 100) / 100 };
  } finally {
    await database.close();
  }
}

/** Players registered with agent01's invitation code, funded and each with a few real spins of the in-house slot. */
async function activeTeamPlayers(base: string): Promise<void> {
  for (const stakes of [[1, 2], [3], [1, 1, 2]]) {
    const session = await apiRegister(base, 'DEMO', { username: uniqueName('team'), password: PASSWORD, confirmPassword: PASSWORD, type: 0, affiliateCode: 'AGENT01' });
    await fetch(`${base}/wps/dev/members/DEMO/${session.userName}/credit`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ amountMinor: 100_00 }),
    });
    for (const stake of stakes) await spinSlot(session.token, stake, base);
  }
}

/**
 * Opens a report page and answers the period its first request asked for (the last 7 business days,
 * today's included) and the bets the answer counted.
 */
async function openReport(page: Page, url: string, path: string): Promise<{ period: { startDate: string; endDate: string }; betCount: number }> {
  const answer = page.waitForResponse((response: Response) => response.url().includes(path));
  await page.goto(url);
  const response = await answer;
  const asked = new URL(response.url()).searchParams;
  const { value } = (await response.json()) as { value: { totals: { betCount: number } } };
  return { period: { startDate: asked.get('startDate')!, endDate: asked.get('endDate')! }, betCount: value.totals.betCount };
}

const shown = (page: Page, testId: string) => page.getByTestId(testId).textContent();

describe('team reports', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let server: RunningServer;
  let agent: Player;
  const seen: { overview?: { period: { startDate: string; endDate: string }; texts: Record<string, string | null> }; pnl?: typeof seen.overview } = {};

  beforeAll(async () => {
    server = await startFreshServer({ DEV_ENDPOINTS: '1', PAYMENT_SIMULATOR: '1' }, { keepData: true });
    await activeTeamPlayers(server.baseUrl);
    const session = await apiLoginSession(server.baseUrl, 'DEMO', DEMO_AGENT.username, DEMO_AGENT.password);
    agent = { token: session.token, userName: session.userName, type: session.type };
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('shows agent01 its team overview with the chart, and nothing serious for axe', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, agent);
    const { period, betCount } = await openReport(page, `${server.baseUrl}/m/agent/team/overview`, '/wps/agent/team/overview');
    expect(period.endDate).toBe(businessToday());
    expect(betCount).toBeGreaterThanOrEqual(6);
    await expect.poll(() => shown(page, 'team-kpi-bets')).toBe(String(betCount));
    await page.locator('[data-testid="team-chart-plot"] canvas').first().waitFor();
    const box = await page.getByTestId('team-chart-plot').boundingBox();
    expect(box?.height).toBe(200);
    expect(await page.getByRole('table', { name: 'Turnover and net per day' }).count()).toBe(1);
    seen.overview = {
      period,
      texts: Object.fromEntries(await Promise.all(['turnover', 'payout', 'net', 'deposit', 'withdrawal', 'rebate', 'bonus', 'bets']
        .map(async (name) => [name, await shown(page, `team-kpi-${name}`)] as const))),
    };
    expect(await seriousViolations(page, '/m/agent/team/overview')).toEqual([]);
  });

  it('shows agent01 its team P&L per level and per member', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, agent);
    const { period, betCount } = await openReport(page, `${server.baseUrl}/m/agent/team/pnl`, '/wps/agent/team/pnl');
    await expect.poll(() => shown(page, 'team-pnl-total-bets')).toBe(String(betCount));
    await page.locator('[data-testid="team-chart-plot"] canvas').first().waitFor();
    expect(await page.getByTestId('team-pnl-level').first().getAttribute('data-depth')).toBe('1');
    seen.pnl = {
      period,
      texts: Object.fromEntries(await Promise.all(['turnover', 'payout', 'net', 'deposit', 'withdrawal', 'rebate', 'bonus', 'bets']
        .map(async (name) => [name, await shown(page, `team-pnl-total-${name}`)] as const))),
    };
    expect(await seriousViolations(page, '/m/agent/team/pnl (by level)')).toEqual([]);

    await page.getByTestId('team-pnl-tab-member').click();
    await page.getByTestId('team-pnl-member').first().waitFor();
    const members = await page.getByTestId('team-pnl-member').count();
    expect(members).toBeGreaterThanOrEqual(3);
    await page.getByTestId('team-member-search').fill('no-such-member');
    await page.getByTestId('team-member-search').press('Enter');
    await page.getByText('No member of your team matches this name.').waitFor();
    expect(await seriousViolations(page, '/m/agent/team/pnl (by member)')).toEqual([]);
  });

  it('shows totals equal to a direct SQL sum over the team\'s bets and ledger for the period', async () => {
    await server.stop();
    for (const report of [seen.overview!, seen.pnl!]) {
      const sums = await directSums(server.dataDir, report.period);
      expect(sums.bets).toBeGreaterThanOrEqual(6);
      expect(report.texts).toEqual({
        turnover: money(sums.turnover), payout: money(sums.payout), net: money(sums.net, { signed: true }), deposit: money(sums.deposit),
        withdrawal: money(sums.withdrawal), rebate: money(sums.rebate), bonus: money(sums.bonus), bets: String(sums.bets),
      });
    }
  });
});
