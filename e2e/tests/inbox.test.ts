import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, uniqueName } from '../support/account-pages.ts';
import { baseUrl, openPhone, screenshotFailures, usePhone } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';
import { openLoggedIn } from '../support/home.ts';
import { depositThroughGateway, money } from '../support/money.ts';

const PASSWORD = 'inbox1234';

async function freshPlayer(): Promise<string> {
  const username = uniqueName('inbox');
  await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return username;
}

/** The count a badge shows, 0 when it is not there. */
const badgeCount = async (page: Page, testId: string) => {
  const badge = page.getByTestId(testId);
  return (await badge.count()) === 0 ? 0 : Number(await badge.getAttribute('data-count'));
};

describe('inbox (/m/webEmail)', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('a deposit credited through the gateway simulator arrives as a message; the badges rise, then fall on read and on read-all, without a reload', async () => {
    const username = await freshPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/mine', { username, password: PASSWORD });
    // The player's second phone, where the deposits are made.
    const second = await openPhone(phone.browser, { locale: 'en-US' });
    const payer = second.page;
    await preferEnglish(payer);
    await openLoggedIn(payer, '/m/voucherCenter', { username, password: PASSWORD });
    await page.getByTestId('mine-entry-news').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await badgeCount(page, 'mine-unread')).toBe(0);
    // Set on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { inboxMarker: true }));

    await depositThroughGateway(payer, '150');
    await expect.poll(() => badgeCount(page, 'mine-unread'), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('mine-unread').getAttribute('aria-label')).toBe('1 unread message');

    await page.getByTestId('mine-entry-news').click();
    await page.getByTestId('page-webEmail').waitFor();
    const items = page.getByTestId('inbox-item');
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().getAttribute('data-read')).toBe('false');
    expect(await items.first().locator('.inbox-title').textContent()).toBe('Deposit credited');
    expect(await items.first().locator('.inbox-preview').textContent()).toMatch(new RegExp(`^Your deposit of ${money(150)} \\(order D\\w+\\) has been credited to your wallet\\.$`));

    await depositThroughGateway(payer, '200');
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByTestId('inbox-unread').count()).toBe(2);

    await items.first().locator('a').click();
    await page.getByTestId('inbox-detail').waitFor();
    expect(await page.getByTestId('inbox-detail-body').textContent()).toContain(money(200));
    await page.getByTestId('inbox-back').click();
    await expect.poll(() => page.getByTestId('inbox-unread').count()).toBe(1);
    expect(await items.first().getAttribute('data-read')).toBe('true');

    await page.getByTestId('tab-bar').getByText('Members').click();
    await page.getByTestId('mine-entry-news').waitFor();
    await expect.poll(() => badgeCount(page, 'mine-unread')).toBe(1);

    await page.getByTestId('mine-entry-news').click();
    await page.getByTestId('inbox-read-all').click();
    await expect.poll(() => page.getByTestId('inbox-unread').count()).toBe(0);
    await page.getByTestId('tab-bar').getByText('Members').click();
    await page.getByTestId('mine-entry-news').waitFor();
    await expect.poll(() => badgeCount(page, 'mine-unread')).toBe(0);

    expect(await page.evaluate(() => 'inboxMarker' in window)).toBe(true);
    expect(phone.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });

  it('shows the side menu badge, deletes a message after a confirm, and has nothing serious for axe', async () => {
    const username = await freshPlayer();
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/voucherCenter', { username, password: PASSWORD });
    await depositThroughGateway(page, '120');

    await page.getByTestId('tab-bar').getByText('Home').click();
    await page.getByTestId('page-home').waitFor();
    await page.getByTestId('header-menu').click();
    await expect.poll(() => badgeCount(page, 'side-menu-unread')).toBe(1);
    await page.getByTestId('side-menu-entry-messages').click();
    await page.getByTestId('page-webEmail').waitFor();
    await expect.poll(() => page.getByTestId('inbox-item').count()).toBe(1);
    expect(await seriousViolations(page, '/m/webEmail')).toEqual([]);

    await page.getByTestId('inbox-item').first().locator('a').click();
    await page.getByTestId('inbox-detail').waitFor();
    expect(await seriousViolations(page, '/m/webEmail?id=')).toEqual([]);
    await page.getByTestId('inbox-delete').click();
    await page.locator('.adm-dialog').getByText('Delete', { exact: true }).click();
    await page.getByText('No messages yet').waitFor();
    expect(phone.errors).toEqual([]);
  });
});
