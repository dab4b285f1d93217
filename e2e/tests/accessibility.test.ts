import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { envelopeSchema, flattenWhitelabel, siteStatusSchema } from '@m/contract';
import { EXTRA_ROUTES, ROUTES, routeSwitchedOn, siteSwitchesOf, type RouteDefinition, type RouteFlags } from '../../apps/web/src/config/paths.ts';
import { apiRegister, uniqueName } from '../support/account-pages.ts';
import { apiLoginSession } from '../support/accounts.ts';
import { seriousViolations, settle, type Finding } from '../support/axe.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { operatorCall } from '../support/operator.ts';

type RouteName = (typeof ROUTES)[number]['name'] | (typeof EXTRA_ROUTES)[number]['name'];

/** The query a page needs to show its content rather than an empty state. */
const QUERIES: Partial<Record<RouteName, string>> = {
  gameList: '?gameType=RNG',
  launchGame: '?playType=trad&code=lobby&pageBack=home',
  activityDetail: '?id=1',
  helpDetail: '?i=1',
  lotteryGame: '?code=SSC_3M_1&vendor=ELOTT',
  'sportsbook-match': '?hotMatch=1',
};

/** Left out: the launch page hands the visitor to a game, which is not this app's page. */
const NOT_CHECKED: ReadonlySet<RouteName> = new Set<RouteName>(['launchGame']);

const CHECKED_ROUTES = [...ROUTES, ...EXTRA_ROUTES].filter((route) => !NOT_CHECKED.has(route.name));

type Visitor = {
  name: string; merchant: string; origin: () => string; language: 'EN' | 'AR'; login?: { username: string; password: string };
  /** An agent, who checks the agent pages only (the others look as they do to a member). */
  agent?: true;
};

const VISITORS: Visitor[] = [
  { name: 'guest EN (DEMO)', merchant: 'DEMO', origin: baseUrl, language: 'EN' },
  { name: 'member EN (DEMO)', merchant: 'DEMO', origin: baseUrl, language: 'EN', login: { username: 'demo', password: 'demo1234' } },
  { name: 'guest AR (ALT)', merchant: 'ALT', origin: () => hostUrl('alt.localhost'), language: 'AR' },
  { name: 'member AR (ALT)', merchant: 'ALT', origin: () => hostUrl('alt.localhost'), language: 'AR', login: { username: 'altdemo', password: 'demo1234' } },
  { name: 'agent EN (DEMO)', merchant: 'DEMO', origin: baseUrl, language: 'EN', login: { username: 'agent01', password: 'agent1234' }, agent: true },
];

const routesOf = (visitor: Visitor) => (visitor.agent ? CHECKED_ROUTES.filter((route) => route.feature === 'agent') : CHECKED_ROUTES);

/** The merchant's whitelabel and site-settings switches, as its site status gives them. */
async function merchantFlags(merchant: string): Promise<RouteFlags> {
  const response = await fetch(`${baseUrl()}/wps/system/status`, { headers: { Merchant: merchant } });
  const { info } = envelopeSchema(siteStatusSchema).parse(await response.json()).value!;
  return { ...flattenWhitelabel(info.whitelabel), ...siteSwitchesOf(info) };
}

/**
 * The page a visitor sees for a route, by the route table's flag and access rule: the not-available
 * page where the merchant switched the page off (or its message, contact service, to a member), else the page itself, or where the router sends a
 * guest (login, home, or the login-required placeholder under the login dialog) and a player who is
 * no agent (home); an agent sees the agent pages.
 */
/** Where the router's redirects land. */
const REDIRECT_PATHS: Record<string, string> = { 'page-login': '/m/login', 'page-home': '/m/home' };

function shownPage(route: RouteDefinition, visitor: Visitor, flags: RouteFlags): string {
  const loggedIn = Boolean(visitor.login);
  const switchedOn = routeSwitchedOn(route, flags);
  if (!switchedOn && route.whenOff === undefined) return 'page-unavailable';
  if (route.access === 'public') return `page-${route.name}`;
  if (loggedIn) return route.access === 'agent' && !visitor.agent ? 'page-home' : switchedOn ? `page-${route.name}` : 'page-contact-service';
  return { login: 'page-login', home: 'page-home', 'login-dialog': 'login-required' }[route.guest];
}

