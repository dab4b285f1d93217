import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse } from '@/test/site-status-fixture';
import { NoticePage } from '@/features/messages/components/notice-page';

const noticePage = (pageNum: number, totalPages: number) => ({
  list: Array.from({ length: 2 }, (_, index) => ({
    id: pageNum * 10 + index, type: 'PL', title: `Notice ${pageNum}.${index}`, content: '<p>text</p>', publishTime: 1_700_000_000_000, read: false,
  })),
  pageNum,
  totalPages,
  unreadCount: 2,
});

describe('notice page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const noticeCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname.endsWith('MCSFE_getNotices'));
  let refuse = false;

  beforeEach(() => {
    refuse = false;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (refuse) return jsonResponse({ success: false, errorCode: 'function.not.available', message: 'refused' }, 400);
      return jsonResponse(envelope(noticePage(Number(url.searchParams.get('pageNo')), 2)));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists the notices page after page down to the end of the list', async () => {
    renderWithApp(<NoticePage />, { path: '/m/notice' });
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(4));
    expect(screen.getByText('common.endOfList')).toBeDefined();
    expect(noticeCalls().map((url) => url.searchParams.get('pageNo'))).toEqual(['1', '2']);
  });

  it('says what the server refused (its own message where the app has no text for the code) and loads again on a click', async () => {
    refuse = true;
    renderWithApp(<NoticePage />, { path: '/m/notice' });
    await waitFor(() => expect(screen.getByText('refused')).toBeDefined());
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'common.loadFailed' }));
    await waitFor(() => expect(screen.getAllByTestId('notice-item').length).toBeGreaterThanOrEqual(2));
  });

  it('has no login guard of its own: the route table decides who sees agent notices', async () => {
    renderWithApp(<NoticePage />, { path: '/m/member/notice?types=A' });
    await waitFor(() => expect(noticeCalls().length).toBeGreaterThan(0));
    expect(noticeCalls()[0]!.searchParams.get('types')).toBe('A');
    expect(screen.queryByText('common.pleaseLogin')).toBeNull();
  });
});
