import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasDividend, isAgent, type AgentContractKind } from '@m/contract';
import { Dialog } from '@/components/ui/feedback';
import { pathOf, pageTitleKey, type RouteName } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useSession } from '@/lib/session';
import { useContractRequirement } from '@/features/agent/api/contracts';

const SCREEN_OF: Record<AgentContractKind, RouteName> = {
  DAILY_SALARY: 'member-agent-getSalaryContract',
  DIVIDEND: 'member-agent-getDevidendContract',
  HOURLY_SALARY: 'member-agent-getHourContract',
};

/**
 * The contract prompt (spec §4, §6): on agent home, while an offer awaits the agent's answer, a
 * dialog leads to each waiting offer's contract screen, or is put off until the next visit.
 * Only for agent types with dividends (not 4, 40, 41, 42).
 */
export function ContractPrompt() {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const eligible = session !== null && isAgent(session.type) && hasDividend(session.type);
  const requirement = useContractRequirement(eligible);
  const [later, setLater] = useState(false);
  const offers = requirement.data?.offers ?? [];
  if (!eligible || later || offers.length === 0) return null;
  const kinds = [...new Set(offers.map((offer) => offer.kind))];
  return (
    <Dialog
      visible
      title={t('contract.promptTitle')}
      content={(
        <div data-testid="contract-prompt">
          <p>{t('contract.promptText', { account: offers[0]!.offerer })}</p>
          <ul className="contract-prompt-kinds">{kinds.map((kind) => <li key={kind}>{t(pageTitleKey(SCREEN_OF[kind]))}</li>)}</ul>
        </div>
      )}
      actions={[
        ...kinds.map((kind) => ({ key: kind, text: t('contract.review', { contract: t(pageTitleKey(SCREEN_OF[kind])) }) })),
        { key: 'later', text: t('home.later') },
      ]}
      onAction={(action) => {
        setLater(true);
        const kind = kinds.find((entry) => entry === action.key);
        if (kind) void navigate(pathOf(SCREEN_OF[kind]));
      }}
      onClose={() => setLater(true)}
    />
  );
}
