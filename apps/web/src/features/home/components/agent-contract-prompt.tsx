import { lazy } from 'react';
import { hasDividend, isAgent } from '@m/contract';
import { useSession } from '@/lib/session';

const AgentContractDialog = lazy(() => import('@/features/home/components/agent-contract-dialog'));

/** Session storage: asked once per login. */
export const AGENT_CONTRACT_ASKED = 'MC_AGENT_CONTRACT_ASKED';

/**
 * Spec §2/§6: on entering home, agents whose type has dividends (not 4, 40, 41, 42) are asked to review their
 * contracts. `asked` is the session flag (`useSessionFlag(AGENT_CONTRACT_ASKED)`: null until read), `onClose` raises it.
 */
export function AgentContractPrompt({ asked, onClose }: { asked: boolean | null; onClose: () => void }) {
  const session = useSession();
  if (!session || asked !== false || !isAgent(session.type) || !hasDividend(session.type)) return null;
  return <AgentContractDialog onClose={onClose} />;
}
