import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedListState } from '@/components/list/paged-list';

const listOf = (state: Partial<PagedListState>): PagedListState => ({
  pending: false, failed: false, empty: false, hasMore: false, loadingMore: false, loadMore: vi.fn(), retry: vi.fn(), ...state,
});

const renderList = (list: PagedListState, props: Partial<Parameters<typeof PagedList>[0]> = {}) =>
  render(<PagedList list={list} {...props}><ul data-testid="items" /></PagedList>);

describe('the paged-list frame', () => {
  afterEach(() => act(() => onlineManager.setOnline(true)));

  it('holds the place of the first page with the skeleton, without the items', () => {
    renderList(listOf({ pending: true }), { skeleton: <div data-testid="skeleton" /> });
    expect(screen.getByTestId('skeleton')).toBeDefined();
    expect(screen.queryByTestId('items')).toBeNull();
  });

  it('says "No data" for an empty list, or the screen\'s own text', () => {
    const { rerender } = renderList(listOf({ empty: true }));
    expect(screen.getByText('common.noData')).toBeDefined();
    rerender(<PagedList list={listOf({ empty: true })} empty="nothing yet"><ul /></PagedList>);
    expect(screen.getByText('nothing yet')).toBeDefined();
    expect(screen.queryByText('common.endOfList')).toBeNull();
  });

  it('offers "Loading failed, click to retry" after a failure, with what the server said', async () => {
    const list = listOf({ failed: true, empty: true, error: new Error('refused') });
    renderList(list, { errorText: (error) => (error as Error).message });
    expect(screen.getByText('refused')).toBeDefined();
    expect(screen.queryByText('common.noData')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'common.loadFailed' }));
    expect(list.retry).toHaveBeenCalledTimes(1);
  });

  it('says the device is offline instead of loading forever, and retries on request', async () => {
    act(() => onlineManager.setOnline(false));
    const list = listOf({ pending: true });
    renderList(list, { skeleton: <div data-testid="skeleton" /> });
    expect(screen.getByTestId('list-offline').textContent).toContain('common.offline');
    expect(screen.queryByTestId('skeleton')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'common.retry' }));
    expect(list.retry).toHaveBeenCalledTimes(1);
    act(() => onlineManager.setOnline(true));
    expect(screen.getByTestId('skeleton')).toBeDefined();
  });

  it('keeps the items when a further page fails offline', () => {
    act(() => onlineManager.setOnline(false));
    renderList(listOf({ failed: true }));
    expect(screen.getByTestId('items')).toBeDefined();
    expect(screen.getByTestId('list-offline')).toBeDefined();
  });

  it('shows the items and the end-of-list line once every page is here', () => {
    renderList(listOf({}), { end: 'All 3 shown' });
    expect(screen.getByTestId('items')).toBeDefined();
    expect(screen.getByText('All 3 shown')).toBeDefined();
  });

  it('loads further pages by scrolling near the end, or by a button when asked', async () => {
    const scrolled = listOf({ hasMore: true });
    const { unmount } = renderList(scrolled);
    expect(scrolled.loadMore).toHaveBeenCalledTimes(1);
    unmount();
    const clicked = listOf({ hasMore: true });
    renderList(clicked, { more: { label: 'Earlier', testId: 'more' } });
    expect(clicked.loadMore).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('more'));
    expect(clicked.loadMore).toHaveBeenCalledTimes(1);
  });
});
