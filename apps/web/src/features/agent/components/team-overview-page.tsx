import { useState } from 'react';
import { BUSINESS_UTC_OFFSET_MINUTES, type TeamOverview } from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { initialDateRange, type DateRange } from '@/components/list/date-range';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useTeamOverview } from '@/features/agent/api/team-reports';
import { TeamChart } from '@/features/agent/components/team-chart';
import { ReportFrame, TeamFigureGrid, type TeamFigure } from '@/features/agent/components/team-report-parts';

const kpisOf = (totals: TeamOverview['totals']): TeamFigure[] => [
  { label: 'teamReport.turnover', value: totals.turnover, testId: 'team-kpi-turnover' },
  { label: 'teamReport.payout', value: totals.payout, testId: 'team-kpi-payout' },
  { label: 'teamReport.deposit', value: totals.deposit, count: totals.depositCount, testId: 'team-kpi-deposit' },
  { label: 'teamReport.withdrawal', value: totals.withdrawal, count: totals.withdrawalCount, testId: 'team-kpi-withdrawal' },
  { label: 'teamReport.rebate', value: totals.rebate, testId: 'team-kpi-rebate' },
  { label: 'teamReport.bonus', value: totals.bonus, testId: 'team-kpi-bonus' },
  { label: 'teamReport.registrations', value: totals.registrations, kind: 'count', testId: 'team-kpi-registrations' },
  { label: 'teamReport.betCount', value: totals.betCount, kind: 'count', testId: 'team-kpi-bets' },
];

function TeamNet({ net }: { net: number }) {
  const t = useT();
  return (
    <section className="team-net" aria-labelledby="team-net-title">
      <h2 id="team-net-title" className="team-net-title">{t('teamReport.teamNet')}</h2>
      <TeamFigureGrid className="team-net-figure" figures={[{ label: 'teamReport.net', value: net, kind: 'signed', testId: 'team-kpi-net' }]} />
      <p className="team-net-hint">{t('teamReport.netHint')}</p>
    </section>
  );
}

/** /m/agent/team/overview: the figures of the agent's whole team for a period, and its turnover and net per day. */
export function TeamOverviewPage() {
  const t = useT();
  const [range, setRange] = useState<DateRange>(() => initialDateRange(Date.now(), BUSINESS_UTC_OFFSET_MINUTES));
  const query = useTeamOverview(range, useSessionOwner());
  return (
    <section className="page team-report-page" data-testid="page-agent-team-overview">
      <h1 className="page-title">{t('page.agent-team-overview.title')}</h1>
      <DateRangeFilter onChange={setRange} utcOffsetMinutes={BUSINESS_UTC_OFFSET_MINUTES} />
      <ReportFrame query={query}>
        {(overview) => (
          <>
            <TeamNet net={overview.totals.net} />
            <TeamFigureGrid figures={kpisOf(overview.totals)} label={t('teamReport.totals')} />
            <TeamChart days={overview.days} />
          </>
        )}
      </ReportFrame>
    </section>
  );
}
