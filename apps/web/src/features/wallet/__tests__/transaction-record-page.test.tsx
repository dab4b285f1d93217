import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishTexts } from '@/test/english-texts';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse, siteStatusFixture } from '@/test/site-status-fixture';
import { TransactionRecordPage } from '@/features/wallet/components/transaction-record-page';

const row = (id: number, type: string, amount: number, subject: unknown) => ({ id, type, amount, balanceAfter: 99, subject, createdAt: 1_700_000_000_000 });
const page = (pageNum: number, totalPages: number) => ({
  list: pageNum === 1
    ? [
        row(11, 'BET', -1, { kind: 'game', gameName: 'Lucky Slot' }),
        row(12, 'WITHDRAW_HOLD', -100, { kind: 'withdrawal', withdrawalId: 2 }),
        row(13, 'UPLINE_TRANSFER', -5, { kind: 'transferTo', account: 'agent01' }),
        row(14, 'UPLINE_TRANSFER', 5, { kind: 'transferFrom', account: 'demo' }),
        row(15, 'DEPOSIT', 150, { kind: 'depositOrder', orderNo: 'D20261124A1B2C3D4' }),
        row(16, 'ADJUST', 50, null),
      ]
    : [row(21, 'BET', -1, { kind: 'game', gameName: 'Lucky Slot' })],
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

  it('asks for the last 7 days in the player\'s time zone, shows the totals and the rows with what each belongs to, and filters by type', async () => {
    useEnglishTexts('wallet');
    renderWithApp(<TransactionRecordPage />, { path: '/m/transaction/record', status: siteStatusFixture() });
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(7));
    const first = recordCalls()[0]!.searchParams;
    expect(first.get('utcOffset')).toBe(String(-new Date(`${first.get('from')}T00:00:00`).getTimezoneOffset()));
    expect((Date.parse(first.get('to')!) - Date.parse(first.get('from')!)) / 86_400_000).toBe(6);
    expect(first.get('type')).toBeNull();
    expect(screen.getByTestId('transaction-debit').textContent).toBe('\u2066₱2.00\u2069');
    expect(screen.getAllByText('Lucky Slot')).toHaveLength(2);
    expect(screen.getAllByTestId('transaction-subject').map((subject) => subject.textContent)).toEqual([
      'Lucky Slot', 'Withdrawal #2', 'Transfer to agent01', 'Transfer from demo', 'Deposit D20261124A1B2C3D4', 'Lucky Slot',
    ]);

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
