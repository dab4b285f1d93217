import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed from a picture is not mistaken. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random code of `length` upper-case letters and digits (invitation and affiliate codes). */
export const randomCode = (length: number): string => [...randomBytes(length)].map((byte) => CROCKFORD[byte % 32]).join('');
