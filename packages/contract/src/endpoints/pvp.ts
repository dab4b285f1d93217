import {
  pvpCancelRequestSchema, pvpJoinAnswerSchema, pvpJoinRequestSchema, pvpMySeatsSchema, pvpRoomQuerySchema, pvpRoomSchema, pvpSeatSchema,
} from '../schemas/pvp.ts';
import { defineEndpoint, noQuery } from './define.ts';

/** The PVP room (heads-up Lucky 9): its levels and the member's open seat, a seat taken, a seat cancelled, the member's duels. */
export const pvpEndpoints = {
  pvpRoom: defineEndpoint({
    method: 'GET', path: '/wps/pvp/lucky9', encrypted: false, session: true,
    query: pvpRoomQuerySchema, response: pvpRoomSchema,
  }),
  pvpJoin: defineEndpoint({
    method: 'POST', path: '/wps/pvp/lucky9/seats', encrypted: false, session: true,
    body: pvpJoinRequestSchema, response: pvpJoinAnswerSchema,
  }),
  pvpCancel: defineEndpoint({
    method: 'POST', path: '/wps/pvp/lucky9/seats/cancel', encrypted: false, session: true,
    body: pvpCancelRequestSchema, response: pvpSeatSchema,
  }),
  pvpMySeats: defineEndpoint({
    method: 'GET', path: '/wps/pvp/lucky9/seats', encrypted: false, session: true,
    query: noQuery, response: pvpMySeatsSchema,
  }),
};
