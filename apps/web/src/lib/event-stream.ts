import { platformHeaders, sessionRefused } from '@/lib/api-client';

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

export type EventStreamOptions = {
  /** The stream endpoint's path. */
  path: string;
  /** The session token (a member's stream) or another credential the endpoint reads from `Authorization`. */
  token: string;
  /**
   * Each event as it arrives; answers whether it was one the page understood (a known name with
   * valid data): only those count as a working connection for the reconnect pause.
   */
  onEvent(event: ServerSentEvent): boolean;
  /** A refused credential (401), after which the stream stays closed; by default the session is forgotten. */
  onRefused?(): void;
  /** Pause before the first reconnect; doubled after every failed one, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
};

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Keeps a Server-Sent Events stream open: each event goes to `onEvent`; a dropped or refused
 * connection is opened again after a growing, jittered pause (a server restart does not bring every
 * page back at the same instant), and a refused session (401) ends it for good. `fetch` and a
 * ReadableStream, not EventSource: EventSource cannot send the `Authorization` header.
 * Returns the way to stop.
 */
export function startEventStream(options: EventStreamOptions): () => void {
  const firstDelayMs = options.firstDelayMs ?? FIRST_DELAY_MS;
  const maxDelayMs = options.maxDelayMs ?? MAX_DELAY_MS;
  const controller = new AbortController();
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const onEvent = (event: ServerSentEvent) => {
    if (options.onEvent(event)) failures = 0;
  };

  async function connect(): Promise<void> {
    const response = await fetch(options.path, {
      headers: platformHeaders('text/event-stream', options.token),
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status === 401) {
      (options.onRefused ?? sessionRefused)();
      controller.abort();
      return;
    }
    if (!response.ok || !response.body) throw new Error(`Event stream refused: ${response.status}`);
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
 * Runs `start` while the page is shown: a hidden page closes its stream (background tabs hold no
 * connection) and opens it again when shown; streams send their current state on every connect,
 * so nothing is missed. Returns the way to stop.
 */
export function whileVisible(start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  const follow = () => {
    if (document.visibilityState === 'hidden') {
      stop?.();
      stop = null;
    } else {
      stop ??= start();
    }
  };
  follow();
  document.addEventListener('visibilitychange', follow);
  return () => {
    document.removeEventListener('visibilitychange', follow);
    stop?.();
  };
}
