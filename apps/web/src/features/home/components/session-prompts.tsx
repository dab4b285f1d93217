import { Suspense } from 'react';
import { useAnnouncements } from '@/lib/api/announcements';
import { AgentContractPrompt } from '@/features/home/components/agent-contract-prompt';
import { LoginPopups } from '@/features/home/components/login-popups';

/** What home shows a member on entry: the popup announcements and, for agents, the contract prompt. */
export default function SessionPrompts() {
  const decided = !useAnnouncements().isPending;
  // One boundary: while a due prompt's code loads, the ready mark is not there either.
  return (
    <Suspense fallback={null}>
      <LoginPopups />
      <AgentContractPrompt />
      {/* Every prompt that is due is on screen: what "no prompt came" waits for. */}
      <span hidden data-testid="home-session-prompts" data-ready={decided} />
    </Suspense>
  );
}
