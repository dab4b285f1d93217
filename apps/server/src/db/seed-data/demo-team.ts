import { MEMBER_TYPE, SLOT_THEMES, spin, type SlotThemeId } from '@m/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/password-hash.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { createBankCardRepository } from '../../modules/bank-cards/repository.ts';
import { maskAccountNumber } from '../../modules/bank-cards/service.ts';
import { createDepositRepository } from '../../modules/deposit/repository.ts';
import { creditDepositTransfer, newOrderNo } from '../../modules/deposit/service.ts';
import { settleSpin } from '../../modules/games/service.ts';
import { spinOutcome } from '../../modules/games/slot-play.ts';
import { slotThemeOf } from '../../modules/games/slot-themes.ts';
import { lockMemberWallet } from '../../modules/ledger/service.ts';
import { createMemberRepository } from '../../modules/member/repository.ts';
import { createWithdrawalRepository } from '../../modules/withdrawals/repository.ts';
import { holdWithdrawal, payOutWithdrawal } from '../../modules/withdrawals/ledger-moves.ts';
import type { AppDatabase } from '../client.ts';
import { bets, gameVendors, games, members, merchants, withdrawBanks } from '../schema.ts';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;
/** The days of activity before the seed runs. */
export const DEMO_TEAM_DAYS = 30;

type Rank = 'agent' | 'player';
/** One member of the plan, uplines before their downlines. */
type PlannedMember = { username: string; rank: Rank; upline: string; regDaysAgo: number; activity: number; stakes: readonly number[] };

const FIRST_NAMES = [
  'maria', 'jose', 'ana', 'juan', 'rosa', 'mark', 'joy', 'paolo', 'carla', 'miguel', 'liza', 'ramon', 'grace', 'noel', 'bea',
  'jun', 'trisha', 'carlo', 'nina', 'rico', 'ella', 'dante', 'mae', 'arnel', 'kris', 'lito', 'faith', 'jomar', 'tess', 'vince',
];
const LAST_NAMES = ['santos', 'reyes', 'cruz', 'bautista', 'garcia', 'mendoza', 'torres', 'flores', 'ramos', 'villanueva', 'aquino', 'castro'];
/** Stakes in minor units: most play small, a few play big. */
const SMALL_STAKES = [10_00, 20_00, 20_00, 50_00] as const;
const MEDIUM_STAKES = [20_00, 50_00, 100_00, 100_00] as const;
const HIGH_STAKES = [100_00, 200_00, 500_00] as const;
const DEPOSIT_AMOUNTS = [300_00, 500_00, 1_000_00, 1_000_00, 2_000_00, 5_000_00] as const;
const DEPOSIT_PROVIDERS = [{ code: 'GCASH', name: 'GCash' }, { code: 'MAYA', name: 'Maya' }, { code: 'BDO', name: 'BDO Unibank' }] as const;
const SLOT_GAMES = 24;
const TEAM_SEED = 222_026;

/**
 * agent01's team on DEMO: agent02 and agent03 with three sub-agents each, players at every level,
 * about 200 members in three levels below agent01 (demo, already there, among them). Registrations
 * spread over the last 30 days; agents registered first.
 */
