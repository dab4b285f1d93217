import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRegister, fieldError, input, preferEnglish, toast, uniqueName } from '../support/account-pages.ts';
import { seriousViolations } from '../support/axe.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { operatorCall } from '../support/operator.ts';

const PASSWORD = 'secret123';
/** The smallest PNG there is: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const CONTENT = 'My withdrawal from yesterday evening is still pending, please check it';

const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
const pick = (page: Page, ...files: Array<{ name: string; mimeType: string; buffer: Buffer }>) =>
  page.getByTestId('feedback-pictures-input').setInputFiles(files);
const previews = (page: Page) => page.getByTestId('feedback-pictures-preview').count();

describe('feedback with pictures', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  let username: string;

  beforeAll(async () => {
    username = uniqueName('fbk');
    await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
  });

  async function open() {
    const page = await phone.open();
    await preferEnglish(page);
    await openLoggedIn(page, '/m/feedback', { username, password: PASSWORD });
    await page.getByTestId('page-feedback').waitFor();
    return page;
  }

  it('sends a feedback with 3 pictures, refusing a 4th, an oversized one and a renamed non-picture with a clear message', async () => {
    const page = await open();
    await page.getByText('You have not sent any feedback yet.').waitFor();

    await page.getByTestId('feedback-submit').click();
    expect(await fieldError(page, 'feedback-type').textContent()).toBe('This field is required');
    await page.selectOption('#feedback-type', 'withdrawal');
    await input(page, 'feedback-content').fill('Withdrawal still pending');
    await page.getByTestId('feedback-submit').click();
    expect(await fieldError(page, 'feedback-content').textContent()).toBe('Write between 5 and 500 words');
    await input(page, 'feedback-content').fill(CONTENT);
    expect(await page.getByTestId('feedback-word-count').textContent()).toBe('Word count: 11 (allowed: 5–500)');
    await expect.poll(() => fieldError(page, 'feedback-content').count()).toBe(0);

    // More than 5 MB: refused before anything is sent.
    await pick(page, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff) });
    expect(await page.getByTestId('feedback-pictures-error').textContent()).toBe('The image is too large');
    expect(await previews(page)).toBe(0);

    await pick(page, picture('one.png'), picture('two.png'));
    expect(await previews(page)).toBe(2);
    // Two more would make 4: refused, the two kept.
    await pick(page, picture('three.png'), picture('four.png'));
    expect(await page.getByTestId('feedback-pictures-error').textContent()).toBe('You can add at most 3 pictures.');
    expect(await previews(page)).toBe(2);

    // A text file renamed .png passes the browser's check; the server reads its bytes and refuses it.
    await pick(page, { name: 'screenshot.png', mimeType: 'image/png', buffer: Buffer.from('These are the notes of my withdrawal, not a picture.') });
    expect(await previews(page)).toBe(3);
    expect(await page.getByTestId('feedback-pictures-choose').count()).toBe(0);
    await page.getByTestId('feedback-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('Each picture must be a PNG or JPEG image of at most 5 MB.');
    expect(await page.getByTestId('feedback-item').count()).toBe(0);

    await page.getByTestId('feedback-pictures-remove').nth(2).click();
    await pick(page, picture('three.png'));
    expect(await previews(page)).toBe(3);
    await page.getByTestId('feedback-submit').click();
    await expect.poll(() => toast(page).textContent()).toBe('Thank you! Your feedback has been sent.');

    const item = page.getByTestId('feedback-item');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getByTestId('feedback-status').textContent()).toBe('Waiting for a reply');
    expect(await item.getByTestId('feedback-content').textContent()).toBe(CONTENT);
    // The pictures shown are the server's own copies, fetched back.
    await expect.poll(() => item.locator('[data-testid="feedback-picture"][src^="blob:"]').count()).toBe(3);
    // The form is empty again for the next one.
    expect(await input(page, 'feedback-content').inputValue()).toBe('');
    expect(await previews(page)).toBe(0);
  });

  it('shows the operator\'s reply to the feedback, and axe finds nothing serious on the page', async () => {
    const waiting = await operatorCall<Array<{ id: number; account: string; status: string; pictures: number }>>('/ops/api/feedback?merchant=DEMO');
    const sent = waiting.find((entry) => entry.account === username);
    expect(sent).toMatchObject({ status: 'OPEN', pictures: 3 });
    const reply = 'We checked: your withdrawal was paid this morning. Thank you for waiting.';
    expect(await operatorCall('/ops/api/feedback/reply', { id: sent!.id, reply })).toMatchObject({ status: 'REPLIED', reply });

    const page = await open();
    const item = page.getByTestId('feedback-item');
    await item.getByTestId('feedback-reply').waitFor();
    expect(await item.getByTestId('feedback-status').textContent()).toBe('Replied');
    expect(await item.getByTestId('feedback-reply').textContent()).toContain(reply);
    await expect.poll(() => item.locator('[data-testid="feedback-picture"][src^="blob:"]').count()).toBe(3);
    expect(await seriousViolations(page, '/m/feedback with earlier feedback')).toEqual([]);

    // A picture opens whole on a tap, and the dialog closes again.
    await item.getByTestId('feedback-picture-open').first().click();
    await page.locator('[data-testid="feedback-picture-whole"][src^="blob:"]').waitFor();
    expect(await seriousViolations(page, '/m/feedback with a picture open')).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('feedback-picture-whole').count()).toBe(0);
  });
});
