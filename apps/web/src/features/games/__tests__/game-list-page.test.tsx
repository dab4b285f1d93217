import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse } from '@/test/site-status-fixture';
import { gamePageFixture as page } from '@/test/game-fixture';
import { GameListPage } from '@/features/games/components/game-list-page';

describe('game list page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let failSecondPage = true;
  const listCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('GCSGAME_gameList'));

  beforeEach(() => {
    failSecondPage = true;
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('GCSGAME_newGameVendor')) return jsonResponse(envelope({ sorting: [], mapping: {} }));
      const pageNo = Number(url.searchParams.get('pageNo'));
      if (pageNo === 2 && failSecondPage) return jsonResponse({ success: false, errorCode: 'unknown.error' }, 500);
      return jsonResponse(envelope(page(pageNo, 3)));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const loaded = () => Number(screen.getByTestId('game-grid').getAttribute('data-count'));

  it('stops loading after a failed page until the player retries, and keeps the DOM windowed', async () => {
    renderWithApp(<GameListPage />, { path: '/m/gameList?gameType=PVP' });
    await waitFor(() => expect(screen.getByTestId('game-grid')).toBeDefined());
    await waitFor(() => expect(screen.getByTestId('load-failed')).toBeDefined());
    expect(loaded()).toBe(26);
    const callsAfterFailure = listCalls().length;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(listCalls()).toHaveLength(callsAfterFailure);

    failSecondPage = false;
    await userEvent.click(screen.getByRole('button', { name: 'common.loadFailed' }));
    await waitFor(() => expect(loaded()).toBeGreaterThanOrEqual(52));
    expect(screen.getAllByTestId('game-tile').length).toBeLessThan(loaded());
  });

  it('starts a tab again from page 1 when it is selected', async () => {
    failSecondPage = false;
    renderWithApp(<GameListPage />, { path: '/m/gameList?gameType=PVP' });
    await waitFor(() => expect(loaded()).toBeGreaterThanOrEqual(52));
    await userEvent.click(screen.getByTestId('game-tab-hot'));
    await userEvent.click(screen.getByTestId('game-tab-all'));
    await waitFor(() => expect(listCalls().filter((url) => url.includes('gameClassify=ALL') && url.includes('pageNo=1'))).toHaveLength(2));
  });
});
