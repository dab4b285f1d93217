import { Suspense } from 'react';
import { useAnnouncements } from '@/lib/api/announcements';
import { useSessionFlag } from '@/lib/session-flag';
import { AGENT_CONTRACT_ASKED, AgentContractPrompt } from '@/features/home/components/agent-contract-prompt';
import { LOGIN_POPUPS_SHOWN, LoginPopups } from '@/features/home/components/login-popups';

/** What home shows a member on entry: the popup announcements and, for agents, the contract prompt. */
export default function SessionPrompts() {
  const [popupsShown, markPopupsShown] = useSessionFlag(LOGIN_POPUPS_SHOWN);
  const [contractAsked, markContractAsked] = useSessionFlag(AGENT_CONTRACT_ASKED);
  // Decided once the announcements are in and both flags are read (in an effect, after the first render).
  const decided = !useAnnouncements().isPending && popupsShown !== null && contractAsked !== null;
  // One boundary: while a due prompt's code loads, the ready mark is not there either.
  return (
    <Suspense fallback={null}>
      <LoginPopups shown={popupsShown} onClose={markPopupsShown} />
      <AgentContractPrompt asked={contractAsked} onClose={markContractAsked} />
      {/* Every prompt that is due is on screen: what "no prompt came" waits for. */}
      <span hidden data-testid="home-session-prompts" data-ready={decided} />
    </Suspense>
  );
}
