import { PassThrough, type Readable } from 'node:stream';
import { NOTIFY_CHANNELS, type NotificationSource } from '../../db/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLiveStreams, type LiveStream } from '../../lib/live-streams.ts';
import { SERVER_SENT_HEARTBEAT } from '../../lib/server-sent-events.ts';
import type { StreamSlots } from '../member-events/stream-slots.ts';

const TABLE_TOPIC = 'table';

/** A table's state as its stream's `table` event (serverSentEvent with the table's schema). */
export type TableEventReader = () => Promise<string>;

/**
 * The public streams of the live tables, one per table shared by everyone at it (lib/live-streams.ts,
 * keyed by the table's code): the table's state on connect and again after every deal (notified on
 * `live_table_changed` with the table's code when the deal commits, in any process). They carry
 * no member's data: a member's bets and balance are read on their own calls.
 */
export function createTableStreams(options: {
  notifications: NotificationSource; slots: StreamSlots; tables: Record<string, TableEventReader>; heartbeatMs: number; onError?(error: unknown): void;
}) {
  const streams = createLiveStreams<string, LiveStream<string>>({ onError: options.onError });
  const stopListening: Array<() => Promise<void>> = [];
  let heartbeat: NodeJS.Timeout | null = null;

  const publish = (tableCode: string) => {
    const read = options.tables[tableCode];
    return read ? streams.publish(TABLE_TOPIC, tableCode, read) : Promise.resolve();
  };

  return {
    async start(): Promise<void> {
      stopListening.push(await options.notifications.listen(NOTIFY_CHANNELS.liveTableChanged, (tableCode) => {
        if (streams.has(tableCode)) void publish(tableCode);
      }));
      options.notifications.onReconnect(() => {
        for (const tableCode of streams.keys()) void publish(tableCode);
      });
      heartbeat = setInterval(() => {
        for (const stream of streams.all()) stream.events.write(SERVER_SENT_HEARTBEAT);
      }, options.heartbeatMs);
    },

    /** Opens a stream of the table for a member at `address` (capped per member and address); the table's state is its first event. */
    async open(tableCode: string, memberId: number, address: string): Promise<Readable> {
      const slot = await options.slots.take(memberId, address);
      if (!slot) throw new AppError('too.many.requests');
      const events = streams.add({ key: tableCode, events: new PassThrough(), slot });
      void publish(tableCode);
      return events;
    },

    async stop(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await Promise.all([streams.stop(), ...stopListening.splice(0).map((stop) => stop())]);
    },
  };
}

export type TableStreams = ReturnType<typeof createTableStreams>;
