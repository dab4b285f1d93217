import {
  lotteryCancelRequestSchema, lotteryGameQuerySchema, lotteryGameSchema, lotteryOrderDetailQuerySchema, lotteryOrderRequestSchema,
  lotteryOrderSchema, lotteryOrdersQuerySchema, lotteryOrdersSchema,
} from '../schemas/lottery.ts';
import { defineEndpoint } from './define.ts';

/** The lottery (spec §7: the order paths under /lgw/). */
export const lotteryEndpoints = {
  lotteryGame: defineEndpoint({
    method: 'GET', path: '/lgw/game', encrypted: false, session: 'optional',
    query: lotteryGameQuerySchema, response: lotteryGameSchema,
  }),
  lotteryPlaceOrder: defineEndpoint({
    method: 'POST', path: '/lgw/orders', encrypted: false, session: true,
    body: lotteryOrderRequestSchema, response: lotteryOrderSchema,
  }),
  lotteryOrders: defineEndpoint({
    method: 'GET', path: '/lgw/orders', encrypted: false, session: true,
    query: lotteryOrdersQuerySchema, response: lotteryOrdersSchema,
  }),
  lotteryOrderDetail: defineEndpoint({
    method: 'GET', path: '/lgw/orders/detail', encrypted: false, session: true,
    query: lotteryOrderDetailQuerySchema, response: lotteryOrderSchema,
  }),
  lotteryCancelSubOrder: defineEndpoint({
    method: 'POST', path: '/lgw/orders/suborders/cancel', encrypted: false, session: true,
    body: lotteryCancelRequestSchema, response: lotteryOrderSchema,
  }),
};
