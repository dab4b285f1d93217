import { useState } from 'react';
import type { AgentContract, AgentContractSettlement } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { formatLocalDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';
import { useContractSettlements } from '@/features/agent/api/contracts';

/** A contract's tiers: what the team must reach and what each tier pays. */
export function ContractTiers({ contract }: { contract: AgentContract }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const dividend = contract.kind === 'DIVIDEND';
  return (
    <table className="contract-tiers" data-testid="contract-tiers">
      <thead>
        <tr>
          <th scope="col">{t('contract.tier')}</th>
          <th scope="col">{dividend ? t('contract.netLoss') : t('contract.turnover')}</th>
          {contract.kind === 'DAILY_SALARY' && <th scope="col">{t('contract.activeMembers')}</th>}
          <th scope="col">{dividend ? t('contract.share') : t('contract.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((tier, index) => (
          <tr key={index}>
            <td dir="ltr">{index + 1}</td>
            <td dir="ltr">{formatMoney((dividend ? tier.netLoss : tier.turnover) ?? 0)}</td>
            {contract.kind === 'DAILY_SALARY' && <td dir="ltr">{tier.activeMembers}</td>}
            <td dir="ltr">{dividend ? `${tier.share ?? 0}%` : formatMoney(tier.amount ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SettlementRows({ list }: { list: AgentContractSettlement[] }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  if (list.length === 0) return <EmptyState description={t('contract.noHistory')} />;
  return (
    <ul className="card-list" data-testid="contract-settlements">
      {list.map((row) => (
        <li key={row.id} className="card-row" data-testid="contract-settlement" data-status={row.status}>
          <span className="card-row-title" dir="ltr">{row.kind === 'HOURLY_SALARY' ? formatLocalDateTime(Date.parse(row.periodStart), 'MM/DD HH:mm') : row.period}</span>
          <span className="card-row-amount" dir="ltr">{formatMoney(row.amount)}</span>
          <span className="card-row-detail">{t(`contract.settlement.${row.status}`)}</span>
          <span className="card-row-detail card-row-wide">
            {row.kind === 'DIVIDEND'
              ? t('contract.figuresNetLoss', { amount: formatMoney(row.netLoss) })
              : t('contract.figures', { amount: formatMoney(row.turnover), members: row.activeMembers })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Settlements({ contractId }: { contractId: number }) {
  const settlements = useContractSettlements(contractId);
  if (settlements.isPending) return <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  if (settlements.isError) return <LoadFailed onRetry={() => void settlements.refetch()} />;
  return <SettlementRows list={settlements.data.list} />;
}

/**
 * One contract as a card: who offered it to whom, its status and period, its tiers, the actions the
 * viewer may take, and its settlements on demand.
 */
export function ContractCard({ contract, viewer, actions }: { contract: AgentContract; viewer: 'receiver' | 'offerer'; actions?: React.ReactNode }) {
  const t = useT();
  const [history, setHistory] = useState(false);
  const historyId = `contract-${contract.id}-history`;
  return (
    <article className="contract-card" data-testid="contract-card" data-status={contract.status} aria-label={t(`contract.status.${contract.status}`)}>
      <header className="contract-card-head">
        <span className="contract-party">
          {viewer === 'receiver' ? t('contract.from', { account: contract.offerer }) : t('contract.to', { account: contract.receiver })}
        </span>
        <span className="contract-status">{t(`contract.status.${contract.status}`)}</span>
      </header>
      <p className="contract-meta">
        {contract.period && <span>{t(`contract.period.${contract.period}`)} · </span>}
        <span dir="ltr">{formatLocalDateTime(Date.parse(contract.offeredAt), 'YYYY-MM-DD HH:mm')}</span>
      </p>
      <ContractTiers contract={contract} />
      <div className="contract-actions">
        {actions}
        {contract.status !== 'OFFERED' && contract.status !== 'REJECTED' && (
          <Button size="small" fill="outline" aria-expanded={history} aria-controls={historyId} onClick={() => setHistory((open) => !open)}>
            {t('contract.history')}
          </Button>
        )}
      </div>
      {history && <div id={historyId}><Settlements contractId={contract.id} /></div>}
    </article>
  );
}
