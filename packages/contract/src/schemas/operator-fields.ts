import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { text } from '../input-rules.ts';

/**
 * The fields every operator request shares, apart from the operator API's own schemas so that a
 * domain's operator endpoints (rebates, referrals, red rain) add no other domain's schemas to its chunk.
 */

/** Why an operator refused or changed something: told to the member where it concerns one, kept in the audit log. */
export const operatorReasonSchema = lazySchema(() => text().trim().min(3).max(200).regex(/^[^\p{Cc}]*$/u, 'no control characters'));

/** A merchant's code as operators name it (`DEMO`). */
export const operatorMerchantCodeSchema = lazySchema(() => text().regex(/^[A-Za-z0-9_-]{1,32}$/));

/** The query of an operator's view of one merchant's settings. */
export const operatorMerchantQuerySchema = lazySchema(() => z.object({ merchant: operatorMerchantCodeSchema }).strict());
