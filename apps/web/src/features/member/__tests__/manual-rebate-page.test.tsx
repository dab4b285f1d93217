import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RebateAccrued } from '@m/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { ManualRebatePage } from '@/features/member/components/manual-rebate-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;

const slots = (turnover: number, amount: number) => ({ gameCategory: 'RNG' as const, turnover, rate: 0.8, amount });
const accruedOf = (turnover: number, amount: number): RebateAccrued => ({
  categories: [slots(turnover, amount), { gameCategory: 'LIVE', turnover: 0, rate: 0.5, amount: 0 }],
  turnover, total: amount, minAmount: 1, turnoverMultiple: 1, lastClaimAt: null,
});

describe('manual rebate page', () => {
  let accrued: RebateAccrued;
  let claims: unknown[];

  beforeEach(() => {
    claims = [];
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    const answers: Record<string, (options: { body?: unknown }) => unknown> = {
      rebateAccrued: () => accrued,
      walletBalance: () => ({ sumBalance: 850, balance: [] }),
      rebateClaim: ({ body }) => {
        claims.push(body);
        const claim = { id: 1, periodFrom: 0, periodTo: 1, turnover: accrued.turnover, amount: accrued.total, categories: [accrued.categories[0]!] };
        accrued = accruedOf(0, 0);
        return { claim, balance: 851.2 };
      },
    };
    call.mockImplementation(async (name: string, options: { body?: unknown } = {}) => (name in answers ? answers[name]!(options) : { banners: [] }));
  });
  afterEach(() => {
    call.mockReset();
    clearSession();
  });

  it('shows each category with its turnover, rate and rebate, and claims the total once', async () => {
    accrued = accruedOf(150, 1.2);
    renderWithApp(<ManualRebatePage />, { path: '/m/member/manualRebate' });
    const slotsRow = await screen.findByText('game.category.slots');
    const row = slotsRow.closest('li')!;
    expect(row.querySelector('[data-testid="rebate-category-turnover"]')!.textContent).toContain('150.00');
    expect(row.querySelector('[data-testid="rebate-category-rate"]')!.textContent).toBe('rebate.rateValue');
    expect(screen.getByTestId('rebate-total').textContent).toContain('1.20');
    expect(screen.queryByTestId('rebate-claim-reason')).toBeNull();

    await userEvent.click(screen.getByTestId('rebate-claim'));
    await waitFor(() => expect(screen.getByTestId('rebate-total').textContent).toContain('0.00'));
    expect(claims).toEqual([{ requestId: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect((screen.getByTestId('rebate-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables the claim below the minimum and says why', async () => {
    accrued = accruedOf(50, 0.4);
    renderWithApp(<ManualRebatePage />, { path: '/m/member/manualRebate' });
    const reason = await screen.findByTestId('rebate-claim-reason');
    const button = screen.getByTestId('rebate-claim') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(reason.textContent).toBe('rebate.belowMinimum');
    expect(claims).toEqual([]);
  });
});
