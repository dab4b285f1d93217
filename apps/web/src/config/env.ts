import { z } from 'zod';

const envSchema = z.object({
  VITE_MERCHANT: z.string().min(1).default('DEMO'),
});

/** Build-time settings; the merchant here is only the fallback when the server left the meta tag empty. */
export const env = envSchema.parse(import.meta.env);
