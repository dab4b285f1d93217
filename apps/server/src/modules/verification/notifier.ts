import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type OutgoingMessage = {
  merchantId: number;
  channel: 'sms' | 'email';
  /** Mobile number digits or e-mail address. */
  recipient: string;
  subject?: string;
  body: string;
};

/** Delivers SMS and e-mail; swap the implementation to reach a real gateway. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default notifier: every message goes to the `outbox` table and the log (the text itself is not logged). */
export function createOutboxNotifier(db: AppDatabase, log: FastifyBaseLogger): Notifier {
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ ...message, subject: message.subject ?? null })
        .returning({ id: outbox.id });
      log.info({ outboxId: row?.id, channel: message.channel, merchantId: message.merchantId }, 'message written to the outbox');
    },
  };
}
