import { randomBytes } from 'node:crypto';
import {
  fairRandom, FISH_FAIR_GAME, fishBetLevels, fishKind, fishShotOutcome, fishShotPublicSeed, fishShotRound, settleShot, toMajorUnits,
  type FishKindId, type FishShot, type FishShotAnswer,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createFishRepository, type FishShotRow } from './fish-repository.ts';
import type { CatalogueGame } from './repository.ts';
import type { SlotFairRounds, SlotNextRound, SlotWallet } from './slot-play.ts';

export type FishTable = { betLevelsMinor: number[]; next: SlotNextRound | null; lastFairRoundId: number | null };

export type FishPlayed = {
  shot: FishShot;
  /** The wallet after the shot; free play reports null. */
  balanceMinor: number | null;
  /** The revealed round of this shot (its verify page); null in free play. */
  fairRoundId: number | null;
  next: SlotNextRound | null;
};

/** A played shot on the wire, amounts in major units. */
export function toFishShotAnswer(played: FishPlayed, freePlay: boolean): FishShotAnswer {
  const { shot } = played;
  return {
    fish: shot.fish, multiplier: shot.multiplier, bet: toMajorUnits(shot.betMinor), caught: shot.caught, win: toMajorUnits(shot.winMinor),
    balance: played.balanceMinor === null ? null : toMajorUnits(played.balanceMinor), freePlay, fairRoundId: played.fairRoundId, next: played.next,
  };
}

/** What a settled shot records as its outcome (the game records show it). */
const shotOutcome = (shot: FishShot) => [`${shot.fish} ×${shot.multiplier}`, shot.caught ? 'caught' : 'escaped'];

const settledShot = (row: FishShotRow): FishShot => ({
  fish: row.fish as FishKindId, multiplier: fishKind(row.fish as FishKindId).multiplier, betMinor: row.betMinor, caught: row.caught!, winMinor: row.winMinor!,
});

/**
 * Fishing play. A member's shot is a provably fair round (`fishing`, `<member>.<game>.<shot number>`):
 * its seed was committed when the previous shot ended (or the game page opened), and the shot reveals
 * it with the player's seed, the shot's number and the fish aimed at. The stake is debited and the
 * win credited through the game API, named after the round, so a repeated submit (the same
 * idempotency key) moves nothing twice and answers the same shot. Shots are independent of each
 * other; one whose stake may have gone through but which was never settled (a crash, a lost
 * connection) is finished by the member's next shot at the game.
 */
