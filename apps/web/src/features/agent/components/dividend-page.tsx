import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { DotLoading } from '@/components/ui/dot-loading';
import { pageTitleKey } from '@/config/paths';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import { useDividendInfo } from '@/features/agent/api/contracts';
import { ContractTiers, SettlementRows } from '@/features/agent/components/contract-parts';
import '@/components/list/card-list.css';
import '@/features/agent/components/contracts.css';

const DAY_MS = 24 * 60 * 60_000;

/** /m/member/agent/agentDivident: the dividend in force, the current period's team net loss and expected share, the settled periods. */
export function DividendPage() {
  const t = useT();
  const formatMoney = useFormatMoney();
  const info = useDividendInfo();
  let content;
  if (info.isPending) content = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (info.isError) content = <LoadFailed onRetry={() => void info.refetch()} />;
  else {
    const { contract, period } = info.data;
    content = (
      <>
        {contract && period ? (
          <section className="contract-section" aria-labelledby="dividend-current-title" data-testid="dividend-current">
            <h2 id="dividend-current-title">{t('dividend.current')}</h2>
            <p className="contract-meta">
              {t(`contract.period.${contract.period!}`)} ·{' '}
              <span dir="ltr">
                {formatLocalDateTime(Date.parse(period.start), 'YYYY-MM-DD HH:mm').slice(0, 10)} – {formatLocalDateTime(Date.parse(period.end) - DAY_MS, 'YYYY-MM-DD HH:mm').slice(0, 10)}
              </span>
            </p>
            <dl className="dividend-figures">
              <div><dt>{t('dividend.netLoss')}</dt><dd dir="ltr" data-testid="dividend-net-loss">{formatMoney(info.data.netLoss)}</dd></div>
              <div><dt>{t('dividend.expected')}</dt><dd dir="ltr" data-testid="dividend-expected">{formatMoney(info.data.expected)}</dd></div>
            </dl>
            <ContractTiers contract={contract} />
          </section>
        ) : <EmptyState description={t('dividend.none')} />}
        <section className="contract-section" aria-labelledby="dividend-history-title">
          <h2 id="dividend-history-title">{t('contract.history')}</h2>
          <SettlementRows list={info.data.history} />
        </section>
      </>
    );
  }
  return (
    <section className="page contract-page" data-testid="page-member-agent-agentDivident">
      <h1 className="page-title">{t(pageTitleKey('member-agent-agentDivident'))}</h1>
      {content}
    </section>
  );
}
