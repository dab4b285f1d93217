import { randomBytes } from 'node:crypto';
import {
  fairRandom, isValidStake, settle, slotGameKind, slotRound, slotRoundReels, spin, stateAfter, SLOT_THEMES,
  toMajorUnits, type DemoSpin, type SlotSpin, type SlotState, type SlotThemeId,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Fairness } from '../fairness/service.ts';
import type { InHouseVendor } from '../game-api/in-house.ts';
import type { CatalogueGame } from './repository.ts';
import { createSlotRepository, type SlotSpinRow } from './slot-repository.ts';
import { slotThemeOf } from './slot-themes.ts';

/** The provably fair rounds (modules/fairness) as the slots use them. */
export type SlotFairRounds = Pick<Fairness, 'open' | 'reveal'>;

/** The in-house vendor of the game API (modules/game-api) as the slots use it: every stake and win goes through it. */
export type SlotWallet = Pick<InHouseVendor, 'debit' | 'credit'>;

/** The next spin's round, committed before the player stakes on it. */
export type SlotNextRound = { fairRoundId: number; commitment: string; round: string };

export type SlotTable = { theme: SlotThemeId; freeSpinsLeft: number; betMinor: number; next: SlotNextRound | null; lastFairRoundId: number | null };

export type SlotPlayed = {
  spin: SlotSpin;
  /** The wallet after the spin; free play reports null. */
  balanceMinor: number | null;
  /** The revealed round of this spin (its verify page); null in free play. */
  fairRoundId: number | null;
  next: SlotNextRound | null;
};

/** What a settled spin records as its outcome (the game records show it): each reel's window, top to bottom. */
export const spinOutcome = (result: SlotSpin): string[] => result.window.map((column) => column.join('/'));

/** A played spin on the wire, amounts in major units. */
export function toDemoSpin(played: SlotPlayed, freePlay: boolean): DemoSpin {
  const { spin: result } = played;
  return {
    theme: result.theme,
    window: result.window,
    lineWins: result.lineWins.map((win) => ({ line: win.line, symbol: win.symbol, count: win.count, win: toMajorUnits(win.winMinor) })),
    scatterCount: result.scatterCount,
    scatterWin: toMajorUnits(result.scatterWinMinor),
    stake: toMajorUnits(result.stakeMinor),
    bet: toMajorUnits(result.betMinor),
    win: toMajorUnits(result.totalWinMinor),
    free: result.free,
    multiplier: result.multiplier,
    freeSpinsAwarded: result.freeSpinsAwarded,
    freeSpinsLeft: result.freeSpinsLeft,
    balance: played.balanceMinor === null ? null : toMajorUnits(played.balanceMinor),
    freePlay,
    fairRoundId: played.fairRoundId,
    next: played.next,
  };
}

/** Free-play tables kept in memory (play money, no member): their free spins left, by launch token. */
const FREE_PLAY_TABLES_KEPT = 5_000;

/**
 * Slot play. A member's spin is a provably fair round: its seed was committed when the previous
 * spin ended (or the game page opened), and the spin reveals it with the player's seed and the
 * spin's number. The stake is debited and the win credited through the game API, named after the
 * round, so a repeated submit (the same idempotency key) moves nothing twice and answers the same
 * spin. A spin whose stake went through but whose reels were not read yet (a crash, a lost
 * connection) is finished by the member's next spin before it starts.
 */
