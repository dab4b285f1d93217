import { baccaratBetAnswerSchema, baccaratBetRequestSchema, baccaratMyBetsSchema, baccaratTableSchema } from '../schemas/live-tables.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The live-style baccarat table: its state (also as a stream everyone at the table shares), a bet, the member's bets. */
export const liveTableEndpoints = {
  baccaratTable: defineEndpoint({
    method: 'GET', path: '/wps/live/baccarat/table', encrypted: false, session: true,
    query: noQuery, response: baccaratTableSchema,
  }),
  baccaratEvents: defineEndpoint({
    method: 'GET', path: '/wps/live/baccarat/events', encrypted: false, session: true, stream: true,
    query: noQuery, response: baccaratTableSchema,
  }),
  baccaratBet: defineEndpoint({
    method: 'POST', path: '/wps/live/baccarat/bets', encrypted: false, session: true,
    body: baccaratBetRequestSchema, response: baccaratBetAnswerSchema,
  }),
  baccaratMyBets: defineEndpoint({
    method: 'GET', path: '/wps/live/baccarat/bets', encrypted: false, session: true,
    query: noQuery, response: baccaratMyBetsSchema,
  }),
};
