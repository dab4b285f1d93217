import { useId } from 'react';
import { Link } from 'react-router';
import type { RebateAccrued, RebateCategory } from '@m/contract';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { Toast } from '@/components/ui/feedback';
import { pathOf } from '@/config/paths';
import { errorText } from '@/lib/api-error-text';
import { useRouteSwitchedOn } from '@/lib/flags';
import { formatNumber, inlineDateTime } from '@/lib/format';
import { categoryLabel } from '@/lib/game-categories';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useFormatMoney } from '@/lib/site-status';
import { useWalletBalance } from '@/lib/wallet-balance';
import { useSubmitRequestId } from '@/lib/submit-request-id';
import { useRebateAccrued } from '@/features/member/api/rebate-accrued';
import { useRebateClaimMutation } from '@/features/member/api/rebate-claim';
import '@/components/list/card-list.css';
import '@/features/member/components/rebates.css';

/** One id per press: a double tap, or a retry after a lost answer, pays once. */

/** A rate in percent with two decimals, as the merchant sets it. */
export function RebateRate({ rate }: { rate: number }) {
  const t = useT();
  return <span dir="ltr">{t('rebate.rateValue', { rate: formatNumber(rate, 2) })}</span>;
}

/** A game category's stakes, rate and rebate. */
export function RebateCategoryRow({ line }: { line: RebateCategory }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <li className="card-row" data-testid="rebate-category" data-category={line.gameCategory}>
      <span className="card-row-title">{t(categoryLabel(line.gameCategory))}</span>
      <span className="card-row-amount" dir="ltr" data-testid="rebate-category-amount">{formatMoney(line.amount)}</span>
      <dl className="card-row-figures">
        <div>
          <dt>{t('rebate.turnover')}</dt>
          <dd dir="ltr" data-testid="rebate-category-turnover">{formatMoney(line.turnover)}</dd>
        </div>
        <div>
          <dt>{t('rebate.rate')}</dt>
          <dd data-testid="rebate-category-rate"><RebateRate rate={line.rate} /></dd>
        </div>
      </dl>
    </li>
  );
}

function Summary({ accrued }: { accrued: RebateAccrued }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const balance = useWalletBalance();
  const figures = [
    ['rebate.turnover', accrued.turnover, 'turnover'],
    ['rebate.minimum', accrued.minAmount, 'minimum'],
    ['rebate.balance', balance.data?.sumBalance ?? null, 'balance'],
  ] as const;
  return (
    <section className="rebate-summary" aria-labelledby="rebate-total-label" data-testid="rebate-summary">
      <p className="rebate-summary-label" id="rebate-total-label">{t('rebate.available')}</p>
      <strong className="rebate-summary-total" dir="ltr" data-testid="rebate-total">{formatMoney(accrued.total)}</strong>
      <dl className="rebate-summary-figures">
        {figures.map(([label, amount, name]) => (
          <div key={name}>
            <dt>{t(label)}</dt>
            <dd dir="ltr" data-testid={`rebate-${name}`}>{amount === null ? '…' : formatMoney(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="rebate-since" data-testid="rebate-since">
        {accrued.lastClaimAt === null
          ? t('rebate.sinceStart')
          : t('rebate.sinceLastClaim', { time: inlineDateTime(accrued.lastClaimAt) })}
      </p>
    </section>
  );
}

function ClaimButton({ accrued }: { accrued: RebateAccrued }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const reasonId = useId();
  const claim = useRebateClaimMutation();
  const requestId = useSubmitRequestId();
  const claimable = accrued.total > 0 && accrued.total >= accrued.minAmount;

  const onClaim = async () => {
    const submitId = requestId.take();
    try {
      const result = await claim.mutateAsync({ requestId: submitId });
      requestId.answered();
      Toast.show({ icon: 'success', content: t('rebate.claimed', { amount: formatMoney(result.claim.amount) }) });
    } catch (error) {
      // A refusal paid nothing: the next press is a new request. A lost answer keeps the id.
      requestId.failed(error);
      Toast.show({ icon: 'fail', content: errorText(t, error) });
    }
  };

  return (
    <div className="rebate-claim">
      <Button
        block color="primary" size="large" disabled={!claimable} loading={claim.isPending} loadingText={t('rebate.claim')}
        aria-describedby={claimable ? undefined : reasonId} data-testid="rebate-claim" onClick={() => void onClaim()}
      >
        {t('rebate.claim')}
      </Button>
      {!claimable && (
        <p className="rebate-claim-reason" id={reasonId} data-testid="rebate-claim-reason">
          {t('rebate.belowMinimum', { minimum: formatMoney(accrued.minAmount) })}
        </p>
      )}
      {accrued.turnoverMultiple > 0 && <p className="rebate-note">{t('rebate.wageringNote', { multiple: accrued.turnoverMultiple })}</p>}
    </div>
  );
}

/**
 * /m/member/manualRebate: the rebate the member's stakes since the last claim have earned, per game
 * category at the member's rates, and the claim that pays it to the wallet once it reaches the minimum.
 */
export function ManualRebatePage() {
  const t = useT();
  const accrued = useRebateAccrued(useSessionOwner());
  const reportOn = useRouteSwitchedOn('member-rebateReport');
  let content;
  if (accrued.isPending) content = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (accrued.isError) content = <LoadFailed onRetry={() => void accrued.refetch()} />;
  else {
    content = (
      <>
        <Summary accrued={accrued.data} />
        <ClaimButton accrued={accrued.data} />
        <section aria-labelledby="rebate-categories-title">
          <h2 className="rebate-section-title" id="rebate-categories-title">{t('rebate.byCategory')}</h2>
          <ul className="card-list">
            {accrued.data.categories.map((line) => <RebateCategoryRow key={line.gameCategory} line={line} />)}
          </ul>
        </section>
        {reportOn && <Link className="rebate-report-link" to={pathOf('member-rebateReport')} data-testid="rebate-report-link">{t('rebate.viewReport')}</Link>}
      </>
    );
  }
  return (
    <section className="page rebate-page" data-testid="page-member-manualRebate">
      <h1 className="page-title">{t('page.member-manualRebate.title')}</h1>
      {content}
    </section>
  );
}
