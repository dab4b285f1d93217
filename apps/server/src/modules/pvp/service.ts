import {
  LUCKY9_FAIR_GAME, PVP_SEAT_WAIT_MS, lucky9Duel, lucky9Returns, toMajorUnits, toMinorUnits,
  type Lucky9Outcome, type PvpSeat, type PvpSeatEvent,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { PvpSeatRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskAccount } from '../../lib/masked-account.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import type { Fairness } from '../fairness/service.ts';
import type { InHouseVendor } from '../game-api/in-house.ts';
import { createPvpRepository, type PvpSeatWithDuel } from './repository.ts';

const MY_SEATS_LIMIT = 20;

export type PvpRoomOptions = {
  db: AppDatabase;
  fairness: Fairness;
  /** The in-house vendor of the game API: a seat's stake is its debit (the member's launch token authorises it). */
  vendor: InHouseVendor;
  /** The same vendor calling the game API inside `tx`: a duel's credits and a seat's refund move with the seat's change. */
  vendorIn(tx: AppDatabase): InHouseVendor;
  /** The name of a catalogue game that opens the room; null for any other game. */
  pvpGameName(gameId: number): Promise<string | null>;
  now?: () => number;
};

type JoinRequest = { gameId: number; stake: number; requestId: string };

/** One game-API round per seat: its debit is the stake, its one credit what the duel returned (or its rollback the refund). */
const gameRoundOf = (seat: PvpSeatRow) => `pvp:${seat.id}`;
const stakeTransactionOf = (seat: PvpSeatRow) => `pvp-stake:${seat.id}`;
/** The waiting seat's fair round: named by its member and request, so it is known before the seat exists. */
const fairKeyOf = (seat: PvpSeatRow) => ({ game: LUCKY9_FAIR_GAME, round: `${seat.memberId}:${seat.requestId}` });
/** The duel's public seed: both seats' requests, the joining player's chosen by them, so the server does not choose it alone. */
const publicSeedOf = (first: PvpSeatRow, second: PvpSeatRow) => `${first.memberId}:${first.requestId}|${second.memberId}:${second.requestId}`;

/**
 * The PVP room: heads-up Lucky 9 duels between members, the house taking a rake and never playing.
 * A join debits the stake through the game API, then, in one transaction holding its level's lock
 * (so two joins at a level never both wait, in any process), meets the level's longest-waiting
 * seat of another member (a seat being cancelled or expired is skipped) and settles the duel at
 * once, or opens its own fair round and waits. A waiting seat is cancelled by its player or expired
 * by the sweep (`expireDue`, on the job runner), its stake rolled back in the same transaction that
 * closes it, so it is refunded once; a duel's credits are written with the seats' settlement.
 */
export function createPvpRoom(options: PvpRoomOptions) {
  const { db, fairness, vendor } = options;
  const clock = options.now ?? Date.now;

  function outcomeLabels(outcome: Lucky9Outcome): string[] {
    return [`1 ${outcome.first.join(' ')} (${outcome.firstTotal})`, `2 ${outcome.second.join(' ')} (${outcome.secondTotal})`, outcome.winner];
  }

  /** Settles the duel of the waiting `first` seat and the joining `second` seat, in `tx`. */
  async function settleDuel(tx: AppDatabase, first: PvpSeatRow, second: PvpSeatRow): Promise<void> {
    const repository = createPvpRepository(tx);
    const revealed = await fairness.reveal(tx, fairKeyOf(first), publicSeedOf(first, second), lucky9Duel);
    const returns = lucky9Returns(first.stakeMinor, revealed.outcome.winner);
    const at = new Date(clock());
    const duel = await repository.insertDuel({
      firstSeatRef: first.id, secondSeatRef: second.id, fairRoundId: revealed.id, outcome: revealed.outcome, rakeMinor: returns.rakeMinor, settledAt: at,
    });
    const sides = [{ seat: first, returnMinor: returns.first }, { seat: second, returnMinor: returns.second }]
      // Wallets locked in member order, so two settling duels never wait for each other's.
      .sort((a, b) => a.seat.memberId - b.seat.memberId);
    const inTx = options.vendorIn(tx);
    for (const { seat, returnMinor } of sides) {
      await repository.close(seat.id, 'SETTLED', returnMinor, at, duel.id);
      await inTx.credit({ transactionId: `${gameRoundOf(seat)}:settle`, roundId: gameRoundOf(seat), amountMinor: returnMinor, outcome: outcomeLabels(revealed.outcome) });
    }
  }

  /** The seat's stake returned and the seat closed, in `tx` (the seat locked by the caller). */
  async function refund(tx: AppDatabase, seat: PvpSeatRow, status: 'CANCELLED' | 'EXPIRED'): Promise<void> {
    await createPvpRepository(tx).close(seat.id, status, seat.stakeMinor, new Date(clock()));
    // A stake not taken yet is recorded as rolled back, so its debit is refused if it still comes.
    await options.vendorIn(tx).rollback({ transactionId: `pvp-refund:${seat.id}`, refTransactionId: stakeTransactionOf(seat), roundId: gameRoundOf(seat) });
  }

  /** The seat, its stake taken, meets a waiting one or waits itself: one step under its level's lock. */
  async function matchOrWait(pending: PvpSeatRow): Promise<void> {
    await db.transaction(async (tx) => {
      const repository = createPvpRepository(tx);
      await repository.lockLevel(pending.merchantId, pending.stakeMinor);
      const seat = (await repository.lockSeat(pending.id))!;
      if (seat.status !== 'PENDING') return;
      const opponent = await repository.lockOpponent(seat, new Date(clock()));
      if (opponent) {
        await settleDuel(tx, opponent, seat);
        return;
      }
      const opened = await fairness.open(tx, fairKeyOf(seat));
      await repository.markWaiting(seat.id, opened.id, opened.commitment);
    });
  }

  async function viewsOf(seats: PvpSeatWithDuel[]): Promise<PvpSeat[]> {
    const otherSeats = seats.flatMap((seat) => (seat.duel ? [seat.duel.firstSeatRef === seat.id ? seat.duel.secondSeatRef : seat.duel.firstSeatRef] : []));
    const holders = await createPvpRepository(db).seatHolders(otherSeats);
    return seats.map((seat) => {
      const { duel } = seat;
      let duelView: PvpSeat['duel'] = null;
      if (duel) {
        const outcome = duel.outcome as Lucky9Outcome;
        const isFirst = duel.firstSeatRef === seat.id;
        const mine = isFirst ? { cards: outcome.first, total: outcome.firstTotal } : { cards: outcome.second, total: outcome.secondTotal };
        const theirs = isFirst ? { cards: outcome.second, total: outcome.secondTotal } : { cards: outcome.first, total: outcome.firstTotal };
        const won = outcome.winner === (isFirst ? 'FIRST' : 'SECOND');
        duelView = {
          fairRoundId: duel.fairRoundId, you: mine,
          opponent: { ...theirs, name: maskAccount(holders.get(isFirst ? duel.secondSeatRef : duel.firstSeatRef) ?? '') },
          result: outcome.winner === 'SPLIT' ? 'SPLIT' : won ? 'WIN' : 'LOSS',
          returned: toMajorUnits(seat.returnMinor ?? 0), rake: won ? toMajorUnits(duel.rakeMinor) : 0, settledAt: duel.settledAt.getTime(),
        };
      }
      return {
        id: seat.id, stake: toMajorUnits(seat.stakeMinor), status: seat.status === 'PENDING' ? 'WAITING' : seat.status,
        commitment: seat.commitment, expiresAt: seat.expiresAt.getTime(), duel: duelView,
      };
    });
  }
  const viewOf = async (seat: PvpSeatWithDuel) => (await viewsOf([seat]))[0]!;

  async function balanceOf(session: MemberSession, merchantCode: string, gameId: number): Promise<number> {
    return (await vendor.balance({ launch: await vendor.launchFor(session, merchantCode, gameId) })).balanceMinor;
  }

  return {
    /**
     * A seat at a stake level, once per request id: written PENDING (one open seat per member), its
     * stake debited, then matched or waiting. A debit the game API refuses removes the seat.
     */
    async join(session: MemberSession, merchant: { id: number; code: string }, request: JoinRequest): Promise<{ seat: PvpSeat; balance: number }> {
      const repository = createPvpRepository(db);
      const earlier = await repository.seatOfRequest(session.memberId, request.requestId);
      if (earlier) return { seat: await viewOf(earlier), balance: toMajorUnits(await balanceOf(session, merchant.code, earlier.gameId)) };
      if ((await options.pvpGameName(request.gameId)) === null) throw new AppError('request_param_err', { cause: 'not a PVP game' });
      const launch = await vendor.launchFor(session, merchant.code, request.gameId);
      const seat = await repository.insertSeat({
        memberId: session.memberId, merchantId: merchant.id, gameId: request.gameId, requestId: request.requestId,
        stakeMinor: toMinorUnits(request.stake), expiresAt: new Date(clock() + PVP_SEAT_WAIT_MS),
      });
      if (!seat) {
        const raced = await repository.seatOfRequest(session.memberId, request.requestId);
        if (raced) return { seat: await viewOf(raced), balance: toMajorUnits(await balanceOf(session, merchant.code, raced.gameId)) };
        throw new AppError('pvp.seat.waiting');
      }
      let balanceMinor: number;
      try {
        ({ balanceMinor } = await vendor.debit({ launch, transactionId: stakeTransactionOf(seat), roundId: gameRoundOf(seat), amountMinor: seat.stakeMinor }));
      } catch (error) {
        // Refused, nothing moved: the seat never was. Anything else leaves it PENDING for the sweep to roll back.
        if (error instanceof AppError) await repository.deleteSeat(seat.id);
        throw error;
      }
      await matchOrWait(seat);
      const settled = (await repository.seat(seat.id))!;
      const won = settled.status === 'SETTLED' ? (settled.returnMinor ?? 0) : 0;
      return { seat: await viewOf(settled), balance: toMajorUnits(won > 0 ? await balanceOf(session, merchant.code, seat.gameId) : balanceMinor) };
    },

    /** The member's waiting seat given up, its stake returned; refused once it met an opponent or was closed. */
    async cancel(memberId: number, seatId: number): Promise<PvpSeat> {
      await db.transaction(async (tx) => {
        const seat = await createPvpRepository(tx).lockSeat(seatId);
        if (!seat || seat.memberId !== memberId) throw new AppError('not.found');
        if (seat.status !== 'WAITING') throw new AppError('pvp.seat.closed');
        await refund(tx, seat, 'CANCELLED');
      });
      return viewOf((await createPvpRepository(db).seat(seatId))!);
    },

    /** The sweep's work, in the job run's transaction: every open seat past its expiry refunded and closed. */
    async expireDue(tx: AppDatabase, at: Date): Promise<{ expired: number }> {
      const due = await createPvpRepository(tx).lockExpired(at);
      for (const seat of due) await refund(tx, seat, 'EXPIRED');
      return { expired: due.length };
    },

    /** The room opened from `gameId`: the levels as the member sees them (the commitment of the seat a join would meet), the member's latest seat. */
    async room(memberId: number, merchantId: number, levels: readonly number[], gameId: number | undefined) {
      const nowMs = clock();
      const repository = createPvpRepository(db);
      const waiting = await repository.waitingSeats(merchantId, memberId, new Date(nowMs));
      const [latest] = await repository.latestSeatsOf(memberId, 1);
      return {
        now: nowMs,
        game: gameId === undefined ? null : await options.pvpGameName(gameId),
        levels: levels.map((stake) => ({ stake, commitment: waiting.find((seat) => seat.stakeMinor === toMinorUnits(stake))?.commitment ?? null })),
        seat: latest ? await viewOf(latest) : null,
      };
    },

    /** The member event stream's `pvp` event: the member's latest seat and where it stands. */
    async seatEvent(memberId: number): Promise<PvpSeatEvent> {
      const [latest] = await createPvpRepository(db).latestSeatsOf(memberId, 1);
      return { seatId: latest?.id ?? null, status: latest?.status === 'PENDING' ? null : (latest?.status ?? null) };
    },

    /** The member's latest seats that are over, newest first (only their own). */
    async mySeats(memberId: number): Promise<{ list: PvpSeat[] }> {
      return { list: await viewsOf(await createPvpRepository(db).latestSeatsOf(memberId, MY_SEATS_LIMIT, ['SETTLED', 'CANCELLED', 'EXPIRED'])) };
    },
  };
}

export type PvpRoom = ReturnType<typeof createPvpRoom>;
