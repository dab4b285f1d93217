import { PassThrough, type Readable } from 'node:stream';
import { MEMBER_EVENT_SCHEMAS, type MemberEventData, type MemberEventName } from '@m/contract';
import { NOTIFY_CHANNELS, type NotificationSource } from '../../db/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import { SERVER_SENT_HEARTBEAT, serverSentEvent } from '../../lib/server-sent-events.ts';
import type { MemberEventsRepository } from './repository.ts';
import type { StreamSlot, StreamSlots } from './stream-slots.ts';

/** Below the idle timeouts of common proxies and load balancers (often 30 or 60 seconds). */
export const HEARTBEAT_MS = 25_000;

type LiveStream = { memberId: number; sessionId: number; events: PassThrough; slot: StreamSlot };

/**
 * One kind of event of the stream: what it carries is read with `read` on connect and again after
 * each notification on one of its `channels` (whose payload is the member's id).
 */
export type MemberEventTopic = {
  [E in MemberEventName]: { event: E; channels: readonly string[]; read(memberId: number): Promise<MemberEventData<E>> };
}[MemberEventName];

export type MemberEventsOptions = {
  notifications: NotificationSource;
  repository: MemberEventsRepository;
  /** The per-member and per-address caps on open streams (see stream-slots.ts). */
  slots: StreamSlots;
  /** The events the stream carries. */
  topics: readonly MemberEventTopic[];
  heartbeatMs?: number;
  onError?(error: unknown): void;
};

/**
 * The member's live events pushed to their open pages, one typed event per topic (the balance and
 * claimable rewards, the unread messages, ...). One LISTEN per channel and process fans out to the
 * streams of the notified member: each topic is read after the commit that notified, one read at a
 * time per member and topic (changes arriving meanwhile are folded into one more read), so the last
 * event a page gets is the state as it stands. A heartbeat keeps connections open and closes the
 * streams of sessions that ended elsewhere (expired, revoked by a password change); a logout closes
 * its session's streams at once, in every process.
 */
export function createMemberEvents(options: MemberEventsOptions) {
  const { notifications, repository, slots, topics } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const streamsByMember = new Map<number, Set<LiveStream>>();
  /** Slots being given back; stopping waits for them, so none outlives the database connection. */
  const releasing = new Set<Promise<void>>();
  /** Reads under way per topic and member, and whether another change came in meanwhile. */
  const reads = new Map<MemberEventTopic, Map<number, { again: boolean }>>(topics.map((topic) => [topic, new Map()]));
  const stopListening: Array<() => Promise<void>> = [];
  let heartbeat: NodeJS.Timeout | null = null;

  const streamsOf = (memberId: number) => [...(streamsByMember.get(memberId) ?? [])];
  const allStreams = () => [...streamsByMember.values()].flatMap((streams) => [...streams]);

  const forget = (stream: LiveStream) => {
    const streams = streamsByMember.get(stream.memberId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) streamsByMember.delete(stream.memberId);
    const release: Promise<void> = stream.slot.release()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => releasing.delete(release));
    releasing.add(release);
  };

  const close = (stream: LiveStream) => {
    forget(stream);
    stream.events.end();
  };

  async function publish(topic: MemberEventTopic, memberId: number): Promise<void> {
    const reading = reads.get(topic)!;
    const running = reading.get(memberId);
    if (running) {
      running.again = true;
      return;
    }
    const read = { again: true };
    reading.set(memberId, read);
    try {
      while (read.again && streamsByMember.has(memberId)) {
        read.again = false;
        const event = serverSentEvent(topic.event, MEMBER_EVENT_SCHEMAS[topic.event], await topic.read(memberId));
        for (const stream of streamsOf(memberId)) stream.events.write(event);
      }
    } catch (error) {
      options.onError?.(error);
      // The pages reconnect and read every event afresh.
      for (const stream of streamsOf(memberId)) close(stream);
    } finally {
      reading.delete(memberId);
    }
  }

  const publishAll = (memberId: number) => {
    for (const topic of topics) void publish(topic, memberId);
  };

  const endSession = (sessionId: number) => {
    for (const stream of allStreams()) if (stream.sessionId === sessionId) close(stream);
  };

  async function beat(): Promise<void> {
    const streams = allStreams();
    try {
      const [live] = await Promise.all([repository.liveSessionIds([...new Set(streams.map((stream) => stream.sessionId))]), slots.keepAlive()]);
      for (const stream of streams) {
        if (live.has(stream.sessionId)) stream.events.write(SERVER_SENT_HEARTBEAT);
        else close(stream);
      }
    } catch (error) {
      options.onError?.(error);
      for (const stream of streams) stream.events.write(SERVER_SENT_HEARTBEAT);
    }
  }

  return {
    async start(): Promise<void> {
      const channels = [...new Set(topics.flatMap((topic) => topic.channels))];
      for (const channel of channels) {
        const topicsOfChannel = topics.filter((topic) => topic.channels.includes(channel));
        stopListening.push(await notifications.listen(channel, (payload) => {
          const memberId = Number(payload);
          if (!streamsByMember.has(memberId)) return;
          for (const topic of topicsOfChannel) void publish(topic, memberId);
        }));
      }
      // Revoked anywhere (logout, password change, single-session login): its streams close here too.
      stopListening.push(await notifications.listen(NOTIFY_CHANNELS.sessionEnded, (payload) => endSession(Number(payload))));
      // Changes notified while the listening connection was down were missed: read every event again.
      notifications.onReconnect(() => {
        for (const memberId of streamsByMember.keys()) publishAll(memberId);
      });
      heartbeat = setInterval(() => void beat(), heartbeatMs);
    },

    /** Opens a stream for the session's member calling from `address`; the current state of every topic is its first events. */
    async open(session: MemberSession, address: string): Promise<Readable> {
      const slot = await slots.take(session.memberId, address);
      if (!slot) throw new AppError('too.many.requests');
      const stream: LiveStream = { memberId: session.memberId, sessionId: session.sessionId, events: new PassThrough(), slot };
      const streams = streamsByMember.get(session.memberId) ?? new Set();
      streams.add(stream);
      streamsByMember.set(session.memberId, streams);
      // The page went away (or the server ended the stream): stop writing to it.
      stream.events.once('close', () => forget(stream));
      publishAll(session.memberId);
      return stream.events;
    },

    /** How many streams are open in this process. */
    openStreams: () => allStreams().length,

    async stop(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const stream of allStreams()) close(stream);
      await Promise.all([...releasing, ...stopListening.splice(0).map((stop) => stop())]);
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
