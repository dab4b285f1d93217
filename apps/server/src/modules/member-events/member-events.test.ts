import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, type AppDatabase, type DatabaseHandle } from '../../db/client.ts';
import { games, promotionParticipations, promotions } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { fundMember } from '../../test/money.ts';
import { useTestApp } from '../../test/test-app.ts';
import { merchantOfMember, transfer } from '../ledger/service.ts';
import { writeInboxMessage } from '../inbox/writer.ts';
import { periodAt } from '../promotions/periods.ts';
import { createMemberEventsRepository } from './repository.ts';
import { createMemberEvents } from './service.ts';
import { createLocalStreamSlots, createSharedStreamSlots, DEFAULT_STREAM_CAPS } from './stream-slots.ts';

const ctx = useTestApp();

const STREAM_PATH = '/wps/member/events';
/** Long enough for a notification to arrive if one were coming. */
const QUIET_MS = 300;

let changes = 0;
/** A real ledger transfer: it notifies the member's balance change at commit. */
const credit = (db: AppDatabase, memberId: number, amountMinor: number) =>
  db.transaction((tx) => creditIn(tx, memberId, amountMinor));

const creditIn = async (tx: AppDatabase, memberId: number, amountMinor: number) =>
  transfer(tx, {
    type: 'ADJUST', from: { kind: 'operator-adjustment', merchantId: await merchantOfMember(tx, memberId) }, to: { kind: 'member-wallet', memberId },
    amountMinor, reference: 'member-events test', idempotencyKey: `member-events-test:${++changes}:${Date.now()}`,
  });

type Event = { event: string; data: string };

/** Reads a `text/event-stream` body: the events named `names` one at a time (comments and the other topics' events skipped). */
function eventReader(body: ReadableStream<Uint8Array>, names: readonly string[] = ['balance']) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    /** The next event (comments skipped), or null once the server ended the stream; throws when neither comes in time. */
    async next(timeoutMs = 5_000): Promise<Event | null> {
      let timedOut = false;
      const deadline = setTimeout(() => {
        timedOut = true;
        void reader.cancel();
      }, timeoutMs);
      try {
        for (;;) {
          const end = buffered.indexOf('\n\n');
          if (end >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const lines = block.split('\n').filter((line) => !line.startsWith(':'));
            if (lines.length === 0) continue;
            const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
            if (!names.includes(field('event'))) continue;
            return { event: field('event'), data: field('data') };
          }
          const { done, value } = await reader.read();
          if (done && timedOut) throw new Error(`neither an event nor the end within ${timeoutMs} ms`);
          if (done) return null;
          buffered += decoder.decode(value, { stream: true });
        }
      } finally {
        clearTimeout(deadline);
      }
    },
    /** Whether the server ends the stream (balance events before the end skipped). */
    async ends(): Promise<boolean> {
      for (let event = await this.next(); event; event = await this.next()) expect(event.event).toBe('balance');
      return true;
    },
    /** Whether no event named in `names` arrives within `ms` (the other topics' events do not count). */
    async quietFor(ms: number): Promise<boolean> {
      const timeout = new Promise<'quiet'>((resolve) => setTimeout(() => resolve('quiet'), ms));
      for (;;) {
        if (buffered.split('\n\n').some((block) => names.some((name) => block.includes(`event: ${name}\n`)))) return false;
        const read = await Promise.race([reader.read(), timeout]);
        if (read === 'quiet' || read.done) {
          await reader.cancel();
          return true;
        }
        buffered += decoder.decode(read.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

/** A balance event's whole state: the balance and the unclaimed rewards. */
const stateOf = (event: Event | null) => {
  expect(event?.event).toBe('balance');
  return JSON.parse(event!.data) as { sumBalance: number; unclaimed: number };
};

const sumBalanceOf = (event: Event | null) => {
  expect(event?.event).toBe('balance');
  return (JSON.parse(event!.data) as { sumBalance: number }).sumBalance;
};

async function baseOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

type StreamResponse = { status: number; headers: IncomingHttpHeaders; body: ReadableStream<Uint8Array>; json(): Promise<unknown> };

/** A connection of its own for every stream, closed with it (as a browser's stream is), so no idle connection outlives a test. */
async function openStream(app: FastifyInstance, token: string | null, headers: Record<string, string> = {}): Promise<StreamResponse> {
  const url = `${await baseOf(app)}${STREAM_PATH}`;
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { merchant: 'DEMO', ...(token ? { authorization: token } : {}), ...headers } }, (response) => {
      const body = Readable.toWeb(response) as ReadableStream<Uint8Array>;
      resolve({ status: response.statusCode!, headers: response.headers, body, json: async () => JSON.parse(await new Response(body).text()) as unknown });
    }).on('error', reject);
  });
}

