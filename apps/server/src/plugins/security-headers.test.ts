import { describe, expect, it } from 'vitest';
import { injectEncrypted } from '../test/encrypted.ts';
import { createTestMember } from '../test/members.ts';
import { demo, useTestApp } from '../test/test-app.ts';

const ctx = useTestApp();

describe('security headers', () => {
  it('deny camera, microphone, geolocation and payment to the page and the API', async () => {
    for (const url of ['/m/', '/wps/system/country']) {
      const policy = String((await ctx.app.inject({ method: 'GET', url, headers: demo })).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(feature);
    }
  });

  it('forbid storing answers that carry a session, a credential or member data', async () => {
    const member = await createTestMember(ctx.database.db);
    const answers = {
      login: await injectEncrypted(ctx.app, {
        method: 'POST', url: '/wps/session/login', remoteAddress: '10.9.0.1', payload: { type: 'username', username: member.username, password: member.password },
      }),
      trial: await ctx.app.inject({ method: 'GET', url: '/wps/session/trial', headers: demo, remoteAddress: '10.9.0.2' }),
      memberInfo: await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...demo, authorization: member.token } }),
      refusedSession: await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { ...demo, authorization: 'not-a-token' } }),
      listWithSession: await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameClassify=FAV', headers: { ...demo, authorization: member.token } }),
    };
    expect(answers.login.json().success).toBe(true);
    expect(answers.trial.json().success).toBe(true);
    for (const [name, answer] of Object.entries(answers)) expect({ name, cacheControl: answer.headers['cache-control'] }).toEqual({ name, cacheControl: 'no-store' });
  });

  it('leave public catalogue reads without a session cacheable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/country', headers: demo });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
