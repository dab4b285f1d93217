import { z } from 'zod';
import {
  bankCardListSchema, bankCardSchema, bindBankCardRequestSchema, changePaymentPasswordRequestSchema, paymentPasswordSmsRequestSchema,
  removeBankCardRequestSchema, setPaymentPasswordRequestSchema, withdrawBanksSchema,
} from '../schemas/payout.ts';
import { smsSentSchema } from '../schemas/verification.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** Where withdrawals go: the payment password, the merchant's banks and e-wallets, the member's bound cards. */
export const payoutEndpoints = {
  hasWithdrawalPassword: defineEndpoint({
    method: 'GET', path: '/wps/member/hasWithdrawalPassword', encrypted: false, session: true,
    query: noQuery, response: z.boolean(),
  }),
  /** Sets the first payment password; refused once one exists. */
  setPaymentPassword: defineEndpoint({
    method: 'PUT', path: '/wps/member/paymentPassword', encrypted: true, session: true,
    body: setPaymentPasswordRequestSchema, response: z.null(),
  }),
  changePaymentPassword: defineEndpoint({
    method: 'POST', path: '/wps/member/paymentPassword', encrypted: true, session: true,
    body: changePaymentPasswordRequestSchema, response: z.null(),
  }),
  paymentPasswordSms: defineEndpoint({
    method: 'POST', path: '/wps/member/paymentPassword/sms', encrypted: false, session: true, proofOfWork: true,
    body: paymentPasswordSmsRequestSchema, response: smsSentSchema,
  }),
  withdrawBanks: defineEndpoint({
    method: 'GET', path: '/wps/system/withdrawBanks', encrypted: false, session: false,
    query: noQuery, response: withdrawBanksSchema,
  }),
  bankCards: defineEndpoint({
    method: 'GET', path: '/wps/member/bankCard', encrypted: false, session: true,
    query: noQuery, response: bankCardListSchema,
  }),
  bindBankCard: defineEndpoint({
    method: 'PUT', path: '/wps/member/bankCard', encrypted: true, session: true,
    body: bindBankCardRequestSchema, response: bankCardSchema,
  }),
  /** Needs the payment password. */
  removeBankCard: defineEndpoint({
    method: 'DELETE', path: '/wps/member/bankCard', encrypted: true, session: true,
    body: removeBankCardRequestSchema, response: z.null(),
  }),
};
