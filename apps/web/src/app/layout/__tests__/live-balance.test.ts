import { QueryClient } from '@tanstack/react-query';
import type { BalanceEvent } from '@m/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLiveBalance, followLiveBalance, serverSentEventParser, startLiveBalance, type ServerSentEvent } from '@/app/layout/live-balance';
import { APP_EVENTS } from '@/lib/events';
import { depositKeys, promotionKeys } from '@/lib/query-keys';
import { setSession, useSessionStore } from '@/lib/session';
import { walletBalanceQueryOptions } from '@/lib/wallet-balance';

describe('server-sent event parser', () => {
  const parse = (...chunks: string[]) => {
    const events: ServerSentEvent[] = [];
    const push = serverSentEventParser((event) => events.push(event));
    for (const chunk of chunks) push(chunk);
    return events;
  };

  it('reads events cut anywhere, with every kind of line end, skipping comments and other fields', () => {
    expect(parse('event: bal', 'ance\ndata: {"sumBalance":1}\n', '\n:\n\n', 'id: 7\r\nevent: balance\r\ndata: {"sumBalance":2}\r', '\n\r\n')).toEqual([
      { event: 'balance', data: '{"sumBalance":1}' },
      { event: 'balance', data: '{"sumBalance":2}' },
    ]);
  });

  it('joins data lines, names an unnamed event message, and waits for the blank line', () => {
    expect(parse('data:a\ndata: b\n\ndata: c\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});

/** A streamed answer the test writes to piece by piece. */
function streamedResponse(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (opened) => (controller = opened) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const refusal = (status: number, errorCode: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message: errorCode }), { status, headers: { 'content-type': 'application/json' } });

describe('live balance connection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('connects with the session token, passes on each event and ignores broken ones', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    const states: BalanceEvent[] = [];
    const stop = startLiveBalance({ token: 'tok', onEvent: (state) => states.push(state) });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/wallets/balance/stream');
    expect(new Headers(init?.headers).get('Authorization')).toBe('tok');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');

    stream.send('event: balance\ndata: {"sumBalance":10.5,"unclaimed":0}\n\n:\n\nevent: balance\ndata: not json\n\nevent: balance\ndata: {"sumBalance":"1","unclaimed":0}\n\n');
    stream.send('event: balance\ndata: {"sumBalance":12,"unclaimed":2}\n\n');
    await vi.waitFor(() => expect(states).toEqual([{ sumBalance: 10.5, unclaimed: 0 }, { sumBalance: 12, unclaimed: 2 }]));
    stop();
    expect((init?.signal as AbortSignal).aborted).toBe(true);
  });

  it('reconnects after a drop or a refusal with growing pauses, and stops for good when told', async () => {
    fetchMock
      .mockResolvedValueOnce(refusal(429, 'too.many.requests'))
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockImplementation(async () => streamedResponse().response);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const stop = startLiveBalance({ token: 'tok', onEvent: () => undefined, firstDelayMs: 1_000, maxDelayMs: 8_000 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    // Jitter at its middle: three quarters of 1 s, then of 2 s.
    await vi.advanceTimersByTimeAsync(749);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reconnects when the server ends the stream', async () => {
    const first = streamedResponse();
    fetchMock.mockResolvedValueOnce(first.response).mockImplementation(async () => streamedResponse().response);
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const stop = startLiveBalance({ token: 'tok', onEvent: () => undefined, firstDelayMs: 100 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.end();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ends the session and never reconnects when the server no longer knows it', async () => {
    setSession({ token: 'tok', merchantCode: 'DEMO', userName: 'demo', type: 0 });
    fetchMock.mockResolvedValue(refusal(401, 'login.not.session'));
    const expired = vi.fn();
    window.addEventListener(APP_EVENTS.sessionExpired, expired);
    startLiveBalance({ token: 'tok', onEvent: () => undefined });
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().session).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.removeEventListener(APP_EVENTS.sessionExpired, expired);
  });
});

describe('following the balance while the page is shown', () => {
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
    const stop = followLiveBalance({ token: 'tok', userName: 'member1' }, client);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.send('event: balance\ndata: {"sumBalance":8.25,"unclaimed":3}\n\n');
    await vi.waitFor(() => expect(client.getQueryData(queryKey)?.sumBalance).toBe(8.25));
    expect(client.getQueryData(promotionKeys.unclaimed('member1'))).toEqual({ count: 3 });

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
    applyLiveBalance(client, { sumBalance: 25.5, unclaimed: 0 }, 'member1');
    expect(client.getQueryData(queryKey)).toEqual({ sumBalance: 25.5, balance: [{ wallet: 'MAIN', amount: 25.5 }] });
  });

  it('asks for the whole answer when the event cannot say how several wallets split', () => {
    const client = new QueryClient();
    client.setQueryData(queryKey, { sumBalance: 3, balance: [{ wallet: 'MAIN', amount: 1 }, { wallet: 'BONUS', amount: 2 }] });
    applyLiveBalance(client, { sumBalance: 4, unclaimed: 0 }, 'member1');
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });

  it('asks for the open deposit bonuses (the tab bar\'s badge) again when money came in, not when it went out', () => {
    const client = new QueryClient();
    const offers = depositKeys.promotions.of('member1');
    client.setQueryData(queryKey, { sumBalance: 100, balance: [{ wallet: 'MAIN', amount: 100 }] });
    client.setQueryData(offers, { list: [] });
    applyLiveBalance(client, { sumBalance: 90, unclaimed: 0 }, 'member1');
    expect(client.getQueryState(offers)?.isInvalidated).toBe(false);
    // A credited deposit (an operator confirmed the transfer while the player was elsewhere).
    applyLiveBalance(client, { sumBalance: 590, unclaimed: 0 }, 'member1');
    expect(client.getQueryState(offers)?.isInvalidated).toBe(true);
  });

  it('writes the unclaimed count for the badge, and makes the promotion pages stale only when it changed', () => {
    const client = new QueryClient();
    const rewards = promotionKeys.rewards('claimable', 'member1');
    client.setQueryData(queryKey, { sumBalance: 1, balance: [{ wallet: 'MAIN', amount: 1 }] });
    client.setQueryData(promotionKeys.unclaimed('member1'), { count: 1 });
    client.setQueryData(rewards, []);
    applyLiveBalance(client, { sumBalance: 1, unclaimed: 1 }, 'member1');
    expect(client.getQueryState(rewards)?.isInvalidated).toBe(false);
    // Claimed in another tab: the badge falls, and an open reward centre asks again.
    applyLiveBalance(client, { sumBalance: 21, unclaimed: 0 }, 'member1');
    expect(client.getQueryData(promotionKeys.unclaimed('member1'))).toEqual({ count: 0 });
    expect(client.getQueryState(promotionKeys.unclaimed('member1'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(rewards)?.isInvalidated).toBe(true);
  });
});
