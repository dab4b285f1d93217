import type { Game, GamePage } from '@m/contract';

/** A game as the list call answers it. */
export const gameFixture = (nodeId: number): Game => ({
  nodeId, nodeName: `Game ${nodeId}`, gameName: `Game ${nodeId}`, gameId: `G${nodeId}`, gameCode: `G${nodeId}`, gameType: 'PVP', gameCategory: 'PVP',
  subType: 'POKER', vendor: 'CARDHOUSE', vassalage: null, iconUrl: `/wps/media/games/CARDHOUSE/G${nodeId}.svg`, mobileLargeIcon: '', showIcon: true,
  isNew: false, isHot: false, minBet: 0.5, lines: null, supportPlay: true, supportFreePlay: false, isGameH5: true, playType: 'trad',
});

/** Page `pageNum` of a list of `totalPages` full pages. */
export const gamePageFixture = (pageNum: number, totalPages: number): GamePage => ({
  games: Array.from({ length: 26 }, (_, index) => gameFixture(pageNum * 100 + index)), pageNum, totalPages, totalCount: totalPages * 26,
});
