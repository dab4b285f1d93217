import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse } from '@/test/site-status-fixture';
import { HelpDetailPage, HelpPage, selectedArticle } from '@/features/messages/components/help-pages';

const ARTICLES = [
  { id: 11, title: 'Deposits', content: '<p>Tap <strong>Deposit</strong>.</p>' },
  { id: 12, title: 'Withdrawals', content: '<p>Set a payment password.</p>' },
  { id: 13, title: 'Game rules', content: '<p>Results are random.</p>' },
];

describe('selectedArticle', () => {
  it.each([
    ['', 0], ['?i=2', 2], ['?i=0', 0], ['?i=-1', 0], ['?i=1.5', 0], ['?i=abc', 0], ['?i=', 0], ['?i=99', 99],
  ])('reads %s as %i', (query, index) => {
    expect(selectedArticle(new URLSearchParams(query))).toBe(index);
  });
});

describe('help pages', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let articles: typeof ARTICLES | 'refused' = ARTICLES;
  const helpCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/wps/system/helpCenter');

  beforeEach(() => {
    articles = ARTICLES;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () =>
      (articles === 'refused'
        ? jsonResponse({ success: false, errorCode: 'function.not.available', message: 'refused' }, 400)
        : jsonResponse(envelope(articles))));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('opens the first article when ?i= names none, asking for the phone articles', async () => {
    renderWithApp(<HelpPage />, { path: '/m/help' });
    await waitFor(() => expect(screen.getByTestId('help-content').innerHTML).toBe('<p>Tap <strong>Deposit</strong>.</p>'));
    expect(screen.getByTestId('help-title-0').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('help-title-1').getAttribute('aria-expanded')).toBe('false');
    expect(helpCalls()[0]!.searchParams.get('device')).toBe('MOBILE');
  });

  it('opens the article ?i= names, and another on a click, one at a time', async () => {
    renderWithApp(<HelpPage />, { path: '/m/help?i=2' });
    await waitFor(() => expect(screen.getByTestId('help-content').textContent).toBe('Results are random.'));
    await userEvent.click(screen.getByTestId('help-title-1'));
    await waitFor(() => expect(screen.getByTestId('help-content').textContent).toBe('Set a payment password.'));
    expect(screen.getAllByTestId('help-content')).toHaveLength(1);
  });

  it('brings the article a link opened into view, once: not again when another is tapped', async () => {
    const scrolled: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record who asks to be scrolled to.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.textContent ?? '');
      },
    });
    try {
      renderWithApp(<HelpPage />, { path: '/m/help?i=2' });
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(scrolled[0]).toContain('Game rules');
      await userEvent.click(screen.getByTestId('help-title-0'));
      await waitFor(() => expect(screen.getByTestId('help-content').textContent).toBe('Tap Deposit.'));
      expect(scrolled).toHaveLength(1);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('shows the empty state when there are no articles', async () => {
    articles = [];
    renderWithApp(<HelpPage />, { path: '/m/help' });
    await waitFor(() => expect(screen.getByTestId('empty-state')).toBeDefined());
  });

  it('says loading failed and loads again on a click', async () => {
    articles = 'refused';
    renderWithApp(<HelpPage />, { path: '/m/help' });
    await waitFor(() => expect(screen.getByTestId('load-failed')).toBeDefined());
    articles = ARTICLES;
    await userEvent.click(screen.getByRole('button', { name: 'common.loadFailed' }));
    await waitFor(() => expect(screen.getAllByTestId('help-entry')).toHaveLength(3));
  });

  it('shows one article as a page with its title as the heading, and the empty state past the last', async () => {
    const { unmount } = renderWithApp(<HelpDetailPage />, { path: '/m/helpDetail?i=1' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Withdrawals'));
    expect(screen.getByTestId('help-content').textContent).toBe('Set a payment password.');
    unmount();
    renderWithApp(<HelpDetailPage />, { path: '/m/helpDetail?i=9' });
    await waitFor(() => expect(screen.getByTestId('empty-state')).toBeDefined());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('page.helpDetail.title');
  });
});
