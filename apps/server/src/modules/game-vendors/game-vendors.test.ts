import { randomBytes } from 'node:crypto';
import { envelopeSchema, gameWalletAnswerSchema, launchGameSchema, operatorIssuedGameVendorKeySchema } from '@m/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, games, ledgerTransfers, operatorActions } from '../../db/schema.ts';
import { signWebhook } from '../../lib/webhook-signature.ts';
import { createTestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { createTestOperator, type TestOperator } from '../../test/operators.ts';
import { useTestApp } from '../../test/test-app.ts';
import { checkLedger } from '../ledger/service.ts';
import { createGameVendors } from './service.ts';

const ctx = useTestApp();
const db = () => ctx.database.db;
const VENDOR = 'STARFORGE';
const OTHER_VENDOR = 'LUCKYBAMBOO';
let operator: TestOperator;

beforeAll(async () => {
  operator = await createTestOperator(db());
});

const operatorCall = (path: string, token: string, payload?: object, app: FastifyInstance = ctx.app) =>
  app.inject({ method: payload ? 'POST' : 'GET', url: `/ops/api/game-vendors${path}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** Issues (or rotates) a vendor's key through the operator API: the secret as the vendor is handed it. */
async function keyFor(path: '/keys/issue' | '/keys/rotate', body: object, app?: FastifyInstance) {
  const answer = (await operatorCall(path, operator.token, body, app)).json();
  const issued = envelopeSchema(operatorIssuedGameVendorKeySchema).parse(answer).value!;
  return { ...issued, key: Buffer.from(issued.secret, 'base64url') };
}

async function gameOf(vendor: string): Promise<number> {
  const [game] = await db().select({ id: games.id }).from(games)
    .where(and(eq(games.vendor, vendor), eq(games.gameCategory, 'RNG'), eq(games.enabled, true))).orderBy(asc(games.id)).limit(1);
  return game!.id;
}

/** A member with ₱100.00 and a real-money launch token of a game of `vendor`. */
async function playerOf(vendor: string) {
  const member = await createTestMember(db());
  await fundMember(db(), member.memberId, 10_000);
  const response = await ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?nodeId=${await gameOf(vendor)}&accountType=1`, headers: { merchant: 'DEMO', authorization: member.token } });
  const url = envelopeSchema(launchGameSchema).parse(response.json()).value!.game_url;
  return { ...member, launch: new URL(url, 'http://x').searchParams.get('launch')! };
}

type Call = 'balance' | 'debit' | 'credit' | 'rollback';
/** A call of the game API as an outside vendor sends it: the JSON body signed with its key in X-Game-Signature. */
async function vendorCall(path: Call, vendor: string, key: Uint8Array, body: object, app: FastifyInstance = ctx.app) {
  const rawBody = JSON.stringify({ vendor, ...body });
  const response = await app.inject({
    method: 'POST', url: `/wps/gapi/wallet/${path}`, payload: rawBody,
    headers: { merchant: 'DEMO', 'content-type': 'application/json', 'x-game-signature': signWebhook(key, rawBody) },
  });
  expect(response.statusCode).toBeLessThan(500);
  return envelopeSchema(gameWalletAnswerSchema).parse(response.json());
}

const transfersOf = (vendor: string, transactionPrefix: string) =>
  db().select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, `game-%:${vendor}:${transactionPrefix}%`));
const auditOf = (action: 'game-vendor-key.issue' | 'game-vendor-key.rotate' | 'game-vendor-key.revoke') =>
  db().select().from(operatorActions).where(and(eq(operatorActions.operatorId, operator.operatorId), eq(operatorActions.action, action)));

