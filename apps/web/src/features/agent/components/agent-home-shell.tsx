import { ShellPage } from '@/components/layout/shell-page';
import { ContractPrompt } from '@/features/agent/components/contract-prompt';

/** Agent home until its own page lands (features/agent agent-home-page.tsx): the shell, with the contract prompt mounted. */
export function AgentHomeShell() {
  return (
    <>
      <ShellPage name="agent" />
      <ContractPrompt />
    </>
  );
}
