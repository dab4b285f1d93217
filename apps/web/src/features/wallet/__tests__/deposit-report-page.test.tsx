import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { envelope, jsonResponse } from '@/test/site-status-fixture';
import { DepositReportPage } from '@/features/wallet/components/deposit-report-page';

describe('deposit report page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const reportCalls = () => fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/wps/report/depositTransaction');

  beforeEach(() => {
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => jsonResponse(envelope({
      list: [], pageNum: 1, totalPages: 0, totals: { count: 0, amount: 0, fee: 0, creditAmount: 0, bonusAmount: 0 },
    })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
  });

  it('opens on the last 7 days, as every record screen does', async () => {
    renderWithApp(<DepositReportPage />, { path: '/m/vouReport' });
    await waitFor(() => expect(reportCalls().length).toBeGreaterThan(0));
    const first = reportCalls()[0]!.searchParams;
    expect((Date.parse(first.get('to')!) - Date.parse(first.get('from')!)) / 86_400_000).toBe(6);
    expect(screen.getByTestId('date-range-last7Days').getAttribute('aria-pressed')).toBe('true');
  });
});