describe('an outside vendor connected by an operator', () => {
  it('debits and credits on its own game\'s launch with the key it was issued, the ledger moving once per transaction', async () => {
    const { key, keyId, vendor } = await keyFor('/keys/issue', { vendor: VENDOR, reason: 'Contract signed' });
    expect(vendor).toBe(VENDOR);
    expect(key).toHaveLength(32);
    const member = await playerOf(VENDOR);
    expect((await vendorCall('balance', VENDOR, key, { launch: member.launch })).value).toEqual({ balanceMinor: 10_000, currency: 'PHP' });
    const debit = { launch: member.launch, transactionId: 'sf-1', roundId: 'sf-round-1', amountMinor: 300 };
    expect((await vendorCall('debit', VENDOR, key, debit)).value!.balanceMinor).toBe(9_700);
    expect((await vendorCall('debit', VENDOR, key, debit)).value!.balanceMinor).toBe(9_700);
    const credit = { transactionId: 'sf-2', roundId: 'sf-round-1', amountMinor: 1_200, outcome: ['7', '7', '7'] };
    expect((await vendorCall('credit', VENDOR, key, credit)).value!.balanceMinor).toBe(10_900);
    expect((await vendorCall('credit', VENDOR, key, credit)).value!.balanceMinor).toBe(10_900);
    expect((await transfersOf(VENDOR, 'sf-')).map((transfer) => transfer.type).sort()).toEqual(['BET', 'WIN']);
    expect((await db().select().from(bets).where(eq(bets.memberId, member.memberId))).map((bet) => [bet.stakeMinor, bet.winMinor])).toEqual([[300, 1_200]]);
    expect(await checkLedger(db())).toEqual([]);

    const [issued] = await auditOf('game-vendor-key.issue');
    expect(issued).toMatchObject({ subjectId: keyId, merchantId: null, reason: 'Contract signed', details: { vendor: VENDOR } });
    // The secret is shown once: neither the list nor the audit log has it.
    const listed = (await operatorCall('', operator.token)).json().value as Array<{ vendor: string; keys: unknown[] }>;
    expect(listed.find((entry) => entry.vendor === VENDOR)!.keys).toEqual([{ keyId, issuedAt: expect.any(String), retiresAt: null }]);
    expect(JSON.stringify([listed, issued])).not.toContain(Buffer.from(key).toString('base64url'));
  });

  it('refuses an unknown vendor, another vendor\'s key or game, and a second issue over a live key', async () => {
    const { key } = await keyFor('/keys/issue', { vendor: 'THUNDERFOX' });
    const member = await playerOf(VENDOR);
    const otherMember = await playerOf('THUNDERFOX');
    expect((await vendorCall('balance', 'NOSUCHVENDOR', key, { launch: member.launch })).errorCode).toBe('game.signature.invalid');
    // A vendor with no key, signing with another vendor's key, as that vendor or as itself.
    expect((await vendorCall('balance', OTHER_VENDOR, key, { launch: member.launch })).errorCode).toBe('game.signature.invalid');
    expect((await vendorCall('balance', 'THUNDERFOX', randomBytes(32), { launch: otherMember.launch })).errorCode).toBe('game.signature.invalid');
    // Its own key, on a launch of another vendor's game.
    const debit = { launch: member.launch, transactionId: 'tf-1', roundId: 'tf-round-1', amountMinor: 100 };
    expect((await vendorCall('debit', 'THUNDERFOX', key, debit)).errorCode).toBe('game.launch.invalid');
    expect((await vendorCall('balance', 'THUNDERFOX', key, { launch: otherMember.launch })).value!.balanceMinor).toBe(10_000);
    expect(await transfersOf('THUNDERFOX', 'tf-')).toEqual([]);

    expect((await operatorCall('/keys/issue', operator.token, { vendor: 'THUNDERFOX' })).json()).toMatchObject({ errorCode: 'action.not.allowed' });
    expect((await operatorCall('/keys/issue', operator.token, { vendor: 'NOSUCHVENDOR' })).json()).toMatchObject({ errorCode: 'not.found' });
    // The platform's own brands play through the in-house vendor.
    expect((await operatorCall('/keys/issue', operator.token, { vendor: 'MPLAY' })).json()).toMatchObject({ errorCode: 'action.not.allowed' });
    expect((await operatorCall('/keys/rotate', operator.token, { vendor: 'MOONPEAK' })).json()).toMatchObject({ errorCode: 'action.not.allowed' });
    expect((await operatorCall('/keys/issue', operator.token, { vendor: 'starforge!' })).json()).toMatchObject({ errorCode: 'request_param_err' });
  });

  it('keeps the replaced key for the stated overlap after a rotation, then only the new one; a revocation refuses both at once (audited)', async () => {
    const vendor = 'NEONREEL';
    const first = await keyFor('/keys/issue', { vendor });
    const member = await playerOf(vendor);
    const balance = (key: Uint8Array) => vendorCall('balance', vendor, key, { launch: member.launch });

    const second = await keyFor('/keys/rotate', { vendor, overlapMinutes: 10, reason: 'Scheduled rotation' });
    expect(second.replaced).toMatchObject({ keyId: first.keyId, retiresAt: expect.any(String) });
    expect(Date.parse(second.replaced!.retiresAt!) - Date.parse(second.issuedAt)).toBe(10 * 60_000);
    expect((await balance(first.key)).success).toBe(true);
    expect((await balance(second.key)).success).toBe(true);

    const third = await keyFor('/keys/rotate', { vendor, overlapMinutes: 0 });
    expect((await balance(first.key)).errorCode).toBe('game.signature.invalid');
    expect((await balance(second.key)).errorCode).toBe('game.signature.invalid');
    expect((await balance(third.key)).success).toBe(true);

    expect((await operatorCall('/keys/revoke', operator.token, { vendor })).json()).toMatchObject({ errorCode: 'request_param_err' });
    const revoked = (await operatorCall('/keys/revoke', operator.token, { vendor, reason: 'Contract ended' })).json();
    expect(revoked.value).toEqual({ vendor, revokedKeys: 1 });
    expect((await balance(third.key)).errorCode).toBe('game.signature.invalid');

    const rotations = (await auditOf('game-vendor-key.rotate')).filter((row) => row.details.vendor === vendor);
    expect(rotations.map((row) => [row.subjectId, row.details.replacedKeyId, row.details.overlapMinutes, row.reason])).toEqual([
      [second.keyId, first.keyId, 10, 'Scheduled rotation'], [third.keyId, second.keyId, 0, null],
    ]);
    expect((await auditOf('game-vendor-key.revoke')).filter((row) => row.details.vendor === vendor))
      .toMatchObject([{ reason: 'Contract ended', merchantId: null, details: { revokedKeys: 1 } }]);
  });

  it('ends a replaced key when its overlap has passed, and a rotation ends the keys of earlier overlaps', async () => {
    let clock = Date.now();
    const vendors = createGameVendors({ db: db(), feed: null, now: () => new Date(clock) });
    const vendor = 'GOLDENLOOM';
    const audit = async () => undefined;
    const platform = { sessionId: 0, operatorId: operator.operatorId, username: operator.username, merchantId: null, merchantCode: null };
    const first = await vendors.issue(platform, { vendor }, audit);
    const second = await vendors.rotate(platform, { vendor, overlapMinutes: 5 }, audit);
    const secrets = async () => (await vendors.keysOf(vendor)).map((key) => Buffer.from(key).toString('base64url')).sort();
    expect(await secrets()).toEqual([first.secret, second.secret].sort());
    clock += 5 * 60_000 + 1;
    expect(await secrets()).toEqual([second.secret]);

    const third = await vendors.rotate(platform, { vendor }, audit);
    const fourth = await vendors.rotate(platform, { vendor, overlapMinutes: 60 }, audit);
    // Only the key replaced last is in its overlap.
    expect(await createGameVendors({ db: db(), feed: null, now: () => new Date(clock) }).keysOf(vendor).then((keys) => keys.length)).toBe(2);
    expect(third.replaced?.keyId).toBe(second.keyId);
    expect(fourth.replaced?.keyId).toBe(third.keyId);
  });

  it('is refused to an operator of one merchant', async () => {
    const demoOperator = await createTestOperator(db(), { merchantCode: 'DEMO' });
    expect((await operatorCall('', demoOperator.token)).json()).toMatchObject({ errorCode: 'permission.denied' });
    expect((await operatorCall('/keys/issue', demoOperator.token, { vendor: 'RIVERJADE' })).json()).toMatchObject({ errorCode: 'permission.denied' });
    expect((await operatorCall('/keys/revoke', demoOperator.token, { vendor: 'RIVERJADE', reason: 'Not mine' })).json()).toMatchObject({ errorCode: 'permission.denied' });
    expect((await operatorCall('', 'not-a-token')).json()).toMatchObject({ errorCode: 'login.not.session' });
  });

  it('reaches another server process: a key issued and revoked on one is taken and refused on the other', async () => {
    const second = await ctx.buildProcess();
    if (!second) return; // PGlite is one process's database
    const vendor = 'PIXELOASIS';
    const member = await playerOf(vendor);
    const balance = (key: Uint8Array) => vendorCall('balance', vendor, key, { launch: member.launch }, second);
    // The other process keeps the vendor's keys (none) before any is issued.
    expect((await balance(randomBytes(32))).errorCode).toBe('game.signature.invalid');
    const { key } = await keyFor('/keys/issue', { vendor });
    await second.services.changes.sync();
    expect((await balance(key)).success).toBe(true);
    await operatorCall('/keys/revoke', operator.token, { vendor, reason: 'Key leaked' });
    await second.services.changes.sync();
    expect((await balance(key)).errorCode).toBe('game.signature.invalid');
  });
});
