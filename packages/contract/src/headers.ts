/** Request headers of the wire contract (Fastify lower-cases them on the server). */
export const HEADER = {
  merchant: 'Merchant',
  authorization: 'Authorization',
  language: 'Language',
  device: 'Device',
  encryption: 'Encryption',
} as const;

export const DEVICES = ['MOBILE', 'OTHERS'] as const;
export type Device = (typeof DEVICES)[number];

/** Gateway values of the platform. */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;

/** The page learns its merchant from this meta tag, filled in by the server per host name. */
export const MERCHANT_META_NAME = 'm-merchant';

/**
 * Response header of an answer the server checked against its contract before sending it, and the
 * page meta tag of the data blocks it checked: the contract's fingerprint. An app built from the
 * same contract takes such an answer as it comes; any other answer it checks with the schemas.
 */
export const CONTRACT_HEADER = 'X-Contract';
export const CONTRACT_META_NAME = 'm-contract';

/** Calls flagged `proofOfWork` in the registry carry their solution in this header (see `schemas/proof-of-work.ts`). */
export const PROOF_OF_WORK_HEADER = 'X-Proof-Of-Work';
