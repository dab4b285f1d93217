import { agentRebateRatesSchema } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { fieldError, input, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { DEMO_AGENT, loginPlayer, useSessionIn } from '../support/games.ts';

const ABOVE_OWN = "A downline's rebate cannot be above your own rate.";

describe('agent downline: open account, rebate settings, rebate income', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('opens a sub-agent that then shows in the rebate settings, where a rate above the agent\'s own is refused', async () => {
    const agent = await loginPlayer(DEMO_AGENT);
    const page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, agent);

    // The affiliate link (agent01's seeded code) and the open account form; the seed gives agent01 Slots at 1.50%.
    await page.goto(`${baseUrl()}/m/agentRegister`);
    await page.getByTestId('affiliate-code').waitFor();
    expect(await page.getByTestId('affiliate-code').textContent()).toBe('AGENT01');
    expect(await page.getByTestId('affiliate-url').textContent()).toMatch(/\/m\/register\?aff=AGENT01$/);
    expect(await seriousViolations(page, '/m/agentRegister')).toEqual([]);

    const username = uniqueName('sub');
    await input(page, 'openAccount-type').selectOption('1');
    await input(page, 'openAccount-username').fill(username);
    await input(page, 'openAccount-password').fill('agent12345');
    await input(page, 'openAccount-confirmPassword').fill('agent12345');
    await input(page, 'openAccount-rateRNG').fill('1.60');
    await page.getByTestId('open-account-submit').click();
    await fieldError(page, 'openAccount-rateRNG').waitFor();
    expect(await fieldError(page, 'openAccount-rateRNG').textContent()).toBe(ABOVE_OWN);
    await input(page, 'openAccount-rateRNG').fill('0.50');
    await page.getByTestId('open-account-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe(`Account ${username} opened.`);
    expect(await input(page, 'openAccount-username').inputValue()).toBe('');

    // The new sub-agent in the rebate settings, with the rate it was opened with.
    await page.goto(`${baseUrl()}/m/member/agent/agentRebeat`);
    const item = page.getByTestId(`downline-${username}`);
    await item.waitFor();
    expect(await page.getByTestId('own-rates-RNG').textContent()).toBe('1.50%');
    expect(await page.getByTestId(`downline-${username}-rates-RNG`).textContent()).toBe('0.50%');
    expect(await seriousViolations(page, '/m/member/agent/agentRebeat')).toEqual([]);

    // Above the agent's own: the form says so, and so does the server (the same translated text) when asked directly.
    await page.getByTestId(`downline-${username}-edit`).click();
    await input(page, `rates-${username}-rateRNG`).fill('1.51');
    await page.getByTestId(`rates-${username}-submit`).click();
    await fieldError(page, `rates-${username}-rateRNG`).waitFor();
    expect(await fieldError(page, `rates-${username}-rateRNG`).textContent()).toBe(ABOVE_OWN);
    const refused = await fetch(`${baseUrl()}/wps/agent/rebate/rates`, {
      method: 'POST',
      headers: { Merchant: 'DEMO', Language: 'EN', Authorization: agent.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, rates: [{ gameCategory: 'RNG', rateBasisPoints: 151 }] }),
    }).then((response) => response.json() as Promise<{ success: boolean; errorCode: string; message: string }>);
    expect(refused).toMatchObject({ success: false, errorCode: 'agent.rebate.above.own', message: "A downline's RNG rebate cannot be above your own rate of 1.50%." });

    await input(page, `rates-${username}-rateRNG`).fill('1.20');
    await page.getByTestId(`rates-${username}-submit`).click();
    await expect.poll(() => toast(page).textContent()).toBe(`Rates of ${username} saved.`);
    await expect.poll(() => page.getByTestId(`downline-${username}-rates-RNG`).textContent()).toBe('1.20%');
    const listed = await fetch(`${baseUrl()}/wps/agent/rebate/rates?username=${username}`, { headers: { Merchant: 'DEMO', Authorization: agent.token } })
      .then(async (response) => agentRebateRatesSchema.parse(((await response.json()) as { value: unknown }).value));
    expect(listed.list[0]!.rates.find((rate) => rate.gameCategory === 'RNG')!.rateBasisPoints).toBe(120);

    // The income page: today's accrual and the paid days of the period.
    await page.goto(`${baseUrl()}/m/member/teamRebate`);
    await page.getByTestId('income-today').waitFor();
    await page.getByTestId('income-totals').waitFor();
    expect(await seriousViolations(page, '/m/member/teamRebate')).toEqual([]);
  });
});
