import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/feedback';
import { pathOf, type RouteName } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

const CONTRACTS: readonly { route: RouteName; label: string }[] = [
  { route: 'member-agent-getSalaryContract', label: 'page.member-agent-getSalaryContract.title' },
  { route: 'member-agent-getDevidendContract', label: 'page.member-agent-getDevidendContract.title' },
  { route: 'member-agent-getHourContract', label: 'page.member-agent-getHourContract.title' },
];

/** The agent contract prompt: the three contract screens, or later. */
export default function AgentContractDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Dialog
      visible
      title={t('home.agentContractTitle')}
      content={<p data-testid="agent-contract-prompt">{t('home.agentContractText')}</p>}
      actions={[
        ...CONTRACTS.map((contract) => ({ key: contract.route, text: t(contract.label) })),
        { key: 'later', text: t('home.later') },
      ]}
      onAction={(action) => {
        onClose();
        const contract = CONTRACTS.find((entry) => entry.route === action.key);
        if (contract) void navigate(pathOf(contract.route));
      }}
      onClose={onClose}
    />
  );
}
