import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_GAME_LIST_ELEMENT_ID } from '@m/contract';
import { createQueryClient } from '@/lib/query-client';
import { pageWithDataBlock } from '@/test/data-block';
import { gamePageFixture } from '@/test/game-fixture';
import { gameListQueryOptions } from '@/features/games/api/game-list';
import { prefetchGameList } from '@/features/games/prefetch';

afterEach(() => vi.unstubAllGlobals());

/** Query keys the prefetch started, with the network held (nothing answers). */
function prefetchedKeys(search: string) {
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
  const client = createQueryClient();
  prefetchGameList(client, new URLSearchParams(search));
  return client.getQueryCache().findAll().map((query) => query.queryKey);
}

const firstPage = gamePageFixture(1, 3);

const pageWithList = (block: unknown) => pageWithDataBlock(BOOT_GAME_LIST_ELEMENT_ID, JSON.stringify(block));

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

  it('takes the first page from the page when the server wrote the same list there, once', () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    const doc = pageWithList({ filter: { gameType: 'RNG', gameClassify: 'HOT' }, page: firstPage });
    prefetchGameList(client, new URLSearchParams('gameType=RNG&tab=hot'), doc);
    const key = gameListQueryOptions({ gameType: 'RNG', gameClassify: 'HOT' }, null).queryKey;
    expect(client.getQueryData(key)).toEqual({ pages: [firstPage], pageParams: [1] });
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('GCSGAME_gameList'));
    expect(doc.getElementById(BOOT_GAME_LIST_ELEMENT_ID)).toBeNull();
  });

  const hotList = { filter: { gameType: 'RNG', gameClassify: 'HOT' }, page: firstPage };
  it.each([
    ['another list', () => pageWithList({ filter: { gameType: 'LIVE', gameClassify: 'ALL' }, page: firstPage })],
    ['no contract stamp (a server that did not check it)', () => pageWithDataBlock(BOOT_GAME_LIST_ELEMENT_ID, JSON.stringify(hotList), { stamp: null })],
    ['the stamp of another contract', () => pageWithDataBlock(BOOT_GAME_LIST_ELEMENT_ID, JSON.stringify(hotList), { stamp: 'another-contract' })],
  ])('asks the server when the page holds %s', (_name, page) => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    prefetchGameList(client, new URLSearchParams('gameType=RNG&tab=hot'), page());
    expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('GCSGAME_gameList'));
  });
});
