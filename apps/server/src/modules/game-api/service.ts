import type {
  GameBalanceRequest, GameCreditRequest, GameDebitRequest, GameRollbackRequest, GameWalletAnswer,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import { verifyWebhook } from '../../lib/webhook-signature.ts';
import type { LaunchGrant, LaunchTokens } from '../games/launch-token.ts';
import { lockMemberWallet, merchantOfMember, transfer } from '../ledger/service.ts';
import { recordStake } from '../ledger/turnover.ts';
import type { SigningKeySource } from '../signing-keys/service.ts';
import { createGameApiRepository, type GameRoundRow } from './repository.ts';

/** The platform's own games: a vendor like any other on this API, which may play every game of the catalogue. */
export const IN_HOUSE_VENDOR = 'INHOUSE';
const CURRENCY = 'PHP';

/** A signed call as it came: the exact body its signature covers, and the brand it was sent to (null: in-process, the in-house vendor). */
export type SignedGameCall = { rawBody: string; signature: unknown; merchantCode: string | null };

export type GameApiOptions = {
  db: AppDatabase;
  launchTokens: LaunchTokens;
  /** The HMAC keys a vendor's calls may be signed with now (configuration: a vendor with none is refused). */
  vendorKeys: (vendor: string) => Promise<readonly Uint8Array[]>;
  /** The vendor code of a catalogue game, null when there is none. */
  vendorOfGame: (gameId: number) => Promise<string | null>;
  /** What follows a member's settled round, after its transaction (the VIP promotion). */
  onSettled?: (memberId: number) => Promise<void>;
  now?: () => Date;
};

/** The keys of the API's vendors: the in-house vendor's own signing key, every other vendor's from `outside` (none without it). */
export function vendorKeysOf(inHouse: SigningKeySource, outside: GameApiOptions['vendorKeys'] = async () => []): GameApiOptions['vendorKeys'] {
  return async (vendor) => (vendor === IN_HOUSE_VENDOR ? [await inHouse()] : outside(vendor));
}

type Answer = GameWalletAnswer;
const answer = (balanceMinor: number): Answer => ({ balanceMinor, currency: CURRENCY });
const refuseRound = (cause: string) => new AppError('game.round.invalid', { cause });

/**
 * The seamless-wallet game API. A vendor keeps no money: it asks for a player's balance, debits a
 * stake, credits a win and rolls back a stake it voids, each call signed with its key (5 minutes
 * either side) and named by its own transaction id. Balance and debit need a live launch token
 * for a game the vendor serves; a credit or a rollback needs the round of an earlier debit, not a
 * live token (a lottery settles after the player has gone). A repeated transaction id answers the
 * balance after the first and moves nothing. Every movement is one ledger transfer between the
 * member's wallet and the merchant's game account, in the call's transaction; the member's wallet is
 * locked first, so one member's calls take turns. A settled round becomes a `bets` row.
 */
export function createGameApi(options: GameApiOptions) {
  const { db, launchTokens } = options;
  const now = options.now ?? (() => new Date());

  async function requireSigned(vendor: string, call: SignedGameCall) {
    const at = now().getTime();
    if (!(await options.vendorKeys(vendor)).some((key) => verifyWebhook(key, call.signature, call.rawBody, at))) {
      throw new AppError('game.signature.invalid');
    }
  }

  /** The launch's grant when it is live, real money, of this brand and of a game this vendor serves. */
  async function liveGrant(vendor: string, launch: string, merchantCode: string | null): Promise<LaunchGrant & { memberId: number } | null> {
    const grant = await launchTokens.verify(launch);
    if (!grant || grant.freePlay || grant.memberId === null) return null;
    if (merchantCode !== null && grant.merchantCode !== merchantCode) return null;
    if (vendor !== IN_HOUSE_VENDOR && (await options.vendorOfGame(grant.gameId)) !== vendor) return null;
    return { ...grant, memberId: grant.memberId };
  }

  async function requireRoundOfBrand(tx: AppDatabase, round: GameRoundRow | null, merchantCode: string | null): Promise<GameRoundRow> {
    if (!round) throw refuseRound('no such round');
    if (merchantCode !== null && (await createGameApiRepository(tx).merchantCodeOfMember(round.memberId)) !== merchantCode) {
      throw refuseRound('another brand\'s round');
    }
    return round;
  }

  /** The member's wallet, then the round (the order a debit locks them in): a settled round's member waits for their other calls. */
  async function lockRoundAndWallet(tx: AppDatabase, vendor: string, roundId: string, merchantCode: string | null) {
    const repository = createGameApiRepository(tx);
    const { memberId } = await requireRoundOfBrand(tx, await repository.findRound(vendor, roundId), merchantCode);
    const balanceBefore = await lockMemberWallet(tx, memberId);
    return { round: (await repository.lockRound(vendor, roundId))!, balanceBefore };
  }

  /** Runs a call's writes; two members' calls naming one transaction id (a vendor's mistake) end in a refusal, not a failure. */
  async function inTransaction<T>(work: (tx: AppDatabase) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'game_transactions_vendor_tx_uq') throw refuseRound('transaction id used by another call');
      throw error;
    }
  }

  const wallet = (memberId: number) => ({ kind: 'member-wallet', memberId }) as const;
  const houseOf = async (tx: AppDatabase, memberId: number) => ({ kind: 'house-game', merchantId: await merchantOfMember(tx, memberId) }) as const;

  return {
    async balance(body: GameBalanceRequest, call: SignedGameCall): Promise<Answer> {
      await requireSigned(body.vendor, call);
      const grant = await liveGrant(body.vendor, body.launch, call.merchantCode);
      if (!grant) throw new AppError('game.launch.invalid');
      return db.transaction(async (tx) => answer(await lockMemberWallet(tx, grant.memberId)));
    },

    async debit(body: GameDebitRequest, call: SignedGameCall): Promise<Answer> {
      await requireSigned(body.vendor, call);
      const grant = await liveGrant(body.vendor, body.launch, call.merchantCode);
      return inTransaction(async (tx) => {
        const repository = createGameApiRepository(tx);
        const balanceBefore = grant ? await lockMemberWallet(tx, grant.memberId) : null;
        const earlier = await repository.findTransaction(body.vendor, body.transactionId);
        if (earlier) {
          if (earlier.kind !== 'DEBIT' || (grant && earlier.memberId !== grant.memberId)) throw refuseRound('transaction id used by another call');
          return answer(earlier.balanceMinor!);
        }
        if (!grant || balanceBefore === null) throw new AppError('game.launch.invalid');
        if (await repository.findRollbackOf(body.vendor, body.transactionId)) throw refuseRound('the stake was rolled back before it came');
        const round = (await repository.lockRound(body.vendor, body.roundId, { memberId: grant.memberId, gameId: grant.gameId }))!;
        if (round.memberId !== grant.memberId || round.gameId !== grant.gameId) throw refuseRound('another member\'s or game\'s round');
        if (round.status !== 'OPEN') throw refuseRound('the round is over');
        let balanceMinor = balanceBefore;
        if (body.amountMinor > 0) {
          const moved = await transfer(tx, {
            type: 'BET', from: wallet(grant.memberId), to: await houseOf(tx, grant.memberId), amountMinor: body.amountMinor,
            reference: `game:${round.gameId}`, idempotencyKey: `game-debit:${body.vendor}:${body.transactionId}`,
          });
          balanceMinor = moved.memberBalances[0]!.balanceMinor;
          await repository.addStake(round.id, body.amountMinor);
        }
        await repository.insertTransaction({
          vendor: body.vendor, transactionId: body.transactionId, kind: 'DEBIT', roundRef: round.id, memberId: grant.memberId,
          amountMinor: body.amountMinor, balanceMinor,
        });
        return answer(balanceMinor);
      });
    },

    async credit(body: GameCreditRequest, call: SignedGameCall): Promise<Answer> {
      await requireSigned(body.vendor, call);
      let settledMember: number | null = null;
      const result = await inTransaction(async (tx) => {
        const repository = createGameApiRepository(tx);
        const { round, balanceBefore } = await lockRoundAndWallet(tx, body.vendor, body.roundId, call.merchantCode);
        const earlier = await repository.findTransaction(body.vendor, body.transactionId);
        if (earlier) {
          if (earlier.kind !== 'CREDIT' || earlier.roundRef !== round.id) throw refuseRound('transaction id used by another call');
          return answer(earlier.balanceMinor!);
        }
        if (round.status !== 'OPEN') throw refuseRound('the round is over');
        let balanceMinor = balanceBefore;
        if (body.amountMinor > 0) {
          const moved = await transfer(tx, {
            type: 'WIN', from: await houseOf(tx, round.memberId), to: wallet(round.memberId), amountMinor: body.amountMinor,
            reference: `game:${round.gameId}`, idempotencyKey: `game-credit:${body.vendor}:${body.transactionId}`,
          });
          balanceMinor = moved.memberBalances[0]!.balanceMinor;
        }
        const at = now();
        await repository.settle(round.id, body.amountMinor, at);
        await repository.insertTransaction({
          vendor: body.vendor, transactionId: body.transactionId, kind: 'CREDIT', roundRef: round.id, memberId: round.memberId,
          amountMinor: body.amountMinor, balanceMinor,
        });
        await repository.insertSettledBet({
          memberId: round.memberId, gameId: round.gameId, stakeMinor: round.stakeMinor, winMinor: body.amountMinor,
          outcome: body.outcome, idempotencyKey: `game:${body.vendor}:${body.roundId}`, createdAt: at,
        });
        if (round.stakeMinor > 0) await recordStake(tx, round.memberId, round.stakeMinor);
        settledMember = round.memberId;
        return answer(balanceMinor);
      });
      if (settledMember !== null) await options.onSettled?.(settledMember);
      return result;
    },

    async rollback(body: GameRollbackRequest, call: SignedGameCall): Promise<Answer> {
      await requireSigned(body.vendor, call);
      return inTransaction(async (tx) => {
        const repository = createGameApiRepository(tx);
        const { round, balanceBefore } = await lockRoundAndWallet(tx, body.vendor, body.roundId, call.merchantCode);
        const earlier = await repository.findTransaction(body.vendor, body.transactionId);
        if (earlier) {
          if (earlier.kind !== 'ROLLBACK' || earlier.roundRef !== round.id) throw refuseRound('transaction id used by another call');
          return answer(earlier.balanceMinor!);
        }
        const debit = await repository.findTransaction(body.vendor, body.refTransactionId);
        if (debit && (debit.kind !== 'DEBIT' || debit.roundRef !== round.id)) throw refuseRound('the rolled back transaction is not a stake of this round');
        const keep = (amountMinor: number, balanceMinor: number) => repository.insertTransaction({
          vendor: body.vendor, transactionId: body.transactionId, kind: 'ROLLBACK', roundRef: round.id, memberId: round.memberId,
          amountMinor, refTransactionId: body.refTransactionId, balanceMinor,
        });
        // A stake rolled back already (by another rollback id), or not seen yet (kept, so it is refused if it comes): nothing moves.
        if (!debit || (await repository.findRollbackOf(body.vendor, body.refTransactionId))) {
          await keep(0, balanceBefore);
          return answer(balanceBefore);
        }
        if (round.status !== 'OPEN') throw refuseRound('the round is over');
        let balanceMinor = balanceBefore;
        if (debit.amountMinor > 0) {
          const moved = await transfer(tx, {
            type: 'BET_REFUND', from: await houseOf(tx, round.memberId), to: wallet(round.memberId), amountMinor: debit.amountMinor,
            reference: `game:${round.gameId}`, idempotencyKey: `game-rollback:${body.vendor}:${body.refTransactionId}`,
          });
          balanceMinor = moved.memberBalances[0]!.balanceMinor;
          await repository.addStake(round.id, -debit.amountMinor);
        }
        await keep(debit.amountMinor, balanceMinor);
        await repository.voidIfEmpty(round.id, now());
        return answer(balanceMinor);
      });
    },
  };
}

export type GameApi = ReturnType<typeof createGameApi>;
