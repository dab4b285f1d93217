import { hash } from 'node:crypto';

/** How bearer secrets (session tokens, reset tokens) are stored: their SHA-256, never themselves. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
