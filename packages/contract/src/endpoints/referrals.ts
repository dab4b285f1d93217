import { operatorMerchantQuerySchema } from '../schemas/operator-fields.ts';
import {
  inviteesQuerySchema, inviteesSchema, myInviteSchema, operatorReferralRuleChangeSchema, operatorReferralRuleSchema,
} from '../schemas/referrals.ts';
import { defineEndpoint, noQuery } from './define.ts';

export const referralEndpoints = {
  myInvite: defineEndpoint({
    method: 'GET', path: '/wps/referral/invite', encrypted: false, session: true,
    query: noQuery, response: myInviteSchema,
  }),
  invitees: defineEndpoint({
    method: 'GET', path: '/wps/referral/invitees', encrypted: false, session: true,
    query: inviteesQuerySchema, response: inviteesSchema,
  }),
};

/** The operator's side: a merchant's invite-friends rule. */
export const operatorReferralEndpoints = {
  operatorReferralRule: defineEndpoint({
    method: 'GET', path: '/ops/api/referrals/rule', encrypted: false, session: true, operator: true,
    query: operatorMerchantQuerySchema, response: operatorReferralRuleSchema,
  }),
  operatorSetReferralRule: defineEndpoint({
    method: 'POST', path: '/ops/api/referrals/rule', encrypted: false, session: true, operator: true,
    body: operatorReferralRuleChangeSchema, response: operatorReferralRuleSchema,
  }),
};
