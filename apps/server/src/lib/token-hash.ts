import { createHash } from 'node:crypto';

/** How bearer secrets (session tokens, reset tokens) are stored: their SHA-256, never themselves. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
