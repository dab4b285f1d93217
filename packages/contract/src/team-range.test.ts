import { describe, expect, it } from 'vitest';
import { isTeamRange, TEAM_RANGE_MAX_DAYS, teamBetsQuerySchema, teamKpiQuerySchema, teamOverviewQuerySchema } from './index.ts';

describe('the team range', () => {
  it('is a forward period of at most 93 days, both ends included', () => {
    expect(TEAM_RANGE_MAX_DAYS).toBe(93);
    expect(isTeamRange('2026-01-01', '2026-01-01')).toBe(true);
    expect(isTeamRange('2026-01-01', '2026-04-03')).toBe(true);
    expect(isTeamRange('2026-01-01', '2026-04-04')).toBe(false);
    expect(isTeamRange('2026-01-02', '2026-01-01')).toBe(false);
    expect(isTeamRange('2026-02-30', '2026-03-01')).toBe(false);
  });

  it('refuses in every team query with the error it names, under its own field names', () => {
    const refusal = { errorCode: 'team.range.invalid', value: { maxDays: '93' } };
    for (const result of [
      teamKpiQuerySchema.safeParse({ startDate: '2026-01-01', endDate: '2026-04-04' }),
      teamOverviewQuerySchema.safeParse({ startDate: '2026-01-02', endDate: '2026-01-01' }),
      teamBetsQuerySchema.safeParse({ from: '2026-01-01', to: '2026-04-04' }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'custom', params: refusal })]);
    }
    expect(teamBetsQuerySchema.safeParse({ from: '2026-01-01', to: '2026-04-03' }).success).toBe(true);
  });
});
