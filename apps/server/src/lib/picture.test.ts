import { PICTURE_MAX_BYTES } from '@m/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkedPicture } from './picture.ts';

const refusal = 'request_param_err' as const;
const upload = (bytes: Buffer, contentType: 'image/png' | 'image/jpeg' = 'image/jpeg') => ({ contentType, data: bytes.toString('base64') });

/** A camera-like JPEG: EXIF with the camera, the time and a place, and an orientation that turns it. */
const cameraPhoto = () => sharp({ create: { width: 40, height: 20, channels: 3, background: '#c04020' } })
  .jpeg()
  .withMetadata({ orientation: 6 })
  .withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Model X', DateTime: '2026:11:26 10:00:00' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 58/1 0/1' },
  })
  .toBuffer();

describe('checkedPicture', () => {
  it('keeps a new encoding without the upload\'s metadata, turned upright', async () => {
    const photo = await cameraPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const kept = await checkedPicture(upload(photo), { refusal });
    const metadata = await sharp(kept.bytes).metadata();
    expect(kept.contentType).toBe('image/jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([kept.width, kept.height]).toEqual([20, 40]);
    expect(kept.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('keeps the centre square when asked (a profile picture), turned upright first and scaled down to the side', async () => {
    const upright = await checkedPicture(upload(await cameraPhoto()), { refusal, square: true });
    expect([upright.width, upright.height]).toEqual([20, 20]);
    expect((await sharp(upright.bytes).metadata()).exif).toBeUndefined();
    const large = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#123456' } }).png().toBuffer();
    const scaled = await checkedPicture(upload(large, 'image/png'), { refusal, square: true, maxSide: 256 });
    expect([scaled.width, scaled.height]).toEqual([256, 256]);
  });

  it('reads the type from the bytes, not from the claim', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00000000' } }).png().toBuffer();
    const kept = await checkedPicture(upload(png, 'image/jpeg'), { refusal });
    expect(kept.contentType).toBe('image/png');
  });

  it('drops what is appended after the image', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    const smuggled = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const kept = await checkedPicture(upload(smuggled, 'image/png'), { refusal });
    expect(kept.bytes.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('scales a large picture down to the longest side asked', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    const kept = await checkedPicture(upload(big), { refusal, maxSide: 1000 });
    expect([kept.width, kept.height]).toEqual([1000, 500]);
  });

  it('refuses a renamed file, a truncated picture, other formats and too many bytes', async () => {
    const photo = await cameraPhoto();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
    const refused = [
      upload(Buffer.from('%PDF-1.7 not a picture at all')),
      upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png'),
      upload(photo.subarray(0, photo.length / 2)),
      upload(gif, 'image/png'),
      upload(Buffer.alloc(0)),
      upload(Buffer.concat([photo, Buffer.alloc(PICTURE_MAX_BYTES)])),
    ];
    for (const picture of refused) await expect(checkedPicture(picture, { refusal })).rejects.toMatchObject({ errorCode: refusal });
  });

  it('refuses a small file that claims a huge canvas without decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(PICTURE_MAX_BYTES);
    await expect(checkedPicture(upload(bomb, 'image/png'), { refusal })).rejects.toMatchObject({ errorCode: refusal });
  });
});
