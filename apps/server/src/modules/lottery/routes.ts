import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf, requireRealAccount } from '../../lib/request-context.ts';
import { toGame } from '../games/catalogue.ts';

/** The lottery's game page and orders (spec §7: /lgw/orders, /lgw/orders/detail, /lgw/orders/suborders/cancel). */
export async function lotteryRoutes(app: FastifyInstance) {
  const { lottery, gameCatalogue } = app.services;

  registerEndpoint(app, endpoints.lotteryGame, async ({ query }, request) => {
    const { sorting } = await gameCatalogue.vendorData(merchantOf(request).code);
    return lottery.game(query, sorting, toGame);
  });

  registerEndpoint(app, endpoints.lotteryPlaceOrder, async ({ body }, request) =>
    lottery.placeOrder(requireRealAccount(request), merchantOf(request).code, body));

  registerEndpoint(app, endpoints.lotteryOrders, async ({ query }, request) =>
    lottery.orders(requireRealAccount(request).memberId, { page: query.pageNo, pageSize: query.pageSize }));

  registerEndpoint(app, endpoints.lotteryOrderDetail, async ({ query }, request) => lottery.order(requireRealAccount(request).memberId, query.orderId));

  registerEndpoint(app, endpoints.lotteryCancelSubOrder, async ({ body }, request) => lottery.cancel(requireRealAccount(request).memberId, body.subOrderId));
}
