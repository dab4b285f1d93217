import {
  BACCARAT_BETTING_MS, BACCARAT_ROAD_LENGTH, BACCARAT_ROUND_MS, baccaratReturnMinor, baccaratRound, toMajorUnits, toMinorUnits,
  type BaccaratBet, type BaccaratOutcome, type BaccaratSpot, type BaccaratTable,
} from '@m/contract';
import type { z } from 'zod';
import type { baccaratBetRequestSchema } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { NOTIFY_CHANNELS } from '../../db/notifications.ts';
import type { LiveTableRoundRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import type { Fairness } from '../fairness/service.ts';
import type { InHouseVendor } from '../game-api/in-house.ts';
import { createLiveTableRepository, type LiveBetView } from './repository.ts';

/** The one baccarat table, and its fair-game kind (FAIR_GAMES.baccarat recomputes its rounds). */
export const BACCARAT_TABLE = 'baccarat';
export const BACCARAT_FAIR_GAME = 'baccarat';
const MY_BETS_LIMIT = 30;

type BetRequest = z.output<typeof baccaratBetRequestSchema>;

export type LiveTablesOptions = {
  db: AppDatabase;
  fairness: Fairness;
  /** The in-house vendor of the game API: stakes are its debits (a member's launch token authorises them). */
  vendor: InHouseVendor;
  /** The same vendor calling the game API inside `tx` (the deal settles in the job's transaction: it pays once, with the run). */
  vendorIn(tx: AppDatabase): InHouseVendor;
  /** Whether a catalogue game may open the baccarat table (a live-category baccarat game). */
  isTableGame(gameId: number): Promise<boolean>;
  now?: () => number;
};

const roundStartOf = (atMs: number) => Math.floor(atMs / BACCARAT_ROUND_MS) * BACCARAT_ROUND_MS;
const keyOf = (startMs: number) => new Date(startMs).toISOString();
/** One game-API round per member, game and table round: its debits are the member's stakes, its one credit what they won. */
const gameRoundId = (round: LiveTableRoundRow, memberId: number, gameId: number) => `live:${round.tableCode}:${round.roundKey}:${memberId}:${gameId}`;

function betOf(bet: LiveBetView): BaccaratBet {
  return {
    id: bet.id, round: bet.roundKey, fairRoundId: bet.fairRoundId, spot: bet.spot as BaccaratSpot, stake: toMajorUnits(bet.stakeMinor),
    status: bet.status, returned: bet.returnMinor === null ? null : toMajorUnits(bet.returnMinor),
  };
}

/** What the game record keeps of a dealt round: the hands and their totals. */
const outcomeLabels = (outcome: BaccaratOutcome) => [
  `P ${outcome.player.join(' ')} (${outcome.playerTotal})`, `B ${outcome.banker.join(' ')} (${outcome.bankerTotal})`, outcome.winner,
];

/**
 * The live-style baccarat table. A round runs every 30 seconds (the job runner's period): it is
 * opened with its fair round (the commitment published) as soon as anyone looks at the table or
 * the previous round is dealt, takes bets for its first 20 seconds, and is dealt by the job when
 * its period ends, from the revealed seed and the round key as public seed (`baccaratRound`).
 * Stakes are game-API debits, made as the bet is taken; the deal credits each member's returns
 * once in the job's transaction. A round missed while no server ran is dealt late by the next
 * run (its seed was committed before betting closed and is still secret, so a late deal is as fair)
 * and settled as usual; a bet whose debit had not completed when its round was dealt is voided
 * and its stake rolled back.
 */
export function createLiveTables(options: LiveTablesOptions) {
  const { db, fairness, vendor } = options;
  const clock = options.now ?? Date.now;

  /** The round starting at `startMs`, opened (its seed committed) if it was not. */
  async function ensureRound(tx: AppDatabase, startMs: number): Promise<LiveTableRoundRow> {
    const repository = createLiveTableRepository(tx);
    const roundKey = keyOf(startMs);
    const existing = await repository.findRound(BACCARAT_TABLE, roundKey);
    if (existing) return existing;
    const opened = await fairness.open(tx, { game: BACCARAT_FAIR_GAME, round: roundKey });
    await repository.insertRoundOnce({
      tableCode: BACCARAT_TABLE, roundKey, fairRoundId: opened.id, commitment: opened.commitment,
      opensAt: new Date(startMs), closesAt: new Date(startMs + BACCARAT_BETTING_MS), dealsAt: new Date(startMs + BACCARAT_ROUND_MS),
    });
    return (await repository.findRound(BACCARAT_TABLE, roundKey))!;
  }

  /** Deals the round (once) and settles its open bets through the game API, in `tx`. */
  async function deal(tx: AppDatabase, roundId: number): Promise<void> {
    const repository = createLiveTableRepository(tx);
    const round = await repository.lockRound(roundId, 'update');
    if (round.outcome !== null) return;
    const revealed = await fairness.reveal(tx, { game: BACCARAT_FAIR_GAME, round: round.roundKey }, round.roundKey, baccaratRound);
    const at = new Date(clock());
    await repository.markDealt(round.id, revealed.outcome, at);
    const inTx = options.vendorIn(tx);
    const returns = new Map<string, number>();
    for (const bet of await repository.openBetsOfRound(round.id)) {
      const roundRef = gameRoundId(round, bet.memberId, bet.gameId);
      if (bet.staked === null) {
        // Its debit had not completed: voided, and a debit still under way is refused (or returned) by the rollback.
        await inTx.rollback({ transactionId: `live-void:${bet.id}`, refTransactionId: `live-bet:${bet.id}`, roundId: roundRef }).catch(() => undefined);
        await repository.settle(bet.id, 'VOID', 0, at);
        continue;
      }
      const returnMinor = baccaratReturnMinor(bet.spot as BaccaratSpot, bet.stakeMinor, revealed.outcome);
      returns.set(roundRef, (returns.get(roundRef) ?? 0) + returnMinor);
      await repository.settle(bet.id, 'SETTLED', returnMinor, at);
    }
    for (const [roundRef, amountMinor] of returns) {
      await inTx.credit({ transactionId: `${roundRef}:settle`, roundId: roundRef, amountMinor, outcome: outcomeLabels(revealed.outcome) });
    }
    await repository.notifyChanged(NOTIFY_CHANNELS.liveTableChanged, BACCARAT_TABLE);
  }

  return {

    /**
     * The job's work for the period starting `startMs`: deals its round and every earlier one still
     * undealt, then opens the next round so its commitment is out before its bets.
     */
    async dealPeriod(tx: AppDatabase, startMs: number): Promise<{ dealt: number }> {
      const current = await ensureRound(tx, startMs);
      const due = await createLiveTableRepository(tx).undealtDue(BACCARAT_TABLE, new Date(Math.min(current.dealsAt.getTime(), clock())));
      const rounds = [...due.filter((round) => round.id !== current.id), current];
      for (const round of rounds) await deal(tx, round.id);
      await ensureRound(tx, Math.max(startMs + BACCARAT_ROUND_MS, roundStartOf(clock())));
      return { dealt: rounds.length };
    },

    /** The table as everyone sees it: the current round (opened now if nobody had), the last deal, the road. */
    async table(): Promise<BaccaratTable> {
      const nowMs = clock();
      const round = await db.transaction((tx) => ensureRound(tx, roundStartOf(nowMs)));
      const dealt = await createLiveTableRepository(db).latestDealt(BACCARAT_TABLE, BACCARAT_ROAD_LENGTH);
      const latest = dealt[0];
      return {
        now: nowMs,
        round: {
          key: round.roundKey, fairRoundId: round.fairRoundId, commitment: round.commitment,
          opensAt: round.opensAt.getTime(), closesAt: round.closesAt.getTime(), dealsAt: round.dealsAt.getTime(),
        },
        last: latest ? { key: latest.roundKey, fairRoundId: latest.fairRoundId, outcome: latest.outcome as BaccaratOutcome } : null,
        road: dealt.reverse().map((row) => {
          const outcome = row.outcome as BaccaratOutcome;
          return { key: row.roundKey, fairRoundId: row.fairRoundId, winner: outcome.winner, playerPair: outcome.playerPair, bankerPair: outcome.bankerPair };
        }),
      };
    },

    /**
     * Stakes on the open round, once per request id: each bet's row is written (the round locked
     * against its deal, checked still open), then its stake debited through the game API.
     */
    async bet(session: MemberSession, merchantCode: string, request: BetRequest): Promise<{ bets: BaccaratBet[]; balance: number }> {
      const repository = createLiveTableRepository(db);
      const earlier = await repository.betsOfRequest(session.memberId, request.requestId);
      if (earlier.length > 0) {
        return { bets: earlier.map(betOf), balance: toMajorUnits((await vendor.balance({ launch: await vendor.launchFor(session, merchantCode, earlier[0]!.gameId) })).balanceMinor) };
      }
      if (!(await options.isTableGame(request.gameId))) throw new AppError('request_param_err', { cause: 'not a baccarat table game' });
      const nowMs = clock();
      const startMs = Date.parse(request.round);
      if (startMs !== roundStartOf(nowMs) || nowMs >= startMs + BACCARAT_BETTING_MS) throw new AppError('live.betting.closed');
      const launch = await vendor.launchFor(session, merchantCode, request.gameId);
      const { round, rows } = await db.transaction(async (tx) => {
        const opened = await ensureRound(tx, startMs);
        const locked = await createLiveTableRepository(tx).lockRound(opened.id, 'share');
        if (locked.outcome !== null) throw new AppError('live.betting.closed');
        const inserted = await createLiveTableRepository(tx).insertBets(request.bets.map((bet) => ({
          roundRef: locked.id, memberId: session.memberId, gameId: request.gameId, requestId: request.requestId, spot: bet.spot, stakeMinor: toMinorUnits(bet.stake),
        })));
        return { round: locked, rows: inserted };
      });
      let balanceMinor = 0;
      for (const row of rows) {
        try {
          ({ balanceMinor } = await vendor.debit({ launch, transactionId: `live-bet:${row.id}`, roundId: gameRoundId(round, session.memberId, request.gameId), amountMinor: row.stakeMinor }));
        } catch (error) {
          await repository.voidUnstaked(row.id, new Date(clock()));
          if (error instanceof AppError && error.errorCode === 'game.round.invalid') throw new AppError('live.betting.closed');
          throw error;
        }
        if (!(await repository.markStaked(row.id, new Date(clock())))) {
          // The round was dealt while the debit was under way, and the bet voided: its stake goes back.
          await vendor.rollback({ transactionId: `live-void:${row.id}`, refTransactionId: `live-bet:${row.id}`, roundId: gameRoundId(round, session.memberId, request.gameId) });
          throw new AppError('live.betting.closed');
        }
      }
      return { bets: (await repository.betsOfRequest(session.memberId, request.requestId)).map(betOf), balance: toMajorUnits(balanceMinor) };
    },

    /** The member's latest bets at the table, newest first (only their own). */
    async myBets(memberId: number): Promise<{ list: BaccaratBet[] }> {
      return { list: (await createLiveTableRepository(db).latestBetsOf(memberId, MY_BETS_LIMIT)).map(betOf) };
    },
  };
}

export type LiveTables = ReturnType<typeof createLiveTables>;
