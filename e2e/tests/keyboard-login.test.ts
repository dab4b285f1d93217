import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { resetLoginGuards } from '../support/accounts.ts';
import { preferEnglish, storedSession } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';

/** What has the keyboard focus: its id, else its type, tag and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return element?.id || `${element?.tagName.toLowerCase()}:${element?.type ?? ''}`;
  });

async function tabTo(page: Page, target: string, limit = 20) {
  for (let press = 0; press < limit; press++) {
    if ((await focused(page)) === target) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached by Tab (at ${await focused(page)})`);
}

describe('login by keyboard only', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  afterAll(() => resetLoginGuards(baseUrl()));

  it('tabs to the fields, fails once with the error announced, then logs in', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('login-form').waitFor();

    await tabTo(page, 'login-username');
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('login-password');
    await page.keyboard.type('not-the-password');

    // The remember checkbox is a real control on the way: reached by Tab, toggled by Space.
    await tabTo(page, 'input:checkbox');
    const remember = page.getByTestId('login-remember');
    expect(await remember.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    expect(await remember.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    expect(await remember.isChecked()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!.nextElementSibling!).outlineStyle)).toBe('solid');

    await page.keyboard.press('Shift+Tab');
    await tabTo(page, 'login-password');
    await page.keyboard.press('Enter');
    const announcement = page.getByTestId('login-announcement');
    await expect.poll(() => announcement.textContent(), { timeout: 10_000 }).toBe('Wrong username or password');
    expect(await announcement.getAttribute('aria-live')).toBe('assertive');
    expect(await storedSession(page)).toBeNull();
    // The password is what to type again: focused and selected.
    expect(await focused(page)).toBe('login-password');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).selectionEnd)).toBe('not-the-password'.length);

    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await expect.poll(() => storedSession(page).then((session) => session?.userName), { timeout: 10_000 }).toBe('demo');
  });

  it('announces the missing fields and focuses the first when Enter is pressed on an empty form', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await page.goto(`${baseUrl()}/m/login`);
    await page.getByTestId('login-form').waitFor();
    await tabTo(page, 'login-username');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('login-announcement').textContent(), { timeout: 10_000 }).toContain('Please enter your username');
    expect(await focused(page)).toBe('login-username');
    expect(await page.locator('#login-username').getAttribute('aria-describedby')).toBe('login-username-error');
  });
});
