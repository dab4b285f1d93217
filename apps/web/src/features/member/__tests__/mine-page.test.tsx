import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberInfo, SiteStatus } from '@m/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '@/lib/api-client';
import { api } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { siteStatusFixture } from '@/test/site-status-fixture';
import { MinePage } from '@/features/member/components/mine-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ApiClientModule>();
  return { ...original, api: { ...original.api, call: vi.fn() } };
});

const call = vi.mocked(api.call) as unknown as ReturnType<typeof vi.fn>;

const MEMBER: MemberInfo = {
  id: 1, account: 'member1', userName: 'member1', type: 0, regDate: Date.now(), toUpline: false, clubLabel: 'VIP2', avatar: { kind: 'preset', preset: 4 },
};

const statusWith = (memCen: '0' | '1'): SiteStatus => {
  const status = siteStatusFixture({ flags: { DEPRECM3: true, WITHREC3: true, REWCEN3: true, MAILCEN: true } });
  return { ...status, info: { ...status.info, mobileTemplate: { mem_cen: memCen, dep_func: '1' } } };
};

const entryIds = () => [...document.querySelectorAll<HTMLElement>('.mine-list [data-testid^="mine-entry-"]')].map((entry) => entry.dataset.testid!.replace('mine-entry-', ''));

describe('member centre layouts (spec §3 mobileTemplate.mem_cen)', () => {
  let balanceReads: number;

  beforeEach(() => {
    balanceReads = 0;
    setSession({ token: 'token-123456789012345678901234', merchantCode: 'DEMO', userName: 'member1', type: 0 });
    call.mockImplementation(async (name: string) => {
      if (name === 'memberInfo') return MEMBER;
      if (name === 'walletBalance') return { sumBalance: 10 + balanceReads++, balance: [] };
      return { count: 0, banners: [] };
    });
  });
  afterEach(() => {
    call.mockReset();
    clearSession();
  });

  it('shows the same entries as grouped tiles in the new layout and as one list in the base one', async () => {
    const onReferral = vi.fn();
    const view = renderWithApp(<MinePage unclaimedPromotions={0} onAppDownload={vi.fn()} onReferral={onReferral} />, { path: '/m/mine', status: statusWith('1') });
    await screen.findByTestId('mine-club');
    expect(screen.getByTestId('page-mine').dataset.layout).toBe('new');
    const groups = [...document.querySelectorAll('.mine-group')].map((group) => group.getAttribute('data-testid'));
    expect(groups).toEqual(['mine-group-rewards', 'mine-group-records', 'mine-group-help']);
    const newEntries = entryIds();
    view.unmount();

    renderWithApp(<MinePage unclaimedPromotions={0} onAppDownload={vi.fn()} onReferral={onReferral} />, { path: '/m/mine', status: statusWith('0') });
    await screen.findByTestId('mine-club');
    expect(screen.getByTestId('page-mine').dataset.layout).toBe('base');
    expect(document.querySelectorAll('.mine-group')).toHaveLength(0);
    expect(entryIds()).toEqual(newEntries);
    expect(newEntries).toEqual(['rewardCenter', 'redRain', 'referral', 'depositReport', 'withdrawReport', 'news', 'service', 'appDownload']);
  });

  it('opens the referral dialog from its entry, shows the chosen avatar and reads the balance again on refresh', async () => {
    const onReferral = vi.fn();
    renderWithApp(<MinePage unclaimedPromotions={0} onAppDownload={vi.fn()} onReferral={onReferral} />, { path: '/m/mine', status: statusWith('1') });
    await waitFor(() => expect(screen.getByTestId('mine-avatar').dataset.kind).toBe('preset'));
    expect(screen.getByTestId('mine-avatar').querySelector('img')!.getAttribute('src')).toBe('/m/avatars/4.svg');
    await userEvent.click(screen.getByTestId('mine-entry-referral'));
    expect(onReferral).toHaveBeenCalledOnce();

    await waitFor(() => expect(screen.getByTestId('mine-balance').textContent).toContain('10.00'));
    await userEvent.click(screen.getByTestId('mine-balance-refresh'));
    await waitFor(() => expect(screen.getByTestId('mine-balance').textContent).toContain('11.00'));
  });
});
