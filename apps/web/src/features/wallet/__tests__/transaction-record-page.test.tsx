import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import { TransactionRecordPage } from '@/features/wallet/components/transaction-record-page';

const page = (pageNum: number, totalPages: number) => ({
  list: [{ id: pageNum, type: 'BET', amount: -1, balanceAfter: 99, reference: 'game:7', gameName: 'Lucky Slot', createdAt: 1_700_000_000_000 }],
  pageNum,
  totalPages,
  totals: { credit: 0, debit: 2, net: -2, count: 2 },
});

describe('transaction record page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const recordCalls = () => fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/wps/report/transactionRecord');

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) => jsonResponse(envelope(page(Number(new URL(String(input), 'http://localhost').searchParams.get('pageNo')), 2))));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for the last 7 days in the player\'s time zone, shows the totals and the rows, and filters by type', async () => {
    renderWithApp(<TransactionRecordPage />, { path: '/m/transaction/record', status: siteStatusFixture() });
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(2));
    const first = recordCalls()[0]!.searchParams;
    expect(first.get('utcOffset')).toBe(String(-new Date(`${first.get('from')}T00:00:00`).getTimezoneOffset()));
    expect((Date.parse(first.get('to')!) - Date.parse(first.get('from')!)) / 86_400_000).toBe(6);
    expect(first.get('type')).toBeNull();
    expect(screen.getByTestId('transaction-debit').textContent).toBe('\u2066₱2.00\u2069');
    expect(screen.getAllByText('Lucky Slot')).toHaveLength(2);

    await userEvent.selectOptions(screen.getByTestId('transaction-type'), 'WIN');
    await waitFor(() => expect(recordCalls().at(-1)!.searchParams.get('type')).toBe('WIN'));
  });

  it('opens on the transfers from the team for the agent home\'s entry (?types=A)', async () => {
    renderWithApp(<TransactionRecordPage />, { path: '/m/transaction/record?types=A', status: siteStatusFixture() });
    await waitFor(() => expect(recordCalls().length).toBeGreaterThan(0));
    expect(recordCalls()[0]!.searchParams.get('type')).toBe('UPLINE_TRANSFER');
    expect((screen.getByTestId('transaction-type') as HTMLSelectElement).value).toBe('UPLINE_TRANSFER');
  });
});
