import {
  BACCARAT_BETTING_MS, BACCARAT_ROAD_LENGTH, BACCARAT_ROUND_MS, COCKFIGHT_BETTING_MS, COCKFIGHT_ROAD_LENGTH, COCKFIGHT_ROUND_MS,
  BUSINESS_UTC_OFFSET_MINUTES, baccaratReturnMinor, baccaratRound, businessDate, cockfightCard, cockfightFight, cockfightReturnMinor,
  type BaccaratOutcome, type BaccaratSpot, type CockfightOutcome, type CockfightSpot,
} from '@m/contract';
import type { LiveTableGame } from './service.ts';

type IsTableGame = (gameId: number) => Promise<boolean>;

/** The tables' codes: their rounds' table, their fair-game kinds (FAIR_GAMES) and their jobs' names. */
export const BACCARAT_TABLE = 'baccarat';
export const COCKFIGHT_ARENA = 'cockfight';

/** The baccarat table: a round every 30 seconds, dealt from an eight-deck shoe shuffled anew (`baccaratRound`). */
export const baccaratTable = (isTableGame: IsTableGame): LiveTableGame<
  BaccaratSpot, BaccaratOutcome, Record<never, never>, { winner: BaccaratOutcome['winner']; playerPair: boolean; bankerPair: boolean }
> => ({
  code: BACCARAT_TABLE,
  roundMs: BACCARAT_ROUND_MS,
  bettingMs: BACCARAT_BETTING_MS,
  roadLength: BACCARAT_ROAD_LENGTH,
  deal: (random) => baccaratRound(random),
  returnMinor: (spot, stakeMinor, outcome) => baccaratReturnMinor(spot, stakeMinor, outcome),
  labels: (outcome) => [
    `P ${outcome.player.join(' ')} (${outcome.playerTotal})`, `B ${outcome.banker.join(' ')} (${outcome.bankerTotal})`, outcome.winner,
  ],
  roundInfo: () => ({}),
  roadEntry: (outcome) => ({ winner: outcome.winner, playerPair: outcome.playerPair, bankerPair: outcome.bankerPair }),
  isTableGame,
});

/** The fight's number in its business day (the first fight after midnight in Manila is 1). */
const fightNumber = (fightKey: string) => {
  const startMs = Date.parse(fightKey);
  const dayStartMs = Date.parse(`${businessDate(new Date(startMs))}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000;
  return Math.floor((startMs - dayStartMs) / COCKFIGHT_ROUND_MS) + 1;
};

/** A fight's card as the arena shows it: the birds, the Meron's chance and the odds in decimal. */
const publicCard = (fightKey: string) => {
  const card = cockfightCard(fightKey);
  return { ...card, odds: { MERON: card.odds.MERON / 100, WALA: card.odds.WALA / 100, DRAW: card.odds.DRAW / 100 } };
};

/** The cockfight arena: a fight every 3 minutes, its card public from the start, fought from its fair numbers (`cockfightFight`). */
export const cockfightArena = (isTableGame: IsTableGame): LiveTableGame<
  CockfightSpot, CockfightOutcome, { fight: number; card: ReturnType<typeof publicCard> }, { fight: number; winner: CockfightSpot }
> => ({
  code: COCKFIGHT_ARENA,
  roundMs: COCKFIGHT_ROUND_MS,
  bettingMs: COCKFIGHT_BETTING_MS,
  roadLength: COCKFIGHT_ROAD_LENGTH,
  deal: (random, fightKey) => cockfightFight(random, fightKey),
  returnMinor: (spot, stakeMinor, outcome, fightKey) => cockfightReturnMinor(spot, stakeMinor, outcome, cockfightCard(fightKey)),
  labels: (outcome, fightKey) => {
    const card = cockfightCard(fightKey);
    return [`#${fightNumber(fightKey)} ${card.meron} v ${card.wala}`, outcome.winner, `${outcome.seconds}s`];
  },
  roundInfo: (fightKey) => ({ fight: fightNumber(fightKey), card: publicCard(fightKey) }),
  roadEntry: (outcome, fightKey) => ({ fight: fightNumber(fightKey), winner: outcome.winner }),
  isTableGame,
});
