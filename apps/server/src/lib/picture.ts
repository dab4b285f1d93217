import { PICTURE_MAX_BYTES, type PictureContentType, type PictureUpload } from '@m/contract';
import sharp from 'sharp';
import type { ErrorCode } from '@m/contract';
import { AppError } from './app-error.ts';

/** The longest side a kept picture may have: larger ones are scaled down (a phone photo is 4000 px and more). */
export const PICTURE_MAX_SIDE = 2048;

/** Decoding stops past this many pixels: a small file that claims a huge canvas (a "pixel bomb") is refused, not decoded. */
const PIXEL_LIMIT = 50_000_000;

export type CheckedPicture = { contentType: PictureContentType; bytes: Buffer; width: number; height: number };

export type PictureCheckOptions = {
  /** The refusal for anything that is not an acceptable picture. */
  refusal: ErrorCode;
  /** The most bytes the upload may have (spec §5: 5 MB). */
  maxBytes?: number;
  /** The longest side of the kept copy. */
  maxSide?: number;
  /** Keep the centre square of the picture (a profile picture), its side at most `maxSide`. */
  square?: boolean;
};

/**
 * A member's picture made safe to keep and serve: its type is read from its bytes (whatever the
 * upload claims), it must decode as a PNG or JPEG within the size bound, and what is kept is a new
 * encoding of its pixels alone (turned upright, scaled down to `maxSide`): EXIF (camera, place,
 * time), ICC profiles, comments and anything appended after the image are gone (`square`: its centre
 * square alone). Anything else is refused with `refusal`.
 */
export async function checkedPicture(upload: PictureUpload, options: PictureCheckOptions): Promise<CheckedPicture> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0 || bytes.length > (options.maxBytes ?? PICTURE_MAX_BYTES)) throw new AppError(options.refusal);
  try {
    const image = sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (format !== 'png' && format !== 'jpeg') throw new AppError(options.refusal);
    const maxSide = options.maxSide ?? PICTURE_MAX_SIDE;
    const side = Math.min(width, height, maxSide);
    const resized = options.square
      ? image.rotate().resize({ width: side, height: side, fit: 'cover' })
      : image.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType: format === 'png' ? 'image/png' : 'image/jpeg', bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The bytes do not decode as an image: a renamed file, a truncated or crafted one.
    throw new AppError(options.refusal);
  }
}

/**
 * Several pictures sent together (a feedback, a chat message), each through `checkedPicture`, one
 * at a time: a decoded picture is large, and decoding three at once on a small server gains nothing.
 */
export async function checkedPictures(uploads: readonly PictureUpload[], options: PictureCheckOptions): Promise<CheckedPicture[]> {
  const checked: CheckedPicture[] = [];
  for (const upload of uploads) checked.push(await checkedPicture(upload, options));
  return checked;
}
