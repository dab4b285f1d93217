import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiRegister, uniqueName } from '../support/account-pages.ts';
import { baseUrl, screenshotFailures, usePhone } from '../support/browser.ts';
import { openLoggedIn } from '../support/home.ts';
import { operatorCall } from '../support/operator.ts';

const PASSWORD = 'secret123';
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type OperatorChat = { id: number; member: string | null; guestName: string | null; lastMessage: string | null };

/** The operator console's view: the open chat of `who` (a member's account or a guest's name), once it has a message. */
async function openChatOf(who: string): Promise<OperatorChat> {
  let found: OperatorChat | undefined;
  await expect.poll(async () => {
    const chats = await operatorCall<OperatorChat[]>('/ops/api/chats');
    found = chats.find((chat) => chat.member === who || chat.guestName === who);
    return found !== undefined;
  }).toBe(true);
  return found!;
}

async function sendFromPage(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

const messageTexts = (page: Page) => page.getByTestId('chat-message').allTextContents();

describe('live chat', () => {
  const phone = usePhone();
  screenshotFailures(phone);

  it('a member\'s message is answered from the operator console, shown without reload, read-marked, and kept across a reload', async () => {
    const username = uniqueName('chat');
    await apiRegister(baseUrl(), 'DEMO', { username, password: PASSWORD, confirmPassword: PASSWORD, type: 0 });
    const page = await phone.open();
    await openLoggedIn(page, '/m/service', { username, password: PASSWORD });
    await page.getByTestId('service-item-LIVECHAT').click();
    await page.getByTestId('service-subitem').first().click();
    await page.waitForURL('**/m/service/chat');
    await page.getByTestId('chat-composer').waitFor();

    await sendFromPage(page, 'Hello, my deposit has not arrived.');
    await expect.poll(() => messageTexts(page)).toEqual([expect.stringContaining('Hello, my deposit has not arrived.')]);
    await expect.poll(() => page.getByTestId('chat-mark').getAttribute('data-read')).toBe('false');
    // Set on this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { liveChatMarker: true }));

    const chat = await openChatOf(username);
    expect(chat.lastMessage).toBe('Hello, my deposit has not arrived.');
    const read = await operatorCall<{ messages: Array<{ text: string }> }>(`/ops/api/chat?chatId=${chat.id}`);
    expect(read.messages.map((message) => message.text)).toEqual(['Hello, my deposit has not arrived.']);
    await expect.poll(() => page.getByTestId('chat-mark').getAttribute('data-read')).toBe('true');

    await operatorCall('/ops/api/chat/typing', { chatId: chat.id });
    await expect.poll(() => page.getByTestId('chat-typing').getAttribute('data-typing')).toBe('true');
    await operatorCall('/ops/api/chat/reply', { chatId: chat.id, text: 'We are checking it now.', requestId: `e2e-${chat.id}-reply` });
    await expect.poll(() => messageTexts(page)).toEqual([
      expect.stringContaining('Hello, my deposit has not arrived.'),
      expect.stringContaining('We are checking it now.'),
    ]);
    expect(await page.getByTestId('chat-message').last().getAttribute('data-sender')).toBe('OPERATOR');
    await expect.poll(() => page.getByTestId('chat-typing').getAttribute('data-typing')).toBe('false');
    expect(await page.evaluate(() => 'liveChatMarker' in window)).toBe(true);

    await page.reload();
    await page.getByTestId('chat-composer').waitFor();
    await expect.poll(() => messageTexts(page)).toEqual([
      expect.stringContaining('Hello, my deposit has not arrived.'),
      expect.stringContaining('We are checking it now.'),
    ]);

    // A picture goes with a message; the operator sees it counted, the page shows the server's copy.
    await page.getByTestId('chat-attach').click();
    await page.getByTestId('chat-pictures-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByTestId('chat-pictures-preview').waitFor();
    await sendFromPage(page, 'Here is my receipt.');
    await expect.poll(() => page.getByTestId('chat-picture').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    const withPicture = await operatorCall<{ messages: Array<{ text: string; pictures: number }> }>(`/ops/api/chat?chatId=${chat.id}`);
    expect(withPicture.messages.at(-1)).toMatchObject({ text: 'Here is my receipt.', pictures: 1 });

    // Closed by the operator: the page offers the rating at once.
    await operatorCall('/ops/api/chat/close', { chatId: chat.id, reason: 'Answered' });
    await page.getByTestId('chat-rating').waitFor();
    await page.getByTestId('chat-star').nth(3).check({ force: true });
    await page.getByTestId('chat-rate-submit').click();
    await page.getByTestId('chat-rated').waitFor();
    expect(phone.errors).toEqual([]);
  });

  it('a guest gives a name, chats, and keeps the conversation across a reload and a dropped network', async () => {
    const page = await phone.open();
    await page.goto(`${baseUrl()}/m/service/chat`);
    const name = uniqueName('guest');
    await page.getByTestId('chat-guest-name').fill(name);
    await page.getByTestId('chat-guest-start').click();
    await page.getByTestId('chat-composer').waitFor();
    await sendFromPage(page, 'I forgot my password.');
    await expect.poll(() => messageTexts(page)).toEqual([expect.stringContaining('I forgot my password.')]);

    const chat = await openChatOf(name);
    await operatorCall('/ops/api/chat/reply', { chatId: chat.id, text: 'Use the forgot password link on the login page.', requestId: `e2e-${chat.id}-guest` });
    await expect.poll(() => messageTexts(page)).toEqual([
      expect.stringContaining('I forgot my password.'),
      expect.stringContaining('Use the forgot password link on the login page.'),
    ]);
    await page.reload();
    await expect.poll(() => messageTexts(page)).toHaveLength(2);

    // The network drops: an answer given meanwhile shows once it is back, without a reload.
    await page.context().setOffline(true);
    await operatorCall('/ops/api/chat/reply', { chatId: chat.id, text: 'Are you still there?', requestId: `e2e-${chat.id}-offline` });
    await page.context().setOffline(false);
    await expect.poll(() => messageTexts(page), { timeout: 40_000 }).toHaveLength(3);
    expect(phone.errors.filter((error) => !/network|fetch|ERR_INTERNET_DISCONNECTED/i.test(error))).toEqual([]);
  });
});
