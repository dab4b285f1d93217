import { isTrial, toMajorUnits, type GamePage, type Winner } from '@m/contract';
import type { ChangeFeed } from '../../db/changes.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createKeptCache } from '../../lib/kept-cache.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import { lockMemberWallet, merchantOfMember, transfer } from '../ledger/service.ts';
import { recordStake } from '../ledger/turnover.ts';
import { gameArtUrl } from './art.ts';
import { toPage } from './catalogue.ts';
import type { LaunchGrant, LaunchTokens } from './launch-token.ts';
import { createBetRepository, type CatalogueGame, type GamesRepository, type Paging } from './repository.ts';

export const DEMO_GAME_PATH = '/wps/game/demo/play';
/** The in-house fishing game's page (modules/games fish-page.ts). */
export const FISH_GAME_PATH = '/wps/game/fish/play';
/** The web app's pages of the live baccarat table and the cockfight arena (apps/web config/paths.ts). */
export const LIVE_BACCARAT_PATH = '/m/live/baccarat';
export const COCKFIGHT_ARENA_PATH = '/m/live/cockfight';
export const PVP_ROOM_PATH = '/m/pvp';
const WINNER_BOARD_DAYS = 30;

/** `de***o`: enough of a name to recognise oneself, not enough to find someone. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  if (name.length <= 4) return `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** The fishing category's games (fishing and arcade shooters) play the in-house fishing game. */
export const isFishingGame = (game: Pick<CatalogueGame, 'gameCategory'>) => game.gameCategory === 'FISH';

export type SpinSettlement = { outcome: string[]; stakeMinor: number; winMinor: number; balanceMinor: number };

/**
 * A settled bet written straight to the ledger, as one transaction: the seed's past play and the
 * tests' bets (live play settles through the game API). The bet's row is written first: a repeated
 * idempotency key writes nothing and answers the settled bet again; otherwise the stake is debited
 * (refused below zero, which rolls the bet back), the win credited and the stake counted against
 * open wagering requirements. `at`: when the bet happened, now unless given.
 */
export async function settleSpin(
  db: AppDatabase,
  spin: { memberId: number; gameId: number; stakeMinor: number; winMinor: number; outcome: string[]; idempotencyKey: string; at?: Date },
): Promise<SpinSettlement> {
  const { winMinor, outcome } = spin;
  return db.transaction(async (tx) => {
    const bets = createBetRepository(tx);
    const bet = { memberId: spin.memberId, gameId: spin.gameId, stakeMinor: spin.stakeMinor, winMinor, outcome, idempotencyKey: spin.idempotencyKey, createdAt: spin.at };
    if (!(await bets.insertOnce(bet))) {
      const balanceMinor = await lockMemberWallet(tx, spin.memberId);
      const settled = (await bets.find(spin.memberId, spin.idempotencyKey))!;
      return { outcome: settled.outcome, stakeMinor: settled.stakeMinor, winMinor: settled.winMinor, balanceMinor };
    }

    const wallet = { kind: 'member-wallet', memberId: spin.memberId } as const;
    const house = { kind: 'house-game', merchantId: await merchantOfMember(tx, spin.memberId) } as const;
    const reference = `game:${spin.gameId}`;
    const betKey = `${spin.memberId}:${spin.idempotencyKey}`;
    let after = await transfer(tx, { type: 'BET', from: wallet, to: house, amountMinor: spin.stakeMinor, reference, idempotencyKey: `bet:${betKey}`, at: spin.at });
    if (winMinor > 0) {
      after = await transfer(tx, { type: 'WIN', from: house, to: wallet, amountMinor: winMinor, reference, idempotencyKey: `win:${betKey}`, at: spin.at });
    }
    await recordStake(tx, spin.memberId, spin.stakeMinor);
    return { outcome, stakeMinor: spin.stakeMinor, winMinor, balanceMinor: after.memberBalances[0]!.balanceMinor };
  });
}

export type LaunchRequest = {
  nodeId?: number;
  vendor?: string;
  gameCode?: string;
  gameId?: string;
  accountType: number;
  language?: string;
};

/** Games kept in memory for the spins of their pages at most. */
const PLAYED_GAMES_KEPT = 1_000;

/**
 * `feed`: the games that launch tokens open are kept in memory until a change to the games or their
 * vendors drops them, so a spin reads no game row.
 */
