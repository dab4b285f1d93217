import { describe, expect, it } from 'vitest';
import { firstListFilterOf, readGameListParams } from './game-list-url.ts';

describe('game list URL', () => {
  it.each([
    ['', { gameType: 'RNG', tab: 'all', filters: { vendor: undefined, subType: undefined, minBet: undefined }, gameName: '', vassalage: undefined }],
    ['gameType=LIVE&tab=hot&vendor=EVO', { gameType: 'LIVE', tab: 'hot', filters: { vendor: 'EVO', subType: undefined, minBet: undefined } }],
    // "new" exists for slots only; a minimum bet outside the choices is ignored.
    ['gameType=LIVE&tab=new&minBet=3', { gameType: 'LIVE', tab: 'all', filters: { vendor: undefined, subType: undefined, minBet: undefined } }],
    ['gameType=RNG&tab=new&minBet=0.5&gameName=ace', { gameType: 'RNG', tab: 'new', filters: { vendor: undefined, subType: undefined, minBet: 0.5 }, gameName: 'ace' }],
    ['gameType=nonsense&tab=nonsense', { gameType: 'RNG', tab: 'all' }],
    ['gameType=INHOUSE&tab=fav', { gameType: 'INHOUSE', tab: 'fav' }],
    // Text no request may carry reads as absent: the page lists as if it were not there.
    ['gameName=%00&vendor=A%00&vassalage=%00', { gameName: '', filters: { vendor: undefined }, vassalage: undefined }],
  ])('reads "%s"', (search, expected) => {
    expect(readGameListParams(new URLSearchParams(search))).toMatchObject(expected);
  });

  it.each([
    ['gameType=RNG', { gameType: 'RNG', gameClassify: 'ALL' }],
    ['gameType=HOT', { gameType: 'HOT', gameClassify: 'ALL' }],
    ['gameType=FISH&tab=hot&vendor=JDB&gameName=king', { gameType: 'FISH', gameClassify: 'HOT', vendor: 'JDB', gameName: 'king' }],
    ['gameType=RNG&tab=new&vassalage=MPLAY', { gameType: 'RNG', gameClassify: 'NEW', vassalage: 'MPLAY' }],
  ])('knows the first list of "%s" from the URL alone', (search, expected) => {
    expect(firstListFilterOf(new URLSearchParams(search))).toMatchObject(expected);
  });

  it.each(['gameType=RNG&tab=fav', 'gameType=LIVE&tab=recent', 'gameType=INHOUSE'])('leaves "%s" to the page (a member\'s own, or needs the vassalage)', (search) => {
    expect(firstListFilterOf(new URLSearchParams(search))).toBeNull();
  });
});
