import { z } from 'zod';
import { wireInteger } from '../input-rules.ts';
import { lazySchema } from '../lazy-schema.ts';
import { gameVendorCodeSchema } from './game-api.ts';
import { operatorReasonSchema } from './operator-fields.ts';

/**
 * An outside vendor's game-API keys, as operators keep them (modules/game-vendors): issued,
 * rotated and revoked by an operator of every merchant, each action audited. The secret is shown
 * once, in the answer of the issue or the rotation that made it.
 */

/** The longest a replaced key stays valid after a rotation, and the overlap when none is asked for. */
export const GAME_VENDOR_KEY_OVERLAP = { maxMinutes: 60, defaultMinutes: 15 } as const;

export const operatorGameVendorKeyIssueSchema = lazySchema(() => z.object({
  vendor: gameVendorCodeSchema, reason: operatorReasonSchema.optional(),
}).strict());
export type OperatorGameVendorKeyIssue = z.infer<typeof operatorGameVendorKeyIssueSchema>;

export const operatorGameVendorKeyRotationSchema = lazySchema(() => z.object({
  vendor: gameVendorCodeSchema,
  /** How long the replaced key is still accepted (0: not at all). */
  overlapMinutes: wireInteger({ max: GAME_VENDOR_KEY_OVERLAP.maxMinutes }).optional(),
  reason: operatorReasonSchema.optional(),
}).strict());
export type OperatorGameVendorKeyRotation = z.infer<typeof operatorGameVendorKeyRotationSchema>;

export const operatorGameVendorKeyRevocationSchema = lazySchema(() => z.object({
  vendor: gameVendorCodeSchema, reason: operatorReasonSchema,
}).strict());
export type OperatorGameVendorKeyRevocation = z.infer<typeof operatorGameVendorKeyRevocationSchema>;

/** A live key, without its secret: live until `retiresAt` (null: the vendor's current key). */
export const gameVendorKeySchema = lazySchema(() => z.object({
  keyId: z.number().int(), issuedAt: z.string(), retiresAt: z.string().nullable(),
}));
export type GameVendorKey = z.infer<typeof gameVendorKeySchema>;

/** A catalogue vendor and its live keys (none: its calls are refused). */
export const operatorGameVendorSchema = lazySchema(() => z.object({
  vendor: z.string(), name: z.string(), keys: z.array(gameVendorKeySchema),
}));
export type OperatorGameVendor = z.infer<typeof operatorGameVendorSchema>;

/** The key an issue or a rotation made, its secret base64url (32 bytes), shown this once; `replaced`: the key it replaced. */
export const operatorIssuedGameVendorKeySchema = lazySchema(() => z.object({
  vendor: z.string(), keyId: z.number().int(), secret: z.string(), issuedAt: z.string(), replaced: gameVendorKeySchema.nullable(),
}));
export type OperatorIssuedGameVendorKey = z.infer<typeof operatorIssuedGameVendorKeySchema>;

export const operatorRevokedGameVendorKeysSchema = lazySchema(() => z.object({ vendor: z.string(), revokedKeys: z.number().int() }));
export type OperatorRevokedGameVendorKeys = z.infer<typeof operatorRevokedGameVendorKeysSchema>;
