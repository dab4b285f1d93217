import sharp from 'sharp';
import { expect } from 'vitest';

/** A JPEG whose EXIF names a camera, a place and an owner, as a phone photo does; in base64. */
export async function photoWithExif(): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhone', Model: 'X1', Copyright: 'Jane Doe' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
    .toBuffer();
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  return bytes.toString('base64');
}

/** A small PNG of one colour (`colour` tells pictures apart); in base64. */
export const png = async (colour: number) =>
  (await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: colour, g: 100, b: 100 } } }).png().toBuffer()).toString('base64');
