import { PassThrough, type Readable } from 'node:stream';
import { BALANCE_EVENT, endpoints } from '@m/contract';
import { NOTIFY_CHANNELS, type NotificationSource } from '../../db/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import { SERVER_SENT_HEARTBEAT, serverSentEvent } from '../../lib/server-sent-events.ts';
import type { LiveBalanceRepository } from './repository.ts';
import type { StreamSlot, StreamSlots } from './stream-slots.ts';

/** Below the idle timeouts of common proxies and load balancers (often 30 or 60 seconds). */
export const HEARTBEAT_MS = 25_000;

type LiveStream = { memberId: number; sessionId: number; events: PassThrough; slot: StreamSlot };

export type LiveBalanceOptions = {
  notifications: NotificationSource;
  repository: LiveBalanceRepository;
  /** The per-member and per-address caps on open streams (see stream-slots.ts). */
  slots: StreamSlots;
  /** The member's total balance in major units (the `sumBalance` of the wallet). */
  sumBalanceOf(memberId: number): Promise<number>;
  /** How many of the member's rewards are claimable now (the reward centre's count). */
  unclaimedOf(memberId: number): Promise<number>;
  heartbeatMs?: number;
  onError?(error: unknown): void;
};

/**
 * The member's balance, and the count of their claimable rewards, pushed to their open pages. One
 * LISTEN per channel and process fans out to the streams of the notified member (a ledger transfer
 * touched their wallet, a reward of theirs became claimable or was claimed): both are read after
 * the commit that notified, one read at a time per member (changes arriving meanwhile are folded
 * into one more read), so the last event a page gets is the state as it stands. A balance change
 * reads the count too: bets are what bring a mission to its target. A heartbeat keeps connections open and closes the streams of
 * sessions that ended elsewhere (expired, revoked by a password change); a logout closes its
 * session's streams at once, in every process.
 */
export function createLiveBalance(options: LiveBalanceOptions) {
  const { notifications, repository, slots } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const streamsByMember = new Map<number, Set<LiveStream>>();
  /** Slots being given back; stopping waits for them, so none outlives the database connection. */
  const releasing = new Set<Promise<void>>();
  /** Members whose balance is being read, and whether another change came in meanwhile. */
  const reads = new Map<number, { again: boolean }>();
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

  async function publish(memberId: number): Promise<void> {
    const running = reads.get(memberId);
    if (running) {
      running.again = true;
      return;
    }
    const read = { again: true };
    reads.set(memberId, read);
    try {
      while (read.again && streamsByMember.has(memberId)) {
        read.again = false;
        const [sumBalance, unclaimed] = await Promise.all([options.sumBalanceOf(memberId), options.unclaimedOf(memberId)]);
        const event = serverSentEvent(endpoints.walletBalanceStream, BALANCE_EVENT, { sumBalance, unclaimed });
        for (const stream of streamsOf(memberId)) stream.events.write(event);
      }
    } catch (error) {
      options.onError?.(error);
      // The pages reconnect and read the balance afresh.
      for (const stream of streamsOf(memberId)) close(stream);
    } finally {
      reads.delete(memberId);
    }
  }

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
      const onMemberChanged = (payload: string) => {
        const memberId = Number(payload);
        if (streamsByMember.has(memberId)) void publish(memberId);
      };
      stopListening.push(
        await notifications.listen(NOTIFY_CHANNELS.balanceChanged, onMemberChanged),
        await notifications.listen(NOTIFY_CHANNELS.rewardsChanged, onMemberChanged),
        // Revoked anywhere (logout, password change, single-session login): its streams close here too.
        await notifications.listen(NOTIFY_CHANNELS.sessionEnded, (payload) => endSession(Number(payload))),
      );
      // Changes notified while the listening connection was down were missed: read every balance again.
      notifications.onReconnect(() => {
        for (const memberId of streamsByMember.keys()) void publish(memberId);
      });
      heartbeat = setInterval(() => void beat(), heartbeatMs);
    },

    /** Opens a stream for the session's member calling from `address`; the current balance and count are its first event. */
    async open(session: MemberSession, address: string): Promise<Readable> {
      const slot = await slots.take(session.memberId, address);
      if (!slot) throw new AppError('too.many.requests');
      const stream: LiveStream = { memberId: session.memberId, sessionId: session.sessionId, events: new PassThrough(), slot };
      const streams = streamsByMember.get(session.memberId) ?? new Set();
      streams.add(stream);
      streamsByMember.set(session.memberId, streams);
      // The page went away (or the server ended the stream): stop writing to it.
      stream.events.once('close', () => forget(stream));
      void publish(session.memberId);
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

export type LiveBalance = ReturnType<typeof createLiveBalance>;
