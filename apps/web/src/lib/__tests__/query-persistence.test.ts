import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language-store';
import { forgetMemberQueries, persistQueries, PERSISTED_QUERIES } from '@/lib/query-persistence';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function remember(key: readonly unknown[], data: unknown, now = Date.now) {
  const client = persistQueries(new QueryClient(), now);
  await client.fetchQuery({ queryKey: key, queryFn: async () => data });
  await flush();
  client.clear();
}

describe('query persistence (spec §4 caches)', () => {
  afterEach(() => localStorage.clear());

  it('keeps a listed answer and serves it as fresh to the next page load', async () => {
    await applyLanguage('EN');
    await remember(['games', 'vendors'], { sorting: [] });
    const client = persistQueries(new QueryClient());
    expect(client.getQueryData(['games', 'vendors'])).toEqual({ sorting: [] });
    expect(client.getQueryState(['games', 'vendors'])?.isInvalidated).toBe(false);
    let fetched = false;
    await client.fetchQuery({ queryKey: ['games', 'vendors'], queryFn: async () => ((fetched = true), {}), staleTime: 60_000 });
    expect(fetched).toBe(false);
  });

  it('does not keep queries outside the list', async () => {
    await remember(['games', 'list', { gameType: 'RNG' }], { games: [] });
    expect(Object.keys(localStorage).some((key) => key.startsWith('MC_QUERY:'))).toBe(false);
  });

  it('keeps the registration banners and register settings for the site, past a logout', async () => {
    await remember(['announcements', 'B', 'm_reg'], { banners: [] });
    await remember(['system', 'register-settings'], { fields: [] });
    forgetMemberQueries();
    const client = persistQueries(new QueryClient());
    expect(client.getQueryData(['announcements', 'B', 'm_reg'])).toEqual({ banners: [] });
    expect(client.getQueryData(['system', 'register-settings'])).toEqual({ fields: [] });
  });

  it('keeps no rule for a key that no query uses (a member-info entry left by an older build goes)', async () => {
    expect(PERSISTED_QUERIES.some((rule) => rule.key[0] === 'member')).toBe(false);
    localStorage.setItem('MC_QUERY:["member","info"]', JSON.stringify({ version: 1, key: ['member', 'info'], language: null, savedAt: Date.now(), data: { id: 1 } }));
    const client = persistQueries(new QueryClient());
    expect(client.getQueryData(['member', 'info'])).toBeUndefined();
    expect(localStorage.getItem('MC_QUERY:["member","info"]')).toBeNull();
  });

  it('drops an answer of another language', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'EN');
    await remember(['games', 'hot', null], [1]);
    localStorage.setItem(STORAGE_KEYS.language, 'TY');
    const client = persistQueries(new QueryClient());
    expect(client.getQueryData(['games', 'hot', null])).toBeUndefined();
  });

  it('drops an answer past its age', async () => {
    const start = Date.now();
    await remember(['content', 'announcements', null], { banners: [] }, () => start);
    const client = persistQueries(new QueryClient(), () => start + 11 * 60_000);
    expect(client.getQueryData(['content', 'announcements', null])).toBeUndefined();
  });

  it('forgets the member answers at logout and keeps the site ones', async () => {
    await remember(['content', 'announcements', 'demo'], { banners: [] });
    await remember(['games', 'vendors'], { sorting: [] });
    forgetMemberQueries();
    const client = persistQueries(new QueryClient());
    expect(client.getQueryData(['content', 'announcements', 'demo'])).toBeUndefined();
    expect(client.getQueryData(['games', 'vendors'])).toEqual({ sorting: [] });
  });
});
