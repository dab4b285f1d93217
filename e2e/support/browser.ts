import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import type {} from './provided-context.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = fileURLToPath(new URL('../../.e2e-artifacts/', import.meta.url));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Merchants are resolved by host name; *.localhost names reach this machine's server.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

export const baseUrl = () => inject('baseUrl');
/** The same server under another host name, which selects another merchant (alt.localhost → ALT). */
export const hostUrl = (host: string) => baseUrl().replace('127.0.0.1', host);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export type PhoneOptions = {
  userAgent?: string;
  locale?: string;
  /** The service worker is blocked unless a test is about it: it would take requests out of `page.route`'s reach. */
  serviceWorkers?: 'allow' | 'block';
};

/** A phone: 390x844, touch, mobile user agent. Console errors and page errors are collected. */
export async function openPhone(browser: Browser, options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: options.userAgent ?? PHONE_USER_AGENT,
    locale: options.locale ?? 'en-US',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** One browser per test file, a fresh phone per test, a screenshot kept when a test fails. */
export function usePhone(options: PhoneOptions = {}) {
  let browser: Browser;
  const state = {} as { page: Page; context: BrowserContext; errors: string[] };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get page() {
      return state.page;
    },
    get errors() {
      return state.errors;
    },
    get browser() {
      return browser;
    },
    async open(overrides: PhoneOptions = {}) {
      await state.context?.close();
      Object.assign(state, await openPhone(browser, { ...options, ...overrides }));
      return state.page;
    },
    async screenshotOnFailure(context: TestContext) {
      if (context.task.result?.state === 'fail' && state.page) {
        mkdirSync(ARTIFACTS, { recursive: true });
        const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await state.page.screenshot({ path: join(ARTIFACTS, `${name}.png`) }).catch(() => undefined);
      }
    },
  };
}

export function screenshotFailures(phone: ReturnType<typeof usePhone>) {
  afterEach(async (context) => phone.screenshotOnFailure(context));
}

/** Switches a merchant's maintenance and region flags through the development endpoint. */
export async function setMerchantStatus(code: string, status: { maintenance?: boolean; regionRestriction?: boolean }) {
  const response = await fetch(`${baseUrl()}/wps/dev/merchants/${code}/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Merchant: code },
    body: JSON.stringify(status),
  });
  if (!response.ok) throw new Error(`dev status ${code}: ${response.status} ${await response.text()}`);
}

/** Opens the app in `code` on a first visit; a language the visitor picks later stays theirs. */
export const preferLanguage = (page: Page, code: string) =>
  page.context().addInitScript((language) => {
    if (!localStorage.getItem('MC_LANGUAGE')) localStorage.setItem('MC_LANGUAGE', language);
  }, code);
