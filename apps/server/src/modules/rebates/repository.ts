import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  games, ledgerAccounts, ledgerPostings, ledgerTransfers, members, rebateClaimLines, rebateClaims, rebateRates, rebateSettings,
} from '../../db/schema.ts';

/** The club level whose rates apply to a member whose own level has none. */
export const BASE_CLUB_LABEL = 'VIP0';

export type RebateSettings = { minClaimMinor: number; turnoverMultiple: number };
/** A rate's row: in force for stakes from `effectiveFrom` until the next row of its club level and category. */
export type RateRow = { clubLabel: string; gameCategory: string; rateBasisPoints: number; effectiveFrom: Date };
/** Stakes of one category made in one stretch of time between rate changes (`since`: its start; null: before every change). */
export type CategoryStakes = { gameCategory: string; since: Date | null; turnoverMinor: number };
/** The member's stakes after a claim's end: per category and stretch, the last BET transfer counted and when the first was made. */
export type StakesSince = { categories: CategoryStakes[]; throughTransferId: number | null; firstStakeAt: Date | null };
export type LastClaim = { throughTransferId: number; periodTo: Date };
export type ClaimLine = { gameCategory: string; turnoverMinor: number; rateBasisPoints: number; amountMinor: number };
export type StoredClaim = {
  id: number; periodFrom: Date; periodTo: Date; turnoverMinor: number; amountMinor: number; lines: ClaimLine[];
};