/** Opens `perMember` streams of each member at once, all from `address` (the apps trust X-Forwarded-For); their statuses. */
async function openAtOnce(apps: FastifyInstance[], members: TestMember[], perMember: number, address: string) {
  for (const app of apps) await baseOf(app);
  const opens = members.flatMap((member) => Array.from({ length: perMember }, () => member));
  const responses = await Promise.all(opens.map((member, index) => openStream(apps[index % apps.length]!, member.token, { 'x-forwarded-for': address })));
  const refused = responses.filter((response) => response.status === 429);
  for (const response of refused) expect(await response.json()).toMatchObject({ errorCode: 'too.many.requests' });
  return { opened: responses.filter((response) => response.status === 200), refused: refused.length };
}

const closeAll = (responses: StreamResponse[]) => Promise.all(responses.map((response) => response.body.cancel()));

/** Small caps, and the address taken from X-Forwarded-For, so a test can be many players behind one address. */
const cappedApp = { trustProxy: true, liveStreamCaps: { perMember: 5, perAddress: 8 } };

async function connect(app: FastifyInstance, member: TestMember) {
  const response = await openStream(app, member.token);
  expect(response.status).toBe(200);
  return { response, events: eventReader(response.body) };
}

describe('member event stream: balance', () => {
  it('refuses a guest with the envelope, before any stream opens', async () => {
    const response = await openStream(ctx.app, null);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('sends the balance on connect and after every change of the member, never another member\'s, uncompressed', async () => {
    const member = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    const response = await openStream(ctx.app, member.token, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = eventReader(response.body);
    expect(sumBalanceOf(await events.next())).toBe(0);

    await credit(ctx.database.db, member.memberId, 12_345);
    expect(sumBalanceOf(await events.next())).toBe(123.45);

    await credit(ctx.database.db, other.memberId, 50_000);
    expect(await events.quietFor(QUIET_MS)).toBe(true);
  });

  it('carries the unclaimed count: it rises when a reward becomes claimable and falls, with the balance rising, after the claim', async () => {
    const member = await createTestMember(ctx.database.db);
    const { events } = await connect(ctx.app, member);
    expect(stateOf(await events.next())).toEqual({ sumBalance: 0, unclaimed: 0 });
    const [mission] = await ctx.database.db.select().from(promotions).where(eq(promotions.code, 'SLOTS_MISSION')).limit(1);
    const period = periodAt(mission!.period, new Date(), mission!);
    const [participation] = await ctx.database.db.insert(promotionParticipations).values({
      promotionId: mission!.id, memberId: member.memberId, periodKey: period.key, periodStart: period.start, periodEnd: period.end, status: 'PROCESS',
    }).returning();
    // The mission reached its target (the engine's move, as a read or the period close makes it): one reward to claim.
    await ctx.database.db.update(promotionParticipations).set({ status: 'CLAIM', rewardMinor: 20_00 }).where(eq(promotionParticipations.id, participation!.id));
    expect(stateOf(await events.next())).toEqual({ sumBalance: 0, unclaimed: 1 });

    const claim = await ctx.app.inject({
      method: 'POST', url: '/wps/promotion/claim', headers: { merchant: 'DEMO', authorization: member.token }, payload: { participationId: participation!.id },
    });
    expect(claim.json()).toMatchObject({ success: true, value: { claimed: 1 } });
    // The claim's payment and its status change are notified apart: one event or two, then the state after the claim.
    let latest = stateOf(await events.next());
    if (latest.unclaimed !== 0 || latest.sumBalance !== 20) latest = stateOf(await events.next());
    expect(latest).toEqual({ sumBalance: 20, unclaimed: 0 });
    expect(await ctx.app.services.ledger.check()).toEqual([]);
  });

  it('sends nothing for a change that was rolled back', async () => {
    const member = await createTestMember(ctx.database.db);
    const { events } = await connect(ctx.app, member);
    expect(sumBalanceOf(await events.next())).toBe(0);
    await expect(ctx.database.db.transaction(async (tx) => {
      await creditIn(tx, member.memberId, 100);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await events.quietFor(QUIET_MS)).toBe(true);
  });

  it('closes the session\'s streams at logout and keeps the member\'s other sessions streaming', async () => {
    const member = await createTestMember(ctx.database.db);
    const { token: otherToken } = await ctx.app.services.sessions.issue({ id: member.memberId, merchantId: (await ctx.app.services.merchants.findByCode('DEMO'))!.id }, 'MOBILE');
    const loggingOut = await connect(ctx.app, member);
    const staying = await connect(ctx.app, { ...member, token: otherToken });
    expect(sumBalanceOf(await loggingOut.events.next())).toBe(0);
    expect(sumBalanceOf(await staying.events.next())).toBe(0);

    const logout = await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { merchant: 'DEMO', authorization: member.token } });
    expect(logout.statusCode).toBe(200);
    expect(await loggingOut.events.ends()).toBe(true);

    await credit(ctx.database.db, member.memberId, 100);
    expect(sumBalanceOf(await staying.events.next())).toBe(1);
    const afterLogout = await openStream(ctx.app, member.token);
    expect(afterLogout.status).toBe(401);
    await afterLogout.body.cancel();
    await staying.events.cancel();
  });

  it('closes the streams of every session a password change ends at once, keeping the one that changed it', async () => {
    const member = await createTestMember(ctx.database.db);
    const merchantId = (await ctx.app.services.merchants.findByCode('DEMO'))!.id;
    const changing = await ctx.app.services.sessions.issue({ id: member.memberId, merchantId }, 'MOBILE');
    const ended = await connect(ctx.app, member);
    const kept = await connect(ctx.app, { ...member, token: changing.token });
    expect(sumBalanceOf(await ended.events.next())).toBe(0);
    expect(sumBalanceOf(await kept.events.next())).toBe(0);

    await ctx.app.services.sessions.revokeAllOf(member.memberId, changing.sessionId);
    expect(await ended.events.ends()).toBe(true);
    await credit(ctx.database.db, member.memberId, 100);
    expect(sumBalanceOf(await kept.events.next())).toBe(1);
    await kept.events.cancel();
  });

  it('closes the streams of a session signed out from the member\'s other device at once', async () => {
    const member = await createTestMember(ctx.database.db);
    const merchantId = (await ctx.app.services.merchants.findByCode('DEMO'))!.id;
    const other = await ctx.app.services.sessions.issue({ id: member.memberId, merchantId }, 'MOBILE');
    const ended = await connect(ctx.app, { ...member, token: other.token });
    expect(sumBalanceOf(await ended.events.next())).toBe(0);

    const headers = { merchant: 'DEMO', authorization: member.token };
    const listed = (await ctx.app.inject({ method: 'GET', url: '/wps/member/sessions', headers })).json();
    const otherId = (listed.value.sessions as Array<{ id: string; current: boolean }>).find((session) => !session.current)!.id;
    const signOut = await ctx.app.inject({ method: 'POST', url: '/wps/member/sessions/signOut', headers, payload: { id: otherId } });
    expect(signOut.json()).toEqual({ success: true, value: { signedOut: 1 } });
    expect(await ended.events.ends()).toBe(true);
  });

  it('allows a few streams per member and refuses more until one closes', async () => {
    const member = await createTestMember(ctx.database.db);
    const open = await Promise.all(Array.from({ length: 5 }, () => connect(ctx.app, member)));
    const refused = await openStream(ctx.app, member.token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ errorCode: 'too.many.requests' });

    await open[0]!.events.cancel();
    await expect.poll(async () => {
      const again = await openStream(ctx.app, member.token);
      await again.body.cancel();
      return again.status;
    }).toBe(200);
    await Promise.all(open.slice(1).map((stream) => stream.events.cancel()));
  });

  it('caps the streams open from one address over all its members: 25 opened at once, exactly the cap open', async () => {
    const app = ctx.build(cappedApp);
    const members = await Promise.all(Array.from({ length: 5 }, () => createTestMember(ctx.database.db)));
    const { opened, refused } = await openAtOnce([app], members, 5, '203.0.113.50');
    expect(opened).toHaveLength(8);
    expect(refused).toBe(17);
    const elsewhere = await openStream(app, (await createTestMember(ctx.database.db)).token, { 'x-forwarded-for': '203.0.113.51' });
    expect(elsewhere.status).toBe(200);
    await closeAll([...opened, elsewhere]);
  });
});

describe('member event stream: unread messages', () => {
  const countOf = (event: Event | null) => {
    expect(event?.event).toBe('unread');
    return (JSON.parse(event!.data) as { count: number }).count;
  };
  const write = (memberId: number) => ctx.database.db.transaction((tx) =>
    writeInboxMessage(tx, memberId, { kind: 'ADJUSTMENT', params: { amountMinor: 100, direction: 'credit', reason: 'Test' } }));

  it('sends the unread count on connect, when a message comes and when it is read, never for another member or a rollback', async () => {
    const member = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    const response = await openStream(ctx.app, member.token);
    const events = eventReader(response.body, ['unread']);
    expect(countOf(await events.next())).toBe(0);

    await write(member.memberId);
    expect(countOf(await events.next())).toBe(1);
    await write(member.memberId);
    expect(countOf(await events.next())).toBe(2);

    const [newest] = (await ctx.app.services.inbox.list(member.memberId, 'EN', { pageNo: 1, pageSize: 1 })).list;
    await ctx.app.services.inbox.read(member.memberId, newest!.id);
    expect(countOf(await events.next())).toBe(1);
    await ctx.app.services.inbox.readAll(member.memberId);
    expect(countOf(await events.next())).toBe(0);

    await write(other.memberId);
    await ctx.database.db.transaction(async (tx) => {
      await writeInboxMessage(tx, member.memberId, { kind: 'CONTRACT_OFFERED', params: {} });
      tx.rollback();
    }).catch(() => undefined);
    expect(await events.quietFor(QUIET_MS)).toBe(true);
  });
});

describe('member event stream: PVP seats', () => {
  const seatOf = (event: Event | null) => {
    expect(event?.event).toBe('pvp');
    return JSON.parse(event!.data) as { seatId: number | null; status: string | null };
  };
  let requests = 0;
  async function join(member: TestMember, stake: number) {
    const [game] = await ctx.database.db.select({ id: games.id }).from(games).where(eq(games.gameCategory, 'PVP')).limit(1);
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/pvp/lucky9/seats', headers: { merchant: 'DEMO', authorization: member.token },
      payload: { gameId: game!.id, stake, requestId: `member-events-pvp-${++requests}-${Date.now()}` },
    });
    return (response.json() as { value: { seat: { id: number; status: string } } }).value.seat;
  }

  it('tells the waiting member when an opponent\'s join settles their seat, and nobody else', async () => {
    const [waiting, joining, watcher] = await Promise.all([createTestMember(ctx.database.db), createTestMember(ctx.database.db), createTestMember(ctx.database.db)]);
    for (const member of [waiting, joining]) await fundMember(ctx.database.db, member.memberId, 1_000_00);
    const events = eventReader((await openStream(ctx.app, waiting.token)).body, ['pvp']);
    const others = eventReader((await openStream(ctx.app, watcher.token)).body, ['pvp']);
    expect(seatOf(await events.next())).toEqual({ seatId: null, status: null });
    expect(seatOf(await others.next())).toEqual({ seatId: null, status: null });

    // A stake level of its own: no other test's seat waits there.
    const seat = await join(waiting, 500);
    expect(seat.status).toBe('WAITING');
    await join(joining, 500);
    expect(seatOf(await events.next())).toEqual({ seatId: seat.id, status: 'SETTLED' });
    expect(await others.quietFor(QUIET_MS)).toBe(true);
    await events.cancel();
  });
});

