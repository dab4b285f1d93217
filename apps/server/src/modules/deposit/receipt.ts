import { RECEIPT_MAX_BYTES } from '@m/contract';
import { AppError } from '../../lib/app-error.ts';

/** The first bytes of each accepted picture type. */
const SIGNATURES: Record<'image/png' | 'image/jpeg', readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/**
 * A receipt picture as sent (base64): refused with `deposit.receipt.invalid` when it is empty, over
 * `RECEIPT_MAX_BYTES`, or its bytes are not those of the type it claims. Answers its canonical base64.
 */
export function checkedReceipt(receipt: { contentType: 'image/png' | 'image/jpeg'; data: string }): { contentType: string; dataBase64: string } {
  const bytes = Buffer.from(receipt.data, 'base64');
  const signature = SIGNATURES[receipt.contentType];
  const matches = bytes.length > signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (!matches || bytes.length > RECEIPT_MAX_BYTES) throw new AppError('deposit.receipt.invalid');
  return { contentType: receipt.contentType, dataBase64: bytes.toString('base64') };
}