export function createGamePlay(repository: GamesRepository, launchTokens: LaunchTokens, feed: ChangeFeed | null = null) {
  const playedGames = createKeptCache<number, CatalogueGame | null>(feed, { maxEntries: PLAYED_GAMES_KEPT, keep: (game) => game !== null });
  feed?.on('games', playedGames.clear);
  feed?.on('game_vendors', playedGames.clear);
  const playedGame = (id: number) => (feed ? playedGames.get(id, () => repository.findGame(id)) : repository.findGame(id));

  async function findLaunchable(request: LaunchRequest): Promise<CatalogueGame> {
    let game: CatalogueGame | null = null;
    if (request.nodeId !== undefined) game = await repository.findGame(request.nodeId);
    else if (request.vendor !== undefined) game = await repository.findGameByCode(request.vendor, request.gameCode ?? request.gameId ?? 'lobby');
    if (!game || (request.vendor !== undefined && game.vendor !== request.vendor)) throw new AppError('not.found');
    return game;
  }

  /** The game a launch token opens, or null when the token is not valid (any more). */
  async function openLaunch(token: string): Promise<{ grant: LaunchGrant; game: CatalogueGame } | null> {
    const grant = await launchTokens.verify(token);
    const game = grant ? await playedGame(grant.gameId) : null;
    return grant && game ? { grant, game } : null;
  }

  return {
    async favouriteIds(memberId: number) {
      return { list: await repository.favouriteKeys(memberId) };
    },

    async favouriteList(memberId: number, category: string | undefined, paging: Paging): Promise<GamePage> {
      const hot = category === 'HOT';
      const { rows, total } = await repository.listGames({ favouritesOf: memberId, category: hot ? undefined : category, hotOnly: hot }, paging);
      return toPage(rows, total, paging);
    },

    /** Adding a favourite twice, or removing one that is not there, changes nothing. */
    async changeFavourite(memberId: number, key: { nodeId: number; vendor: string }, add: boolean) {
      const game = await repository.findGame(key.nodeId);
      if (!game || game.vendor !== key.vendor) throw new AppError('not.found');
      const changed = add ? await repository.addFavourite(memberId, game.id) : await repository.removeFavourite(memberId, game.id);
      return { changed };
    },

    async recentGames(memberId: number, category: string | undefined, paging: Paging): Promise<GamePage> {
      const { rows, total } = await repository.recentlyPlayed(memberId, category === 'HOT' ? undefined : category, paging);
      return toPage(rows, total, paging);
    },

    /**
     * A game URL for a member (real play, recorded as recently played), or free play where the
     * game offers it. Trial accounts play only free-play games, with the play money in their
     * wallet (the balance the app shows them). Guests asking for real play need to log in.
     */
    async launch(request: LaunchRequest, session: MemberSession | null, merchantCode: string) {
      const game = await findLaunchable(request);
      const trial = session !== null && isTrial(session.type);
      if ((trial || request.accountType === 0) && !game.supportFreePlay) {
        if (!session) throw new AppError('login.not.session');
        throw new AppError(trial ? 'trial.rejected' : 'function.not.available');
      }
      const freePlay = request.accountType === 0 && !trial;
      if (!session && !freePlay) throw new AppError('login.not.session');
      if (session) await repository.recordPlayed(session.memberId, game.id);
      const launch = await launchTokens.sign({
        memberId: freePlay || !session ? null : session.memberId, merchantCode, gameId: game.id, freePlay, sessionId: session?.sessionId ?? null,
      });
      if (!launch) throw new AppError('login.not.session');
      // The live category's baccarat games open the platform's own baccarat table, and the cockfight vendors (their lobbies too)
      // its cockfight arena (for real play; neither has free play).
      if (!freePlay && game.gameCategory === 'LIVE' && game.subType === 'BACCARAT' && game.gameCode !== 'lobby') return { game_url: `${LIVE_BACCARAT_PATH}?gameId=${game.id}` };
      if (!freePlay && game.gameCategory === 'COCKFIGHT') return { game_url: `${COCKFIGHT_ARENA_PATH}?gameId=${game.id}` };
      if (!freePlay && game.gameCategory === 'PVP') return { game_url: `${PVP_ROOM_PATH}?gameId=${game.id}` };
      const params = new URLSearchParams({ launch, ...(request.language ? { lang: request.language } : {}) });
      return { game_url: `${isFishingGame(game) ? FISH_GAME_PATH : DEMO_GAME_PATH}?${params}` };
    },

    openLaunch,

    async winnerBoard(category: string, limit: number): Promise<{ list: Winner[] }> {
      const since = new Date(Date.now() - WINNER_BOARD_DAYS * 24 * 60 * 60_000);
      const rows = await repository.biggestWins(category === 'ALL' ? undefined : category, since, limit);
      return {
        list: rows.map((row) => ({
          vo: { iconUrl: gameArtUrl(row.vendor, row.gameCode), customerName: maskName(row.userName), gameName: row.gameName, winAmount: toMajorUnits(row.winMinor) },
        })),
      };
    },
  };
}

export type GamePlay = ReturnType<typeof createGamePlay>;
