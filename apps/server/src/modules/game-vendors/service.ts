import { randomBytes } from 'node:crypto';
import {
  GAME_VENDOR_KEY_OVERLAP, type GameVendorKey, type OperatorGameVendor, type OperatorGameVendorKeyIssue, type OperatorGameVendorKeyRevocation,
  type OperatorGameVendorKeyRotation, type OperatorIssuedGameVendorKey, type OperatorRevokedGameVendorKeys,
} from '@m/contract';
import type { ChangeFeed } from '../../db/changes.ts';
import type { AppDatabase } from '../../db/client.ts';
import type { GameVendorKeyRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createKeptCache } from '../../lib/kept-cache.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import type { OperatorSession } from '../../lib/operator-context.ts';
import { createGameVendorRepository } from './repository.ts';

const KEY_BYTES = 32;

type KeptKey = { secret: Uint8Array; retiresAt: number | null };

const keyView = (row: GameVendorKeyRow): GameVendorKey => ({
  keyId: row.id, issuedAt: row.issuedAt.toISOString(), retiresAt: row.retiresAt?.toISOString() ?? null,
});

/**
 * Outside vendors on the game API by configuration: an operator of every merchant issues a
 * vendor's key (32 bytes from the secure random source, shown once in the answer, kept in
 * `game_vendor_keys` for the HMAC check), rotates it (the replaced key is still accepted for the
 * overlap asked, 15 minutes unless told, at most 60) or revokes the vendor's keys at once. Each
 * action is audited in its transaction. The game API reads a vendor's live keys per call, kept in
 * memory until a key changes anywhere (the change feed's `game_vendor_keys`).
 */
export function createGameVendors(deps: { db: AppDatabase; feed: ChangeFeed | null; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const kept = createKeptCache<string, KeptKey[]>(deps.feed);
  deps.feed?.on('game_vendor_keys', kept.clear);

  /** Vendor keys belong to no one merchant: only an operator of every merchant changes them. */
  function requirePlatformOperator(operator: OperatorSession) {
    if (operator.merchantId !== null) throw new AppError('permission.denied');
  }

  /** Runs a key change of `vendor` with the vendor locked; the platform's own brands play through the in-house vendor and get no key. */
  function changeKeys<T>(vendor: string, change: (repository: ReturnType<typeof createGameVendorRepository>, tx: AppDatabase) => Promise<T>) {
    return db.transaction(async (tx) => {
      const repository = createGameVendorRepository(tx);
      const row = await repository.lockVendor(vendor);
      if (!row) throw new AppError('not.found');
      if (row.vassalage !== null) throw new AppError('action.not.allowed', { value: { status: 'IN_HOUSE', action: 'KEY' } });
      return change(repository, tx);
    });
  }

  async function newKey(repository: ReturnType<typeof createGameVendorRepository>, vendor: string, at: Date) {
    const secret = randomBytes(KEY_BYTES).toString('base64url');
    return { row: await repository.insertKey(vendor, secret, at), secret };
  }

  return {
    /** The live keys of `vendor` (none: its calls are refused). */
    async keysOf(vendor: string): Promise<Uint8Array[]> {
      const keys = await kept.get(vendor, async () => (await createGameVendorRepository(db).liveKeys(now(), vendor))
        .map((row) => ({ secret: Buffer.from(row.secret, 'base64url'), retiresAt: row.retiresAt?.getTime() ?? null })));
      const at = now().getTime();
      return keys.filter((key) => key.retiresAt === null || key.retiresAt > at).map((key) => key.secret);
    },

    /** The catalogue's vendors with their live keys, without secrets. */
    async list(operator: OperatorSession): Promise<OperatorGameVendor[]> {
      requirePlatformOperator(operator);
      const repository = createGameVendorRepository(db);
      const [vendors, keys] = await Promise.all([repository.vendors(), repository.liveKeys(now())]);
      return vendors.map((vendor) => ({
        vendor: vendor.code, name: vendor.name, keys: keys.filter((key) => key.vendor === vendor.code).map(keyView),
      }));
    },

    /** A first key for a vendor with none current (a vendor with one rotates it). */
    issue(operator: OperatorSession, request: OperatorGameVendorKeyIssue, audit: OperatorAudit): Promise<OperatorIssuedGameVendorKey> {
      requirePlatformOperator(operator);
      return changeKeys(request.vendor, async (repository, tx) => {
        const at = now();
        if ((await repository.liveKeys(at, request.vendor)).some((key) => key.retiresAt === null)) {
          throw new AppError('action.not.allowed', { value: { status: 'KEYED', action: 'ISSUE' } });
        }
        const { row, secret } = await newKey(repository, request.vendor, at);
        await audit(tx, { merchantId: null, subjectId: row.id, reason: request.reason ?? null, details: { vendor: request.vendor } });
        return { vendor: request.vendor, keyId: row.id, secret, issuedAt: row.issuedAt.toISOString(), replaced: null };
      });
    },

    /** A new key for the vendor's current one, which stays live for the overlap. */
    rotate(operator: OperatorSession, request: OperatorGameVendorKeyRotation, audit: OperatorAudit): Promise<OperatorIssuedGameVendorKey> {
      requirePlatformOperator(operator);
      const overlapMinutes = request.overlapMinutes ?? GAME_VENDOR_KEY_OVERLAP.defaultMinutes;
      return changeKeys(request.vendor, async (repository, tx) => {
        const at = now();
        const { current } = await repository.retireKeys(request.vendor, at, new Date(at.getTime() + overlapMinutes * 60_000));
        if (!current) throw new AppError('action.not.allowed', { value: { status: 'NO_KEY', action: 'ROTATE' } });
        const { row, secret } = await newKey(repository, request.vendor, at);
        await audit(tx, {
          merchantId: null, subjectId: row.id, reason: request.reason ?? null,
          details: { vendor: request.vendor, replacedKeyId: current.id, overlapMinutes },
        });
        return { vendor: request.vendor, keyId: row.id, secret, issuedAt: row.issuedAt.toISOString(), replaced: keyView(current) };
      });
    },

    /** Ends every live key of the vendor at once: its calls are refused from now on. */
    revoke(operator: OperatorSession, request: OperatorGameVendorKeyRevocation, audit: OperatorAudit): Promise<OperatorRevokedGameVendorKeys> {
      requirePlatformOperator(operator);
      return changeKeys(request.vendor, async (repository, tx) => {
        const at = now();
        const { retired } = await repository.retireKeys(request.vendor, at, at);
        if (retired > 0) await audit(tx, { merchantId: null, reason: request.reason, details: { vendor: request.vendor, revokedKeys: retired } });
        return { vendor: request.vendor, revokedKeys: retired };
      });
    },
  };
}

export type GameVendors = ReturnType<typeof createGameVendors>;
