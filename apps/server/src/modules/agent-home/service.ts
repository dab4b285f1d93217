import { isAgent, type TeamKpi, type TeamKpiQuery } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import { createAgentHomeRepository } from './repository.ts';

/** A member counts as online for 5 minutes after its session was last used. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** The agent home's team counters (spec §3 team footer numbers). */
export function createAgentHomeService(deps: { db: AppDatabase; clock?: () => number }) {
  const clock = deps.clock ?? Date.now;
  const repository = createAgentHomeRepository(deps.db);

  return {
    async teamKpi(caller: MemberSession, query: TeamKpiQuery): Promise<TeamKpi> {
      if (!isAgent(caller.type)) throw new AppError('permission.denied');
      const now = clock();
      const [days, online] = await Promise.all([
        repository.sumTeamDays(caller.memberId, query.startDate, query.endDate),
        repository.countOnline(caller.memberId, new Date(now - ONLINE_WINDOW_MS), new Date(now)),
      ]);
      return {
        footer: {
          teamLoginMemberCount: days.logins,
          teamBetMemberCount: days.bettors,
          teamRegisterMemberCount: days.registrations,
          teamOnlineCount: online,
        },
      };
    },
  };
}

export type AgentHomeService = ReturnType<typeof createAgentHomeService>;
