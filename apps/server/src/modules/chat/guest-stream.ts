import { PassThrough, type Readable } from 'node:stream';
import { chatEventSchema, type ChatEvent } from '@m/contract';
import { NOTIFY_CHANNELS, type NotificationSource } from '../../db/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLiveStreams, type LiveStream } from '../../lib/live-streams.ts';
import { SERVER_SENT_HEARTBEAT, serverSentEvent } from '../../lib/server-sent-events.ts';
import type { StreamSlots } from '../member-events/stream-slots.ts';

/** The one topic of a guest's stream. */
const CHAT_TOPIC = 'chat';

/**
 * A guest's chat events, as the member event stream carries a member's (the same open streams,
 * lib/live-streams.ts, keyed by chat): the chat's state on connect and again after every change of
 * the chat (notified on `chat_changed` with its id when it commits), a heartbeat to keep the
 * connection open. Capped per chat and per address by `slots`. A guest has no session whose end
 * closes the stream; a token that stops being good is refused on the next connect.
 */
export function createGuestChatStreams(options: {
  notifications: NotificationSource; slots: StreamSlots; read(chatId: number): Promise<ChatEvent>; heartbeatMs: number; onError?(error: unknown): void;
}) {
  const streams = createLiveStreams<number, LiveStream<number>>({ onError: options.onError });
  const stopListening: Array<() => Promise<void>> = [];
  let heartbeat: NodeJS.Timeout | null = null;

  const publish = (chatId: number) =>
    streams.publish(CHAT_TOPIC, chatId, async () => serverSentEvent('chat', chatEventSchema, await options.read(chatId)));

  return {
    async start(): Promise<void> {
      stopListening.push(await options.notifications.listen(NOTIFY_CHANNELS.chatChanged, (payload) => {
        const chatId = Number(payload);
        if (streams.has(chatId)) void publish(chatId);
      }));
      // Changes notified while the listening connection was down were missed: read every chat again.
      options.notifications.onReconnect(() => {
        for (const chatId of streams.keys()) void publish(chatId);
      });
      heartbeat = setInterval(() => {
        for (const stream of streams.all()) stream.events.write(SERVER_SENT_HEARTBEAT);
      }, options.heartbeatMs);
    },

    /** Opens a stream of the guest's chat for a caller at `address`; the chat's state is its first event. */
    async open(chatId: number, address: string): Promise<Readable> {
      const slot = await options.slots.take(chatId, address);
      if (!slot) throw new AppError('too.many.requests');
      const events = streams.add({ key: chatId, events: new PassThrough(), slot });
      void publish(chatId);
      return events;
    },

    async stop(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await Promise.all([streams.stop(), ...stopListening.splice(0).map((stop) => stop())]);
    },
  };
}

export type GuestChatStreams = ReturnType<typeof createGuestChatStreams>;
