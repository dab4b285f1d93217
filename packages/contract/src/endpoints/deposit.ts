import {
  depositBanksSchema, depositLimitsRequestSchema, depositLimitsSchema, depositOrderQuerySchema, depositOrderSchema,
  depositPromotionsSchema, depositReportQuerySchema, depositReportSchema, depositRequestSchema, manualDepositRequestSchema,
  paymentCallbackAnswerSchema, paymentCallbackSchema,
} from '../schemas/deposit.ts';
import { defineEndpoint, noQuery } from './define.ts';

/**
 * Deposits (see schemas/deposit.ts); every member call needs a real (not trial) account, but the
 * promotions: without one (a guest, a trial account) they answer what a new player would be offered.
 */
export const depositEndpoints = {
  depositBanks: defineEndpoint({
    method: 'GET', path: '/wps/system/depositBanks', encrypted: false, session: true,
    query: noQuery, response: depositBanksSchema,
  }),
  /** The bonuses the caller may still have with a deposit (the deposit form's choices, the tab bar's badge). */
  depositPromotions: defineEndpoint({
    method: 'GET', path: '/wps/promotions/deposit', encrypted: false, session: 'optional',
    query: noQuery, response: depositPromotionsSchema,
  }),
  /** Online gateway: answers the order with `payUrl`, the gateway's payment page. */
  depositGateway: defineEndpoint({
    method: 'POST', path: '/wps/transaction/deposit/pg', encrypted: false, session: true,
    body: depositRequestSchema, response: depositOrderSchema,
  }),
  /** QR: answers the order with `qrPayload` and `expiresAt` (the countdown). */
  depositQr: defineEndpoint({
    method: 'POST', path: '/wps/transaction/deposit/qr', encrypted: false, session: true,
    body: depositRequestSchema, response: depositOrderSchema,
  }),
  /** Mobile e-wallet app: answers the order with `payUrl`, the app hand-off link. */
  depositMobileApp: defineEndpoint({
    method: 'POST', path: '/wps/transaction/deposit/ma', encrypted: false, session: true,
    body: depositRequestSchema, response: depositOrderSchema,
  }),
  /** Manual bank transfer: answers the order awaiting an operator's confirmation, with the account it went to. */
  depositManual: defineEndpoint({
    method: 'POST', path: '/wps/transaction/deposit/mt', encrypted: false, session: true,
    body: manualDepositRequestSchema, response: depositOrderSchema,
  }),
  /** One of the member's own orders (another member's answers not.found). */
  depositOrder: defineEndpoint({
    method: 'GET', path: '/wps/transaction/deposit/order', encrypted: false, session: true,
    query: depositOrderQuerySchema, response: depositOrderSchema,
  }),
  /** The payment gateway's signed server-to-server notification (no session). */
  paymentCallback: defineEndpoint({
    method: 'POST', path: '/wps/callback/payment/simulator', encrypted: false, session: false,
    body: paymentCallbackSchema, response: paymentCallbackAnswerSchema,
  }),
  depositLimits: defineEndpoint({
    method: 'GET', path: '/wps/member/depositLimits', encrypted: false, session: true,
    query: noQuery, response: depositLimitsSchema,
  }),
  setDepositLimits: defineEndpoint({
    method: 'PUT', path: '/wps/member/depositLimits', encrypted: false, session: true,
    body: depositLimitsRequestSchema, response: depositLimitsSchema,
  }),
  depositReport: defineEndpoint({
    method: 'GET', path: '/wps/report/depositTransaction', encrypted: false, session: true,
    query: depositReportQuerySchema, response: depositReportSchema,
  }),
};
