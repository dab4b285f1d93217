import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcements } from '@m/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementsQueryOptions } from '@/lib/api/announcements';
import { clearSession, setSession } from '@/lib/session';
import { useSessionFlag } from '@/lib/session-flag';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { AGENT_CONTRACT_ASKED } from '@/features/home/components/agent-contract-prompt';
import { LOGIN_POPUPS_SHOWN } from '@/features/home/components/login-popups';
import SessionPrompts from '@/features/home/components/session-prompts';

const POPUP = { id: 7, type: 'PU' as const, title: 'Welcome!', content: '<p>Your account is ready.</p>', publishTime: 0, read: false };
const announcements = (popup = [POPUP]): Announcements => ({ banners: [], player: [], popup, promotion: [], hot: [], footer: { unreadCount: 0 } });

/** Session storage reads, each with how many renders of the hook had run by then. */
function watchReads() {
  const renders: (boolean | null)[] = [];
  const reads: number[] = [];
  const getItem = Storage.prototype.getItem;
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    reads.push(renders.length);
    return getItem.call(this, key);
  });
  return { renders, reads };
}

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('session flags (shown once, closed for the visit)', () => {
  it('are not read while rendering: a server render reads no storage and answers "not known yet"', () => {
    const { reads } = watchReads();
    function Probe() {
      const [raised] = useSessionFlag('MC_PROBE');
      return <span>{String(raised)}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>null</span>');
    expect(reads).toEqual([]);
  });

  it('are read once, in an effect after the first render, and raised from a handler', () => {
    sessionStorage.setItem('MC_PROBE', '1');
    const { renders, reads } = watchReads();
    const { result } = renderHook(() => {
      const flag = useSessionFlag('MC_PROBE');
      renders.push(flag[0]);
      return flag;
    });
    expect(renders[0]).toBeNull();
    expect(reads).toEqual([1]);
    expect(result.current[0]).toBe(true);

    sessionStorage.clear();
    const other = renderHook(() => useSessionFlag('MC_OTHER'));
    expect(other.result.current[0]).toBe(false);
    act(() => other.result.current[1]());
    expect(other.result.current[0]).toBe(true);
    expect(sessionStorage.getItem('MC_OTHER')).toBe('1');
  });
});

describe('login popups', () => {
  const signIn = () => setSession({ token: 't', merchantCode: 'DEMO', userName: 'demo', type: 0 });

  function renderPrompts() {
    const rendered = renderWithProviders(<SessionPrompts />);
    rendered.queryClient.setQueryData(announcementsQueryOptions('demo').queryKey, announcements());
    return rendered;
  }

  it('read neither "shown" nor "asked" while rendering, and are not ready before they have', () => {
    signIn();
    const keys: string[] = [];
    const getItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      keys.push(key);
      return getItem.call(this, key);
    });
    const client = createTestQueryClient();
    client.setQueryData(announcementsQueryOptions('demo').queryKey, announcements());
    const html = renderToString(<QueryClientProvider client={client}><SessionPrompts /></QueryClientProvider>);
    expect(keys.filter((key) => key === LOGIN_POPUPS_SHOWN || key === AGENT_CONTRACT_ASKED)).toEqual([]);
    expect(html).toContain('data-ready="false"');
    expect(html).not.toContain('Welcome!');
  });

  it('show once per login: closing them is remembered for the session', async () => {
    signIn();
    const first = renderPrompts();
    await screen.findByText('Welcome!');
    expect(screen.getByTestId('home-session-prompts').dataset.ready).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'common.gotIt' }));
    await waitFor(() => expect(screen.queryByTestId('login-popup')).toBeNull());
    expect(sessionStorage.getItem(LOGIN_POPUPS_SHOWN)).toBe('1');
    first.unmount();

    renderPrompts();
    await waitFor(() => expect(screen.getByTestId('home-session-prompts').dataset.ready).toBe('true'));
    expect(screen.queryByTestId('login-popup')).toBeNull();
  });
});
