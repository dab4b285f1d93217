import { endpoints } from '@m/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, ROUTE_BUDGETS } from '../../lib/endpoint-route.ts';
import { requireOperator } from '../../lib/operator-context.ts';

/** The operator API (`/ops/api/*`): operator sessions, the review of withdrawals and deposits, adjustments, the ledger check, the scheduled jobs. */
export async function operatorRoutes(app: FastifyInstance) {
  const { operatorSessions, operatorDesk, ledger } = app.services;
  const operatorCall = { rateLimit: ROUTE_BUDGETS.operatorCall };

  registerEndpoint(app, endpoints.operatorLogin, async ({ body }, request) => {
    const answer = await operatorSessions.login(body, request.ip);
    await operatorDesk.record({ operatorId: answer.operatorId, action: 'login', details: { ip: request.ip } });
    return answer;
  }, { rateLimit: ROUTE_BUDGETS.login });

  registerEndpoint(app, endpoints.operatorLogout, async (_input, request) => {
    const operator = requireOperator(request);
    await operatorSessions.revoke(operator.sessionId);
    await operatorDesk.record({ operatorId: operator.operatorId, action: 'logout' });
    return null;
  }, operatorCall);

  registerEndpoint(app, endpoints.operatorAdjustBalance, async ({ body }, request) => operatorDesk.adjust(requireOperator(request), body), operatorCall);

  // An operator of one merchant checks that merchant's accounts; only an operator of every merchant reads the whole ledger.
  registerEndpoint(app, endpoints.operatorLedgerCheck, async (_input, request) => {
    const violations = await ledger.check(requireOperator(request).merchantId);
    return { clean: violations.length === 0, violations };
  }, operatorCall);

  registerEndpoint(app, endpoints.operatorWithdrawals, async ({ query }, request) =>
    operatorDesk.withdrawals(requireOperator(request), query), operatorCall);

  registerEndpoint(app, endpoints.operatorApproveWithdrawal, async ({ body }, request) =>
    operatorDesk.approveWithdrawal(requireOperator(request), body.withdrawalId), operatorCall);

  registerEndpoint(app, endpoints.operatorRejectWithdrawal, async ({ body }, request) =>
    operatorDesk.rejectWithdrawal(requireOperator(request), body.withdrawalId, body.reason), operatorCall);

  registerEndpoint(app, endpoints.operatorDeposits, async ({ query }, request) => operatorDesk.deposits(requireOperator(request), query), operatorCall);

  registerEndpoint(app, endpoints.operatorConfirmDeposit, async ({ body }, request) =>
    operatorDesk.confirmDeposit(requireOperator(request), body.orderId), operatorCall);

  registerEndpoint(app, endpoints.operatorRejectDeposit, async ({ body }, request) =>
    operatorDesk.rejectDeposit(requireOperator(request), body.orderId, body.reason), operatorCall);

  registerEndpoint(app, endpoints.operatorJobs, async ({ query }, request) => operatorDesk.jobs(requireOperator(request), query), operatorCall);

  registerEndpoint(app, endpoints.operatorRerunJob, async ({ body }, request) => operatorDesk.rerunJob(requireOperator(request), body), operatorCall);
}
