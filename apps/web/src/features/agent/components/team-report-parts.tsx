import { TEAM_RANGE_MAX_DAYS, type TeamFigures } from '@m/contract';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { errorCode, errorText } from '@/lib/api-error-text';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import '@/features/agent/components/team-reports.css';

/** A figure of a team report: money (the default), money the team won (+) or lost (−), or a count. */
export type TeamFigure = { label: string; value: number; kind?: 'money' | 'signed' | 'count'; count?: number; testId?: string };

/** What the team won (+, green) or lost (−, red), with its sign. */
export function SignedAmount({ value, testId }: { value: number; testId?: string }) {
  const formatMoney = useFormatMoney();
  const tone = value > 0 ? 'team-gain' : value < 0 ? 'team-loss' : undefined;
  return <span className={tone} dir="ltr" data-testid={testId}>{formatMoney(value, { signed: true })}</span>;
}

function FigureValue({ figure }: { figure: TeamFigure }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  if (figure.kind === 'signed') return <SignedAmount value={figure.value} testId={figure.testId} />;
  if (figure.kind === 'count') return <span dir="ltr" data-testid={figure.testId}>{formatNumber(figure.value)}</span>;
  return (
    <>
      <span dir="ltr" data-testid={figure.testId}>{formatMoney(figure.value)}</span>
      {figure.count !== undefined && <small className="team-figure-count">{t('teamReport.times', { count: formatNumber(figure.count) })}</small>}
    </>
  );
}

/** Labelled figures in a grid. */
export function TeamFigureGrid({ figures, className, label }: { figures: readonly TeamFigure[]; className?: string; label?: string }) {
  const t = useT();
  return (
    <dl className={className ?? 'team-figures'} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label} className="team-figure">
          <dt>{t(figure.label)}</dt>
          <dd><FigureValue figure={figure} /></dd>
        </div>
      ))}
    </dl>
  );
}

/** The P&L columns of a set of figures (totals, a level, a member). */
export const pnlFiguresOf = (figures: TeamFigures, testIdPrefix?: string): TeamFigure[] => {
  const id = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  return [
    { label: 'teamReport.net', value: figures.net, kind: 'signed', testId: id('net') },
    { label: 'teamReport.deposit', value: figures.deposit, count: figures.depositCount, testId: id('deposit') },
    { label: 'teamReport.withdrawal', value: figures.withdrawal, count: figures.withdrawalCount, testId: id('withdrawal') },
    { label: 'teamReport.turnover', value: figures.turnover, testId: id('turnover') },
    { label: 'teamReport.payout', value: figures.payout, testId: id('payout') },
    { label: 'teamReport.rebate', value: figures.rebate, testId: id('rebate') },
    { label: 'teamReport.bonus', value: figures.bonus, testId: id('bonus') },
    { label: 'teamReport.betCount', value: figures.betCount, kind: 'count', testId: id('bets') },
  ];
};

/** What a team report's refusal says (a too-long period names its limit). */
export function useReportErrorText() {
  const t = useT();
  return (error: unknown) =>
    errorCode(error) === 'team.range.invalid' ? t('error.team.range.invalid', { maxDays: TEAM_RANGE_MAX_DAYS }) : errorText(t, error);
}

/** A report's frame: a spinner while the first answer comes, the failure with a retry, else the report. */
export function ReportFrame<T>({ query, children }: { query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const errorTextOf = useReportErrorText();
  if (query.isError && !query.data) {
    return (
      <>
        <p className="list-error-text" role="alert">{errorTextOf(query.error)}</p>
        <LoadFailed onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (query.isPending || !query.data) return <div className="list-pending team-report-pending" aria-busy="true"><DotLoading /></div>;
  return children(query.data);
}
