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
