import {
  baccaratBetAnswerSchema, baccaratBetRequestSchema, baccaratMyBetsSchema, baccaratTableSchema,
  cockfightBetAnswerSchema, cockfightBetRequestSchema, cockfightMyBetsSchema, cockfightTableSchema,
} from '../schemas/live-tables.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The live tables (baccarat, the cockfight arena): each one's state (also as a stream everyone at it shares), a bet, the member's bets. */
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
  cockfightTable: defineEndpoint({
    method: 'GET', path: '/wps/live/cockfight/table', encrypted: false, session: true,
    query: noQuery, response: cockfightTableSchema,
  }),
  cockfightEvents: defineEndpoint({
    method: 'GET', path: '/wps/live/cockfight/events', encrypted: false, session: true, stream: true,
    query: noQuery, response: cockfightTableSchema,
  }),
  cockfightBet: defineEndpoint({
    method: 'POST', path: '/wps/live/cockfight/bets', encrypted: false, session: true,
    body: cockfightBetRequestSchema, response: cockfightBetAnswerSchema,
  }),
  cockfightMyBets: defineEndpoint({
    method: 'GET', path: '/wps/live/cockfight/bets', encrypted: false, session: true,
    query: noQuery, response: cockfightMyBetsSchema,
  }),
};
