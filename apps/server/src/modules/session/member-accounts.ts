import type { Member, NewMember } from '../../db/schema.ts';

/**
 * What signing in needs of the members' accounts; the composition root hands in the member
 * module's repository, so the session module does not reach into the member module.
 */
export type MemberAccounts = {
  findById(id: number): Promise<Member | null>;
  findByUsername(merchantId: number, username: string): Promise<Member | null>;
  findByMobile(merchantId: number, mobile: string): Promise<Member | null>;
  insert(member: NewMember): Promise<Member>;
  update(id: number, patch: { lastLogin: Date }): Promise<void>;
};
