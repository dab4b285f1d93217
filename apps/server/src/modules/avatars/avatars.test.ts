import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIDE, PICTURE_MAX_BYTES } from '@m/contract';
import { memberAvatars } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const call = (member: TestMember, method: 'GET' | 'POST', url: string, payload?: object | string, form = false) =>
  ctx.app.inject({
    method, url,
    headers: { merchant: 'DEMO', authorization: member.token, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
const upload = (member: TestMember, body: object) => call(member, 'POST', '/wps/member/headIcon', body);
const choose = (member: TestMember, preset: string) => call(member, 'POST', '/wps/member/headIcon/preset', `preset=${preset}`, true);
const info = async (member: TestMember) => (await call(member, 'GET', '/wps/member/info')).json().value;

/** A wide JPEG whose EXIF names a camera, a place and its owner, as a phone photo does. */
async function photoWithExif(): Promise<string> {
  const bytes = await sharp({ create: { width: 200, height: 120, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhone', Model: 'X1', Copyright: 'Jane Doe' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  return bytes.toString('base64');
}

describe('profile picture (head icon, PROFPIC3)', () => {
  it('has none at first, then one of the merchant\'s avatars chosen form-encoded, named by the member info', async () => {
    const member = await createTestMember(ctx.database.db);
    expect((await info(member)).avatar).toBeNull();
    const chosen = (await choose(member, '3')).json();
    expect(chosen).toMatchObject({ success: true, value: { kind: 'preset', preset: 3 } });
    expect((await info(member)).avatar).toEqual({ kind: 'preset', preset: 3 });
    // An avatar is no picture of the member's own: there is nothing to serve.
    expect((await call(member, 'GET', '/wps/member/headIcon')).json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it.each(['0', '9', 'x', '1.5'])('refuses avatar %s, which the merchant does not have', async (preset) => {
    const member = await createTestMember(ctx.database.db);
    expect((await choose(member, preset)).json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await info(member)).avatar).toBeNull();
  });

  it('keeps an upload only as a square re-encoded copy without its metadata, served to its owner with private caching', async () => {
    const member = await createTestMember(ctx.database.db);
    const answer = (await upload(member, { contentType: 'image/jpeg', data: await photoWithExif() })).json();
    expect(answer).toMatchObject({ success: true, value: { kind: 'upload' } });
    expect((await info(member)).avatar).toEqual(answer.value);

    const [row] = await ctx.database.db.select().from(memberAvatars).where(eq(memberAvatars.memberId, member.memberId));
    const stored = await sharp(row!.data!).metadata();
    // A smaller picture is not enlarged: its centre square is kept at its own size.
    expect(stored).toMatchObject({ format: 'jpeg', width: 120, height: 120 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(row!.data!.includes(Buffer.from('SecretPhone'))).toBe(false);

    const served = await call(member, 'GET', '/wps/member/headIcon');
    expect(served.headers['cache-control']).toMatch(/private|no-store/);
    const picture = served.json().value;
    expect(picture.contentType).toBe('image/jpeg');
    expect(Buffer.from(picture.data, 'base64').equals(row!.data!)).toBe(true);
  });

  it('scales a large upload down to the kept side, and a new upload is a new version', async () => {
    const member = await createTestMember(ctx.database.db);
    const large = (await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0a0' } }).png().toBuffer()).toString('base64');
    const first = (await upload(member, { contentType: 'image/png', data: large })).json().value;
    const second = (await upload(member, { contentType: 'image/png', data: large })).json().value;
    expect(second.version).toBeGreaterThan(first.version);
    const [row] = await ctx.database.db.select().from(memberAvatars).where(eq(memberAvatars.memberId, member.memberId));
    expect(await sharp(row!.data!).metadata()).toMatchObject({ format: 'png', width: AVATAR_SIDE, height: AVATAR_SIDE });
  });

  it('never serves one member\'s picture to another', async () => {
    const owner = await createTestMember(ctx.database.db);
    const other = await createTestMember(ctx.database.db);
    await upload(owner, { contentType: 'image/jpeg', data: await photoWithExif() });
    // The call names no member: each reads only their own, and the other has none.
    expect((await call(other, 'GET', '/wps/member/headIcon')).json()).toMatchObject({ success: false, errorCode: 'not.found' });
    expect((await call(other, 'GET', '/wps/member/headIcon?memberId=' + owner.memberId)).json()).toMatchObject({ success: false });
    expect((await info(other)).avatar).toBeNull();
  });

  it('refuses a renamed non-picture and an oversized one with a clear message, changing nothing', async () => {
    const member = await createTestMember(ctx.database.db);
    await choose(member, '2');
    const renamed = (await upload(member, { contentType: 'image/png', data: Buffer.from('%PDF-1.7 not a picture at all').toString('base64') })).json();
    expect(renamed).toMatchObject({ success: false, errorCode: 'avatar.picture.invalid', message: 'The profile picture must be a PNG or JPEG image of at most 5 MB.' });
    const oversized = Buffer.alloc(PICTURE_MAX_BYTES + 3, 1).toString('base64');
    const tooLarge = (await upload(member, { contentType: 'image/jpeg', data: oversized })).json();
    expect(tooLarge.success).toBe(false);
    expect((await info(member)).avatar).toEqual({ kind: 'preset', preset: 2 });
  });

  it('refuses trial accounts (spec §6 free_reject)', async () => {
    const trial = await createTestMember(ctx.database.db, { type: 4 });
    expect((await choose(trial, '1')).json()).toMatchObject({ success: false });
    expect((await call(trial, 'GET', '/wps/member/headIcon')).json()).toMatchObject({ success: false });
  });
});
