import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { gatewaySimulatorPayments } from '../../db/schema.ts';

export type SimulatedPayment = typeof gatewaySimulatorPayments.$inferSelect;

/** The simulator's own payments table. */
export function createGatewaySimulatorRepository(db: AppDatabase) {
  return {
    async insert(payment: typeof gatewaySimulatorPayments.$inferInsert): Promise<void> {
      await db.insert(gatewaySimulatorPayments).values(payment);
    },

    async find(token: string): Promise<SimulatedPayment | null> {
      const [row] = await db.select().from(gatewaySimulatorPayments).where(eq(gatewaySimulatorPayments.token, token));
      return row ?? null;
    },

    /** Settles an open payment; a settled one keeps its first outcome. Answers the payment as it is now. */
    async settle(token: string, status: 'PAID' | 'CANCELLED'): Promise<SimulatedPayment | null> {
      await db
        .update(gatewaySimulatorPayments)
        .set({ status })
        .where(and(eq(gatewaySimulatorPayments.token, token), eq(gatewaySimulatorPayments.status, 'OPEN')));
      return this.find(token);
    },
  };
}

export type GatewaySimulatorRepository = ReturnType<typeof createGatewaySimulatorRepository>;
