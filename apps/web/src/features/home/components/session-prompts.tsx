import { AgentContractPrompt } from '@/features/home/components/agent-contract-prompt';
import { LoginPopups } from '@/features/home/components/login-popups';

/** What home shows a member on entry: the popup announcements and, for agents, the contract prompt. */
export default function SessionPrompts() {
  return (
    <>
      <LoginPopups />
      <AgentContractPrompt />
    </>
  );
}
