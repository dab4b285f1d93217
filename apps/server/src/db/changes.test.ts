import { envelopeSchema, flattenWhitelabel, gamePageSchema, siteStatusSchema, balanceSchema, type WhitelabelNode } from '@m/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeptCache } from '../lib/kept-cache.ts';
import { createTestMember } from '../test/members.ts';
import { fundMember } from '../test/money.ts';
import { demo, useTestApp } from '../test/test-app.ts';
import { createChangeFeed } from './changes.ts';
import type { AppDatabase } from './client.ts';
import { games, merchants, members } from './schema.ts';

const ctx = useTestApp();

/** How long another process may take to hear a change (the notification's trip; see db/changes.ts). */
const ELSEWHERE_MS = 2_000;

async function status(app: FastifyInstance, merchant = 'ALT') {
  const response = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant } });
  expect(response.statusCode).toBe(200);
  return envelopeSchema(siteStatusSchema).parse(response.json()).value!;
}

const gameListUrl = '/wps/relay/GCSGAME_gameList?gameType=PVP&gameClassify=ALL&pageNo=1&pageSize=26';
async function firstGameName(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: gameListUrl, headers: demo });
  return envelopeSchema(gamePageSchema).parse(response.json()).value!.games[0]!;
}

async function balance(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/wps/wallets/balance', headers: { ...demo, authorization: token } });
  return response.statusCode === 200 ? envelopeSchema(balanceSchema).parse(response.json()).value!.sumBalance : response.statusCode;
}

const withFlag = (tree: WhitelabelNode[], flag: string, enabled: boolean): WhitelabelNode[] =>
  tree.map((node) => ({
    ...node,
    childrenNodes: node.childrenNodes.map((child) => (child.modId === flag ? { ...child, enabled: enabled ? '1' as const : '0' as const } : child)),
  }));

