import { inviteesQuerySchema, inviteesSchema, myInviteSchema } from '../schemas/referrals.ts';
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