function planTeam(random: ReturnType<typeof seededRandom>): PlannedMember[] {
  const used = new Set<string>();
  const playerName = () => {
    for (;;) {
      const name = `${random.pick(FIRST_NAMES)}${random.pick(LAST_NAMES).slice(0, random.int(0, 3))}${random.int(1, 99)}`;
      if (name.length >= 6 && !used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const stakesOf = () => (random.chance(0.1) ? HIGH_STAKES : random.chance(0.4) ? MEDIUM_STAKES : SMALL_STAKES);
  const player = (upline: string, after: number): PlannedMember => ({
    username: playerName(), rank: 'player', upline, regDaysAgo: random.int(0, after - 1),
    activity: 0.15 + random.next() * 0.4, stakes: stakesOf(),
  });
  const agent = (username: string, upline: string, regDaysAgo: number): PlannedMember => ({
    username, rank: 'agent', upline, regDaysAgo, activity: 0.3, stakes: MEDIUM_STAKES,
  });

  const plan: PlannedMember[] = [agent('agent02', 'agent01', 30), agent('agent03', 'agent01', 29)];
  for (let index = 0; index < 8; index++) plan.push(player('agent01', 30));
  const subAgents = [['agent02', 'agent04'], ['agent02', 'agent05'], ['agent02', 'agent06'], ['agent03', 'agent07'], ['agent03', 'agent08'], ['agent03', 'agent09']] as const;
  for (const [upline, username] of subAgents) plan.push(agent(username, upline, 27 - subAgents.findIndex(([, name]) => name === username)));
  for (const upline of ['agent02', 'agent03']) for (let index = 0; index < 18; index++) plan.push(player(upline, 28));
  for (const [, upline] of subAgents) {
    const regDaysAgo = plan.find((member) => member.username === upline)!.regDaysAgo;
    for (let index = 0; index < 24; index++) plan.push(player(upline, regDaysAgo));
  }
  return plan;
}

type Team = { merchantId: number; plan: PlannedMember[]; ids: Map<string, number>; regAt: Map<number, Date> };

/**
 * The plan's members under agent01, in one transaction (those not there yet: another step may have
 * made agent02 and agent03), each with its wallet opened so the activity's transactions find it;
 * answers the team as it is in the database.
 */
async function seedTeamMembers(db: AppDatabase, merchantId: number, agent01Id: number, now: Date): Promise<Team> {
  const random = seededRandom(TEAM_SEED);
  const plan = planTeam(random);
  const [agentHash, playerHash] = [await hashPassword('agent1234'), await hashPassword('demo1234')];
  await db.transaction(async (tx) => {
    const repository = createMemberRepository(tx);
    const ids = new Map<string, number>([['agent01', agent01Id]]);
    for (const planned of plan) {
      const existing = await repository.findByUsername(merchantId, planned.username);
      if (existing) {
        ids.set(planned.username, existing.id);
        continue;
      }
      const row = await repository.insert({
        merchantId,
        username: planned.username,
        passwordHash: planned.rank === 'agent' ? agentHash : playerHash,
        type: planned.rank === 'agent' ? MEMBER_TYPE.AGENT : MEMBER_TYPE.PLAYER,
        affiliateCode: planned.rank === 'agent' ? planned.username.toUpperCase() : null,
        parentId: ids.get(planned.upline)!,
        payeeName: planned.username.replace(/\d+$/, '').replace(/^./, (first) => first.toUpperCase()),
        regDate: new Date(now.getTime() - planned.regDaysAgo * DAY_MS - 22 * HOUR_MS + random.int(0, 60) * MINUTE_MS),
      });
      ids.set(planned.username, row.id);
      await lockMemberWallet(tx, row.id);
    }
  });
  const rows = await db.select({ id: members.id, username: members.username, regDate: members.regDate }).from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.username, plan.map((planned) => planned.username))));
  return {
    merchantId, plan, ids: new Map(rows.map((row) => [row.username, row.id])), regAt: new Map(rows.map((row) => [row.id, row.regDate])),
  };
}

/**
 * One member's 30 days, in one transaction, unless the member has played already (a seed cut short
 * goes on where it stopped): logins, spins, the deposits that fund them and now and then a withdrawal.
 */
