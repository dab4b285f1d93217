import { z } from 'zod';
import { errorCodeSchema } from './errors.ts';

/** Every JSON response of the platform: `{ success, value?, errorCode?, message? }`. */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.optional(),
    errorCode: errorCodeSchema.or(z.string()).optional(),
    message: z.string().optional(),
  });

export type Envelope<T> = {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
};

/** Lists answer `{ content | list | games, pageNum, totalPages }`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int().optional(),
  });
