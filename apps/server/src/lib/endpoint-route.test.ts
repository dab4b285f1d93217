import { CONTRACT_HEADER, gamePageSchema, memberInfoSchema, type EndpointDefinition, type Game, type MemberInfo } from '@m/contract';
import { contractFingerprint } from '@m/contract/fingerprint';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { demo, useTestApp } from '../test/test-app.ts';
import { registerEndpoint, registerStreamEndpoint } from './endpoint-route.ts';
import { unknownKeys } from './response-check.ts';
import { serverSentEvent } from './server-sent-events.ts';

const probe = <S extends EndpointDefinition['response']>(path: string, response: S) =>
  ({ method: 'GET', path, encrypted: false, session: false, response }) as const satisfies EndpointDefinition;

const member: MemberInfo = { id: 7, account: 'player7', userName: 'Player 7', type: 0, regDate: 1_700_000_000_000, toUpline: false, clubLabel: '', avatar: null };
const game: Game = {
  nodeId: 1, nodeName: 'Lucky', gameName: 'Lucky', gameId: 'lucky', gameCode: 'lucky', gameType: 'RNG', gameCategory: 'RNG',
  subType: 'SLOT', vendor: 'MPLAY', vassalage: null, iconUrl: '/i.svg', mobileLargeIcon: '/i.svg', showIcon: true, isNew: false,
  isHot: true, minBet: 0.1, lines: 20, supportPlay: true, supportFreePlay: true, isGameH5: true, playType: 'ent',
};
// A row read with every column and spread into the answer: the leak the check exists for.
const memberRow = { ...member, passwordHash: 'scrypt$secret' };
const gameRow = { ...game, passwordHash: 'scrypt$secret' };

const ctx = useTestApp({}, (app) => {
  app.register(async (scope) => {
    registerEndpoint(scope, probe('/wps/test/member', memberInfoSchema), async () => member);
    registerEndpoint(scope, probe('/wps/test/member-row', memberInfoSchema), async () => memberRow);
    registerEndpoint(scope, probe('/wps/test/page-row', gamePageSchema), async () => ({ games: [game, gameRow], pageNum: 1, totalPages: 1, totalCount: 2 }));
    registerEndpoint(scope, probe('/wps/test/member-partial', memberInfoSchema), async () => ({ ...member, clubLabel: undefined }) as unknown as MemberInfo);
  });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: demo });

describe('answers are checked against the contract', () => {
  it('sends an answer that matches its response schema', async () => {
    const response = await get('/wps/test/member');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: member });
    // Checked: an app built from the same contract takes it as it comes.
    expect(response.headers[CONTRACT_HEADER.toLowerCase()]).toBe(contractFingerprint());
  });

  it('refuses an answer with a column the schema does not name (500 unknown.error, nothing of it sent)', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await get('/wps/test/member-row');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'unknown.error' });
      expect(response.body).not.toContain('passwordHash');
      expect(response.body).not.toContain('player7');
      expect(response.headers[CONTRACT_HEADER.toLowerCase()]).toBeUndefined();
    }
  });

  it('refuses an extra key deep inside the answer (a game of a page)', async () => {
    const response = await get('/wps/test/page-row');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });

  it('refuses an answer missing a field the schema requires', async () => {
    const response = await get('/wps/test/member-partial');
    expect(response.statusCode).toBe(500);
    expect(response.json().errorCode).toBe('unknown.error');
  });
});

describe('unknownKeys', () => {
  it('lists the paths of keys the parse dropped, at any depth', () => {
    const sent = { games: [game, gameRow], pageNum: 1, totalPages: 1, totalCount: 2, debug: true };
    expect(unknownKeys(sent, gamePageSchema.parse(sent))).toEqual(['value.games[1].passwordHash', 'value.debug']);
  });

  it('finds none in a value that is exactly its parse, and ignores keys holding undefined', () => {
    expect(unknownKeys(member, memberInfoSchema.parse(member))).toEqual([]);
    expect(unknownKeys({ ...member, note: undefined }, memberInfoSchema.parse(member))).toEqual([]);
  });
});

describe('stream endpoints', () => {
  const stream = { ...probe('/wps/test/stream', memberInfoSchema), stream: true } as const satisfies EndpointDefinition;

  it('are registered only as streams, and envelope endpoints never as streams', () => {
    expect(() => registerEndpoint(ctx.app, stream, async () => member)).toThrow(/registerStreamEndpoint/);
    expect(() => registerStreamEndpoint(ctx.app, probe('/wps/test/envelope', memberInfoSchema), async () => Readable.from([]))).toThrow(/registerEndpoint/);
  });

  it('check each event against its own schema', () => {
    expect(serverSentEvent('member', memberInfoSchema, member)).toBe(`event: member\ndata: ${JSON.stringify(member)}\n\n`);
    expect(() => serverSentEvent('member', memberInfoSchema, memberRow)).toThrow(/passwordHash/);
  });
});
