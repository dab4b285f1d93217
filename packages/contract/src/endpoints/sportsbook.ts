import { z } from 'zod';
import { operatorMerchantQuerySchema } from '../schemas/operator-fields.ts';
import {
  operatorSportsFixtureSchema, operatorSportsMarketSchema, operatorSportsResultSchema, operatorSportsSettlementSchema, sportsBetRequestSchema,
  sportsBetSchema, sportsBetsQuerySchema, sportsBetsSchema, sportsFixtureQuerySchema, sportsFixtureSchema, sportsFixturesQuerySchema, sportsMarketSchema,
} from '../schemas/sportsbook.ts';
import { defineEndpoint } from './define.ts';

/** The sportsbook: matches and their markets (guests browse them), the bet slip and the member's bets. */
export const sportsbookEndpoints = {
  sportsFixtures: defineEndpoint({
    method: 'GET', path: '/wps/sportsbook/fixtures', encrypted: false, session: 'optional',
    query: sportsFixturesQuerySchema, response: z.array(sportsFixtureSchema),
  }),
  sportsFixture: defineEndpoint({
    method: 'GET', path: '/wps/sportsbook/fixture', encrypted: false, session: 'optional',
    query: sportsFixtureQuerySchema, response: sportsFixtureSchema,
  }),
  sportsPlaceBet: defineEndpoint({
    method: 'POST', path: '/wps/sportsbook/bets', encrypted: true, session: true,
    body: sportsBetRequestSchema, response: sportsBetSchema,
  }),
  sportsBets: defineEndpoint({
    method: 'GET', path: '/wps/sportsbook/bets', encrypted: false, session: true,
    query: sportsBetsQuerySchema, response: sportsBetsSchema,
  }),
};

/** The operator's side: matches to result, a market suspended or repriced, a result entered (which settles the bets). */
export const operatorSportsbookEndpoints = {
  operatorSportsFixtures: defineEndpoint({
    method: 'GET', path: '/ops/api/sports/fixtures', encrypted: false, session: true, operator: true,
    query: operatorMerchantQuerySchema, response: z.array(operatorSportsFixtureSchema),
  }),
  operatorSportsMarket: defineEndpoint({
    method: 'POST', path: '/ops/api/sports/market', encrypted: false, session: true, operator: true,
    body: operatorSportsMarketSchema, response: sportsMarketSchema,
  }),
  operatorSportsResult: defineEndpoint({
    method: 'POST', path: '/ops/api/sports/result', encrypted: false, session: true, operator: true,
    body: operatorSportsResultSchema, response: operatorSportsSettlementSchema,
  }),
};