describe('member events on two app instances of one database', () => {
  /** On PostgreSQL a second connection pool and listener, as a second server process has; on PGlite the one database both share. */
  let secondDatabase: DatabaseHandle | null = null;
  let second: FastifyInstance;

  beforeAll(async () => {
    if (ctx.database.url) secondDatabase = await createDatabase({ url: ctx.database.url });
    const database = secondDatabase ?? ctx.database;
    second = buildApp({ db: database.db, driver: database.driver, notifications: database.notifications, defaultMerchant: 'DEMO' });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase?.close();
  });

  it('a change made through one instance reaches a stream on the other', async () => {
    const member = await createTestMember(ctx.database.db);
    const { events } = await connect(second, member);
    expect(sumBalanceOf(await events.next())).toBe(0);
    await credit(ctx.database.db, member.memberId, 2_500);
    expect(sumBalanceOf(await events.next())).toBe(25);

    const logout = await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { merchant: 'DEMO', authorization: member.token } });
    expect(logout.statusCode).toBe(200);
    expect(await events.ends()).toBe(true);
  });

  it('a stream misses no change while the listening connection is down: it is opened again and the balance read afresh', async () => {
    const member = await createTestMember(ctx.database.db);
    const { events } = await connect(second, member);
    expect(sumBalanceOf(await events.next())).toBe(0);
    // PostgreSQL: the listening connections of both instances are cut (PGlite runs in the process and has none to cut).
    if (ctx.database.driver === 'postgres') {
      const cut = await ctx.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
      expect((cut as unknown as { rows: unknown[] }).rows.length).toBe(2);
    }
    await credit(ctx.database.db, member.memberId, 900);
    let sumBalance = sumBalanceOf(await events.next());
    while (sumBalance !== 9) sumBalance = sumBalanceOf(await events.next());
    expect(sumBalance).toBe(9);
    await events.cancel();
  });
});