export function createFishPlay(db: AppDatabase, fairness: SlotFairRounds, wallet: SlotWallet, now: () => Date = () => new Date()) {
  const fairKey = (row: Pick<FishShotRow, 'memberId' | 'gameId' | 'shotNumber'>) => ({ game: FISH_FAIR_GAME, round: fishShotRound(row.memberId, row.gameId, row.shotNumber) });
  const vendorRound = (row: FishShotRow) => `fish:${row.memberId}.${row.gameId}.${row.shotNumber}`;

  async function nextRound(key: { memberId: number; gameId: number }): Promise<SlotNextRound> {
    return db.transaction(async (tx) => {
      const shotNumber = await createFishRepository(tx).nextShotNumber(key);
      const round = fairKey({ ...key, shotNumber });
      const opened = await fairness.open(tx, round);
      return { fairRoundId: opened.id, commitment: opened.commitment, round: round.round };
    });
  }

  function requirePlayable(game: CatalogueGame, betMinor: number) {
    if (!fishBetLevels(game.minBetMinor).some((level) => level === betMinor)) {
      throw new AppError('request_param_err', { cause: 'a bet of one of the cannon levels' });
    }
  }

  /** The win of a settled shot, credited (again: the game API answers a repeated transaction with its first result). */
  async function credit(row: FishShotRow, shot: FishShot): Promise<number> {
    const roundId = vendorRound(row);
    const { balanceMinor } = await wallet.credit({ transactionId: `${roundId}:win`, roundId, amountMinor: shot.winMinor, outcome: shotOutcome(shot) });
    return balanceMinor;
  }

  /** Stakes, reveals and pays a started shot; the steps already done answer as they did. */
  async function finish(row: FishShotRow, launch: string): Promise<{ shot: FishShot; balanceMinor: number; fairRoundId: number }> {
    const roundId = vendorRound(row);
    if (row.caught === null) {
      try {
        await wallet.debit({ launch, transactionId: `${roundId}:stake`, roundId, amountMinor: row.betMinor });
      } catch (error) {
        // Refused (not enough balance, the launch has ended): the shot never happened.
        await createFishRepository(db).deleteUnsettledShot(row.memberId, row.idempotencyKey);
        throw error;
      }
    }
    const settled = await db.transaction(async (tx) => {
      const shots = createFishRepository(tx);
      const current = await shots.lockShot(row.id);
      if (current.caught !== null) return { shot: settledShot(current), fairRoundId: current.fairRoundId! };
      const fish = current.fish as FishKindId;
      const revealed = await fairness.reveal(tx, fairKey(current), fishShotPublicSeed(current.clientSeed, current.shotNumber, fish), fishShotOutcome);
      const shot = settleShot(revealed.outcome, fish, current.betMinor);
      await shots.settleShot(current.id, { fairRoundId: revealed.id, caught: shot.caught, winMinor: shot.winMinor, settledAt: now() });
      return { shot, fairRoundId: revealed.id };
    });
    return { ...settled, balanceMinor: await credit(row, settled.shot) };
  }

  /** The member's shot under its key, inserted under the next number (its round opened before it is read) unless it is there already. */
  async function start(memberId: number, game: CatalogueGame, request: { betMinor: number; fish: FishKindId; idempotencyKey: string; clientSeed: string }) {
    for (;;) {
      const row = await db.transaction(async (tx) => {
        const shots = createFishRepository(tx);
        const mine = await shots.findShot(memberId, request.idempotencyKey);
        if (mine) return mine;
        const inserted = await shots.insertShot({ memberId, gameId: game.id, ...request });
        if (inserted) await fairness.open(tx, fairKey(inserted));
        return inserted;
      });
      if (row) return row;
    }
  }

  return {
    /** What the game page shows before the first shot: the bet levels and the next shot's commitment (none in free play). */
    async table(memberId: number | null, game: CatalogueGame): Promise<FishTable> {
      const betLevelsMinor = fishBetLevels(game.minBetMinor);
      if (memberId === null) return { betLevelsMinor, next: null, lastFairRoundId: null };
      const key = { memberId, gameId: game.id };
      const last = await createFishRepository(db).lastSettledShot(key);
      return { betLevelsMinor, next: await nextRound(key), lastFairRoundId: last?.fairRoundId ?? null };
    },

    /** A member's shot at one fish on their live launch token. */
    async shot(member: { memberId: number; launch: string }, game: CatalogueGame, request: { betMinor: number; fish: FishKindId; idempotencyKey: string; clientSeed: string }): Promise<FishPlayed> {
      const key = { memberId: member.memberId, gameId: game.id };
      const mine = await createFishRepository(db).findShot(member.memberId, request.idempotencyKey);
      if (!mine) {
        requirePlayable(game, request.betMinor);
        for (const stale of await createFishRepository(db).unsettledShots(key)) {
          // A stale shot the wallet refuses now is dropped by `finish`; this shot goes on regardless.
          await finish(stale, member.launch).catch((error: unknown) => {
            if (!(error instanceof AppError)) throw error;
          });
        }
      }
      const row = mine ?? (await start(member.memberId, game, request));
      const played = row.caught === null
        ? await finish(row, member.launch)
        : { shot: settledShot(row), fairRoundId: row.fairRoundId, balanceMinor: await credit(row, settledShot(row)) };
      return { ...played, next: await nextRound(key) };
    },

    /** Free play: play money, no member, nothing recorded; the shot reads a fresh secure seed. */
    freePlayShot(game: CatalogueGame, betMinor: number, fish: FishKindId): FishPlayed {
      requirePlayable(game, betMinor);
      const outcome = fishShotOutcome(fairRandom(randomBytes(32).toString('hex'), 'free-play'));
      return { shot: settleShot(outcome, fish, betMinor), balanceMinor: null, fairRoundId: null, next: null };
    },
  };
}

export type FishPlay = ReturnType<typeof createFishPlay>;
