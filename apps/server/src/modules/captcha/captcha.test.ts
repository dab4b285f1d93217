import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema.ts';
import { ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { demo, useTestApp } from '../../test/test-app.ts';
import { createCaptchaRepository } from './repository.ts';
import { CAPTCHA_TTL_MS, createCaptchaService } from './service.ts';

const ctx = useTestApp({ devEndpoints: true });

describe('captcha', () => {
  it('serves a PNG image bound to a fresh id', async () => {
    const first = (await ctx.app.inject({ method: 'GET', url: '/wps/captcha', headers: demo })).json().value;
    const second = (await ctx.app.inject({ method: 'GET', url: '/wps/captcha', headers: demo })).json().value;
    expect(first.captchaId).not.toBe(second.captchaId);
    const png = PNG.sync.read(Buffer.from(first.image, 'base64'));
    expect(png.width).toBeGreaterThan(100);
    expect(png.height).toBeGreaterThan(30);
  });

  it('keeps only a hash of the answer', async () => {
    const service = createCaptchaService(createCaptchaRepository(ctx.database.db));
    const { captchaId, answer } = await service.create();
    expect(answer).toMatch(/^\d{4,6}$/);
    const [row] = await ctx.database.db.select().from(captchas).where(eq(captchas.id, captchaId));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.answerHash).not.toContain(answer);
  });

  it('accepts the right answer once; a wrong answer uses it up too', async () => {
    const service = createCaptchaService(createCaptchaRepository(ctx.database.db));
    const right = await service.create();
    expect(await service.check(right.captchaId, right.answer)).toBe(true);
    expect(await service.check(right.captchaId, right.answer)).toBe(false);
    const wrong = await service.create();
    expect(await service.check(wrong.captchaId, `${wrong.answer}0`)).toBe(false);
    expect(await service.check(wrong.captchaId, wrong.answer)).toBe(false);
    expect(await service.check(undefined, '1234')).toBe(false);
  });

  it('expires after 2 minutes', async () => {
    let now = Date.now();
    const service = createCaptchaService(createCaptchaRepository(ctx.database.db), () => now);
    const captcha = await service.create();
    now += CAPTCHA_TTL_MS + 1;
    expect(await service.check(captcha.captchaId, captcha.answer)).toBe(false);
  });

  it('is rate limited per address', async () => {
    const app = ctx.build();
    const statuses = [];
    for (let i = 0; i <= Number(ROUTE_BUDGETS.captcha.max); i++) statuses.push((await app.inject({ method: 'GET', url: '/wps/captcha', headers: demo, remoteAddress: '10.3.0.1' })).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('a development captcha comes with its answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/dev/captcha' });
    const service = createCaptchaService(createCaptchaRepository(ctx.database.db));
    const { captchaId, answer } = response.json().value;
    expect(await service.check(captchaId, answer)).toBe(true);
  });
});
