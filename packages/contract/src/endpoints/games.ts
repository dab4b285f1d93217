import {
  allVassalageSchema, demoSpinBodySchema, demoSpinSchema, fishShotBodySchema, fishShotSchema,
  favouriteChangeSchema, favouriteIdsSchema, favouriteKeySchema, favouriteListQuerySchema, gameListQuerySchema,
  gameListSchema, gamePageSchema, hotGamesQuerySchema, launchGameQuerySchema, launchGameSchema, lotteryDrawsQuerySchema,
  lotteryDrawsSchema, lotteryListQuerySchema, lotteryListSchema, platformQuerySchema, recentGamesQuerySchema, vassalGameTypeQuerySchema,
  vassalGameTypesSchema, vendorDataSchema, winnerBoardQuerySchema, winnerBoardSchema,
} from '../schemas/games.ts';
import { defineEndpoint } from './define.ts';

export const gamesEndpoints = {
  /** `gameClassify=FAV` needs the session; every other list is public and cached. */
  gameList: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCSGAME_gameList', encrypted: false, session: 'optional',
    query: gameListQuerySchema, response: gamePageSchema,
  }),
  hotGames: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', encrypted: false, session: false,
    query: hotGamesQuerySchema, response: gameListSchema,
  }),
  gameVendors: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', encrypted: false, session: false,
    query: platformQuerySchema, response: vendorDataSchema,
  }),
  vassalGameTypes: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', encrypted: false, session: false,
    query: vassalGameTypeQuerySchema, response: vassalGameTypesSchema,
  }),
  allVassalage: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCSGAME_getAllVassalage', encrypted: false, session: false,
    query: platformQuerySchema, response: allVassalageSchema,
  }),
  winnerBoard: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCSGAME_getRankList', encrypted: false, session: false,
    query: winnerBoardQuerySchema, response: winnerBoardSchema,
  }),
  favouriteIds: defineEndpoint({
    method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', encrypted: false, session: true,
    query: platformQuerySchema, response: favouriteIdsSchema,
  }),
  favouriteList: defineEndpoint({
    method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', encrypted: false, session: true,
    query: favouriteListQuerySchema, response: gamePageSchema,
  }),
  addFavourite: defineEndpoint({
    method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', encrypted: false, session: true,
    body: favouriteKeySchema, response: favouriteChangeSchema,
  }),
  removeFavourite: defineEndpoint({
    method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', encrypted: false, session: true,
    body: favouriteKeySchema, response: favouriteChangeSchema,
  }),
  recentGames: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCS_recentGame', encrypted: false, session: true,
    query: recentGamesQuerySchema, response: gamePageSchema,
  }),
  /** Real play (`accountType=1`) needs the session; free play (`0`) serves guests where the game allows it. */
  launchGame: defineEndpoint({
    method: 'GET', path: '/wps/game/launchGame', encrypted: false, session: 'optional',
    query: launchGameQuerySchema, response: launchGameSchema,
  }),
  lotteryList: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCSGAME_getLotteryList', encrypted: false, session: false,
    query: lotteryListQuerySchema, response: lotteryListSchema,
  }),
  lotteryDraws: defineEndpoint({
    method: 'GET', path: '/wps/relay/GCSGAME_getLotteryDraws', encrypted: false, session: false,
    query: lotteryDrawsQuerySchema, response: lotteryDrawsSchema,
  }),
  /** Called by the in-house demo game's own page; its launch token stands in for the session. */
  demoSpin: defineEndpoint({
    method: 'POST', path: '/wps/game/demo/spin', encrypted: false, session: false,
    body: demoSpinBodySchema, response: demoSpinSchema,
  }),
  /** Called by the in-house fishing game's own page; its launch token stands in for the session. */
  fishShot: defineEndpoint({
    method: 'POST', path: '/wps/game/fish/shot', encrypted: false, session: false,
    body: fishShotBodySchema, response: fishShotSchema,
  }),
};
