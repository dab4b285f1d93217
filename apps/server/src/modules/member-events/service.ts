import { PassThrough, type Readable } from 'node:stream';
import { MEMBER_EVENT_SCHEMAS, type MemberEventData, type MemberEventName } from '@m/contract';
import { NOTIFY_CHANNELS, type NotificationSource } from '../../db/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import { createLiveStreams, type LiveStream } from '../../lib/live-streams.ts';
import { SERVER_SENT_HEARTBEAT, serverSentEvent } from '../../lib/server-sent-events.ts';
import type { MemberEventsRepository } from './repository.ts';
import type { StreamSlots } from './stream-slots.ts';

/** Below the idle timeouts of common proxies and load balancers (often 30 or 60 seconds). */
export const HEARTBEAT_MS = 25_000;

/** A member's stream (keyed by the member) and the session it belongs to. */
type MemberStream = LiveStream<number> & { sessionId: number };

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
  const streams = createLiveStreams<number, MemberStream>({ onError: options.onError });
  const stopListening: Array<() => Promise<void>> = [];
  let heartbeat: NodeJS.Timeout | null = null;

  const publish = (topic: MemberEventTopic, memberId: number) =>
    streams.publish(topic, memberId, async () => serverSentEvent(topic.event, MEMBER_EVENT_SCHEMAS[topic.event], await topic.read(memberId)));

  const publishAll = (memberId: number) => {
    for (const topic of topics) void publish(topic, memberId);
  };

  const endSession = (sessionId: number) => {
    for (const stream of streams.all()) if (stream.sessionId === sessionId) streams.close(stream);
  };

  async function beat(): Promise<void> {
    const open = streams.all();
    try {
      const [live] = await Promise.all([repository.liveSessionIds([...new Set(open.map((stream) => stream.sessionId))]), slots.keepAlive()]);
      for (const stream of open) {
        if (live.has(stream.sessionId)) stream.events.write(SERVER_SENT_HEARTBEAT);
        else streams.close(stream);
      }
    } catch (error) {
      options.onError?.(error);
      for (const stream of open) stream.events.write(SERVER_SENT_HEARTBEAT);
    }
  }

  return {
    async start(): Promise<void> {
      const channels = [...new Set(topics.flatMap((topic) => topic.channels))];
      for (const channel of channels) {
        const topicsOfChannel = topics.filter((topic) => topic.channels.includes(channel));
        stopListening.push(await notifications.listen(channel, (payload) => {
          const memberId = Number(payload);
          if (!streams.has(memberId)) return;
          for (const topic of topicsOfChannel) void publish(topic, memberId);
        }));
      }
      // Revoked anywhere (logout, password change, single-session login): its streams close here too.
      stopListening.push(await notifications.listen(NOTIFY_CHANNELS.sessionEnded, (payload) => endSession(Number(payload))));
      // Changes notified while the listening connection was down were missed: read every event again.
      notifications.onReconnect(() => {
        for (const memberId of streams.keys()) publishAll(memberId);
      });
      heartbeat = setInterval(() => void beat(), heartbeatMs);
    },

    /** Opens a stream for the session's member calling from `address`; the current state of every topic is its first events. */
    async open(session: MemberSession, address: string): Promise<Readable> {
      const slot = await slots.take(session.memberId, address);
      if (!slot) throw new AppError('too.many.requests');
      const events = streams.add({ key: session.memberId, sessionId: session.sessionId, events: new PassThrough(), slot });
      publishAll(session.memberId);
      return events;
    },

    /** How many streams are open in this process. */
    openStreams: () => streams.all().length,

    async stop(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await Promise.all([streams.stop(), ...stopListening.splice(0).map((stop) => stop())]);
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;