async function seedMemberActivity(db: AppDatabase, team: Team, index: number, now: Date, place: { slots: { id: number; theme: SlotThemeId }[]; bankId: number }) {
  const planned = team.plan[index]!;
  const memberId = team.ids.get(planned.username)!;
  const { merchantId } = team;
  const random = seededRandom(TEAM_SEED + 1 + index);
  const draw = (n: number) => random.int(0, n - 1);
  const bytes = (size: number) => Array.from({ length: size }, () => random.int(0, 255));
  await db.transaction(async (tx) => {
    const [played] = await tx.select({ id: bets.id }).from(bets).where(eq(bets.memberId, memberId)).limit(1);
    if (played) return;
    let balanceMinor = 0;
    let spins = 0;
    let withdrawals = 0;
    let cardId: number | null = null;

    const deposit = async (at: Date, atLeastMinor: number) => {
      const amountMinor = Math.max(random.pick(DEPOSIT_AMOUNTS), Math.ceil(atLeastMinor / 100_00) * 100_00);
      const provider = random.pick(DEPOSIT_PROVIDERS);
      const order = await createDepositRepository(tx).insertOrder({
        orderNo: newOrderNo(at, bytes), merchantId, memberId, requestId: `seed-team-${random.int(0, 2 ** 30)}`,
        channel: 'pg', providerCode: provider.code, providerName: provider.name, status: 'PAID',
        amountMinor, feeMinor: 0, creditMinor: amountMinor, createdAt: at, expiresAt: new Date(at.getTime() + 30 * MINUTE_MS),
        paidAt: at, closedAt: at,
      });
      await creditDepositTransfer(tx, order, at);
      balanceMinor += amountMinor;
    };

    const withdraw = async (at: Date) => {
      const amountMinor = Math.floor(balanceMinor / 2 / 100_00) * 100_00;
      const accountNumber = `0917${String(memberId).padStart(7, '0')}`;
      cardId ??= await createBankCardRepository(tx).insert({ merchantId, memberId, bankId: place.bankId, accountName: planned.username, accountNumber });
      const withdrawalRepository = createWithdrawalRepository(tx);
      const row = await withdrawalRepository.insert({
        merchantId, memberId, bankCardId: cardId, bankName: 'GCash', accountNumberMasked: maskAccountNumber(accountNumber),
        amountMinor, status: 'PAID', requestId: `seed-team-${withdrawals++}`, createdAt: at,
      });
      const move = { withdrawalId: row.id, memberId, merchantId, amountMinor };
      await holdWithdrawal(tx, { ...move, at });
      const paidAt = new Date(at.getTime() + 5 * MINUTE_MS);
      await payOutWithdrawal(tx, { ...move, at: paidAt });
      for (const status of ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'PAID'] as const) {
        await withdrawalRepository.addEvent({ withdrawalId: row.id, status, createdAt: status === 'SUBMITTED' ? at : paidAt });
      }
      balanceMinor -= amountMinor;
    };

    const registered = team.regAt.get(memberId)!.getTime();
    for (let daysAgo = planned.regDaysAgo; daysAgo >= 0; daysAgo--) {
      if (!random.chance(planned.activity)) continue;
      // The day's play starts between 1 and 20 hours before this time of day, after the registration.
      let at = new Date(Math.max(now.getTime() - daysAgo * DAY_MS - random.int(1, 20) * HOUR_MS, registered + 5 * MINUTE_MS));
      // A member made just now (another step's agent02 or agent03) has no past day to play on.
      if (at.getTime() + HOUR_MS > now.getTime()) continue;
      const next = () => (at = new Date(at.getTime() + random.int(1, 6) * MINUTE_MS));
      await createMemberRepository(tx).update(memberId, { lastLogin: at });
      for (let bet = random.int(1, 2); bet > 0; bet--) {
        const stakeMinor = random.pick(planned.stakes);
        if (balanceMinor < stakeMinor) await deposit(next(), stakeMinor);
        const slot = random.pick(place.slots);
        const played = spin(SLOT_THEMES[slot.theme], { next: random.next, int: draw }, stakeMinor);
        const settled = await settleSpin(tx, {
          memberId, gameId: slot.id, stakeMinor, winMinor: played.totalWinMinor, outcome: spinOutcome(played), idempotencyKey: `seed-team-${spins++}`, at: next(),
        });
        balanceMinor = settled.balanceMinor;
      }
      if (balanceMinor >= 2_000_00 && random.chance(0.3)) await withdraw(next());
    }
  });
}

/**
 * agent01's team on DEMO with what its members did over the last 30 days, written through the same
 * paths as the real thing so every team figure and `ledger:check` agree: deposits credited as the
 * deposit module credits them (the order and its DEPOSIT transfer), spins settled by the games
 * service, withdrawals held and paid out by the withdrawal module's ledger moves, logins on the
 * member's row. Each fact carries its own time in the past, which the team statistics' triggers
 * count on its day. The members come in one transaction, each member's activity in one of its own;
 * a second run changes nothing. Nothing on a database without agent01.
 */
export async function seedDemoTeam(db: AppDatabase, now = new Date()): Promise<void> {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  const agent01 = merchant && (await createMemberRepository(db).findByUsername(merchant.id, 'agent01'));
  if (!merchant || !agent01) return;
  const team = await seedTeamMembers(db, merchant.id, agent01.id, now);
  const slots = await db.select({ id: games.id, vendor: games.vendor, gameCode: games.gameCode, name: games.name, subType: games.subType, vassalage: gameVendors.vassalage })
    .from(games).innerJoin(gameVendors, eq(gameVendors.code, games.vendor)).where(eq(games.gameCategory, 'RNG')).orderBy(asc(games.id)).limit(SLOT_GAMES);
  const [bank] = await db.select({ id: withdrawBanks.id }).from(withdrawBanks)
    .where(and(eq(withdrawBanks.merchantId, merchant.id), eq(withdrawBanks.code, 'GCASH')));
  const place = { slots: slots.map((slot) => ({ id: slot.id, theme: slotThemeOf(slot) })), bankId: bank!.id };
  for (let index = 0; index < team.plan.length; index++) await seedMemberActivity(db, team, index, now, place);
}
