import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { businessDate } from '@m/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { apiLoginSession, devCreateAgent, devCredit } from '../support/accounts.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { DEMO_AGENT, spinSlot, useSessionIn } from '../support/games.ts';
import { openLoggedIn } from '../support/home.ts';
import { startFreshServer, type RunningServer } from '../support/server.ts';

/** Spec §2 agent home, as agent01 of the demo merchant sees it. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * 12:30 on the machine's (and the browser's) clock, the early-afternoon band, on the day whose 12:30
 * falls in the platform's business day of now: the counters the page shows are then of the day
 * still running, which the rows themselves tell in full (a member's last login is of no later day).
 */
const middayOfBusinessToday = () => {
  const now = new Date();
  const today = businessDate(now);
  for (const shift of [0, -1, 1]) {
    const midday = new Date(now.getFullYear(), now.getMonth(), now.getDate() + shift, 12, 30);
    if (businessDate(midday) === today) return midday;
  }
  throw new Error(`No 12:30 of the machine's clock falls in the business day ${today}`);
};

type Counters = { teamLoginMemberCount: number; teamBetMemberCount: number; teamRegisterMemberCount: number; teamOnlineCount: number };

const shownCounters = async (page: Page): Promise<Counters> => ({
  teamLoginMemberCount: Number(await page.getByTestId('agent-home-count-login').textContent()),
  teamBetMemberCount: Number(await page.getByTestId('agent-home-count-bet').textContent()),
  teamRegisterMemberCount: Number(await page.getByTestId('agent-home-count-register').textContent()),
  teamOnlineCount: Number(await page.getByTestId('agent-home-count-online').textContent()),
});

/** The server's session window for "online" (modules/agent-home): a session used in the last 5 minutes. */
const ONLINE_WINDOW = "interval '5 minutes'";

/**
 * agent01's four counters of the business day `day` (UTC+8) straight from the rows of its team (every
 * member below it): members registered that day, members with a bet placed that day, members who logged
 * in that day (the last login on the member's row, or a session opened that day), and members with a
 * live session used in the 5 minutes before `at`.
 */
async function countersFromRows(dataDir: string, day: string, at: Date): Promise<Counters> {
  // The server keeps its embedded database in DATA_DIR/pglite.
  const database = new PGlite(join(dataDir, 'pglite'));
  try {
    const team = `(SELECT t.descendant_id FROM member_tree t JOIN members a ON a.id = t.ancestor_id JOIN merchants m ON m.id = a.merchant_id
      WHERE a.username = '${DEMO_AGENT.username}' AND m.code = 'DEMO' AND t.depth > 0)`;
    const dayOf = (column: string) => `((${column} AT TIME ZONE 'UTC') + interval '8 hours')::date`;
    const { rows: [row] } = await database.query<Counters>(
      `SELECT
         (SELECT count(*)::int FROM members m WHERE m.id IN ${team} AND (${dayOf('m.last_login')} = $1::date
            OR EXISTS (SELECT 1 FROM member_sessions s WHERE s.member_id = m.id AND ${dayOf('s.created_at')} = $1::date))) AS "teamLoginMemberCount",
         (SELECT count(DISTINCT b.member_id)::int FROM bets b WHERE b.member_id IN ${team} AND ${dayOf('b.created_at')} = $1::date) AS "teamBetMemberCount",
         (SELECT count(*)::int FROM members m WHERE m.id IN ${team} AND ${dayOf('m.reg_date')} = $1::date) AS "teamRegisterMemberCount",
         (SELECT count(DISTINCT s.member_id)::int FROM member_sessions s WHERE s.member_id IN ${team} AND s.revoked_at IS NULL
            AND s.last_seen_at >= $2::timestamptz - ${ONLINE_WINDOW} AND s.expires_at > $2::timestamptz) AS "teamOnlineCount"`,
      [day, at.toISOString()]);
    return row!;
  } finally {
    await database.close();
  }
}

