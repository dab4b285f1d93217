import { z } from 'zod';
import {
  claimResultSchema, operatorApplicationDecisionSchema, operatorApplicationIssueSchema, operatorApplicationRejectionSchema, operatorApplicationSchema,
  operatorApplicationsQuerySchema, operatorPromotionCreateSchema, operatorPromotionSchema, operatorPromotionStateSchema, promotionApplyBodySchema,
  promotionClaimBodySchema, promotionDetailQuerySchema, promotionDetailSchema, promotionIdBodySchema, promotionListQuerySchema, promotionSummarySchema,
  rewardCentreQuerySchema, rewardSchema, unclaimedCountSchema,
} from '../schemas/promotions.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The promotion engine: the list and detail serve guests too; taking part needs a real account. */
export const promotionEndpoints = {
  promotions: defineEndpoint({
    method: 'GET', path: '/wps/promotion/list', encrypted: false, session: 'optional',
    query: promotionListQuerySchema, response: z.array(promotionSummarySchema),
  }),
  promotionDetail: defineEndpoint({
    method: 'GET', path: '/wps/promotion/detail', encrypted: false, session: 'optional',
    query: promotionDetailQuerySchema, response: promotionDetailSchema,
  }),
  joinPromotion: defineEndpoint({
    method: 'POST', path: '/wps/promotion/join', encrypted: false, session: true,
    body: promotionIdBodySchema, response: promotionDetailSchema,
  }),
  applyPromotion: defineEndpoint({
    method: 'POST', path: '/wps/promotion/apply', encrypted: false, session: true,
    body: promotionApplyBodySchema, response: promotionDetailSchema,
  }),
  claimPromotion: defineEndpoint({
    method: 'POST', path: '/wps/promotion/claim', encrypted: false, session: true,
    body: promotionClaimBodySchema, response: claimResultSchema,
  }),
  claimAllPromotions: defineEndpoint({
    method: 'POST', path: '/wps/promotion/claimAll', encrypted: false, session: true,
    body: z.object({}).strict(), response: claimResultSchema,
  }),
  rewardCentre: defineEndpoint({
    method: 'GET', path: '/wps/promotion/rewards', encrypted: false, session: true,
    query: rewardCentreQuerySchema, response: z.array(rewardSchema),
  }),
  unclaimedPromotions: defineEndpoint({
    method: 'GET', path: '/wps/promotion/unclaimedCount', encrypted: false, session: true,
    query: noQuery, response: unclaimedCountSchema,
  }),
};

/** The operator's side of the promotion engine (`/ops/api/promotions/*`). */
export const operatorPromotionEndpoints = {
  operatorPromotionApplications: defineEndpoint({
    method: 'GET', path: '/ops/api/promotions/applications', encrypted: false, session: true, operator: true,
    query: operatorApplicationsQuerySchema, response: z.array(operatorApplicationSchema),
  }),
  operatorIssueApplication: defineEndpoint({
    method: 'POST', path: '/ops/api/promotions/issue', encrypted: false, session: true, operator: true,
    body: operatorApplicationIssueSchema, response: operatorApplicationDecisionSchema,
  }),
  operatorRejectApplication: defineEndpoint({
    method: 'POST', path: '/ops/api/promotions/reject', encrypted: false, session: true, operator: true,
    body: operatorApplicationRejectionSchema, response: operatorApplicationDecisionSchema,
  }),
  operatorPromotions: defineEndpoint({
    method: 'GET', path: '/ops/api/promotions', encrypted: false, session: true, operator: true,
    query: noQuery, response: z.array(operatorPromotionSchema),
  }),
  operatorCreatePromotion: defineEndpoint({
    method: 'POST', path: '/ops/api/promotions/create', encrypted: false, session: true, operator: true,
    body: operatorPromotionCreateSchema, response: operatorPromotionSchema,
  }),
  operatorSetPromotionState: defineEndpoint({
    method: 'POST', path: '/ops/api/promotions/state', encrypted: false, session: true, operator: true,
    body: operatorPromotionStateSchema, response: operatorPromotionSchema,
  }),
};
