import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  TRANSACTION_TYPES, type TransactionRecordPage as TransactionRecordAnswer, type TransactionRow, type TransactionSubject, type TransactionType,
} from '@m/contract';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { PagedList, usePagedItems } from '@/components/list/paged-list';
import { formatLocalDateTime } from '@/lib/format';
import type { Translate } from '@/lib/i18n/translate';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useTransactionRecord } from '@/features/wallet/api/transaction-record';
import { RecordTotals, SignedMoney, useRecordRange } from '@/components/list/record-parts';

const rowsOf = (page: TransactionRecordAnswer) => page.list;
const ALL_TYPES = '';

/** What a movement belongs to, as a sentence: "Withdrawal #2", "Transfer to agent01", the game's name. */
function subjectText(t: Translate, subject: TransactionSubject): string {
  switch (subject.kind) {
    case 'game': return subject.gameName;
    case 'depositOrder': return t('records.subject.depositOrder', { orderNo: subject.orderNo });
    case 'withdrawal': return t('records.subject.withdrawal', { id: subject.withdrawalId });
    case 'transferTo': return t('records.subject.transferTo', { account: subject.account });
    case 'transferFrom': return t('records.subject.transferFrom', { account: subject.account });
  }
}

function TransactionItem({ row }: { row: TransactionRow }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className="card-row" data-testid="transaction-row" data-type={row.type}>
      <span className="card-row-title">{t(`records.type.${row.type}`)}</span>
      <span className="card-row-amount"><SignedMoney amount={row.amount} /></span>
      <time className="card-row-detail" dir="ltr" dateTime={new Date(row.createdAt).toISOString()}>{formatLocalDateTime(row.createdAt, 'YYYY-MM-DD HH:mm')}</time>
      <span className="card-row-detail card-row-amount">
        {t('records.balanceAfter')} <span dir="ltr">{formatMoney(row.balanceAfter)}</span>
      </span>
      {row.subject && <span className="card-row-detail card-row-wide" data-testid="transaction-subject">{subjectText(t, row.subject)}</span>}
    </li>
  );
}

/**
 * /m/transaction/record: every movement of the member's wallet in a period, with its type, signed
 * amount and the balance after it. `?types=A` is the agent home's entry (A is Agent, as in
 * /m/member/notice?types=A): an agent's own wallet still, but opened on the transfers its team
 * sent up. Nobody's record shows another member's wallet, the team's included.
 */
export function TransactionRecordPage() {
  const t = useT();
  const typeId = useId();
  const [params] = useSearchParams();
  const agentEntry = params.get('types') === 'A';
  const [range, setRange] = useRecordRange();
  const [type, setType] = useState<TransactionType | null>(agentEntry ? 'UPLINE_TRANSFER' : null);
  const query = useTransactionRecord({ ...range, type }, useSessionOwner());
  const rows = usePagedItems(query, rowsOf);
  const totals = query.data?.pages[0]?.totals;
  return (
    <section className="page record-page" data-testid="page-transaction-record">
      <h1 className="page-title">{t('page.transaction-record.title')}</h1>
      <DateRangeFilter onChange={setRange} />
      <div className="record-filter">
        <label htmlFor={typeId}>{t('records.type')}</label>
        <select
          id={typeId}
          data-testid="transaction-type"
          value={type ?? ALL_TYPES}
          onChange={(event) => setType(event.target.value === ALL_TYPES ? null : (event.target.value as TransactionType))}
        >
          <option value={ALL_TYPES}>{t('records.allTypes')}</option>
          {TRANSACTION_TYPES.map((option) => <option key={option} value={option}>{t(`records.type.${option}`)}</option>)}
        </select>
      </div>
      <RecordTotals
        figures={totals ? [
          { label: 'records.credit', amount: totals.credit, testId: 'transaction-credit' },
          { label: 'records.debit', amount: totals.debit, testId: 'transaction-debit' },
          { label: 'records.net', amount: totals.net, kind: 'signed', testId: 'transaction-net' },
        ] : null}
      />
      <PagedList list={rows} empty={t('records.noTransactions')}>
        <ul className="card-list">{rows.items.map((row) => <TransactionItem key={row.id} row={row} />)}</ul>
      </PagedList>
    </section>
  );
}
