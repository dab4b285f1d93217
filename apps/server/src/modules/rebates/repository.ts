import { and, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import {
  games, ledgerAccounts, ledgerPostings, ledgerTransfers, members, rebateClaimLines, rebateClaims, rebateRates, rebateSettings,
} from '../../db/schema.ts';

/** The club level whose rates apply to a member whose own level has none. */
export const BASE_CLUB_LABEL = 'VIP0';

export type RebateSettings = { minClaimMinor: number; turnoverMultiple: number };
export type CategoryStakes = { gameCategory: string; turnoverMinor: number };
/** The member's stakes after a claim's end: per category, the last BET transfer counted and when the first was made. */
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
    async settings(merchantId: number): Promise<RebateSettings | null> {
      const [row] = await db.select().from(rebateSettings).where(eq(rebateSettings.merchantId, merchantId));
      return row ? { minClaimMinor: row.minClaimMinor, turnoverMultiple: row.turnoverMultiple } : null;
    },

    /** The rates of the member's club level per game category, the base level's where the member's has none. */
    async ratesOf(merchantId: number, memberId: number): Promise<Map<string, number>> {
      const [member] = await db.select({ clubLabel: members.clubLabel }).from(members).where(eq(members.id, memberId));
      const labels = [BASE_CLUB_LABEL, ...(member && member.clubLabel !== BASE_CLUB_LABEL ? [member.clubLabel] : [])];
      const rows = await db.select().from(rebateRates).where(and(eq(rebateRates.merchantId, merchantId), inArray(rebateRates.clubLabel, labels)));
      const rates = new Map<string, number>();
      for (const row of rows) if (row.clubLabel === BASE_CLUB_LABEL) rates.set(row.gameCategory, row.rateBasisPoints);
      for (const row of rows) if (row.clubLabel !== BASE_CLUB_LABEL) rates.set(row.gameCategory, row.rateBasisPoints);
      return rates;
    },

    async lastClaim(memberId: number): Promise<LastClaim | null> {
      const [row] = await db.select({ throughTransferId: rebateClaims.throughTransferId, periodTo: rebateClaims.periodTo })
        .from(rebateClaims).where(eq(rebateClaims.memberId, memberId)).orderBy(desc(rebateClaims.throughTransferId)).limit(1);
      return row ?? null;
    },

    /** The member's BET transfers out of the wallet after transfer `afterTransferId`, summed per game category. */
    async stakesSince(memberId: number, afterTransferId: number): Promise<StakesSince> {
      const rows = await db
        .select({
          gameCategory: games.gameCategory,
          turnoverMinor: sql<string>`sum(${ledgerTransfers.amountMinor})`,
          throughTransferId: sql<number>`max(${ledgerTransfers.id})`,
          firstStakeAt: sql<string>`min(${ledgerTransfers.createdAt})`,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerPostings.transferId))
        .innerJoin(games, eq(ledgerTransfers.reference, sql`'game:' || ${games.id}`))
        .where(and(
          eq(ledgerAccounts.kind, 'member-wallet'), eq(ledgerAccounts.memberId, memberId),
          eq(ledgerTransfers.type, 'BET'), eq(ledgerTransfers.debitAccountId, ledgerAccounts.id), gt(ledgerTransfers.id, afterTransferId),
        ))
        .groupBy(games.gameCategory);
      const through = rows.length === 0 ? null : Math.max(...rows.map((row) => Number(row.throughTransferId)));
      const firsts = rows.map((row) => new Date(row.firstStakeAt).getTime());
      return {
        categories: rows.map((row) => ({ gameCategory: row.gameCategory, turnoverMinor: Number(row.turnoverMinor) })),
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
