import type { LoginResponse } from '@m/contract';
import type { Member } from '../../db/schema.ts';
import type { RequestOrigin } from '../../lib/request-context.ts';
import type { MemberAccounts } from './member-accounts.ts';
import type { MemberSessions } from './service.ts';

/**
 * Opens a session for a member who proved who they are, and answers like the login call. Every way
 * in passes here, so `admit` (the member's own exclusion from play) refuses them all alike.
 */
export function createSignIn(
  members: MemberAccounts,
  sessions: MemberSessions,
  admit: (memberId: number) => Promise<void> = async () => undefined,
  clock: () => number = Date.now,
) {
  return async (member: Member, origin: RequestOrigin): Promise<LoginResponse> => {
    await admit(member.id);
    const { token } = await sessions.issue(member, origin.device, origin);
    await members.update(member.id, { lastLogin: new Date(clock()) });
    return { token, id: member.id, userName: member.username, type: member.type, firstTimeLogin: member.lastLogin === null };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
