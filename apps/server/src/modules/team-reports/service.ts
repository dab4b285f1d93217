import {
  isAgent, teamRangeDays, toMajorUnits,
  type EndpointQuery, type TeamDay, type TeamFigures, type TeamOverview, type TeamPnl,
} from '@m/contract';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import type { DayRange, FiguresMinor, TeamReportRepository } from './repository.ts';

const DAY_MS = 86_400_000;

const ZERO: FiguresMinor = {
  betCount: 0, turnoverMinor: 0, payoutMinor: 0, rebateMinor: 0, bonusMinor: 0, depositMinor: 0, depositCount: 0, withdrawalMinor: 0, withdrawalCount: 0,
};

const addFigures = (a: FiguresMinor, b: FiguresMinor): FiguresMinor => ({
  betCount: a.betCount + b.betCount, turnoverMinor: a.turnoverMinor + b.turnoverMinor, payoutMinor: a.payoutMinor + b.payoutMinor,
  rebateMinor: a.rebateMinor + b.rebateMinor, bonusMinor: a.bonusMinor + b.bonusMinor, depositMinor: a.depositMinor + b.depositMinor,
  depositCount: a.depositCount + b.depositCount, withdrawalMinor: a.withdrawalMinor + b.withdrawalMinor, withdrawalCount: a.withdrawalCount + b.withdrawalCount,
});

/** What the team won or lost: payout + rebates + bonuses − turnover. */
const netMinorOf = (figures: Pick<FiguresMinor, 'turnoverMinor' | 'payoutMinor' | 'rebateMinor' | 'bonusMinor'>) =>
  figures.payoutMinor + figures.rebateMinor + figures.bonusMinor - figures.turnoverMinor;

const toFigures = (minor: FiguresMinor): TeamFigures => ({
  betCount: minor.betCount,
  turnover: toMajorUnits(minor.turnoverMinor),
  payout: toMajorUnits(minor.payoutMinor),
  rebate: toMajorUnits(minor.rebateMinor),
  bonus: toMajorUnits(minor.bonusMinor),
  deposit: toMajorUnits(minor.depositMinor),
  depositCount: minor.depositCount,
  withdrawal: toMajorUnits(minor.withdrawalMinor),
  withdrawalCount: minor.withdrawalCount,
  net: toMajorUnits(netMinorOf(minor)),
});

/** Every day of the period, in order. */
const daysOf = (range: DayRange): string[] => {
  const start = Date.parse(`${range.startDate}T00:00:00Z`);
  return Array.from({ length: teamRangeDays(range.startDate, range.endDate) }, (_, index) => new Date(start + index * DAY_MS).toISOString().slice(0, 10));
};

/**
 * An agent's reports of its team (every level below it) for a period of business days: the overview's
 * figures and the P&L per level and per member, each with the team's turnover and net per day.
 */
export function createTeamReports(repository: TeamReportRepository) {
  /** The agent, refused for a non-agent (the query's schema has checked the period). */
  const agentOf = (session: MemberSession): number => {
    if (!isAgent(session.type)) throw new AppError('permission.denied');
    return session.memberId;
  };

  const daySeries = async (agentId: number, range: DayRange): Promise<TeamDay[]> => {
    const active = new Map((await repository.days(agentId, range)).map((row) => [row.day, row]));
    return daysOf(range).map((day) => {
      const row = active.get(day);
      return { day, turnover: toMajorUnits(row?.turnoverMinor ?? 0), net: toMajorUnits(row ? netMinorOf(row) : 0) };
    });
  };

  return {
    async overview(session: MemberSession, range: EndpointQuery<'teamOverview'>): Promise<TeamOverview> {
      const agentId = agentOf(session);
      const [levels, days] = await Promise.all([repository.levels(agentId, range), daySeries(agentId, range)]);
      const totals = levels.reduce(addFigures, ZERO);
      const registrations = levels.reduce((sum, level) => sum + level.registrations, 0);
      return { startDate: range.startDate, endDate: range.endDate, totals: { ...toFigures(totals), registrations }, days };
    },

    async pnl(session: MemberSession, query: EndpointQuery<'teamPnl'>): Promise<TeamPnl> {
      const agentId = agentOf(session);
      const range = { startDate: query.startDate, endDate: query.endDate };
      const [levels, days, members] = await Promise.all([
        repository.levels(agentId, range),
        daySeries(agentId, range),
        query.view === 'member' ? memberPage(agentId, query) : null,
      ]);
      return {
        startDate: range.startDate,
        endDate: range.endDate,
        totals: toFigures(levels.reduce(addFigures, ZERO)),
        levels: levels.map((level) => ({ depth: level.depth, ...toFigures(level) })),
        days,
        members,
      };
    },
  };

  async function memberPage(agentId: number, query: EndpointQuery<'teamPnl'>): Promise<TeamPnl['members']> {
    const page = await repository.memberPage(agentId, { offset: (query.page - 1) * query.size, limit: query.size, username: query.username || undefined });
    const figures = new Map((await repository.ownFigures(page.list.map((member) => member.id), query)).map((row) => [row.memberId, row]));
    return {
      list: page.list.map((member) => ({ username: member.username, depth: member.depth, type: member.type, ...toFigures(figures.get(member.id) ?? ZERO) })),
      pageNum: query.page,
      totalPages: Math.ceil(page.total / query.size),
      total: page.total,
    };
  }
}

export type TeamReports = ReturnType<typeof createTeamReports>;
