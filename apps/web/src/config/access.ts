import { isAgent, isTrial } from '@m/contract';

/**
 * Who may open a route (spec §6): anyone; any session (trial accounts too); a real account (a trial
 * account, member type 4, is refused with free_reject); an agent (a member type not in 0, 4, 40).
 */
export type Access = 'public' | 'session' | 'real-account' | 'agent';

/** What a visitor without a session gets on a route that needs one: /m/login (coming back afterwards), the login dialog, or /m/home. */
export type GuestFallback = 'login' | 'login-dialog' | 'home';

export type AccessRule =
  | { readonly access: 'public' }
  | { readonly access: Exclude<Access, 'public'>; readonly guest: GuestFallback };

/** What the router does with a visit: show the page, or one of the refusals. */
export type AccessVerdict = 'allow' | `guest-${GuestFallback}` | 'free-reject' | 'not-agent';

/** `memberType` is the session's member type, null for a visitor. */
export function accessVerdict(rule: AccessRule, memberType: number | null): AccessVerdict {
  if (rule.access === 'public') return 'allow';
  if (memberType === null) return `guest-${rule.guest}`;
  if (rule.access === 'agent' && !isAgent(memberType)) return 'not-agent';
  if (rule.access === 'real-account' && isTrial(memberType)) return 'free-reject';
  return 'allow';
}