/** In-app navigation (a history entry the router follows, as after Back): no page load, so axe and the app stay loaded. */
async function navigateInApp(page: Page, path: string, expected: string): Promise<string> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // A redirect is taken once the address is the page's own, so the next route never races it.
  const shown = await page.waitForFunction(
    ({ name, pathname }) => {
      const pages = Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="page-"], [data-testid="login-required"]'));
      return pages.length === 1 && pages[0]!.dataset.testid === name && window.location.pathname === pathname;
    },
    { name: expected, pathname: REDIRECT_PATHS[expected] ?? new URL(path, 'http://x').pathname },
    { timeout: 15_000 },
  ).catch(() => {
    throw new Error(`${path}: expected ${expected}`);
  });
  await shown.dispose();
  return expected;
}

/**
 * The login-required placeholder opens its dialog once the dialog's code has loaded, a moment after
 * the page: it is checked when fully faded in, not before it comes or mid-fade.
 */
async function loginDialogShown(page: Page): Promise<void> {
  const shown = await page.waitForFunction(
    () => {
      const dialog = document.querySelector('[data-testid="login-dialog"]');
      for (let element = dialog; element !== null; element = element.parentElement) {
        if (getComputedStyle(element).opacity !== '1') return false;
      }
      return dialog !== null;
    },
    undefined,
    { timeout: 15_000 },
  );
  await shown.dispose();
}

const report = (findings: Finding[]) =>
  findings
    .map((finding) => `${finding.route}  [${finding.impact}] ${finding.id} (${finding.help})\n    ${finding.targets.join('\n    ')}\n    ${finding.summary.replaceAll('\n', ' ')}`)
    .join('\n');

describe('accessibility (axe-core): no critical or serious violation on any route', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it.each(VISITORS)('$name', async (visitor) => {
    const page = await phone.open();
    const origin = visitor.origin();
    await page.context().addInitScript((language) => {
      if (!localStorage.getItem('MC_LANGUAGE')) localStorage.setItem('MC_LANGUAGE', language);
    }, visitor.language);
    const { merchant } = visitor;
    const flags = await merchantFlags(merchant);
    if (visitor.login) {
      const { username, password } = visitor.login;
      const login = await apiLoginSession(baseUrl(), merchant, username, password);
      const session = { token: login.token, merchantCode: merchant, userName: login.userName, type: login.type };
      await page.context().addInitScript((info) => {
        if (!localStorage.getItem('MC_SESSION_INFO')) localStorage.setItem('MC_SESSION_INFO', info);
      }, JSON.stringify(session));
    }
    await page.goto(`${origin}/m/home`);
    await page.getByTestId('page-home').waitFor();
    const htmlLang = visitor.language === 'AR' ? 'ar' : 'en';
    await page.waitForFunction((lang) => document.documentElement.lang === lang, htmlLang);

    const findings: Finding[] = [];
    const checked = new Set<string>();
    for (const route of routesOf(visitor)) {
      const path = route.paths[0] + (QUERIES[route.name] ?? '');
      const shown = await navigateInApp(page, path, shownPage(route, visitor, flags));
      // A guard's redirect shows a page checked on its own row.
      if (shown !== `page-${route.name}` && checked.has(shown)) continue;
      checked.add(shown);
      if (shown === 'login-required') await loginDialogShown(page);
      await settle(page);
      findings.push(...(await seriousViolations(page, `${path} (${shown})`)));
    }
    expect(checked).toEqual(new Set(routesOf(visitor).map((route) => shownPage(route, visitor, flags))));
    expect(findings, `${visitor.name}: ${findings.length} serious or critical findings\n${report(findings)}`).toEqual([]);
  }, 240_000);
});