/** Rebate rules, the member's stakes as the ledger has them and the claims paid, on the executor it is given. */
export function createRebateRepository(db: AppDatabase) {
  async function linesOf(claimIds: number[]): Promise<Map<number, ClaimLine[]>> {
    const byClaim = new Map<number, ClaimLine[]>(claimIds.map((id) => [id, []]));
    if (claimIds.length === 0) return byClaim;
    const rows = await db.select().from(rebateClaimLines).where(inArray(rebateClaimLines.claimId, claimIds)).orderBy(rebateClaimLines.gameCategory);
    for (const { claimId, ...line } of rows) byClaim.get(claimId)!.push(line);
    return byClaim;
  }

  return {
    /** `lock`: until the transaction ends. */
    async settings(merchantId: number, options: { lock?: boolean } = {}): Promise<RebateSettings | null> {
      const query = db.select().from(rebateSettings).where(eq(rebateSettings.merchantId, merchantId));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ? { minClaimMinor: row.minClaimMinor, turnoverMultiple: row.turnoverMultiple } : null;
    },

    async setMinClaim(merchantId: number, minClaimMinor: number): Promise<void> {
      await db.update(rebateSettings).set({ minClaimMinor }).where(eq(rebateSettings.merchantId, merchantId));
    },

    /** Every rate row of the member's club level and of the base level, oldest first: the history `rateAt` reads. */
    async rateHistoryOf(merchantId: number, memberId: number): Promise<{ clubLabel: string; rows: RateRow[] }> {
      const [member] = await db.select({ clubLabel: members.clubLabel }).from(members).where(eq(members.id, memberId));
      const clubLabel = member?.clubLabel ?? BASE_CLUB_LABEL;
      const rows = await db.select().from(rebateRates)
        .where(and(eq(rebateRates.merchantId, merchantId), inArray(rebateRates.clubLabel, [...new Set([BASE_CLUB_LABEL, clubLabel])])))
        .orderBy(asc(rebateRates.effectiveFrom));
      return { clubLabel, rows };
    },

    /** Every rate row of the merchant, oldest first. */
    rateRowsOf(merchantId: number): Promise<RateRow[]> {
      return db.select().from(rebateRates).where(eq(rebateRates.merchantId, merchantId)).orderBy(asc(rebateRates.effectiveFrom));
    },

    /**
     * A new rate in force from now, by the database's clock: the one the stakes' transfers are
     * stamped with (a change within the same transaction's instant replaces that row).
     */
    async insertRate(merchantId: number, rate: Omit<RateRow, 'effectiveFrom'>): Promise<void> {
      await db.insert(rebateRates).values({ merchantId, ...rate, effectiveFrom: sql`now()` })
        .onConflictDoUpdate({ target: [rebateRates.merchantId, rebateRates.clubLabel, rebateRates.gameCategory, rebateRates.effectiveFrom], set: { rateBasisPoints: rate.rateBasisPoints } });
    },

    async lastClaim(memberId: number): Promise<LastClaim | null> {
      const [row] = await db.select({ throughTransferId: rebateClaims.throughTransferId, periodTo: rebateClaims.periodTo })
        .from(rebateClaims).where(eq(rebateClaims.memberId, memberId)).orderBy(desc(rebateClaims.throughTransferId)).limit(1);
      return row ?? null;
    },

    /**
     * The member's BET transfers out of the wallet after transfer `afterTransferId`, summed per game
     * category and per stretch between the instants `changes` (ascending) at which a rate changed.
     */
    async stakesSince(memberId: number, afterTransferId: number, changes: Date[]): Promise<StakesSince> {
      const stretch = changes.length === 0
        ? sql<number>`0`
        : sql<number>`(${sql.join(changes.map((at) => sql`(case when ${ledgerTransfers.createdAt} >= ${at.toISOString()}::timestamptz then 1 else 0 end)`), sql` + `)})`;
      const rows = await db
        .select({
          gameCategory: games.gameCategory,
          stretch: stretch.as('stretch'),
          // A stake the game rolled back (BET_REFUND) takes its turnover back: the wallet's postings of both, debits negative.
          turnoverMinor: sql<string>`-sum(${ledgerPostings.amountMinor})`,
          throughTransferId: sql<number>`max(${ledgerTransfers.id})`,
          firstStakeAt: sql<string>`min(${ledgerTransfers.createdAt})`,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
        .innerJoin(games, eq(ledgerTransfers.reference, sql`'game:' || ${games.id}`))
        .where(and(
          eq(ledgerAccounts.kind, 'member-wallet'), eq(ledgerAccounts.memberId, memberId),
          inArray(ledgerTransfers.type, ['BET', 'BET_REFUND']), gt(ledgerTransfers.id, afterTransferId),
        ))
        .groupBy(games.gameCategory, sql`stretch`);
      const through = rows.length === 0 ? null : Math.max(...rows.map((row) => Number(row.throughTransferId)));
      const firsts = rows.map((row) => new Date(row.firstStakeAt).getTime());
      return {
        categories: rows.map((row) => ({
          gameCategory: row.gameCategory, since: Number(row.stretch) === 0 ? null : changes[Number(row.stretch) - 1]!, turnoverMinor: Math.max(0, Number(row.turnoverMinor)),
        })),
        throughTransferId: through,
        firstStakeAt: firsts.length === 0 ? null : new Date(Math.min(...firsts)),
      };
    },

    async findByRequest(memberId: number, requestId: string): Promise<StoredClaim | null> {
      const [row] = await db.select().from(rebateClaims).where(and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.requestId, requestId)));
      return row ? { ...row, lines: (await linesOf([row.id])).get(row.id)! } : null;
    },

    async insert(claim: {
      merchantId: number; memberId: number; afterTransferId: number; throughTransferId: number; periodFrom: Date; periodTo: Date;
      turnoverMinor: number; amountMinor: number; transferId: number; requestId: string; lines: ClaimLine[];
    }): Promise<number> {
      const { lines, ...row } = claim;
      const [inserted] = await db.insert(rebateClaims).values(row).returning({ id: rebateClaims.id });
      await db.insert(rebateClaimLines).values(lines.map((line) => ({ claimId: inserted!.id, ...line })));
      return inserted!.id;
    },

    /** The member's claims paid in [from, to), newest first, with the whole range's totals. */
    async pageOf(memberId: number, range: { from: Date; to: Date }, page: { offset: number; limit: number }) {
      const inRange = and(eq(rebateClaims.memberId, memberId), gte(rebateClaims.createdAt, range.from), lt(rebateClaims.createdAt, range.to));
      const [rows, [totals]] = await Promise.all([
        db.select().from(rebateClaims).where(inRange).orderBy(desc(rebateClaims.createdAt), desc(rebateClaims.id)).offset(page.offset).limit(page.limit),
        db.select({
          total: count(),
          turnoverMinor: sql<string>`coalesce(sum(${rebateClaims.turnoverMinor}), 0)`,
          amountMinor: sql<string>`coalesce(sum(${rebateClaims.amountMinor}), 0)`,
        }).from(rebateClaims).where(inRange),
      ]);
      const lines = await linesOf(rows.map((row) => row.id));
      return {
        items: rows.map((row): StoredClaim => ({ ...row, lines: lines.get(row.id)! })),
        total: totals?.total ?? 0,
        turnoverMinor: Number(totals?.turnoverMinor ?? 0),
        amountMinor: Number(totals?.amountMinor ?? 0),
      };
    },
  };
}

export type RebateRepository = ReturnType<typeof createRebateRepository>;
