import { lazy, useState } from 'react';
import { hasDividend, isAgent } from '@m/contract';
import { useSession } from '@/lib/session';

const AgentContractDialog = lazy(() => import('@/features/home/components/agent-contract-dialog'));

/** Session storage: asked once per login. */
const ASKED_KEY = 'MC_AGENT_CONTRACT_ASKED';

/** Spec §2/§6: on entering home, agents whose type has dividends (not 4, 40, 41, 42) are asked to review their contracts. */
export function AgentContractPrompt() {
  const session = useSession();
  const [asked, setAsked] = useState(() => sessionStorage.getItem(ASKED_KEY) === '1');
  if (!session || asked || !isAgent(session.type) || !hasDividend(session.type)) return null;
  return (
    <AgentContractDialog
      onClose={() => {
        sessionStorage.setItem(ASKED_KEY, '1');
        setAsked(true);
      }}
    />
  );
}