describe('member event heartbeat', () => {
  it('sends comments to live sessions and closes the streams of sessions that ended elsewhere', async () => {
    const member = await createTestMember(ctx.database.db);
    const sessionId = (await ctx.app.services.sessions.verify(member.token, (await ctx.app.services.merchants.findByCode('DEMO'))!))!.sessionId;
    const memberEvents = createMemberEvents({
      notifications: ctx.database.notifications,
      repository: createMemberEventsRepository(ctx.database.db),
      topics: [{ event: 'balance', channels: [], read: async () => ({ sumBalance: 7, unclaimed: 0 }) }],
      slots: createLocalStreamSlots(DEFAULT_STREAM_CAPS),
      heartbeatMs: 50,
    });
    await memberEvents.start();
    try {
      const stream = await memberEvents.open({ memberId: member.memberId, sessionId, userName: member.username, type: 0, merchantId: 1 }, '127.0.0.1');
      const chunks: string[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
      const ended = new Promise((resolve) => stream.once('end', resolve));
      await expect.poll(() => chunks.join('')).toContain(':\n\n');
      expect(chunks[0]).toBe('event: balance\ndata: {"sumBalance":7,"unclaimed":0}\n\n');

      await ctx.app.services.sessions.revokeAllOf(member.memberId);
      await ended;
      expect(memberEvents.openStreams()).toBe(0);
    } finally {
      await memberEvents.stop();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'stream caps over two server processes on one PostgreSQL (not on PGlite: it is one process\'s database, and each app counts its streams in its own memory as that one process does)',
  () => {
    it('holds 5 streams per member: 20 opened at once over both processes, exactly 5 open', async () => {
      const apps = [ctx.build(cappedApp), (await ctx.buildProcess(cappedApp))!];
      const { opened, refused } = await openAtOnce(apps, [await createTestMember(ctx.database.db)], 20, '203.0.113.60');
      expect(opened).toHaveLength(5);
      expect(refused).toBe(15);
      await closeAll(opened);
    });

    it('holds the per-address cap: 25 opened at once from one address over both processes, exactly the cap open; closed ones free their places', async () => {
      const apps = [ctx.build(cappedApp), (await ctx.buildProcess(cappedApp))!];
      const members = await Promise.all(Array.from({ length: 5 }, () => createTestMember(ctx.database.db)));
      const { opened, refused } = await openAtOnce(apps, members, 5, '203.0.113.61');
      expect(opened).toHaveLength(8);
      expect(refused).toBe(17);
      await closeAll(opened.slice(0, 3));
      await expect.poll(async () => {
        const again = await openStream(apps[1]!, members[0]!.token, { 'x-forwarded-for': '203.0.113.61' });
        if (again.status === 200) opened.push(again);
        else await again.body.cancel();
        return again.status;
      }).toBe(200);
      await closeAll(opened.slice(3));
    });

    it('stops counting the streams of a process that no longer refreshes them (killed)', async () => {
      const repository = createMemberEventsRepository(ctx.database.db);
      const options = { caps: { perMember: 1, perAddress: 10 }, liveMs: 600 };
      const [killed, running] = [createSharedStreamSlots(repository, options), createSharedStreamSlots(repository, options)];
      const member = await createTestMember(ctx.database.db);
      expect(await killed.take(member.memberId, '203.0.113.62')).not.toBeNull();
      expect(await running.take(member.memberId, '203.0.113.62')).toBeNull();
      await expect.poll(() => running.take(member.memberId, '203.0.113.62'), { timeout: 3_000, interval: 100 }).not.toBeNull();
    });
  },
);
