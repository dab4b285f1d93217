import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRegister, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, hostUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';

const PASSWORD = 'club1234';
/** The smallest PNG there is: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Whether anything on the page is wider than the screen (a horizontal scroll). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const entryIds = (page: Page) =>
  page.locator('.mine-list [data-testid^="mine-entry-"]').evaluateAll((entries) => entries.map((entry) => (entry as HTMLElement).dataset.testid!.replace('mine-entry-', '')));
/** Every entry's box is at least 44 px tall and wide: a thumb hits it. */
const smallTargets = (page: Page) =>
  page.locator('[data-testid^="mine-entry-"], [data-testid="mine-balance-refresh"], [data-testid="mine-avatar-link"]').evaluateAll((entries) =>
    entries.filter((entry) => {
      const box = entry.getBoundingClientRect();
      return box.height < 44 || box.width < 44;
    }).map((entry) => (entry as HTMLElement).dataset.testid));

async function newMember(): Promise<string> {
  const username = uniqueName('club');
  await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  return username;
}

describe('member centre layouts, profile picture and referral dialog', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let username: string;

  beforeAll(async () => {
    username = await newMember();
  });

  it.each([
    ['DEMO', 'new', 390, 844],
    ['DEMO', 'new', 320, 568],
    ['ALT', 'base', 390, 844],
    ['ALT', 'base', 320, 568],
  ] as const)('%s shows the %s layout at %i px: the same entries, thumb-sized, nothing wider than the screen, nothing axe calls serious', async (merchant, layout, width, height) => {
    const page = await phone.open();
    await page.setViewportSize({ width, height });
    await preferEnglish(page);
    if (merchant === 'DEMO') await openLoggedIn(page, '/m/mine', { username, password: PASSWORD });
    else await openLoggedIn(page, '/m/mine', { origin: hostUrl('alt.localhost'), merchant: 'ALT', username: 'altdemo' });
    await page.getByTestId('mine-account').waitFor();
    expect(await page.getByTestId('page-mine').getAttribute('data-layout')).toBe(layout);
    if (layout === 'new') {
      // Grouped tiles: the rewards, the records, the rebates and the help, each under its heading.
      expect(await page.locator('.mine-group h2').allTextContents()).toEqual(['Rewards', 'Records', 'Rebates and rankings', 'Help and more']);
      expect((await entryIds(page)).slice(0, 3)).toEqual(['rewardCenter', 'redRain', 'referral']);
    } else {
      expect(await page.locator('.mine-group').count()).toBe(0);
      expect(await entryIds(page)).toContain('referral');
    }
    await page.getByTestId('mine-balance-refresh').waitFor();
    expect(await smallTargets(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);
    expect(await seriousViolations(page, `/m/mine ${merchant}`)).toEqual([]);
  });

  it('chooses an avatar, then uploads a picture shown in the member centre and the side menu, refusing an oversized and a renamed non-picture', async () => {
    const member = await newMember();
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/mine', { username: member, password: PASSWORD });
    // No picture yet: the first letter stands in.
    await expect.poll(() => page.getByTestId('mine-avatar').getAttribute('data-kind')).toBe('letter');
    await page.getByTestId('mine-avatar-link').click();
    await page.getByTestId('page-member-avatar').waitFor();
    expect(await page.title()).toContain('Profile picture');
    // Before any toast: one fading out would be weighed mid-fade.
    expect(await seriousViolations(page, '/m/member/avatar')).toEqual([]);

    await page.getByTestId('avatar-preset-5').click();
    await expect.poll(() => page.getByTestId('avatar-preset-5').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('avatar-current').locator('img').getAttribute('src')).toBe('/m/avatars/5.svg');

    // Over 5 MB: refused before anything is sent.
    await page.getByTestId('avatar-upload-input').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) });
    expect(await page.getByTestId('avatar-upload-error').textContent()).toBe('The image is too large');
    expect(await page.getByTestId('avatar-upload-save').isDisabled()).toBe(true);

    // A text file named like a picture passes the browser's check; the server reads its bytes and refuses it.
    await page.getByTestId('avatar-upload-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes, not a picture') });
    await page.getByTestId('avatar-upload-save').click();
    await expect.poll(() => page.getByTestId('avatar-upload-refused').textContent()).toBe('The profile picture must be a PNG or JPEG image of at most 5 MB.');
    expect(await page.getByTestId('avatar-upload-refused').getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('avatar-preset-5').getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('avatar-upload-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByTestId('avatar-upload-save').click();
    await toast(page).getByText('Profile picture saved').waitFor();
    await expect.poll(() => page.getByTestId('avatar-current').getAttribute('data-kind')).toBe('upload');
    await expect.poll(() => page.getByTestId('avatar-current').locator('img').getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByTestId('avatar-preset-5').getAttribute('aria-pressed')).toBe('false');

    await page.goto(`${baseUrl()}/m/mine`);
    await expect.poll(() => page.getByTestId('mine-avatar').getAttribute('data-kind')).toBe('upload');
    await page.goto(`${baseUrl()}/m/home`);
    await page.getByTestId('header-menu').click();
    await expect.poll(() => page.getByTestId('side-menu-avatar').getAttribute('data-kind')).toBe('upload');
    expect(await page.getByTestId('side-menu-profile').textContent()).toContain(member);
  });

  it('opens the referral dialog from the member centre and the side menu: link, code and QR code with REFERRAL (DEMO), contact_service without (ALT)', async () => {
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/mine', { username, password: PASSWORD });
    await page.getByTestId('mine-entry-referral').click();
    await page.getByTestId('referral-dialog').waitFor();
    const code = await page.getByTestId('invite-code').textContent();
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(await page.getByTestId('invite-link').textContent()).toBe(`${baseUrl()}/m/register?ref=${code}`);
    await expect.poll(() => page.getByTestId('invite-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Before the copy: its toast fades out, and axe would weigh its colours mid-fade.
    expect(await seriousViolations(page, 'referral dialog')).toEqual([]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByTestId('invite-code-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // Its invitees are the invite-friends page's.
    await page.getByTestId('referral-dialog-invitees').click();
    await page.getByTestId('page-inviteFriends').waitFor();
    expect(await page.getByTestId('referral-dialog').count()).toBe(0);

    await page.goto(`${baseUrl()}/m/home`);
    await page.getByTestId('header-menu').click();
    await page.getByTestId('side-menu-entry-share').click();
    await page.getByTestId('referral-dialog').waitFor();
    await expect.poll(() => page.getByTestId('invite-code').textContent()).toBe(code);
    await page.getByTestId('referral-dialog-close').click();
    await expect.poll(() => page.getByTestId('referral-dialog').count()).toBe(0);

    const alt = await phone.open();
    await preferEnglish(alt);
    await openLoggedIn(alt, '/m/mine', { origin: hostUrl('alt.localhost'), merchant: 'ALT', username: 'altdemo' });
    await alt.getByTestId('mine-entry-referral').click();
    await alt.getByTestId('referral-dialog-contact-service').waitFor();
    expect(await alt.getByTestId('referral-dialog-contact-service').textContent()).toBe('Please contact customer service to use this feature.');
    expect(await alt.getByTestId('invite-code').count()).toBe(0);
    await alt.getByTestId('referral-dialog-service').click();
    await alt.getByTestId('page-service').waitFor();
  });
});