describe('modal dialogs by keyboard', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  const focusInside = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"][aria-modal="true"]') !== null);

  async function openHome(loggedIn: boolean, loginPopups: 'shown' | 'skipped' = 'skipped') {
    const page = await phone.open();
    await page.context().addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'EN'));
    if (loggedIn) {
      const login = await apiLoginSession(baseUrl(), 'DEMO', 'demo', 'demo1234');
      const session = JSON.stringify({ token: login.token, merchantCode: 'DEMO', userName: login.userName, type: login.type });
      await page.context().addInitScript(
        ({ info, skipPopups }) => {
          localStorage.setItem('MC_SESSION_INFO', info);
          if (skipPopups) sessionStorage.setItem('MC_LOGIN_POPUPS_SHOWN', '1');
        },
        { info: session, skipPopups: loginPopups === 'skipped' },
      );
    }
    await page.goto(`${baseUrl()}/m/home`);
    await page.getByTestId('page-home').waitFor();
    return page;
  }

  async function expectSeriousFree(page: Page, route: string) {
    await settle(page);
    const findings = await seriousViolations(page, route);
    expect(findings, report(findings)).toEqual([]);
  }

  it.each([
    { opener: 'language-switch', name: /language/i, loggedIn: false },
    // The side menu is in the header of a logged-in member.
    { opener: 'header-menu', name: /menu/i, loggedIn: true },
  ])('$opener opens a named modal dialog: focus moves in, Tab stays inside, axe finds nothing serious, Escape gives focus back', async ({ opener, name, loggedIn }) => {
    const page = await openHome(loggedIn);
    await page.getByTestId(opener).focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => focusInside(page), { timeout: 5_000 }).toBe(true);
    const controls = await dialog.locator('a[href], button:not([disabled]), input:not([disabled])').count();
    for (let press = 0; press <= controls; press++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page)).toBe(true);
    }
    await expectSeriousFree(page, `/m/home with ${opener} open`);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid), { timeout: 5_000 }).toBe(opener);
    expect(phone.errors).toEqual([]);
  });

  it('the announcements after logging in are a named modal dialog holding focus', async () => {
    const page = await openHome(true, 'shown');
    await page.getByTestId('login-popup').waitFor();
    const dialog = page.getByRole('dialog', { name: /./ }).filter({ has: page.getByTestId('login-popup') });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => focusInside(page), { timeout: 5_000 }).toBe(true);
    await expectSeriousFree(page, '/m/home with the login popups');
    expect(phone.errors).toEqual([]);
  });
});

describe('the live chat with a conversation', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('axe finds nothing serious in an open chat with messages nor in a closed one offering its rating', async () => {
    const username = uniqueName('axechat');
    await apiRegister(baseUrl(), 'DEMO', { username, password: 'secret123', confirmPassword: 'secret123', type: 0 });
    const login = await apiLoginSession(baseUrl(), 'DEMO', username, 'secret123');
    const page = await phone.open();
    const session = JSON.stringify({ token: login.token, merchantCode: 'DEMO', userName: login.userName, type: login.type });
    await page.context().addInitScript((info) => {
      localStorage.setItem('MC_LANGUAGE', 'EN');
      localStorage.setItem('MC_SESSION_INFO', info);
      sessionStorage.setItem('MC_LOGIN_POPUPS_SHOWN', '1');
    }, session);
    await page.goto(`${baseUrl()}/m/service/chat`);
    await page.getByTestId('chat-input').fill('Hello there');
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-message').waitFor();
    const chats = await operatorCall<Array<{ id: number; member: string | null }>>('/ops/api/chats');
    const chatId = chats.find((chat) => chat.member === username)!.id;
    await operatorCall('/ops/api/chat/reply', { chatId, text: 'Hello, how can we help?', requestId: `axe-chat-reply-${chatId}` });
    await expect.poll(() => page.getByTestId('chat-message').count()).toBe(2);
    await page.getByTestId('chat-attach').click();
    const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('chat-pictures-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: onePixelPng });
    await page.getByTestId('chat-send').click();
    await page.getByTestId('chat-picture').waitFor();
    await page.getByTestId('chat-attach').click();
    await settle(page);
    const open = await seriousViolations(page, '/m/service/chat (open, with messages)');
    expect(open, report(open)).toEqual([]);

    await operatorCall('/ops/api/chat/close', { chatId });
    await page.getByTestId('chat-rating').waitFor();
    await settle(page);
    const closed = await seriousViolations(page, '/m/service/chat (closed, rating)');
    expect(closed, report(closed)).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
