import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxMessage } from '@m/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { useEnglishTexts } from '@/test/english-texts';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import { InboxPage } from '@/features/messages/components/inbox-page';

const MESSAGES: InboxMessage[] = [
  { id: 3, kind: 'WITHDRAWAL_REJECTED', params: { amountMinor: 20_000, orderNo: '41', reason: 'Account name differs' }, read: false, createdAt: 1_700_000_300_000 },
  { id: 2, kind: 'BROADCAST', params: {}, title: 'Maintenance tonight', body: 'Games pause 02:00-03:00.', read: true, createdAt: 1_700_000_200_000 },
  { id: 1, kind: 'DEPOSIT_CREDITED', params: { amountMinor: 50_050, orderNo: 'D20261126ABC' }, read: false, createdAt: 1_700_000_100_000 },
];

describe('inbox page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);
  let messages: InboxMessage[];

  beforeEach(() => {
    useEnglishTexts('messages');
    setSession({ token: 'session-token', merchantCode: 'DEMO', userName: 'reader', type: 0 });
    messages = MESSAGES.map((message) => ({ ...message }));
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const unreadCount = () => ({ unreadCount: messages.filter((message) => !message.read).length });
      switch (url.pathname) {
        case '/wps/inbox/list': return jsonResponse(envelope({ list: messages, pageNum: 1, totalPages: 1, totalCount: messages.length }));
        case '/wps/inbox/unreadCount': return jsonResponse(envelope({ count: unreadCount().unreadCount }));
        case '/wps/inbox/message': return jsonResponse(envelope(messages.find((message) => message.id === Number(url.searchParams.get('id')))));
        case '/wps/inbox/read': {
          const { id } = JSON.parse(String(init?.body)) as { id: number };
          messages = messages.map((message) => (message.id === id ? { ...message, read: true } : message));
          return jsonResponse(envelope(unreadCount()));
        }
        case '/wps/inbox/readAll':
          messages = messages.map((message) => ({ ...message, read: true }));
          return jsonResponse(envelope(unreadCount()));
        default: return jsonResponse(envelope(null));
      }
    });
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('words each event in the reader\'s language, shows a broadcast as written, and marks the unread ones', async () => {
    renderWithApp(<InboxPage />, { path: '/m/webEmail', status: siteStatusFixture() });
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(3));
    const rows = screen.getAllByTestId('inbox-item');
    expect(rows[0]!.textContent).toContain('Withdrawal rejected');
    expect(rows[0]!.textContent).toMatch(/Your withdrawal of .*200\.00.* \(no\. 41\) was rejected and the amount returned to your wallet\. Reason: Account name differs/);
    expect(rows[1]!.textContent).toContain('Maintenance tonight');
    expect(rows[2]!.textContent).toMatch(/Your deposit of .*500\.50.* \(order D20261126ABC\) has been credited to your wallet\./);
    expect(rows.map((row) => row.dataset.read)).toEqual(['false', 'true', 'false']);
    expect(screen.getAllByTestId('inbox-unread')).toHaveLength(2);
  });

  it('marks all read and shows the list again without the marks', async () => {
    renderWithApp(<InboxPage />, { path: '/m/webEmail', status: siteStatusFixture() });
    await waitFor(() => expect(screen.getAllByTestId('inbox-unread')).toHaveLength(2));
    await userEvent.click(screen.getByTestId('inbox-read-all'));
    await waitFor(() => expect(screen.queryAllByTestId('inbox-unread')).toHaveLength(0));
    expect(calls('/wps/inbox/readAll')).toHaveLength(1);
  });

  it('opens a message by its id and marks it read once', async () => {
    renderWithApp(<InboxPage />, { path: '/m/webEmail?id=1', status: siteStatusFixture() });
    await waitFor(() => expect(screen.getByTestId('inbox-detail-body').textContent).toContain('D20261126ABC'));
    await waitFor(() => expect(calls('/wps/inbox/read')).toHaveLength(1));
    expect(JSON.parse(String(calls('/wps/inbox/read')[0]![1]?.body))).toEqual({ id: 1 });
    expect(screen.getByText('Deposit credited')).toBeDefined();
  });

  it('says a message that is not there (another member\'s, or deleted) is not there', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: false, errorCode: 'not.found', message: 'Not found' }, 404));
    renderWithApp(<InboxPage />, { path: '/m/webEmail?id=99', status: siteStatusFixture() });
    await waitFor(() => expect(screen.getByTestId('inbox-missing').textContent).toBe('This message does not exist or was deleted.'));
  });
});
