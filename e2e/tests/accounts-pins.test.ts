import type { WhitelabelFlag, WhitelabelNode } from '@m/contract';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOOT_STATUS_ELEMENT_ID } from '@m/contract';
import { apiRegister, input, preferEnglish, storedSession, toast, uniqueMobile, uniqueName } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';

/**
 * Pins of spec rules the form rebuild moves (issue 10 part 10): they passed on the code before
 * the form kit and must keep passing after it.
 */

type FlagOverrides = Partial<Record<WhitelabelFlag, boolean>>;

const overrideTree = (nodes: WhitelabelNode[], flags: FlagOverrides): WhitelabelNode[] =>
  nodes.map((node) => ({
    ...node,
    enabled: node.modId in flags ? (flags[node.modId as WhitelabelFlag] ? '1' : '0') : node.enabled,
    childrenNodes: overrideTree(node.childrenNodes, flags),
  }));

type StatusEnvelope = { value: { info: { whitelabel: WhitelabelNode[] } } };

const overrideStatus = (status: StatusEnvelope['value'], flags: FlagOverrides) => ({
  ...status,
  info: { ...status.info, whitelabel: overrideTree(status.info.whitelabel, flags) },
});

/** The DEMO merchant as if its whitelabel switched `flags` (in the page's boot block and the status call). */
async function withFlags(page: Page, flags: FlagOverrides): Promise<void> {
  const bootBlock = new RegExp(`(<script type="application/json" id="${BOOT_STATUS_ELEMENT_ID}">)(.*?)(</script>)`, 's');
  await page.route(
    (url) => url.pathname.startsWith('/m/'),
    async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(bootBlock, (_all, open: string, json: string, close: string) => {
        const status = JSON.parse(json) as StatusEnvelope['value'];
        return `${open}${JSON.stringify(overrideStatus(status, flags)).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body: html });
    },
  );
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as StatusEnvelope;
    await route.fulfill({ response, json: { ...envelope, value: overrideStatus(envelope.value, flags) } });
  });
}

/** Holds the first call to `path` until `release()` (a slow server, without waiting for one). */
async function holdCall(page: Page, path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(`**${path}`, async (route) => {
    if (held) return route.fallback();
    held = true;
    await released;
    await route.fallback();
  });
  return { release: () => release() };
}

const countdownSeconds = async (page: Page, id: string) => Number(/\d+/.exec((await page.getByTestId(`${id}-send`).textContent()) ?? '')?.[0] ?? NaN);
/** Moves the page's clock on a second at a time, so timers that each schedule the next all run. */
async function passSeconds(page: Page, seconds: number) {
  for (let second = 0; second < seconds; second += 1) await page.clock.runFor(1000);
}

/** Logs in through the page, waiting as long as a loaded machine needs for the answer. */
async function logIn(page: Page, username: string, password: string) {
  await page.goto(`${baseUrl()}/m/login`);
  await input(page, 'login-username').fill(username);
  await input(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => storedSession(page).then((session) => session?.userName), { timeout: 15_000 }).toBe(username);
}

type ScreenEntry = { toast: string | null; path: string; at: number };

/** Notes every change of the toast text and the path, at the page's (possibly faked) time. */
async function recordScreen(page: Page) {
  await page.addInitScript(() => {
    const log: { toast: string | null; path: string; at: number }[] = [];
    Object.assign(window, { screenLog: log });
    new MutationObserver(() => {
      const entry = { toast: document.querySelector('.adm-toast-main')?.textContent ?? null, path: location.pathname, at: Date.now() };
      const last = log.at(-1);
      if (!last || last.toast !== entry.toast || last.path !== entry.path) log.push(entry);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const screenLog = (page: Page) => page.evaluate(() => (window as unknown as { screenLog: ScreenEntry[] }).screenLog);

const toastText = (page: Page) => toast(page).textContent().catch(() => null);
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('accounts: pinned rules of login, registration, forgot and change password', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  describe('registration method toggle (USERNAMEREG3 / MOBILENUMREG3)', () => {
    it('offers both tabs with username first when both are on', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.goto(`${baseUrl()}/m/register`);
      await page.getByTestId('register-form').waitFor();
      expect(await page.getByTestId('register-tab-username').count()).toBe(1);
      expect(await page.getByTestId('register-tab-mobile').count()).toBe(1);
      expect(await input(page, 'register-username').count()).toBe(1);
    });

    it('shows the mobile form without tabs when only mobile registration is on', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await withFlags(page, { USERNAMEREG3: false });
      await page.goto(`${baseUrl()}/m/register`);
      await input(page, 'register-mobileNum').waitFor();
      expect(await page.getByTestId('register-tab-username').count()).toBe(0);
      expect(await page.getByTestId('register-tab-mobile').count()).toBe(0);
      expect(await input(page, 'register-username').count()).toBe(0);
      expect(await page.getByTestId('register-verificationCode-send').count()).toBe(1);
    });

    it('shows the username form without tabs when only username registration is on', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await withFlags(page, { MOBILENUMREG3: false });
      await page.goto(`${baseUrl()}/m/register`);
      await input(page, 'register-username').waitFor();
      expect(await page.getByTestId('register-tab-mobile').count()).toBe(0);
      expect(await page.getByTestId('register-verificationCode-field').count()).toBe(0);
    });

    it('says the function is not available when both are off', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await withFlags(page, { USERNAMEREG3: false, MOBILENUMREG3: false });
      await page.goto(`${baseUrl()}/m/register`);
      await page.locator('.auth-note').waitFor();
      expect(await page.getByTestId('register-form').count()).toBe(0);
    });
  });

  describe('SMS code countdown', () => {
    it("counts the server's expiredMinutes x 60 s after a loading then a success toast, and the link comes back at zero", async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.clock.install();
      const sending = await holdCall(page, '/wps/verification/sms/register');
      await page.goto(`${baseUrl()}/m/register`);
      await page.getByTestId('register-tab-mobile').click();
      await input(page, 'register-mobileNum').fill(uniqueMobile());
      const send = page.getByTestId('register-verificationCode-send');
      expect(await send.textContent()).toBe('Get code');
      await send.click();
      await expect.poll(() => toastText(page)).toBe('Sending the code…');
      expect(await page.locator('.adm-toast-main .adm-toast-icon').count()).toBe(1);
      sending.release();
      await expect.poll(() => toastText(page)).toBe('The code has been sent');
      // The server names 5 minutes.
      expect(await countdownSeconds(page, 'register-verificationCode')).toBeGreaterThan(290);
      expect(await countdownSeconds(page, 'register-verificationCode')).toBeLessThanOrEqual(300);
      expect(await send.isDisabled()).toBe(true);
      // The success toast lasts 1.5 s.
      await page.clock.runFor(2000);
      await expect.poll(() => toast(page).count()).toBe(0);
      await passSeconds(page, 280);
      expect(await countdownSeconds(page, 'register-verificationCode')).toBeLessThanOrEqual(20);
      await passSeconds(page, 20);
      await expect.poll(() => send.textContent()).toBe('Get code');
      expect(await send.isDisabled()).toBe(false);
    });

    it('counts 60 s for a code that expires in a minute', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.clock.install();
      await page.route('**/wps/verification/sms/noLogin', (route) => route.fulfill({ json: { success: true, value: { expiredMinutes: 1 } } }));
      await page.goto(`${baseUrl()}/m/forget`);
      await input(page, 'forget-mobile').fill(uniqueMobile());
      const send = page.getByTestId('forget-verificationCode-send');
      await send.click();
      await expect.poll(() => toastText(page)).toBe('The code has been sent');
      expect(await countdownSeconds(page, 'forget-verificationCode')).toBeGreaterThan(55);
      expect(await countdownSeconds(page, 'forget-verificationCode')).toBeLessThanOrEqual(60);
      await passSeconds(page, 61);
      await expect.poll(() => send.textContent()).toBe('Get code');
    });
  });

  describe('forgot password methods (CHNGPASSVERIF3)', () => {
    it('offers phone (the default) and e-mail when the flag is on', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.goto(`${baseUrl()}/m/forget`);
      await page.getByTestId('forget-phone-form').waitFor();
      expect(await page.getByTestId('forget-tab-phone').count()).toBe(1);
      expect(await page.getByTestId('forget-tab-email').count()).toBe(1);
    });

    it('shows the e-mail form alone when the flag is off', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await withFlags(page, { CHNGPASSVERIF3: false });
      await page.goto(`${baseUrl()}/m/forget`);
      await page.getByTestId('forget-email-form').waitFor();
      expect(await page.getByTestId('forget-phone-form').count()).toBe(0);
      expect(await page.getByTestId('forget-tab-phone').count()).toBe(0);
      expect(await page.getByTestId('forget-tab-email').count()).toBe(0);
    });
  });

  describe('messages of logout and change password', () => {
    it('logout: a loading message that lasts while the server answers, then home', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.clock.install();
      await logIn(page, 'demo', 'demo1234');
      const loggingOut = await holdCall(page, '/wps/session/logout');
      await page.goto(`${baseUrl()}/m/set`);
      await page.getByTestId('settings-logout').click();
      await page.getByText('Are you sure you want to logout?').waitFor();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => toastText(page)).toBe('Please wait…');
      // Up to 10 s.
      await page.clock.runFor(9000);
      expect(await toastText(page)).toBe('Please wait…');
      loggingOut.release();
      await page.waitForURL(`${baseUrl()}/m/home`);
      await page.getByTestId('page-home').waitFor();
      expect(await storedSession(page)).toBeNull();
    });

    it('change password: "Please wait…" while sending, "Change saved" for 1 s, home after 1 s', async () => {
      const page = await phone.open();
      await preferEnglish(page);
      await page.clock.install();
      const username = uniqueName('pin');
      await apiRegister(baseUrl(), 'DEMO', { username, password: 'secret123', confirmPassword: 'secret123', type: 0 });
      await logIn(page, username, 'secret123');
      const saving = await holdCall(page, '/wps/member/password');
      await recordScreen(page);
      await page.goto(`${baseUrl()}/m/changePsw`);
      await page.getByTestId('changePsw-submit').and(page.locator(':enabled')).waitFor();
      await input(page, 'changePsw-newPassword').fill('pinned123');
      await input(page, 'changePsw-confirmNewPassword').fill('pinned123');
      await page.getByTestId('changePsw-submit').click();
      await expect.poll(() => toastText(page), { timeout: 10_000 }).toBe('Please wait…');
      await page.clock.runFor(9000);
      expect(await toastText(page)).toBe('Please wait…');
      saving.release();
      await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/m/home');
      await expect.poll(() => toast(page).count(), { timeout: 10_000 }).toBe(0);
      const seen = await screenLog(page);
      const saved = seen.find((entry) => entry.toast === 'Change saved');
      const savedEnd = seen.find((entry) => saved && entry.at > saved.at && entry.toast !== 'Change saved');
      const home = seen.find((entry) => entry.path === '/m/home');
      expect(saved?.path).toBe('/m/changePsw');
      // 'Change saved' for 1 s, home 1 s after it (after the remembered login is sealed again).
      expect(savedEnd!.at - saved!.at).toBeGreaterThanOrEqual(950);
      expect(savedEnd!.at - saved!.at).toBeLessThan(2500);
      expect(home!.at - saved!.at).toBeGreaterThanOrEqual(1000);
      expect(home!.at - saved!.at).toBeLessThan(3000);
    });
  });
});
