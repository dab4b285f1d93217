import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverSentEventParser, startEventStream, type ServerSentEvent } from '@/lib/event-stream';
import { APP_EVENTS } from '@/lib/events';
import { setSession, useSessionStore } from '@/lib/session';

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

describe('event stream connection', () => {
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

  it('connects with the token, passes on each event, and stops when told', async () => {
    const stream = streamedResponse();
    fetchMock.mockResolvedValueOnce(stream.response);
    const events: ServerSentEvent[] = [];
    const stop = startEventStream({ path: '/wps/test/events', token: 'tok', onEvent: (event) => events.push(event) > 0 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/test/events');
    expect(new Headers(init?.headers).get('Authorization')).toBe('tok');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');

    stream.send('event: balance\ndata: {"sumBalance":10.5}\n\n:\n\nevent: unread\ndata: {"count":2}\n\n');
    await vi.waitFor(() => expect(events).toEqual([{ event: 'balance', data: '{"sumBalance":10.5}' }, { event: 'unread', data: '{"count":2}' }]));
    stop();
    expect((init?.signal as AbortSignal).aborted).toBe(true);
  });

  it('reconnects after a drop or a refusal with growing pauses, and stops for good when told', async () => {
    fetchMock
      .mockResolvedValueOnce(refusal(429, 'too.many.requests'))
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockImplementation(async () => streamedResponse().response);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const stop = startEventStream({ path: '/wps/test/events', token: 'tok', onEvent: () => true, firstDelayMs: 1_000, maxDelayMs: 8_000 });
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
    const stop = startEventStream({ path: '/wps/test/events', token: 'tok', onEvent: () => true, firstDelayMs: 100 });
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
    startEventStream({ path: '/wps/test/events', token: 'tok', onEvent: () => true });
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().session).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.removeEventListener(APP_EVENTS.sessionExpired, expired);
  });
});