export function createSlotPlay(db: AppDatabase, fairness: SlotFairRounds, wallet: SlotWallet, now: () => Date = () => new Date()) {
  const freePlayTables = new Map<string, SlotState>();

  const fairKey = (theme: SlotThemeId, round: string) => ({ game: slotGameKind(theme), round });
  const vendorRound = (memberId: number, gameId: number, spinNumber: number) => `slot:${memberId}.${gameId}.${spinNumber}`;

  async function openNext(tx: AppDatabase, theme: SlotThemeId, key: { memberId: number; gameId: number }, spins: number, free: boolean): Promise<SlotNextRound> {
    const round = slotRound(key.memberId, key.gameId, spins + 1, free);
    const opened = await fairness.open(tx, fairKey(theme, round));
    return { fairRoundId: opened.id, commitment: opened.commitment, round };
  }

  async function nextRound(theme: SlotThemeId, key: { memberId: number; gameId: number }): Promise<SlotNextRound> {
    return db.transaction(async (tx) => {
      const state = await createSlotRepository(tx).findState(key);
      return openNext(tx, theme, key, state?.spins ?? 0, (state?.freeSpinsLeft ?? 0) > 0);
    });
  }

  /** The win of a settled spin, credited (again: the game API answers a repeated transaction with its first result). */
  async function credit(row: SlotSpinRow, result: SlotSpin): Promise<number> {
    const roundId = vendorRound(row.memberId, row.gameId, row.spinNumber);
    const { balanceMinor } = await wallet.credit({ transactionId: `${roundId}:win`, roundId, amountMinor: result.totalWinMinor, outcome: spinOutcome(result) });
    return balanceMinor;
  }

  /** Stakes, reads and pays a started spin; the steps already done answer as they did. */
  async function finish(row: SlotSpinRow, theme: SlotThemeId, launch: string): Promise<SlotPlayed> {
    const key = { memberId: row.memberId, gameId: row.gameId };
    const roundId = vendorRound(row.memberId, row.gameId, row.spinNumber);
    if (!row.result) {
      try {
        await wallet.debit({ launch, transactionId: `${roundId}:stake`, roundId, amountMinor: row.free ? 0 : row.betMinor });
      } catch (error) {
        // Refused (not enough balance, the launch has ended): the spin never happened.
        await db.transaction(async (tx) => {
          const slots = createSlotRepository(tx);
          const state = await slots.lockState(key);
          await slots.deleteSpin(row.memberId, row.idempotencyKey);
          // Another request may have cleared it already and started the member's next spin.
          if (state.pendingKey === row.idempotencyKey) await slots.updateState(key, { pendingKey: null });
        });
        throw error;
      }
    }
    const settled = await db.transaction(async (tx) => {
      const slots = createSlotRepository(tx);
      const state = await slots.lockState(key);
      const current = (await slots.findSpin(row.memberId, row.idempotencyKey))!;
      if (current.result) return { row: current, result: current.result, fairRoundId: current.fairRoundId! };
      const round = slotRound(row.memberId, row.gameId, row.spinNumber, row.free);
      const revealed = await fairness.reveal(tx, fairKey(theme, round), `${row.clientSeed}:${row.spinNumber}`, (random) => slotRoundReels(theme, random, round));
      const result = settle(SLOT_THEMES[theme], revealed.outcome, { free: row.free, betMinor: row.betMinor, freeSpinsLeft: state.freeSpinsLeft });
      await slots.settleSpin(row.id, revealed.id, result, now());
      const after = stateAfter(result);
      await slots.updateState(key, { spins: row.spinNumber, freeSpinsLeft: after?.freeSpinsLeft ?? 0, betMinor: after?.betMinor ?? 0, pendingKey: null });
      return { row: current, result, fairRoundId: revealed.id };
    });
    const balanceMinor = await credit(settled.row, settled.result);
    return { spin: settled.result, balanceMinor, fairRoundId: settled.fairRoundId, next: await nextRound(theme, key) };
  }

  /** Starts a member's spin (or finds it again by its key); a spin of theirs left unfinished is finished first. */
  async function start(memberId: number, game: CatalogueGame, stakeMinor: number, idempotencyKey: string, clientSeed: string) {
    const key = { memberId, gameId: game.id };
    const theme = slotThemeOf(game);
    return db.transaction(async (tx) => {
      const slots = createSlotRepository(tx);
      const state = await slots.lockState(key);
      const mine = await slots.findSpin(memberId, idempotencyKey);
      if (mine) return { row: mine, unfinished: null };
      if (state.pendingKey !== null) return { row: null, unfinished: (await slots.findSpin(memberId, state.pendingKey))! };
      const free = state.freeSpinsLeft > 0;
      const betMinor = free ? state.betMinor : stakeMinor;
      if (!free) requirePlayable(game, stakeMinor);
      const spin = { memberId, gameId: game.id, idempotencyKey, spinNumber: state.spins + 1, free, betMinor, clientSeed };
      // Committed already when the page opened or the last spin ended; a spin sent without the page opens its round here, before the reels are read.
      await fairness.open(tx, fairKey(theme, slotRound(memberId, game.id, spin.spinNumber, free)));
      await slots.insertSpin(spin);
      await slots.updateState(key, { pendingKey: idempotencyKey });
      return { row: (await slots.findSpin(memberId, idempotencyKey))!, unfinished: null };
    });
  }

  function requirePlayable(game: CatalogueGame, stakeMinor: number) {
    const theme = SLOT_THEMES[slotThemeOf(game)];
    if (stakeMinor < game.minBetMinor || !isValidStake(theme, stakeMinor)) {
      throw new AppError('request_param_err', { cause: `a stake of at least the minimum bet, in whole multiples of ${theme.lines.length} minor units` });
    }
  }

  return {
    /** What the game page shows before the first spin: the free spins waiting and the next spin's commitment (none in free play, `launch`'s). */
    async table(memberId: number | null, game: CatalogueGame, launch: string): Promise<SlotTable> {
      const theme = slotThemeOf(game);
      if (memberId === null) {
        const freePlay = freePlayTables.get(launch);
        return { theme, freeSpinsLeft: freePlay?.freeSpinsLeft ?? 0, betMinor: freePlay?.betMinor ?? 0, next: null, lastFairRoundId: null };
      }
      const key = { memberId, gameId: game.id };
      const [state, next] = [await createSlotRepository(db).findState(key), await nextRound(theme, key)];
      const last = state && state.spins > 0 ? await createSlotRepository(db).findSpinByNumber(key, state.spins) : null;
      return { theme, freeSpinsLeft: state?.freeSpinsLeft ?? 0, betMinor: state?.betMinor ?? 0, next, lastFairRoundId: last?.fairRoundId ?? null };
    },

    /** A member's spin on their live launch token (a free spin when they have some left: it stakes nothing). */
    async spin(member: { memberId: number; launch: string }, game: CatalogueGame, stakeMinor: number, idempotencyKey: string, clientSeed: string): Promise<SlotPlayed> {
      const theme = slotThemeOf(game);
      for (;;) {
        const started = await start(member.memberId, game, stakeMinor, idempotencyKey, clientSeed);
        if (started.row) {
          if (started.row.result) {
            const balanceMinor = await credit(started.row, started.row.result);
            return { spin: started.row.result, balanceMinor, fairRoundId: started.row.fairRoundId, next: await nextRound(theme, { memberId: member.memberId, gameId: game.id }) };
          }
          return finish(started.row, theme, member.launch);
        }
        await finish(started.unfinished!, theme, member.launch);
      }
    },

    /**
     * Free play: play money, no member, nothing recorded. The reels read a fresh secure seed; the
     * free spins won are kept in memory by launch token.
     */
    freePlaySpin(launch: string, game: CatalogueGame, stakeMinor: number): SlotPlayed {
      const theme = slotThemeOf(game);
      const state = freePlayTables.get(launch) ?? null;
      if (!state) requirePlayable(game, stakeMinor);
      const result = spin(SLOT_THEMES[theme], fairRandom(randomBytes(32).toString('hex'), 'free-play'), stakeMinor, state);
      freePlayTables.delete(launch);
      const after = stateAfter(result);
      if (after) {
        if (freePlayTables.size >= FREE_PLAY_TABLES_KEPT) freePlayTables.delete(freePlayTables.keys().next().value!);
        freePlayTables.set(launch, after);
      }
      return { spin: result, balanceMinor: null, fairRoundId: null, next: null };
    },
  };
}

export type SlotPlay = ReturnType<typeof createSlotPlay>;
