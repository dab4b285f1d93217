import type { PassThrough, Readable } from 'node:stream';

/** A place among a process's open streams, given back when the stream closes (see modules/member-events/stream-slots.ts). */
export type LiveStreamSlot = { release(): Promise<void> };

/** One open Server-Sent Events stream of `key` (a member, a guest's chat), with what its owner tracks besides. */
export type LiveStream<K> = { key: K; events: PassThrough; slot: LiveStreamSlot };

/**
 * The open event streams of one process by key, shared by the member event stream and a guest's chat
 * stream: each event is read after the commit that notified it, one read at a time per topic and key
 * (changes arriving meanwhile are folded into one more read), so the last event a page gets is the
 * state as it stands; a read that fails closes the key's streams (the pages reconnect and read
 * afresh). Slots are given back when a stream closes; `stop` waits for them.
 */
export function createLiveStreams<K, S extends LiveStream<K>>(options: { onError?(error: unknown): void }) {
  const byKey = new Map<K, Set<S>>();
  const releasing = new Set<Promise<void>>();
  const reads = new Map<unknown, Map<K, { again: boolean }>>();

  const of = (key: K) => [...(byKey.get(key) ?? [])];
  const all = () => [...byKey.values()].flatMap((streams) => [...streams]);

  const forget = (stream: S) => {
    const streams = byKey.get(stream.key);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) byKey.delete(stream.key);
    const release: Promise<void> = stream.slot.release()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => releasing.delete(release));
    releasing.add(release);
  };

  const close = (stream: S) => {
    forget(stream);
    stream.events.end();
  };

  return {
    /** Keeps `stream` until it closes (the page went away, or the server ended it); answers its events. */
    add(stream: S): Readable {
      byKey.set(stream.key, (byKey.get(stream.key) ?? new Set()).add(stream));
      stream.events.once('close', () => forget(stream));
      return stream.events;
    },
    has: (key: K) => byKey.has(key),
    keys: () => [...byKey.keys()],
    of,
    all,
    close,

    /** Reads `topic`'s event for `key` (`read` answers its text) and writes it to the key's streams. */
    async publish(topic: unknown, key: K, read: () => Promise<string>): Promise<void> {
      const reading = reads.get(topic) ?? new Map<K, { again: boolean }>();
      reads.set(topic, reading);
      const running = reading.get(key);
      if (running) {
        running.again = true;
        return;
      }
      const state = { again: true };
      reading.set(key, state);
      try {
        while (state.again && byKey.has(key)) {
          state.again = false;
          const event = await read();
          for (const stream of of(key)) stream.events.write(event);
        }
      } catch (error) {
        options.onError?.(error);
        for (const stream of of(key)) close(stream);
      } finally {
        reading.delete(key);
      }
    },

    /** Ends every stream and waits for their slots to be given back. */
    async stop(): Promise<void> {
      for (const stream of all()) close(stream);
      await Promise.all([...releasing]);
    },
  };
}
