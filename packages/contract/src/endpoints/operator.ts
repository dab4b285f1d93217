import { z } from 'zod';
import {
  ledgerCheckSchema, operatorAdjustmentRequestSchema, operatorJobRerunSchema, operatorJobRunSchema, operatorJobsQuerySchema, operatorJobsSchema, operatorAdjustmentSchema, operatorDepositActionSchema, operatorDepositDecisionSchema,
  operatorDepositListQuerySchema, operatorDepositRejectionSchema, operatorDepositSchema, operatorLoginRequestSchema, operatorLoginResponseSchema,
  operatorWithdrawalActionSchema, operatorWithdrawalDecisionSchema, operatorWithdrawalListQuerySchema, operatorWithdrawalRejectionSchema,
  operatorWithdrawalSchema,
} from '../schemas/operator.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The operator API (`/ops/api/*`): no Merchant header; `session` means an operator's session token, never a member's. */
export const operatorEndpoints = {
  operatorLogin: defineEndpoint({
    method: 'POST', path: '/ops/api/session/login', encrypted: false, session: false, operator: true,
    body: operatorLoginRequestSchema, response: operatorLoginResponseSchema,
  }),
  operatorLogout: defineEndpoint({
    method: 'DELETE', path: '/ops/api/session/logout', encrypted: false, session: true, operator: true,
    response: z.null(),
  }),
  operatorWithdrawals: defineEndpoint({
    method: 'GET', path: '/ops/api/withdrawals', encrypted: false, session: true, operator: true,
    query: operatorWithdrawalListQuerySchema, response: z.array(operatorWithdrawalSchema),
  }),
  operatorApproveWithdrawal: defineEndpoint({
    method: 'POST', path: '/ops/api/withdrawals/approve', encrypted: false, session: true, operator: true,
    body: operatorWithdrawalActionSchema, response: operatorWithdrawalDecisionSchema,
  }),
  operatorRejectWithdrawal: defineEndpoint({
    method: 'POST', path: '/ops/api/withdrawals/reject', encrypted: false, session: true, operator: true,
    body: operatorWithdrawalRejectionSchema, response: operatorWithdrawalDecisionSchema,
  }),
  operatorDeposits: defineEndpoint({
    method: 'GET', path: '/ops/api/deposits', encrypted: false, session: true, operator: true,
    query: operatorDepositListQuerySchema, response: z.array(operatorDepositSchema),
  }),
  operatorConfirmDeposit: defineEndpoint({
    method: 'POST', path: '/ops/api/deposits/confirm', encrypted: false, session: true, operator: true,
    body: operatorDepositActionSchema, response: operatorDepositDecisionSchema,
  }),
  operatorRejectDeposit: defineEndpoint({
    method: 'POST', path: '/ops/api/deposits/reject', encrypted: false, session: true, operator: true,
    body: operatorDepositRejectionSchema, response: operatorDepositDecisionSchema,
  }),
  operatorAdjustBalance: defineEndpoint({
    method: 'POST', path: '/ops/api/balance/adjust', encrypted: false, session: true, operator: true,
    body: operatorAdjustmentRequestSchema, response: operatorAdjustmentSchema,
  }),
  operatorLedgerCheck: defineEndpoint({
    method: 'GET', path: '/ops/api/ledger/check', encrypted: false, session: true, operator: true,
    query: noQuery, response: ledgerCheckSchema,
  }),
  operatorJobs: defineEndpoint({
    method: 'GET', path: '/ops/api/jobs', encrypted: false, session: true, operator: true,
    query: operatorJobsQuerySchema, response: operatorJobsSchema,
  }),
  operatorRerunJob: defineEndpoint({
    method: 'POST', path: '/ops/api/jobs/rerun', encrypted: false, session: true, operator: true,
    body: operatorJobRerunSchema, response: operatorJobRunSchema,
  }),
};