/** Asks `read` until it answers `expected`, for at most `withinMs`; answers how long it took. */
async function seenWithin<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('in this process: a change is seen by the next read', () => {
  it('an operator switching maintenance on and off: the next status read says so', async () => {
    expect((await status(ctx.app)).maintenance).toBe(false);
    await ctx.app.services.merchants.updateStatus('ALT', { maintenance: true });
    expect((await status(ctx.app)).maintenance).toBe(true);
    await ctx.app.services.merchants.updateStatus('ALT', { maintenance: false });
    expect((await status(ctx.app)).maintenance).toBe(false);
  });

  it('a whitelabel flag switched in the database by any tool (the table trigger announces it): the next status read has it', async () => {
    const before = await status(ctx.app);
    expect(flattenWhitelabel(before.info.whitelabel).FEEDBACK3).toBe(false);
    const [row] = await ctx.database.db.select({ whitelabel: merchants.whitelabel }).from(merchants).where(eq(merchants.code, 'ALT'));
    await ctx.database.db.update(merchants).set({ whitelabel: withFlag(row!.whitelabel, 'FEEDBACK3', true) }).where(eq(merchants.code, 'ALT'));
    try {
      // PGlite runs in this process: its notification is here before the update returns. PostgreSQL's
      // comes over the listening connection: sync() waits for everything committed so far.
      await ctx.app.services.changes.sync();
      expect(flattenWhitelabel((await status(ctx.app)).info.whitelabel).FEEDBACK3).toBe(true);
    } finally {
      await ctx.database.db.update(merchants).set({ whitelabel: row!.whitelabel }).where(eq(merchants.code, 'ALT'));
      await ctx.app.services.changes.sync();
    }
    expect(flattenWhitelabel((await status(ctx.app)).info.whitelabel).FEEDBACK3).toBe(false);
  });

  it('serves a kept status from memory: the same bytes, an ETag, 304 for a client that has them', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'DEMO' } });
    const second = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'DEMO' } });
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const revalidated = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'DEMO', 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBeDefined();
    await ctx.app.services.merchants.updateStatus('DEMO', { regionRestriction: true });
    try {
      const changed = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'DEMO', 'if-none-match': String(first.headers.etag) } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await ctx.app.services.merchants.updateStatus('DEMO', { regionRestriction: false });
    }
  });

  it('a game renamed in the database: the next game list read has the new name', async () => {
    const game = await firstGameName(ctx.app);
    await ctx.database.db.update(games).set({ name: 'Renamed Table' }).where(eq(games.id, game.nodeId));
    try {
      await ctx.app.services.changes.sync();
      expect((await firstGameName(ctx.app)).gameName).toBe('Renamed Table');
    } finally {
      await ctx.database.db.update(games).set({ name: game.gameName }).where(eq(games.id, game.nodeId));
      await ctx.app.services.changes.sync();
    }
    expect((await firstGameName(ctx.app)).gameName).toBe(game.gameName);
  });

  it('a member\'s balance after a transfer, a logout and a disabled member: the next read knows', async () => {
    const member = await createTestMember(ctx.database.db);
    expect(await balance(ctx.app, member.token)).toBe(0);
    // A transfer in this process is heard when its transaction commits, before it returns.
    await fundMember(ctx.database.db, member.memberId, 12_34);
    expect(await balance(ctx.app, member.token)).toBe(12.34);
    await fundMember(ctx.database.db, member.memberId, 1_00);
    expect(await balance(ctx.app, member.token)).toBe(13.34);

    const logout = await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { ...demo, authorization: member.token } });
    expect(logout.statusCode).toBe(200);
    expect(await balance(ctx.app, member.token)).toBe(401);

    const disabled = await createTestMember(ctx.database.db);
    expect(await balance(ctx.app, disabled.token)).toBe(0);
    await ctx.database.db.update(members).set({ status: 'DISABLED' }).where(eq(members.id, disabled.memberId));
    await ctx.app.services.changes.sync();
    expect(await balance(ctx.app, disabled.token)).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'across two server processes on one PostgreSQL (not on PGlite: it is one process\'s database)',
  () => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = (await ctx.buildProcess())!;
    });

    it('an operator switching maintenance in one process: the other sees it within the notification\'s trip', async () => {
      expect((await status(ctx.app)).maintenance).toBe(false);
      expect((await status(other)).maintenance).toBe(false);
      await ctx.app.services.merchants.updateStatus('ALT', { maintenance: true });
      try {
        expect((await status(ctx.app)).maintenance).toBe(true);
        await seenWithin(async () => (await status(other)).maintenance, true, ELSEWHERE_MS);
      } finally {
        await ctx.app.services.merchants.updateStatus('ALT', { maintenance: false });
      }
      await seenWithin(async () => (await status(other)).maintenance, false, ELSEWHERE_MS);
      // After sync() everything committed before it has been heard: no waiting.
      await other.services.changes.sync();
      expect((await status(other)).maintenance).toBe(false);
    });

    it('a game renamed, a balance changed and a session ended in one process: the other follows', async () => {
      const game = await firstGameName(other);
      const member = await createTestMember(ctx.database.db);
      expect(await balance(other, member.token)).toBe(0);
      await ctx.database.db.update(games).set({ name: 'Renamed Elsewhere' }).where(eq(games.id, game.nodeId));
      try {
        await seenWithin(async () => (await firstGameName(other)).gameName, 'Renamed Elsewhere', ELSEWHERE_MS);
      } finally {
        await ctx.database.db.update(games).set({ name: game.gameName }).where(eq(games.id, game.nodeId));
      }
      await fundMember(ctx.database.db, member.memberId, 5_00);
      await seenWithin(() => balance(other, member.token), 5, ELSEWHERE_MS);
      const logout = await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { ...demo, authorization: member.token } });
      expect(logout.statusCode).toBe(200);
      await seenWithin(() => balance(other, member.token), 401, ELSEWHERE_MS);
    });

    it('while the listening connection is down nothing is kept longer than its bound, and all is read afresh once it is back', async () => {
      await status(other);
      // The listening connections are the ones whose last statement was a LISTEN.
      await ctx.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %' and datname = current_database()`);
      const [row] = await ctx.database.db.select({ whitelabel: merchants.whitelabel }).from(merchants).where(eq(merchants.code, 'ALT'));
      await ctx.database.db.update(merchants).set({ whitelabel: withFlag(row!.whitelabel, 'FEEDBACK3', true) }).where(eq(merchants.code, 'ALT'));
      try {
        await seenWithin(async () => flattenWhitelabel((await status(other)).info.whitelabel).FEEDBACK3, true, ELSEWHERE_MS + 2_000);
      } finally {
        await ctx.database.db.update(merchants).set({ whitelabel: row!.whitelabel }).where(eq(merchants.code, 'ALT'));
      }
      await seenWithin(async () => flattenWhitelabel((await status(other)).info.whitelabel).FEEDBACK3, false, ELSEWHERE_MS + 2_000);
      await seenWithin(async () => other.services.changes.live(), true, 30_000);
    });
  },
);

/** A feed whose notifications never come, listening as `listening` says. */
const quietFeed = (listening: () => boolean) => createChangeFeed({} as AppDatabase, {
  listen: async () => async () => undefined, onReconnect: () => undefined, onDisconnect: () => undefined, listening, close: async () => undefined,
});

describe('kept cache', () => {
  const feed = quietFeed(() => true);
  beforeAll(() => feed.start());
  afterAll(() => feed.stop());

  it('drops a load that a change overtook: what was read before a change never outlives it', async () => {
    const cache = createKeptCache<string, number>(feed);
    let release!: (value: number) => void;
    const stale = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.delete('k');
    release(1);
    expect(await stale).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
    expect(await cache.get('k', async () => 3)).toBe(2);
  });

  it('keeps nothing longer than a moment while changes may not arrive', async () => {
    let time = 0;
    let live = true;
    const shaky = quietFeed(() => live);
    await shaky.start();
    const cache = createKeptCache<string, number>(shaky, { now: () => time });
    expect(await cache.get('k', async () => 1)).toBe(1);
    time = 60_000;
    expect(await cache.get('k', async () => 2)).toBe(1);
    live = false;
    cache.clear();
    expect(await cache.get('k', async () => 3)).toBe(3);
    time += 2_001;
    expect(await cache.get('k', async () => 4)).toBe(4);
    await shaky.stop();
  });
});
