import { useState } from 'react';
import type { AgentIncomeDay, AgentRebateIncome } from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { initialDateRange, type DateRange } from '@/components/list/date-range';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { errorCode, errorText } from '@/lib/api-error-text';
import { categoryLabel } from '@/lib/game-categories';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useRebateIncome } from '@/features/agent/api/downline';
import '@/features/agent/components/downline.css';

const daysOf = (page: AgentRebateIncome) => page.list;

/** A day's income per category: the team's stakes that earned it and the income. */
function Categories({ day, testId }: { day: AgentIncomeDay; testId: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  if (day.categories.length === 0) return null;
  return (
    <table className="downline-income-table" data-testid={`${testId}-categories`}>
      <thead>
        <tr>
          <th scope="col">{t('downline.category')}</th>
          <th scope="col">{t('downline.turnover')}</th>
          <th scope="col">{t('downline.income')}</th>
        </tr>
      </thead>
      <tbody>
        {day.categories.map((line) => (
          <tr key={line.gameCategory}>
            <th scope="row">{t(categoryLabel(line.gameCategory))}</th>
            <td dir="ltr">{formatMoney(line.turnover)}</td>
            <td dir="ltr">{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figures({ turnover, amount, testId }: { turnover: number; amount: number; testId: string }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <dl className="downline-figures">
      <div>
        <dt>{t('downline.turnover')}</dt>
        <dd dir="ltr" data-testid={`${testId}-turnover`}>{formatMoney(turnover)}</dd>
      </div>
      <div>
        <dt>{t('downline.income')}</dt>
        <dd dir="ltr" data-testid={`${testId}-amount`}>{formatMoney(amount)}</dd>
      </div>
    </dl>
  );
}

/**
 * /m/member/teamRebate: the agent's rebate income, its rate less the rate of the member below it on
 * its team's stakes: what today has earned so far (paid after the day ends), then the income paid per
 * day of a period, newest first, with the period's totals and each day's categories.
 */
export function RebateIncomePage() {
  const t = useT();
  const [range, setRange] = useState<DateRange>(() => initialDateRange(Date.now()));
  const query = useRebateIncome(range, useSessionOwner());
  const days = usePagedItems(query, daysOf);
  const first = query.data?.pages[0];
  return (
    <section className="page record-page downline-page" data-testid="page-member-teamRebate">
      <h1 className="page-title">{t('page.member-teamRebate.title')}</h1>
      {first && (
        <section className="downline-card" aria-labelledby="income-today-title" data-testid="income-today">
          <h2 id="income-today-title" className="downline-card-title">{t('downline.todayTitle')}</h2>
          <Figures turnover={first.today.turnover} amount={first.today.amount} testId="income-today" />
          <Categories day={first.today} testId="income-today" />
          <p className="downline-hint">{t('downline.todayHint')}</p>
        </section>
      )}
      <DateRangeFilter onChange={setRange} />
      {first && (
        <section className="downline-card" aria-label={t('downline.totals')} data-testid="income-totals">
          <Figures turnover={first.totals.turnover} amount={first.totals.amount} testId="income-totals" />
        </section>
      )}
      <PagedList list={days} empty={t('downline.noIncome')} errorText={(error) => (errorCode(error) ? errorText(t, error) : null)}>
        <ul className="downline-list">
          {days.items.map((day) => (
            <li key={day.day} className="downline-card" data-testid={`income-${day.day}`}>
              <h2 className="downline-card-title" dir="ltr">{day.day}</h2>
              <Figures turnover={day.turnover} amount={day.amount} testId={`income-${day.day}`} />
              <Categories day={day} testId={`income-${day.day}`} />
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
