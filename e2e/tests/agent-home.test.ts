import type { Page } from 'playwright-core';
import { businessDate, teamKpiSchema } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { devCreateAgent } from '../support/accounts.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { callApi, DEMO_AGENT, loginPlayer, type Player } from '../support/games.ts';
import { openLoggedIn } from '../support/home.ts';

/** Spec §2 agent home, as agent01 of the demo merchant sees it. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** 12:30 on the machine's (and the browser's) clock today: the early-afternoon band. */
const middayToday = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12, 30);
};

const teamKpi = (agent: Player, day: string) =>
  callApi(teamKpiSchema, `/wps/agent/team/kpi?startDate=${day}&endDate=${day}`, { token: agent.token });

const shownCounters = async (page: Page) => ({
  teamLoginMemberCount: Number(await page.getByTestId('agent-home-count-login').textContent()),
  teamBetMemberCount: Number(await page.getByTestId('agent-home-count-bet').textContent()),
  teamRegisterMemberCount: Number(await page.getByTestId('agent-home-count-register').textContent()),
  teamOnlineCount: Number(await page.getByTestId('agent-home-count-online').textContent()),
});

describe('agent home', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it("greets agent01 by the fixed clock's band and shows the team's counters of the day the server counts", async () => {
    const agent = await loginPlayer(DEMO_AGENT);
    // A member joining agent01's team today: the registered counter of the day has it.
    const password = 'home12345';
    await apiRegister(baseUrl(), 'DEMO', { username: uniqueName('home'), password, confirmPassword: password, type: 0, affiliateCode: 'AGENT01' });

    const page = await phone.open();
    await preferEnglish(page);
    const fixed = middayToday();
    await page.clock.setFixedTime(fixed);
    await openLoggedIn(page, '/m/agent', { username: DEMO_AGENT.username, password: DEMO_AGENT.password });
    await page.getByTestId('page-agent').waitFor();
    expect(await page.getByTestId('agent-home-greeting').textContent()).toBe('Good midday, agent01');
    expect(await page.getByTestId('agent-home-greeting').getAttribute('data-band')).toBe('earlyAfternoon');

    const day = businessDate(fixed);
    await page.getByTestId('agent-home-count-online').filter({ hasText: /^\d+$/ }).waitFor();
    const kpi = (await teamKpi(agent, day)).footer;
    expect(await shownCounters(page)).toEqual(kpi);
    if (day === businessDate(new Date())) expect(kpi.teamRegisterMemberCount).toBeGreaterThanOrEqual(1);

    // The grid (DEMO's menu setting has every item; online service always) and the footer.
    expect(await page.getByTestId('agent-grid-teamBetting').count()).toBe(1);
    expect(await page.getByTestId('agent-grid-redRain').count()).toBe(1);
    expect(await page.getByTestId('agent-grid-service').count()).toBe(1);
    expect(await page.getByTestId('agent-footer-register').getAttribute('href')).toBe('/m/agentRegister');
    expect(await page.getByTestId('agent-footer-notices').getAttribute('href')).toBe('/m/notice?types=A');
    expect(await page.getByTestId('app-header').count()).toBe(0);

    expect(await seriousViolations(page, '/m/agent')).toEqual([]);
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
