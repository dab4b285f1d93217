import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { prefetchGameList } from '@/features/games/prefetch';

afterEach(() => vi.unstubAllGlobals());

/** Query keys the prefetch started, with the network held (nothing answers). */
function prefetchedKeys(search: string) {
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  const client = createQueryClient();
  prefetchGameList(client, new URLSearchParams(search));
  return client.getQueryCache().findAll().map((query) => query.queryKey);
}

describe('game list prefetch', () => {
  it.each([
    ['gameType=RNG', { gameType: 'RNG', gameClassify: 'ALL' }],
    ['gameType=LIVE&tab=hot&vendor=EVO', { gameType: 'LIVE', gameClassify: 'HOT', vendor: 'EVO' }],
    ['gameType=RNG&tab=new&minBet=0.5&gameName=ace', { gameType: 'RNG', gameClassify: 'NEW', minBet: 0.5, gameName: 'ace' }],
    ['gameType=nonsense&tab=new&minBet=3', { gameType: 'RNG', gameClassify: 'NEW' }],
  ])('asks for the first page of %s', (search, filter) => {
    const keys = prefetchedKeys(search);
    expect(keys).toContainEqual(['games', 'vendors']);
    expect(keys).toContainEqual(['games', 'list', expect.objectContaining(filter), null]);
  });

  it.each(['gameType=RNG&tab=fav', 'gameType=RNG&tab=recent', 'gameType=INHOUSE'])('leaves %s to the page (member-only, or waits for the vassalage)', (search) => {
    expect(prefetchedKeys(search)).toEqual([['games', 'vendors']]);
  });
});
