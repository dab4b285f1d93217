import type { Page, Route } from 'playwright-core';
import { BOOT_STATUS_ELEMENT_ID } from '@m/contract';
import { apiLoginSession } from './accounts.ts';
import { baseUrl } from './browser.ts';

/** Answers a call with the success envelope around `value`. */
export const fulfillValue = (route: Route, value: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value }) });

/** Rewrites the value of a real answer before the page sees it. */
export async function rewriteValue<T>(page: Page, pattern: string, change: (value: T) => T) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: boolean; value: T };
    await fulfillValue(route, change(body.value));
  });
}

const bootStatusBlock = new RegExp(`(<script type="application/json" id="${BOOT_STATUS_ELEMENT_ID}">)(.*?)(</script>)`);

/** Rewrites the site status both where the page carries it (written in by the server) and where it is asked for. */
export async function rewriteSiteStatus<T>(page: Page, change: (status: T) => T) {
  await page.route('**/m/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(bootStatusBlock, (_all, open: string, json: string, close: string) =>
      `${open}${JSON.stringify(change(JSON.parse(json) as T)).replace(/</g, '\\u003c')}${close}`);
    await route.fulfill({ response, body: html });
  });
  await rewriteValue(page, '**/wps/system/status', change);
}

export type LoginOptions = {
  merchant?: string;
  username?: string;
  password?: string;
  /** Keep the popup announcements that follow a login (skipped by default so they do not cover the page). */
  showLoginPopups?: boolean;
  /** Keep the agent contract prompt (skipped by default). */
  showAgentPrompt?: boolean;
};

/**
 * Logs in through the API and stores the session the way the web session store reads it
 * (`MC_SESSION_INFO` in local storage), then opens `path` (on `origin`, which picks the merchant).
 */
export async function openLoggedIn(page: Page, path = '/m/home', options: LoginOptions & { origin?: string } = {}) {
  const origin = options.origin ?? baseUrl();
  const merchant = options.merchant ?? 'DEMO';
  const session = await apiLoginSession(baseUrl(), merchant, options.username ?? 'demo', options.password ?? 'demo1234');
  await page.goto(`${origin}/m/home`);
  await page.getByTestId('page-home').waitFor();
  await page.evaluate(
    ({ info, skipPopups, skipAgentPrompt }) => {
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
      if (skipPopups) sessionStorage.setItem('MC_LOGIN_POPUPS_SHOWN', '1');
      if (skipAgentPrompt) sessionStorage.setItem('MC_AGENT_CONTRACT_ASKED', '1');
    },
    {
      info: { token: session.token, merchantCode: merchant, userName: session.userName, type: session.type, firstTimeLogin: false },
      skipPopups: !options.showLoginPopups,
      skipAgentPrompt: !options.showAgentPrompt,
    },
  );
  await page.goto(`${origin}${path}`);
  return session;
}
