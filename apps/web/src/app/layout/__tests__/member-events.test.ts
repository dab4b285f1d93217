import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMemberEvent, followMemberEvents, memberEventOf } from '@/app/layout/member-events';
import { depositKeys, messageKeys, promotionKeys } from '@/lib/query-keys';
import { walletBalanceQueryOptions } from '@/lib/wallet-balance';

/** A streamed answer the test writes to piece by piece. */
function streamedResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (opened) => (controller = opened) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
  };
}

describe('member events as received', () => {
  it('are known names with data their schema accepts; the rest is ignored', () => {
    expect(memberEventOf({ event: 'balance', data: '{"sumBalance":10.5,"unclaimed":0}' })).toEqual({ event: 'balance', data: { sumBalance: 10.5, unclaimed: 0 } });
    expect(memberEventOf({ event: 'unread', data: '{"count":4}' })).toEqual({ event: 'unread', data: { count: 4 } });
    expect(memberEventOf({ event: 'balance', data: 'not json' })).toBeNull();
    expect(memberEventOf({ event: 'balance', data: '{"sumBalance":"1","unclaimed":0}' })).toBeNull();
    expect(memberEventOf({ event: 'unread', data: '{"count":-1}' })).toBeNull();
    expect(memberEventOf({ event: 'toString', data: '{}' })).toBeNull();
    expect(memberEventOf({ event: 'message', data: '{}' })).toBeNull();
  });
});

describe('following the member events while the page is shown', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let visibility: DocumentVisibilityState = 'visible';
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    visibility = 'visible';
  });

  it('writes pushed balances and counts into the cache, closes the stream while hidden and opens a new one when shown', async () => {
    const client = new QueryClient();
    const { queryKey } = walletBalanceQueryOptions();
    client.setQueryData(queryKey, { sumBalance: 0, balance: [{ wallet: 'MAIN', amount: 0 }] });
    const first = streamedResponse();
    fetchMock.mockResolvedValueOnce(first.response).mockImplementation(async () => streamedResponse().response);
    const stop = followMemberEvents({ token: 'tok', userName: 'member1' }, client);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.send('event: balance\ndata: {"sumBalance":8.25,"unclaimed":3}\n\n');
    await vi.waitFor(() => expect(client.getQueryData(queryKey)?.sumBalance).toBe(8.25));
    expect(client.getQueryData(promotionKeys.unclaimed('member1'))).toEqual({ count: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/wps/member/events');
    first.send('event: unread\ndata: {"count":2}\n\n');
    await vi.waitFor(() => expect(client.getQueryData(messageKeys.unread('member1'))).toEqual({ count: 2 }));

    setVisibility('hidden');
    expect((fetchMock.mock.calls[0]![1]?.signal as AbortSignal).aborted).toBe(true);
    setVisibility('visible');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    stop();
    expect((fetchMock.mock.calls[1]![1]?.signal as AbortSignal).aborted).toBe(true);
    setVisibility('hidden');
    setVisibility('visible');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('a pushed balance in the query cache', () => {
  const { queryKey } = walletBalanceQueryOptions();

  it('updates the cached balance of the one wallet in place', () => {
    const client = new QueryClient();
    client.setQueryData(queryKey, { sumBalance: 1, balance: [{ wallet: 'MAIN', amount: 1 }] });
    applyMemberEvent(client, { event: 'balance', data: { sumBalance: 25.5, unclaimed: 0 } }, 'member1');
    expect(client.getQueryData(queryKey)).toEqual({ sumBalance: 25.5, balance: [{ wallet: 'MAIN', amount: 25.5 }] });
  });

  it('asks for the whole answer when the event cannot say how several wallets split', () => {
    const client = new QueryClient();
    client.setQueryData(queryKey, { sumBalance: 3, balance: [{ wallet: 'MAIN', amount: 1 }, { wallet: 'BONUS', amount: 2 }] });
    applyMemberEvent(client, { event: 'balance', data: { sumBalance: 4, unclaimed: 0 } }, 'member1');
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it('asks for the open deposit bonuses (the tab bar\'s badge) again when money came in, not when it went out', () => {
    const client = new QueryClient();
    const offers = depositKeys.promotions.of('member1');
    client.setQueryData(queryKey, { sumBalance: 100, balance: [{ wallet: 'MAIN', amount: 100 }] });
    client.setQueryData(offers, { list: [] });
    applyMemberEvent(client, { event: 'balance', data: { sumBalance: 90, unclaimed: 0 } }, 'member1');
    expect(client.getQueryState(offers)?.isInvalidated).toBe(false);
    // A credited deposit (an operator confirmed the transfer while the player was elsewhere).
    applyMemberEvent(client, { event: 'balance', data: { sumBalance: 590, unclaimed: 0 } }, 'member1');
    expect(client.getQueryState(offers)?.isInvalidated).toBe(true);
  });

  it('writes the unclaimed count for the badge, and makes the promotion pages stale only when it changed', () => {
    const client = new QueryClient();
    const rewards = promotionKeys.rewards('claimable', 'member1');
    client.setQueryData(queryKey, { sumBalance: 1, balance: [{ wallet: 'MAIN', amount: 1 }] });
    client.setQueryData(promotionKeys.unclaimed('member1'), { count: 1 });
    client.setQueryData(rewards, []);
    applyMemberEvent(client, { event: 'balance', data: { sumBalance: 1, unclaimed: 1 } }, 'member1');
    expect(client.getQueryState(rewards)?.isInvalidated).toBe(false);
    // Claimed in another tab: the badge falls, and an open reward centre asks again.
    applyMemberEvent(client, { event: 'balance', data: { sumBalance: 21, unclaimed: 0 } }, 'member1');
    expect(client.getQueryData(promotionKeys.unclaimed('member1'))).toEqual({ count: 0 });
    expect(client.getQueryState(promotionKeys.unclaimed('member1'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(rewards)?.isInvalidated).toBe(true);
  });
});

describe('a pushed unread count in the query cache', () => {
  it('writes the count for the badges, and makes the inbox lists stale only when it changed', () => {
    const client = new QueryClient();
    const list = [...messageKeys.all, 'list', 'member1'];
    client.setQueryData(messageKeys.unread('member1'), { count: 1 });
    client.setQueryData(list, []);
    applyMemberEvent(client, { event: 'unread', data: { count: 1 } }, 'member1');
    expect(client.getQueryState(list)?.isInvalidated).toBe(false);
    applyMemberEvent(client, { event: 'unread', data: { count: 2 } }, 'member1');
    expect(client.getQueryData(messageKeys.unread('member1'))).toEqual({ count: 2 });
    expect(client.getQueryState(messageKeys.unread('member1'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });
});
