import type { AgentContract, AgentContractKind, AgentContracts } from '@m/contract';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/layout/load-failed';
import { Button } from '@/components/ui/button';
import { DotLoading } from '@/components/ui/dot-loading';
import { Dialog, Toast } from '@/components/ui/feedback';
import { pageTitleKey, type PageName } from '@/config/paths';
import { errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useAcceptContract, useContracts, useEndContract, useRejectContract } from '@/features/agent/api/contracts';
import { ContractCard } from '@/features/agent/components/contract-parts';
import { ContractOfferForm } from '@/features/agent/components/contract-offer-form';
import '@/components/list/card-list.css';
import '@/features/agent/components/contracts.css';

/** The receiver's part: the offer awaiting its answer (accept / reject), then the contract in force. */
function Received({ data }: { data: AgentContracts }) {
  const t = useT();
  const accept = useAcceptContract();
  const reject = useRejectContract();
  const answer = async (contract: AgentContract, action: 'accept' | 'reject') => {
    try {
      await (action === 'accept' ? accept : reject).mutateAsync({ contractId: contract.id });
      Toast.show({ icon: 'success', content: t(action === 'accept' ? 'contract.acceptedToast' : 'contract.rejectedToast') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(t, error) });
    }
  };
  const busy = accept.isPending || reject.isPending;
  return (
    <section className="contract-section" aria-labelledby="contract-received-title" data-testid="contract-received">
      <h2 id="contract-received-title">{t('contract.mine')}</h2>
      {data.pending && (
        <ContractCard
          contract={data.pending}
          viewer="receiver"
          actions={(
            <>
              <Button size="small" color="primary" disabled={busy} data-testid="contract-accept" onClick={() => void answer(data.pending!, 'accept')}>{t('contract.accept')}</Button>
              <Button size="small" disabled={busy} data-testid="contract-reject" onClick={() => void answer(data.pending!, 'reject')}>{t('contract.reject')}</Button>
            </>
          )}
        />
      )}
      {data.current ? <ContractCard contract={data.current} viewer="receiver" /> : !data.pending && <EmptyState description={t('contract.noContract')} />}
    </section>
  );
}

/** The offering agent's part: offer a contract to a direct sub-agent, and the contracts it offered (ending one in force). */
function Offered({ data }: { data: AgentContracts }) {
  const t = useT();
  const end = useEndContract();
  const confirmEnd = async (contract: AgentContract) => {
    if (!(await Dialog.confirm({ content: t('contract.endConfirm', { account: contract.receiver }), confirmText: t('contract.end'), cancelText: t('common.cancel') }))) return;
    try {
      await end.mutateAsync({ contractId: contract.id });
      Toast.show({ icon: 'success', content: t('contract.endedToast') });
    } catch (error) {
      Toast.show({ icon: 'fail', content: errorText(t, error) });
    }
  };
  return (
    <>
      <section className="contract-section" aria-labelledby="contract-offer-title">
        <h2 id="contract-offer-title">{t('contract.offerTitle')}</h2>
        {data.downlineAgents.length === 0
          ? <EmptyState description={t('contract.noDownline')} />
          : <ContractOfferForm kind={data.kind} downlineAgents={data.downlineAgents} />}
      </section>
      <section className="contract-section" aria-labelledby="contract-offered-title" data-testid="contract-offered">
        <h2 id="contract-offered-title">{t('contract.offeredTitle')}</h2>
        {data.offered.length === 0 ? <EmptyState description={t('contract.noOffered')} /> : data.offered.map((contract) => (
          <ContractCard
            key={contract.id}
            contract={contract}
            viewer="offerer"
            actions={contract.status === 'ACCEPTED' && (
              <Button size="small" color="danger" fill="outline" disabled={end.isPending} onClick={() => void confirmEnd(contract)}>{t('contract.end')}</Button>
            )}
          />
        ))}
      </section>
    </>
  );
}

function ContractPage({ kind, name }: { kind: AgentContractKind; name: PageName }) {
  const t = useT();
  const contracts = useContracts(kind);
  let content;
  if (contracts.isPending) content = <div className="page-loading" aria-busy="true"><DotLoading /></div>;
  else if (contracts.isError) content = <LoadFailed onRetry={() => void contracts.refetch()} />;
  else content = <><Received data={contracts.data} /><Offered data={contracts.data} /></>;
  return (
    <section className="page contract-page" data-testid={`page-${name}`}>
      <h1 className="page-title">{t(pageTitleKey(name))}</h1>
      {content}
    </section>
  );
}

/** /m/member/agent/getSalaryContract: the daily salary contract, received and offered. */
export const SalaryContractPage = () => <ContractPage kind="DAILY_SALARY" name="member-agent-getSalaryContract" />;
/** /m/member/agent/getDevidendContract: the dividend contract (only where dividends are on: the route's flag). */
export const DividendContractPage = () => <ContractPage kind="DIVIDEND" name="member-agent-getDevidendContract" />;
/** /m/member/agent/getHourContract: the hourly salary contract. */
export const HourContractPage = () => <ContractPage kind="HOURLY_SALARY" name="member-agent-getHourContract" />;
