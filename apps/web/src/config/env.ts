import { z } from 'zod';
import { lazySchema } from '@m/contract';

const envSchema = lazySchema(() => z.object({
  VITE_MERCHANT: z.string().min(1).default('DEMO'),
}));

let env: z.infer<typeof envSchema> | undefined;

/** Build-time settings, parsed on first use; the merchant here is only the fallback when the server left the meta tag empty. */
export const getEnv = () => (env ??= envSchema.parse(import.meta.env));
