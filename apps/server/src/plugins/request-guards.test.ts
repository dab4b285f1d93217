import type { EndpointDefinition } from '@m/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from '../lib/endpoint-route.ts';
import { demo, useTestApp } from '../test/test-app.ts';

const sessionProbe = {
  method: 'GET', path: '/wps/test/session', encrypted: false, session: true,
  response: z.object({ memberId: z.number() }),
} as const satisfies EndpointDefinition;

const echoProbe = {
  method: 'POST', path: '/wps/test/echo', encrypted: false, session: false,
  body: z.object({ text: z.string() }), response: z.object({ length: z.number() }),
} as const satisfies EndpointDefinition;

const failingProbe = {
  method: 'GET', path: '/wps/test/failure', encrypted: false, session: false, response: z.null(),
} as const satisfies EndpointDefinition;

const ctx = useTestApp({}, (app) => {
  app.register(async (scope) => {
    registerEndpoint(scope, sessionProbe, async (_input, request) => request.session!);
    registerEndpoint(scope, echoProbe, async ({ body }) => ({ length: body.text.length }));
    registerEndpoint(scope, failingProbe, async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
  });
});

describe('Merchant header', () => {
  it.each([
    ['missing', {}],
    ['unknown', { merchant: 'NOPE' }],
    ['repeated', { merchant: ['DEMO', 'DEMO'] }],
    ['malformed', { merchant: 'DE MO<' }],
  ])('%s → 400 function.not.available', async (_case, headers) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

describe('error envelope', () => {
  it('answers an unknown /wps path with 404 not.found', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/nothing/here', headers: demo });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('writes the message in the Language header language, English otherwise', async () => {
    const inTagalog = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: { language: 'TY' } });
    const inKorean = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: { language: 'KO' } });
    expect(inTagalog.json().message).toMatch(/Paumanhin/);
    expect(inKorean.json().message).toMatch(/^Sorry/);
  });

  it('refuses a body over 64 KB with 413 payload.too.large', async () => {
    const response = await ctx.app.inject({
      method: 'POST', url: '/wps/test/echo', headers: demo, payload: { text: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'payload.too.large' });
  });

  it('validates bodies with the endpoint schema', async () => {
    const good = await ctx.app.inject({ method: 'POST', url: '/wps/test/echo', headers: demo, payload: { text: 'abc' } });
    expect(good.json()).toEqual({ success: true, value: { length: 3 } });
    const bad = await ctx.app.inject({ method: 'POST', url: '/wps/test/echo', headers: demo, payload: { text: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request_param_err');
    const broken = await ctx.app.inject({
      method: 'POST', url: '/wps/test/echo', headers: { ...demo, 'content-type': 'application/json' }, payload: '{"text":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorCode).toBe('request_param_err');
  });

  it('hides internals of an unexpected failure behind 500 unknown.error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/test/failure', headers: demo });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, errorCode: 'unknown.error', message: 'Unknown error.' });
    expect(response.body).not.toContain('secret');
  });
});

describe('session routes', () => {
  it.each([
    ['without a token', {}],
    ['with an unknown token', { authorization: 'f'.repeat(64) }],
    ['with an oversized token', { authorization: 'f'.repeat(2048) }],
  ])('answer 401 login.not.session %s', async (_case, headers) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/test/session', headers: { ...demo, ...headers } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });
});
