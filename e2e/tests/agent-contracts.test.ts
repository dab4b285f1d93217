import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devCreateAgent, devCredit, devRunJob } from '../support/accounts.ts';
import { apiRegister, fieldError, input, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { balanceOf, loginPlayer, spinSlot, useSessionIn, type Player } from '../support/games.ts';
import { money } from '../support/money.ts';

const PASSWORD = 'contract123';
const SALARY_SCREEN = '/m/member/agent/getSalaryContract';
const OFFER = 'offer-DAILY_SALARY';
/** The platform's business day (UTC+8): the daily salary job's period key. */
const businessToday = () => new Date(Date.now() + 8 * 60 * 60_000).toISOString().slice(0, 10);

/**
 * A player registered through the API under `upline`'s affiliate code (its name in capitals), or an
 * agent made by the development endpoint under that upline with its own name as its affiliate code.
 */
async function newMember(prefix: string, options: { upline?: string; agent?: boolean } = {}): Promise<Player> {
  const username = uniqueName(prefix);
  if (options.agent) {
    await devCreateAgent(baseUrl(), 'DEMO', username, PASSWORD, { ...(options.upline ? { parent: options.upline.toLowerCase() } : {}), affiliateCode: username.toUpperCase() });
  } else {
    await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0, ...(options.upline ? { affiliateCode: options.upline } : {}) });
  }
  return loginPlayer({ username, password: PASSWORD });
}

/** A fresh phone (the previous one is closed) in `player`'s session, on `path`. */
async function openAs(phone: ReturnType<typeof usePhone>, player: Player, path: string): Promise<Page> {
  const page = await phone.open();
  await preferEnglish(page);
  await useSessionIn(page, player);
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

/** Waits for the contract requirement's answer on agent home, so the prompt's presence or absence is settled. */
async function openAgentHome(page: Page) {
  const requirement = page.waitForResponse((response) => response.url().includes('/wps/agent/contracts/requirement'));
  await page.goto(`${baseUrl()}/m/agent`);
  await requirement;
  await page.getByTestId('page-agent').waitFor();
}

describe('agent contracts', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('a daily salary contract is offered, accepted by the sub-agent in its own session and settled by the job into both ledgers', async () => {
    const agent = await newMember('ctop', { agent: true });
    const sub = await newMember('csub', { upline: agent.userName, agent: true });
    const player = await newMember('cply', { upline: sub.userName });
    await devCredit(baseUrl(), 'DEMO', agent.userName, 1_000_00);
    await devCredit(baseUrl(), 'DEMO', player.userName, 500_00);

    // The agent offers its sub-agent a daily salary through the form.
    const agentPage = await openAs(phone, agent, SALARY_SCREEN);
    await agentPage.getByTestId('page-member-agent-getSalaryContract').waitFor();
    // An empty offer is refused on the form: nothing is sent.
    await agentPage.getByTestId('contract-offer-submit').click();
    await fieldError(agentPage, `${OFFER}-account`).waitFor();
    await fieldError(agentPage, `${OFFER}-amount0`).waitFor();
    expect(await agentPage.getByTestId('contract-offered').getByTestId('contract-card').count()).toBe(0);
    await input(agentPage, `${OFFER}-account`).selectOption(sub.userName);
    await input(agentPage, `${OFFER}-turnover0`).fill('100');
    await input(agentPage, `${OFFER}-activeMembers0`).fill('1');
    await input(agentPage, `${OFFER}-amount0`).fill('12.50');
    await agentPage.getByTestId('contract-offer-submit').click();
    await expect.poll(() => toast(agentPage).textContent()).toBe('Offer sent');
    const offered = agentPage.getByTestId('contract-offered').getByTestId('contract-card');
    await offered.first().waitFor();
    expect(await offered.first().getAttribute('data-status')).toBe('OFFERED');
    expect(await offered.first().textContent()).toContain(sub.userName);
    await toast(agentPage).waitFor({ state: 'hidden' });
    expect(await seriousViolations(agentPage, `${SALARY_SCREEN} (offering agent)`)).toEqual([]);

    // The sub-agent, in its own session: agent home prompts, the prompt leads to the contract screen, it accepts.
    const subPage = await openAs(phone, sub, '/m/member');
    await openAgentHome(subPage);
    const prompt = subPage.getByTestId('contract-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain(`${agent.userName} has offered you a contract.`);
    expect(await seriousViolations(subPage, '/m/agent (contract prompt)')).toEqual([]);
    await subPage.getByRole('button', { name: /^Review:/ }).click();
    await subPage.waitForURL(`**${SALARY_SCREEN}`);
    const received = subPage.getByTestId('contract-received');
    await received.getByTestId('contract-card').first().waitFor();
    expect(await received.getByTestId('contract-card').first().getAttribute('data-status')).toBe('OFFERED');
    expect(await seriousViolations(subPage, `${SALARY_SCREEN} (offer awaiting an answer)`)).toEqual([]);
    await subPage.getByTestId('contract-accept').click();
    await expect.poll(() => toast(subPage).textContent()).toBe('Contract accepted');
    await received.locator('[data-testid="contract-card"][data-status="ACCEPTED"]').waitFor();
    expect(await subPage.getByTestId('contract-accept').count()).toBe(0);

    // The team's turnover meets the tier: a player under the sub-agent spins 150.
    await spinSlot(player.token, 150);
    const [agentBefore, subBefore] = [await balanceOf(agent), await balanceOf(sub)];

    // Today's daily salary period, run by the job runner through the development switch: paid once.
    const today = businessToday();
    expect(await devRunJob(baseUrl(), 'agent-contracts.daily-salary', today)).toMatchObject({ status: 'DONE', ran: true });
    expect(await devRunJob(baseUrl(), 'agent-contracts.daily-salary', today)).toMatchObject({ status: 'DONE', ran: false });
    expect(await balanceOf(agent)).toBe(Math.round((agentBefore - 12.5) * 100) / 100);
    expect(await balanceOf(sub)).toBe(Math.round((subBefore + 12.5) * 100) / 100);

    // The settlement is in the contract's history, on both sides.
    for (const [member, side] of [[agent, 'contract-offered'], [sub, 'contract-received']] as const) {
      const page = await openAs(phone, member, SALARY_SCREEN);
      const card = page.getByTestId(side).locator('[data-testid="contract-card"][data-status="ACCEPTED"]');
      await card.getByRole('button', { name: 'Settlements' }).click();
      const settlement = card.getByTestId('contract-settlement');
      await settlement.first().waitFor();
      expect(await settlement.count()).toBe(1);
      expect(await settlement.first().getAttribute('data-status')).toBe('PAID');
      expect(await settlement.first().textContent()).toContain(today);
      expect(await settlement.first().textContent()).toContain(money(12.5));
      expect(await seriousViolations(page, `${SALARY_SCREEN} (settlement history, ${side})`)).toEqual([]);
    }

    // Nothing awaits the sub-agent's answer any more: agent home no longer prompts.
    const subHome = phone.page;
    await openAgentHome(subHome);
    expect(await subHome.getByTestId('contract-prompt').count()).toBe(0);

    // The dividends page of the offering agent (DEMO has dividends on).
    const dividendPage = await openAs(phone, agent, '/m/member/agent/agentDivident');
    await dividendPage.getByTestId('page-member-agent-agentDivident').waitFor();
    await dividendPage.locator('.page-loading').waitFor({ state: 'detached' });
    expect(await seriousViolations(dividendPage, '/m/member/agent/agentDivident')).toEqual([]);
  });
});
