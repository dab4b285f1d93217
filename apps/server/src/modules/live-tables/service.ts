import { toMajorUnits, toMinorUnits, type FairRandom } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { NOTIFY_CHANNELS } from '../../db/notifications.ts';
import type { LiveTableRoundRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import type { Fairness } from '../fairness/service.ts';
import type { InHouseVendor } from '../game-api/in-house.ts';
import { createLiveTableRepository, type LiveBetView } from './repository.ts';

/**
 * What makes a live table its game: its schedule, how a round is dealt from its fair numbers and
 * what each spot returns, and what the table shows of a round besides its times and commitment.
 * `code` names the table and its fair-game kind (FAIR_GAMES[code] recomputes its rounds).
 */
export type LiveTableGame<Spot extends string, Outcome, RoundInfo extends object, RoadEntry extends object> = {
  code: string;
  roundMs: number;
  bettingMs: number;
  roadLength: number;
  deal(random: FairRandom, roundKey: string): Outcome;
  returnMinor(spot: Spot, stakeMinor: number, outcome: Outcome, roundKey: string): number;
  /** What the game record keeps of a dealt round. */
  labels(outcome: Outcome, roundKey: string): string[];
  /** What everyone sees of a round before its deal (a fight's card), derived from its key. */
  roundInfo(roundKey: string): RoundInfo;
  roadEntry(outcome: Outcome, roundKey: string): RoadEntry;
  /** Whether a catalogue game opens this table. */
  isTableGame(gameId: number): Promise<boolean>;
};

export type LiveTableView<Outcome, RoundInfo extends object, RoadEntry extends object> = {
  now: number;
  round: { key: string; fairRoundId: number; commitment: string; opensAt: number; closesAt: number; dealsAt: number } & RoundInfo;
  last: ({ key: string; fairRoundId: number; outcome: Outcome } & RoundInfo) | null;
  road: Array<{ key: string; fairRoundId: number } & RoadEntry>;
};

export type LiveBet<Spot extends string> = {
  id: number; round: string; fairRoundId: number; spot: Spot; stake: number; status: 'OPEN' | 'SETTLED' | 'VOID'; returned: number | null;
};

type BetRequest<Spot extends string> = { round: string; gameId: number; requestId: string; bets: Array<{ spot: Spot; stake: number }> };

const MY_BETS_LIMIT = 30;

export type LiveTableOptions = {
  db: AppDatabase;
  fairness: Fairness;
  /** The in-house vendor of the game API: stakes are its debits (a member's launch token authorises them). */
  vendor: InHouseVendor;
  /** The same vendor calling the game API inside `tx` (the deal settles in the job's transaction: it pays once, with the run). */
  vendorIn(tx: AppDatabase): InHouseVendor;
  now?: () => number;
};

/** Rounds start on the table's period boundaries: the job runner's periods. */
const roundStartOf = (atMs: number, roundMs: number) => Math.floor(atMs / roundMs) * roundMs;
const keyOf = (startMs: number) => new Date(startMs).toISOString();
/** One game-API round per member, game and table round: its debits are the member's stakes, its one credit what they won. */
const gameRoundId = (round: LiveTableRoundRow, memberId: number, gameId: number) => `live:${round.tableCode}:${round.roundKey}:${memberId}:${gameId}`;

function betOf<Spot extends string>(bet: LiveBetView): LiveBet<Spot> {
  return {
    id: bet.id, round: bet.roundKey, fairRoundId: bet.fairRoundId, spot: bet.spot as Spot, stake: toMajorUnits(bet.stakeMinor),
    status: bet.status, returned: bet.returnMinor === null ? null : toMajorUnits(bet.returnMinor),
  };
}

/**
 * A live table everyone shares. A round runs every `roundMs` (the job runner's period): it is
 * opened with its fair round (the commitment published) as soon as anyone looks at the table or
 * the previous round is dealt, takes bets for its first `bettingMs`, and is dealt by the job when
 * its period ends, from the revealed seed and the round key as public seed (`game.deal`).
 * Stakes are game-API debits, made as the bet is taken; the deal credits each member's returns
 * once in the job's transaction. A round missed while no server ran is dealt late by the next
 * run (its seed was committed before betting closed and is still secret, so a late deal is as fair)
 * and settled as usual; a bet whose debit had not completed when its round was dealt is voided
 * and its stake rolled back.
 */
export function createLiveTable<Spot extends string, Outcome, RoundInfo extends object, RoadEntry extends object>(
  game: LiveTableGame<Spot, Outcome, RoundInfo, RoadEntry>,
  options: LiveTableOptions,
) {
  const { db, fairness, vendor } = options;
  const clock = options.now ?? Date.now;
  const startOf = (atMs: number) => roundStartOf(atMs, game.roundMs);

  /** The round starting at `startMs`, opened (its seed committed) if it was not. */
  async function ensureRound(tx: AppDatabase, startMs: number): Promise<LiveTableRoundRow> {
    const repository = createLiveTableRepository(tx);
    const roundKey = keyOf(startMs);
    const existing = await repository.findRound(game.code, roundKey);
    if (existing) return existing;
    const opened = await fairness.open(tx, { game: game.code, round: roundKey });
    await repository.insertRoundOnce({
      tableCode: game.code, roundKey, fairRoundId: opened.id, commitment: opened.commitment,
      opensAt: new Date(startMs), closesAt: new Date(startMs + game.bettingMs), dealsAt: new Date(startMs + game.roundMs),
    });
    return (await repository.findRound(game.code, roundKey))!;
  }

  /** Deals the round (once) and settles its open bets through the game API, in `tx`. */
  async function deal(tx: AppDatabase, roundId: number): Promise<void> {
    const repository = createLiveTableRepository(tx);
    const round = await repository.lockRound(roundId, 'update');
    if (round.outcome !== null) return;
    const revealed = await fairness.reveal(tx, { game: game.code, round: round.roundKey }, round.roundKey, (random) => game.deal(random, round.roundKey));
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
      const returnMinor = game.returnMinor(bet.spot as Spot, bet.stakeMinor, revealed.outcome, round.roundKey);
      returns.set(roundRef, (returns.get(roundRef) ?? 0) + returnMinor);
      await repository.settle(bet.id, 'SETTLED', returnMinor, at);
    }
    for (const [roundRef, amountMinor] of returns) {
      await inTx.credit({ transactionId: `${roundRef}:settle`, roundId: roundRef, amountMinor, outcome: game.labels(revealed.outcome, round.roundKey) });
    }
    await repository.notifyChanged(NOTIFY_CHANNELS.liveTableChanged, game.code);
  }

  return {
    code: game.code,
    roundMs: game.roundMs,

    /**
     * The job's work for the period starting `startMs`: deals its round and every earlier one still
     * undealt, then opens the next round so its commitment is out before its bets.
     */
    async dealPeriod(tx: AppDatabase, startMs: number): Promise<{ dealt: number }> {
      const current = await ensureRound(tx, startMs);
      const due = await createLiveTableRepository(tx).undealtDue(game.code, new Date(Math.min(current.dealsAt.getTime(), clock())));
      const rounds = [...due.filter((round) => round.id !== current.id), current];
      for (const round of rounds) await deal(tx, round.id);
      await ensureRound(tx, Math.max(startMs + game.roundMs, startOf(clock())));
      return { dealt: rounds.length };
    },

    /** Deletes up to `limit` rounds dealt before `before` that took no bet, and their fair rounds (the prune job's work, on its transaction). */
    async pruneUnplayed(tx: AppDatabase, before: Date, limit: number): Promise<number> {
      const fairRoundIds = await createLiveTableRepository(tx).deleteUnplayedRounds(game.code, before, limit);
      await fairness.forget(tx, fairRoundIds);
      return fairRoundIds.length;
    },

    /** The table as everyone sees it: the current round (opened now if nobody had), the last deal, the road. */
    async table(): Promise<LiveTableView<Outcome, RoundInfo, RoadEntry>> {
      const nowMs = clock();
      const round = await db.transaction((tx) => ensureRound(tx, startOf(nowMs)));
      const dealt = await createLiveTableRepository(db).latestDealt(game.code, game.roadLength);
      const latest = dealt[0];
      return {
        now: nowMs,
        round: {
          key: round.roundKey, fairRoundId: round.fairRoundId, commitment: round.commitment,
          opensAt: round.opensAt.getTime(), closesAt: round.closesAt.getTime(), dealsAt: round.dealsAt.getTime(),
          ...game.roundInfo(round.roundKey),
        },
        last: latest
          ? { key: latest.roundKey, fairRoundId: latest.fairRoundId, ...game.roundInfo(latest.roundKey), outcome: latest.outcome as Outcome }
          : null,
        road: dealt.reverse().map((row) => ({ key: row.roundKey, fairRoundId: row.fairRoundId, ...game.roadEntry(row.outcome as Outcome, row.roundKey) })),
      };
    },

    /**
     * Stakes on the open round, once per request id: each bet's row is written (the round locked
     * against its deal, checked still open), then its stake debited through the game API.
     */
    async bet(session: MemberSession, merchantCode: string, request: BetRequest<Spot>): Promise<{ bets: LiveBet<Spot>[]; balance: number }> {
      const repository = createLiveTableRepository(db);
      const earlier = await repository.betsOfRequest(session.memberId, request.requestId);
      if (earlier.length > 0) {
        return { bets: earlier.map(betOf<Spot>), balance: toMajorUnits((await vendor.balance({ launch: await vendor.launchFor(session, merchantCode, earlier[0]!.gameId) })).balanceMinor) };
      }
      if (!(await game.isTableGame(request.gameId))) throw new AppError('request_param_err', { cause: `not a ${game.code} table game` });
      const nowMs = clock();
      const startMs = Date.parse(request.round);
      if (startMs !== startOf(nowMs) || nowMs >= startMs + game.bettingMs) throw new AppError('live.betting.closed');
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
      return { bets: (await repository.betsOfRequest(session.memberId, request.requestId)).map(betOf<Spot>), balance: toMajorUnits(balanceMinor) };
    },

    /** The member's latest bets at the table, newest first (only their own). */
    async myBets(memberId: number): Promise<{ list: LiveBet<Spot>[] }> {
      return { list: (await createLiveTableRepository(db).latestBetsOf(game.code, memberId, MY_BETS_LIMIT)).map(betOf<Spot>) };
    },
  };
}

export type LiveTable<Spot extends string, Outcome, RoundInfo extends object, RoadEntry extends object> =
  ReturnType<typeof createLiveTable<Spot, Outcome, RoundInfo, RoadEntry>>;