describe('agent home', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  describe("agent01's counters, on a server of its own whose database the test reads after", () => {
    let server: RunningServer;
    let seen: { day: string; at: Date; counters: Counters } | undefined;

    beforeAll(async () => {
      server = await startFreshServer({ DEV_ENDPOINTS: '1' }, { keepData: true });
      // A member joining agent01's team today, funded and with one spin: registered, logged in, betting and online today.
      const password = 'home12345';
      const member = await apiRegister(server.baseUrl, 'DEMO', { username: uniqueName('home'), password, confirmPassword: password, type: 0, affiliateCode: 'AGENT01' });
      await devCredit(server.baseUrl, 'DEMO', member.userName, 10_00);
      await spinSlot(member.token, 1, server.baseUrl);
    });

    afterAll(async () => {
      await server?.stop();
    });

    it("greets agent01 by the fixed clock's band and shows the team's counters of the day", async () => {
      const agent = await apiLoginSession(server.baseUrl, 'DEMO', DEMO_AGENT.username, DEMO_AGENT.password);
      const page = await phone.open();
      await preferEnglish(page);
      await useSessionIn(page, agent);
      await page.addInitScript(() => {
        window.sessionStorage.setItem('MC_LOGIN_POPUPS_SHOWN', '1');
        window.sessionStorage.setItem('MC_AGENT_CONTRACT_ASKED', '1');
      });
      const fixed = middayOfBusinessToday();
      await page.clock.setFixedTime(fixed);
      await page.goto(`${server.baseUrl}/m/agent`);
      await page.getByTestId('page-agent').waitFor();
      expect(await page.getByTestId('agent-home-greeting').textContent()).toBe('Good midday, agent01');
      expect(await page.getByTestId('agent-home-greeting').getAttribute('data-band')).toBe('earlyAfternoon');

      await page.getByTestId('agent-home-count-online').filter({ hasText: /^\d+$/ }).waitFor();
      seen = { day: businessDate(fixed), at: new Date(), counters: await shownCounters(page) };

      // The grid (DEMO's menu setting has every item; online service always) and the footer.
      expect(await page.getByTestId('agent-grid-teamBetting').count()).toBe(1);
      expect(await page.getByTestId('agent-grid-redRain').count()).toBe(1);
      expect(await page.getByTestId('agent-grid-service').count()).toBe(1);
      expect(await page.getByTestId('agent-footer-register').getAttribute('href')).toBe('/m/agentRegister');
      expect(await page.getByTestId('agent-footer-notices').getAttribute('href')).toBe('/m/notice?types=A');
      expect(await page.getByTestId('app-header').count()).toBe(0);

      expect(await seriousViolations(page, '/m/agent')).toEqual([]);
    });

    it("shows counters equal to the database's: registrations, bettors, logins and live sessions of the team", async () => {
      await server.stop();
      const fromRows = await countersFromRows(server.dataDir, seen!.day, seen!.at);
      expect(seen!.counters).toEqual(fromRows);
      // Today's new member counts in each of the four.
      for (const count of Object.values(fromRows)) expect(count).toBeGreaterThanOrEqual(1);
      // Stopping the server and opening its database take a while on a loaded machine.
    }, 120_000);
  });

  it("hides on ALT the grid items its menu setting leaves out (team betting, red-envelope rain), keeping online service", async () => {
    const username = uniqueName('altag');
    await devCreateAgent(baseUrl(), 'ALT', username, 'agent1234');
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/agent', { origin: hostUrl('alt.localhost'), merchant: 'ALT', username, password: 'agent1234' });
    await page.getByTestId('agent-grid-service').waitFor();
    await page.getByTestId('agent-grid-teamOverview').waitFor();
    expect(await page.getByTestId('agent-grid-teamBetting').count()).toBe(0);
    expect(await page.getByTestId('agent-grid-redRain').count()).toBe(0);
    expect(await page.getByTestId('agent-grid-teamPnl').count()).toBe(1);
  });

  it('sends a guest and a player to /m/home', async () => {
    let page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/agent`);
    await page.getByTestId('page-home').waitFor();
    expect(pathOf(page)).toBe('/m/home');

    page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/agent');
    await page.getByTestId('page-home').waitFor();
    expect(pathOf(page)).toBe('/m/home');
  });

  it("leads an inner agent page's back arrow to agent home when there is no history", async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/home', { username: DEMO_AGENT.username, password: DEMO_AGENT.password });
    await page.evaluate(() => window.location.replace('/m/agent/team/overview'));
    await page.getByTestId('header-back').waitFor();
    await page.getByTestId('header-back').click();
    await page.getByTestId('page-agent').waitFor();
    expect(pathOf(page)).toBe('/m/agent');
  });
});
