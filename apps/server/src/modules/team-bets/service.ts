import { toMajorUnits, type EndpointQuery, type TeamBetsPage } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../../lib/business-day.ts';
import { findTeamMember } from '../team/tree.ts';
import type { BetPosition, TeamBetsRepository } from './repository.ts';

const DAY_MS = 86_400_000;

/** The first moment of a business day (lib/business-day.ts). */
const businessDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000);

const positionOf = (cursor: string): BetPosition => {
  const [micros, id] = cursor.split('_');
  return { micros: micros!, id: Number(id) };
};

/** Team betting (/m/teamBetting): the bets of the agent's whole team, newest first, with the filter's totals. */
export function createTeamBets(deps: { db: AppDatabase; repository: TeamBetsRepository }) {
  const { db, repository } = deps;
  return {
    async list(agentId: number, query: EndpointQuery<'teamBets'>): Promise<TeamBetsPage> {
      // A name outside the team (or of no one) has no bets the agent may see: an empty list, as for a member who never bet.
      const member = query.username ? await findTeamMember(db, agentId, { username: query.username }) : undefined;
      if (member === null) return { list: [], nextCursor: null, totals: query.cursor ? null : { count: 0, stake: 0, win: 0, net: 0 } };
      const filter = {
        agentId, memberId: member?.id, category: query.category,
        start: businessDayStart(query.from), end: new Date(businessDayStart(query.to).getTime() + DAY_MS),
      };
      const [rows, totals] = await Promise.all([
        repository.page(filter, query.cursor ? positionOf(query.cursor) : undefined, query.pageSize + 1),
        query.cursor ? null : repository.totals(filter),
      ]);
      const list = rows.slice(0, query.pageSize);
      const last = list.at(-1);
      return {
        list: list.map((row) => ({
          id: row.id, username: row.username, gameName: row.gameName, gameCategory: row.gameCategory,
          stake: toMajorUnits(row.stakeMinor), win: toMajorUnits(row.winMinor), net: toMajorUnits(row.winMinor - row.stakeMinor),
          createdAt: row.createdAt.getTime(),
        })),
        nextCursor: rows.length > query.pageSize && last ? `${last.micros}_${last.id}` : null,
        totals: totals && {
          count: totals.count, stake: toMajorUnits(totals.stakeMinor), win: toMajorUnits(totals.winMinor),
          net: toMajorUnits(totals.winMinor - totals.stakeMinor),
        },
      };
    },
  };
}

export type TeamBets = ReturnType<typeof createTeamBets>;
