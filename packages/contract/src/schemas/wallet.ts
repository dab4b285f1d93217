import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';

export const WALLET_MAIN = 'MAIN';

/** The member's wallets; amounts in major units with 2 decimals. */
export const balanceSchema = lazySchema(() => z.object({
  sumBalance: z.number(),
  balance: z.array(z.object({ wallet: z.string(), amount: z.number() })),
}));
export type Balance = z.infer<typeof balanceSchema>;

/**
 * The data of one `balance` event of the member event stream: the member's total balance in major units with 2 decimals, and
 * how many of their rewards wait in the reward centre to be claimed (the Members tab's badge).
 */
export const balanceEventSchema = lazySchema(() => z.object({ sumBalance: z.number(), unclaimed: z.number().int().min(0) }));
export type BalanceEvent = z.infer<typeof balanceEventSchema>;
