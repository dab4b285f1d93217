import { and, eq, inArray } from 'drizzle-orm';
import { MEMBER_TYPE } from '@m/contract';
import { hashPassword } from '../../lib/password-hash.ts';
import { createMemberRepository } from '../../modules/member/repository.ts';
import type { AppDatabase } from '../client.ts';
import { agentContracts, members, merchants, type StoredContractTier } from '../schema.ts';

const PESO = 100;

/** Dividends are switched on for DEMO and off for ALT (its agents' footer and pages show no dividends). */
export async function seedAgentDividends(db: AppDatabase): Promise<void> {
  await db.update(merchants).set({ agentDividends: true }).where(eq(merchants.code, 'DEMO'));
  await db.update(merchants).set({ agentDividends: false }).where(eq(merchants.code, 'ALT'));
}

/** The demo daily salary: more turnover and more active members of the team in a day pay more. */
const DEMO_SALARY_TIERS: StoredContractTier[] = [
  { turnoverMinor: 10_000 * PESO, activeMembers: 5, amountMinor: 100 * PESO },
  { turnoverMinor: 50_000 * PESO, activeMembers: 20, amountMinor: 600 * PESO },
  { turnoverMinor: 200_000 * PESO, activeMembers: 50, amountMinor: 3_000 * PESO },
];

/** A direct sub-agent of agent01: the demo team's (seeded by the team's seed) or, without it, created here the same way. */
async function subAgent(db: AppDatabase, merchantId: number, agentId: number, username: string): Promise<number | null> {
  const [existing] = await db.select({ id: members.id, parentId: members.parentId }).from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
  if (existing) return existing.parentId === agentId ? existing.id : null;
  const created = await createMemberRepository(db).insert({
    merchantId, username, passwordHash: await hashPassword('agent1234'), type: MEMBER_TYPE.AGENT, parentId: agentId, mobile: null,
  });
  return created.id;
}

/**
 * On DEMO, agent01's sub-agent agent02 works under an accepted daily salary contract and agent03
 * has one offered and awaiting its answer (the contract prompt on its agent home). Idempotent:
 * a contract already there (the same request id, or any of the kind in that state) is kept.
 */
export async function seedDemoContracts(db: AppDatabase): Promise<void> {
  const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  if (!demo) return;
  const [agent] = await db.select({ id: members.id }).from(members).where(and(eq(members.merchantId, demo.id), eq(members.username, 'agent01')));
  if (!agent) return;
  const seeded = [
    { username: 'agent02', status: 'ACCEPTED' as const },
    { username: 'agent03', status: 'OFFERED' as const },
  ];
  for (const { username, status } of seeded) {
    const receiverId = await subAgent(db, demo.id, agent.id, username);
    if (receiverId === null) continue;
    const [open] = await db.select({ id: agentContracts.id }).from(agentContracts)
      .where(and(eq(agentContracts.receiverId, receiverId), eq(agentContracts.kind, 'DAILY_SALARY'), inArray(agentContracts.status, ['OFFERED', 'ACCEPTED'])));
    if (open) continue;
    const at = new Date();
    await db.insert(agentContracts).values({
      merchantId: demo.id, offererId: agent.id, receiverId, kind: 'DAILY_SALARY', period: null, tiers: DEMO_SALARY_TIERS, status,
      requestId: `seed-demo-salary-${username}`, offeredAt: at, answeredAt: status === 'ACCEPTED' ? at : null,
    }).onConflictDoNothing();
  }
}
