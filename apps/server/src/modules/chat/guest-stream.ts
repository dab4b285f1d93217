import { PassThrough, type Readable } from 'node:stream';
import { chatEventSchema, type ChatEvent } from '@m/contract';
import { NOTIFY_CHANNELS, type NotificationSource } from '../../db/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import { SERVER_SENT_HEARTBEAT, serverSentEvent } from '../../lib/server-sent-events.ts';
import type { StreamSlot, StreamSlots } from '../member-events/stream-slots.ts';

type GuestStream = { chatId: number; events: PassThrough; slot: StreamSlot };

/**
 * A guest's chat events, as the member event stream carries a member's: the chat's state on connect
 * and again after every change of the chat (notified on `chat_changed` with its id when it commits),
 * a heartbeat to keep the connection open. Capped per chat and per address by `slots`. The same
 * fan-out as the member event stream's (modules/member-events/service.ts), keyed by chat: a guest has
 * no session whose end closes the stream; a token that stops being good is refused on the next connect.
 */
export function createGuestChatStreams(options: {
  notifications: NotificationSource; slots: StreamSlots; read(chatId: number): Promise<ChatEvent>; heartbeatMs: number; onError?(error: unknown): void;
}) {
  const streamsByChat = new Map<number, Set<GuestStream>>();
  const stopListening: Array<() => Promise<void>> = [];
  const releasing = new Set<Promise<void>>();
  const reads = new Map<number, { again: boolean }>();
  let heartbeat: NodeJS.Timeout | null = null;

  const allStreams = () => [...streamsByChat.values()].flatMap((streams) => [...streams]);

  const forget = (stream: GuestStream) => {
    const streams = streamsByChat.get(stream.chatId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) streamsByChat.delete(stream.chatId);
    const release: Promise<void> = stream.slot.release().catch((error: unknown) => options.onError?.(error)).finally(() => releasing.delete(release));
    releasing.add(release);
  };

  /** One read at a time per chat: changes arriving meanwhile are folded into one more read, so the last event is the state as it stands. */
  async function publish(chatId: number): Promise<void> {
    const running = reads.get(chatId);
    if (running) {
      running.again = true;
      return;
    }
    const read = { again: true };
    reads.set(chatId, read);
    try {
      while (read.again && streamsByChat.has(chatId)) {
        read.again = false;
        const event = serverSentEvent('chat', chatEventSchema, await options.read(chatId));
        for (const stream of streamsByChat.get(chatId) ?? []) stream.events.write(event);
      }
    } catch (error) {
      options.onError?.(error);
      // The pages reconnect and read the chat afresh.
      for (const stream of [...(streamsByChat.get(chatId) ?? [])]) {
        forget(stream);
        stream.events.end();
      }
    } finally {
      reads.delete(chatId);
    }
  }

  return {
    async start(): Promise<void> {
      stopListening.push(await options.notifications.listen(NOTIFY_CHANNELS.chatChanged, (payload) => void publish(Number(payload))));
      options.notifications.onReconnect(() => {
        for (const chatId of streamsByChat.keys()) void publish(chatId);
      });
      heartbeat = setInterval(() => {
        for (const stream of allStreams()) stream.events.write(SERVER_SENT_HEARTBEAT);
      }, options.heartbeatMs);
    },

    async open(chatId: number, address: string): Promise<Readable> {
      const slot = await options.slots.take(chatId, address);
      if (!slot) throw new AppError('too.many.requests');
      const stream: GuestStream = { chatId, events: new PassThrough(), slot };
      streamsByChat.set(chatId, (streamsByChat.get(chatId) ?? new Set()).add(stream));
      stream.events.once('close', () => forget(stream));
      void publish(chatId);
      return stream.events;
    },

    async stop(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const stream of allStreams()) {
        forget(stream);
        stream.events.end();
      }
      await Promise.all([...releasing, ...stopListening.splice(0).map((stop) => stop())]);
    },
  };
}

export type GuestChatStreams = ReturnType<typeof createGuestChatStreams>;
