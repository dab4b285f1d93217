import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { apiRegister, input, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { currentPeriodKey, devEndRedRain, devRunJob } from '../support/accounts.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { balanceOf, DEMO_AGENT, loginPlayer, useSessionIn, type Player } from '../support/games.ts';
import { money } from '../support/money.ts';

const PASSWORD = 'rain12345';
/**
 * The session's length: the test ends it once the player has tapped up to the cap (5 to 25 envelopes),
 * which the shortest (30 s) may not leave time for on a busy machine.
 */
const SESSION_SECONDS = 60;
/** The job that settles ended sessions, and its period (every 15 s). */
const SESSIONS_JOB = { name: 'red-rain.sessions', periodMs: 15_000 };

/** A fresh player in agent01's team (registered with the agent's invitation code), with an empty wallet. */
async function teamPlayer(): Promise<Player> {
  const session = await apiRegister(baseUrl(), 'DEMO', { username: uniqueName('rain'), password: PASSWORD, confirmPassword: PASSWORD, type: 0, affiliateCode: 'AGENT01' });
  return { token: session.token, userName: session.userName, type: session.type };
}

/** The agent's latest session in its list. */
const latestSession = (page: Page) => page.getByTestId('red-rain-agent-session').first();

/** The page scrolls sideways when anything is wider than the screen. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

describe('red-envelope rain', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('rains an agent\'s session on its team: a member catches envelopes up to the cap, the wallet is credited and the agent sees what came back', async () => {
    const agent = await loginPlayer(DEMO_AGENT);
    const player = await teamPlayer();
    const agentBefore = await balanceOf(agent);

    let page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, agent);
    await page.goto(`${baseUrl()}/m/redRain`);
    await input(page, 'redRain-durationSeconds').selectOption(String(SESSION_SECONDS));
    await input(page, 'redRain-budget').fill('5');
    await input(page, 'redRain-perMemberCap').fill('6');
    await page.getByTestId('red-rain-schedule').click();
    await page.getByTestId('redRain-perMemberCap-error').waitFor();
    expect(await page.getByTestId('redRain-perMemberCap-error').textContent()).toBe('The cap per member cannot be more than the budget.');
    await input(page, 'redRain-perMemberCap').fill('1');
    await page.getByTestId('red-rain-schedule').click();
    await page.locator('[data-testid="red-rain-agent-session"][data-status="LIVE"]').waitFor();
    await expect.poll(() => toast(page).textContent()).toBe('Rain scheduled');
    await toast(page).waitFor({ state: 'hidden' });
    expect(await seriousViolations(page, '/m/redRain (agent)')).toEqual([]);
    expect(await balanceOf(agent)).toBe(Math.round((agentBefore - 5) * 100) / 100);

    // The player taps with reduced motion (the envelopes stand still) and by keyboard, then one falling envelope.
    page = await phone.open();
    await preferEnglish(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page's clock runs as usual until the test moves it to the session's end.
    await page.clock.install();
    await useSessionIn(page, player);
    await page.goto(`${baseUrl()}/m/redRain`);
    await page.getByTestId('red-rain-live').waitFor();
    expect(await seriousViolations(page, '/m/redRain (live, still)')).toEqual([]);
    const envelope = page.getByRole('button', { name: 'Open red envelope' }).first();
    await envelope.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('red-rain-announcement').textContent()).toMatch(/^You caught .+\. Total .+\.$/);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.locator('.red-rain-falling').first().click({ force: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // One tap at a time: the next once the last one's catch (or the cap) is on the screen.
    while (await page.getByTestId('red-rain-show-result').count() === 0) {
      const caught = await page.getByTestId('red-rain-caught').textContent();
      // The tap itself was made above; here the click event alone, so a loaded machine's hit test (an envelope between frames) cannot miss it.
      await page.getByTestId('red-rain-envelope').first().dispatchEvent('click');
      await expect.poll(async () => (await page.getByTestId('red-rain-show-result').count()) > 0 || (await page.getByTestId('red-rain-caught').textContent()) !== caught).toBe(true);
    }
    expect(await page.getByTestId('red-rain-field').textContent()).toContain('You have caught the most this rain allows.');
    expect(await page.getByTestId('red-rain-caught').textContent()).toBe(money(1));
    await expect.poll(() => balanceOf(player)).toBe(1);

    await page.getByTestId('red-rain-show-result').click();
    expect(await page.getByTestId('red-rain-result-total').textContent()).toBe(money(1));
    await page.getByTestId('red-rain-result-close').click();
    await page.getByTestId('red-rain-result').waitFor({ state: 'hidden' });
    // When the session ends (now, on the server and on the page's clock) the sheet comes back by itself, and the page turns to the next session.
    await devEndRedRain(baseUrl(), 'DEMO', DEMO_AGENT.username);
    await page.clock.fastForward(SESSION_SECONDS * 1000);
    await page.getByTestId('red-rain-result').waitFor();
    expect(await page.getByTestId('red-rain-result-envelopes').textContent()).toMatch(/^Envelopes caught: \d+$/);
    await page.getByTestId('red-rain-result-close').click();
    expect(phone.errors).toEqual([]);

    // The job (run now, or at its next tick if one ran this period already) returns the unspent ₱4 to the agent, who sees it beside what the team caught.
    await devRunJob(baseUrl(), SESSIONS_JOB.name, currentPeriodKey(SESSIONS_JOB.periodMs));
    page = await phone.open();
    await preferEnglish(page);
    await useSessionIn(page, agent);
    await page.goto(`${baseUrl()}/m/redRain`);
    await expect.poll(() => latestSession(page).getByTestId('red-rain-agent-returned').textContent(), { timeout: 2 * SESSIONS_JOB.periodMs + 10_000, interval: 1_000 }).toBe(money(4));
    expect(await latestSession(page).getByTestId('red-rain-agent-caught').textContent()).toBe(money(1));
    expect(await latestSession(page).getAttribute('data-status')).toBe('ENDED');
    expect(await balanceOf(agent)).toBe(Math.round((agentBefore - 1) * 100) / 100);

    expect(phone.errors).toEqual([]);
  }, 180_000);

  it('reads right to left in AR at 320 px without scrolling sideways (ALT, the merchant with Arabic)', async () => {
    const page = await phone.open();
    await page.setViewportSize({ width: 320, height: 568 });
    await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'AR'));
    await openLoggedIn(page, '/m/redRain', { origin: hostUrl('alt.localhost'), merchant: 'ALT', username: 'altdemo' });
    await page.locator('[data-testid="red-rain-next"], [data-testid="red-rain-live"]').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('page-redRain').locator('h1').textContent()).toBe('مطر المغلفات الحمراء');
    expect(await scrollWidth(page)).toBe(320);
    expect(await seriousViolations(page, '/m/redRain (AR)')).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
