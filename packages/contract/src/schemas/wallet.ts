import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';

export const WALLET_MAIN = 'MAIN';

/** The member's wallets; amounts in major units with 2 decimals. */
export const balanceSchema = lazySchema(() => z.object({
  sumBalance: z.number(),
  balance: z.array(z.object({ wallet: z.string(), amount: z.number() })),
}));
export type Balance = z.infer<typeof balanceSchema>;
