import type { QueryClient } from '@tanstack/react-query';
import { BALANCE_EVENT, balanceEventSchema, type BalanceEvent } from '@m/contract';
import { ENDPOINT_WIRE } from 'virtual:m-endpoint-wire';
import { platformHeaders, sessionRefused } from '@/lib/api-client';
import { depositKeys, promotionKeys } from '@/lib/query-keys';
import { walletBalanceQueryOptions } from '@/lib/wallet-balance';

export type ServerSentEvent = { event: string; data: string };

/**
 * An incremental `text/event-stream` parser (the HTML standard's rules): feed it text as it
 * arrives, in pieces cut anywhere; each complete event goes to `onEvent`. Comments (heartbeats)
 * and fields other than `event` and `data` are skipped.
 */
export function serverSentEventParser(onEvent: (event: ServerSentEvent) => void) {
  let buffered = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + (text[colon + 1] === ' ' ? 2 : 1));
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk: string) => {
    buffered += chunk;
    // A trailing \r may be the first half of \r\n: it waits for the next piece.
    const complete = buffered.endsWith('\r') ? buffered.length - 1 : buffered.length;
    const lines = buffered.slice(0, complete).split(/\r\n|\r|\n/);
    buffered = lines.pop()! + buffered.slice(complete);
    for (const text of lines) line(text);
  };
}

export type LiveBalanceOptions = {
  token: string;
  /** Each event: the balance and the count of claimable rewards. */
  onEvent(state: BalanceEvent): void;
  /** Pause before the first reconnect; doubled after every failed one, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
};

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Keeps a balance stream open for the session: each balance event goes to `onEvent`; a dropped
 * or refused connection is opened again after a growing, jittered pause (a server restart does not
 * bring every page back at the same instant), and a refused session ends it for good. `fetch` and
 * a ReadableStream, not EventSource: EventSource cannot send the `Authorization` header.
 * Returns the way to stop.
 */
export function startLiveBalance(options: LiveBalanceOptions): () => void {
  const firstDelayMs = options.firstDelayMs ?? FIRST_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? MAX_DELAY_MS;
  const controller = new AbortController();
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const onEvent = ({ event, data }: ServerSentEvent) => {
    if (event !== BALANCE_EVENT) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const state = balanceEventSchema.safeParse(parsed);
    if (!state.success) return;
    failures = 0;
    options.onEvent(state.data);
  };

  async function connect(): Promise<void> {
    const response = await fetch(ENDPOINT_WIRE.walletBalanceStream.path, {
      headers: platformHeaders('text/event-stream', options.token),
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status === 401) {
      sessionRefused();
      controller.abort();
      return;
    }
    if (!response.ok || !response.body) throw new Error(`Balance stream refused: ${response.status}`);
    const push = serverSentEventParser(onEvent);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) push(read.value);
  }

  const run = () => {
    connect()
      .catch(() => undefined)
      .finally(() => {
        if (controller.signal.aborted) return;
        const pause = Math.min(maxDelayMs, firstDelayMs * 2 ** failures++);
        retry = setTimeout(run, pause / 2 + Math.random() * (pause / 2));
      });
  };
  run();

  return () => {
    clearTimeout(retry);
    controller.abort();
  };
}

/**
 * A pushed balance into the balance query's cache: the header and the wallet pages show it at once.
 * Money that came in may be a credited deposit (an operator confirmed a transfer, a payment came
 * late) that used the first-deposit bonus or the day's reload: the open bonuses (the tab bar's
 * badge) are asked again. Only queries on screen refetch, so a game page's wins cost nothing.
 */
function applyBalance(client: QueryClient, sumBalance: number): void {
  const { queryKey } = walletBalanceQueryOptions();
  const cached = client.getQueryData(queryKey);
  if (cached?.sumBalance === sumBalance) return;
  if (cached && sumBalance > cached.sumBalance) void client.invalidateQueries({ queryKey: depositKeys.promotions.all });
  const [only, ...others] = cached?.balance ?? [];
  if (cached && only && others.length === 0) client.setQueryData(queryKey, { sumBalance, balance: [{ ...only, amount: sumBalance }] });
  // Not loaded yet, or several wallets whose split the event does not carry: ask for the whole answer.
  else void client.invalidateQueries({ queryKey });
}

/**
 * A pushed count of claimable rewards into the cache of `owner`'s count (the Members tab's badge and
 * the reward centre's bubble). A count that changed (a reward became claimable, or was claimed in
 * another tab) also makes the promotion pages' answers stale, so an open reward centre follows.
 */
function applyUnclaimed(client: QueryClient, unclaimed: number, owner: string): void {
  const queryKey = promotionKeys.unclaimed(owner);
  const cached = client.getQueryData<{ count: number }>(queryKey);
  if (cached?.count === unclaimed) return;
  client.setQueryData(queryKey, { count: unclaimed });
  if (cached) void client.invalidateQueries({ queryKey: promotionKeys.all, predicate: ({ queryKey: key }) => key[1] !== 'unclaimed' });
}

/** A pushed event of `owner`'s stream into the query cache: the balance and the unclaimed count. */
export function applyLiveBalance(client: QueryClient, state: BalanceEvent, owner: string): void {
  applyBalance(client, state.sumBalance);
  applyUnclaimed(client, state.unclaimed, owner);
}

/**
 * The session's balance (and unclaimed count) pushed into the query cache for as long as the page is shown. A hidden
 * page closes its stream and opens it again when shown: the server sends the current balance on
 * every connect, so nothing is missed, and background tabs hold no connection. Returns the way to stop.
 */
export function followLiveBalance(session: { token: string; userName: string }, client: QueryClient): () => void {
  const { token, userName } = session;
  let stop: (() => void) | null = null;
  const follow = () => {
    if (document.visibilityState === 'hidden') {
      stop?.();
      stop = null;
    } else {
      stop ??= startLiveBalance({ token, onEvent: (state) => applyLiveBalance(client, state, userName) });
    }
  };
  follow();
  document.addEventListener('visibilitychange', follow);
  return () => {
    document.removeEventListener('visibilitychange', follow);
    stop?.();
  };
}
