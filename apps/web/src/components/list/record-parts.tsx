import { useState } from 'react';
import { initialDateRange, type DateRange } from '@/components/list/date-range';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import '@/components/list/card-list.css';
import '@/components/list/record-parts.css';

/** The period of a record screen, from the date-range filter. */
export const useRecordRange = () => useState<DateRange>(() => initialDateRange(Date.now()));

/** An amount that gains or loses for the player: green above zero, red below, with its sign. */
export function SignedMoney({ amount, testId }: { amount: number; testId?: string }) {
  const formatMoney = useFormatMoney();
  const tone = amount > 0 ? 'money-gain' : amount < 0 ? 'money-loss' : undefined;
  return <span className={tone} dir="ltr" data-testid={testId}>{formatMoney(amount, { signed: true })}</span>;
}

/** `kind`: money (the default), money that gains or loses (`signed`), or a count. */
export type Figure = { label: string; amount: number; kind?: 'money' | 'signed' | 'count'; testId?: string };

function FigureValue({ figure }: { figure: Figure }) {
  const formatMoney = useFormatMoney();
  if (figure.kind === 'signed') return <SignedMoney amount={figure.amount} testId={figure.testId} />;
  return <span dir="ltr" data-testid={figure.testId}>{figure.kind === 'count' ? formatNumber(figure.amount) : formatMoney(figure.amount)}</span>;
}

/** Labelled amounts: the period's totals above a list, or a row's figures. */
export function Figures({ figures, className }: { figures: readonly Figure[]; className: string }) {
  const t = useT();
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{t(figure.label)}</dt>
          <dd><FigureValue figure={figure} /></dd>
        </div>
      ))}
    </dl>
  );
}

/** The totals of the whole period (every page), once the first page is here. */
export function RecordTotals({ figures }: { figures: readonly Figure[] | null }) {
  const t = useT();
  if (!figures) return null;
  return (
    <section aria-label={t('records.totals')} data-testid="record-totals">
      <Figures figures={figures} className="record-totals" />
    </section>
  );
}
