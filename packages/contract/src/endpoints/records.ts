import {
  gameRecordQuerySchema, gameRecordSchema, profitLossQuerySchema, profitLossSchema, transactionRecordQuerySchema,
  transactionRecordSchema, uplineTransferInfoSchema, uplineTransferRequestSchema, uplineTransferSchema,
} from '../schemas/records.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The member's own records (each for a period of days, paged, with the period's totals) and the transfer to the upline. */
export const recordsEndpoints = {
  transactionRecord: defineEndpoint({
    method: 'GET', path: '/wps/report/transactionRecord', encrypted: false, session: true,
    query: transactionRecordQuerySchema, response: transactionRecordSchema,
  }),
  gameRecord: defineEndpoint({
    method: 'GET', path: '/wps/report/accountGameBetHistory', encrypted: false, session: true,
    query: gameRecordQuerySchema, response: gameRecordSchema,
  }),
  profitLoss: defineEndpoint({
    method: 'GET', path: '/wps/report/profitAndLoss', encrypted: false, session: true,
    query: profitLossQuerySchema, response: profitLossSchema,
  }),
  uplineTransferInfo: defineEndpoint({
    method: 'GET', path: '/wps/transaction/uplineTransfer', encrypted: false, session: true,
    query: noQuery, response: uplineTransferInfoSchema,
  }),
  uplineTransfer: defineEndpoint({
    method: 'POST', path: '/wps/transaction/uplineTransfer', encrypted: true, session: true,
    body: uplineTransferRequestSchema, response: uplineTransferSchema,
  }),
};
