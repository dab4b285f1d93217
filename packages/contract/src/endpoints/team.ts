import {
  teamBetsQuerySchema, teamBetsSchema, teamFundTransferRequestSchema, teamFundTransferSchema, teamMembersQuerySchema, teamMembersSchema,
} from '../schemas/team.ts';
import { defineEndpoint } from './define.ts';

/** The agent's team: its members (AGEDOWNMAN3), their bets, and money sent to one of them (FUNDTRANS3). */
export const teamEndpoints = {
  teamMembers: defineEndpoint({
    method: 'GET', path: '/wps/agent/team/members', encrypted: false, session: true,
    query: teamMembersQuerySchema, response: teamMembersSchema,
  }),
  teamBets: defineEndpoint({
    method: 'GET', path: '/wps/agent/team/bets', encrypted: false, session: true,
    query: teamBetsQuerySchema, response: teamBetsSchema,
  }),
  teamFundTransfer: defineEndpoint({
    method: 'POST', path: '/wps/agent/team/fundTransfer', encrypted: true, session: true,
    body: teamFundTransferRequestSchema, response: teamFundTransferSchema,
  }),
};
