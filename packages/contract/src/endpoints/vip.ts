import { operatorMerchantQuerySchema } from '../schemas/operator-fields.ts';
import { operatorVipLevelChangeSchema, operatorVipMemberSchema, vipLevelsSchema, vipStateSchema } from '../schemas/vip.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The VIP club: the member's level and progress, and the merchant's levels with their benefits (guests see them too). */
export const vipEndpoints = {
  vipState: defineEndpoint({
    method: 'GET', path: '/wps/member/vip', encrypted: false, session: true,
    query: noQuery, response: vipStateSchema,
  }),
  vipLevels: defineEndpoint({
    method: 'GET', path: '/wps/member/vip/levels', encrypted: false, session: false,
    query: noQuery, response: vipLevelsSchema,
  }),
};

/** The operator's side: a merchant's levels, and a member's level set by hand. */
export const operatorVipEndpoints = {
  operatorVipLevels: defineEndpoint({
    method: 'GET', path: '/ops/api/vip/levels', encrypted: false, session: true, operator: true,
    query: operatorMerchantQuerySchema, response: vipLevelsSchema,
  }),
  operatorSetVipLevel: defineEndpoint({
    method: 'POST', path: '/ops/api/vip/level', encrypted: false, session: true, operator: true,
    body: operatorVipLevelChangeSchema, response: operatorVipMemberSchema,
  }),
};
