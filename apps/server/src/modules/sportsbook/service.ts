import {
  combinedOdds, oddsPayoutOf, toMajorUnits,
  type MarketKind, type MarketStatus, type OperatorSportsFixture, type OperatorSportsSettlement, type SelectionCode, type SelectionResult,
  type Sport, type SportsBet, type SportsBets, type SportsFixture, type SportsMarket,
} from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import type { Merchant, SportsBetRow, SportsFixtureRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorAudit } from '../../lib/operator-audit.ts';
import type { MemberSession } from '../../lib/request-context.ts';
import type { InHouseVendor } from '../game-api/in-house.ts';
import { createSportsbookRepository, type BetLegFacts, type FixtureWithMarkets, type MarketWithSelections, type SportsbookRepository } from './repository.ts';

/** The catalogue game a sport's stakes are booked under (its game record and figures count them there). */
export type SportsbookGames = (sport: Sport) => Promise<number>;

type BetRequest = { requestId: string; stakeMinor: number; legs: { selectionId: number; odds: number }[] };
type ResultRequest = { fixtureId: number; reason?: string } & ({ homeScore: number; awayScore: number } | { cancelled: true });

/** How a selection of a market ends at a final score; a whole line met exactly is a push (void). */
export function selectionResult(kind: MarketKind, line: number | null, code: SelectionCode, homeScore: number, awayScore: number, hasDraw: boolean): SelectionResult {
  const decide = (margin: number, winner: SelectionCode, loser: SelectionCode): SelectionResult => {
    if (margin === 0) return 'VOID';
    const won = margin > 0 ? winner : loser;
    return code === won ? 'WIN' : 'LOSE';
  };
  if (kind === 'TOTAL') return decide((homeScore + awayScore) * 10 - (line ?? 0), 'OVER', 'UNDER');
  if (kind === 'HANDICAP') return decide((homeScore - awayScore) * 10 + (line ?? 0), 'HOME', 'AWAY');
  if (homeScore === awayScore) return hasDraw ? (code === 'DRAW' ? 'WIN' : 'LOSE') : 'VOID';
  return code === (homeScore > awayScore ? 'HOME' : 'AWAY') ? 'WIN' : 'LOSE';
}

/** What a settled bet pays: a lost leg loses it all; void legs count as odds 1 (all void: the stake back). */
export function settlementOf(bet: Pick<SportsBetRow, 'stakeMinor'>, legs: readonly { odds: number; result: SelectionResult | null }[]) {
  if (legs.some((leg) => leg.result === null)) return null;
  if (legs.some((leg) => leg.result === 'LOSE')) return { status: 'LOST' as const, payoutMinor: 0 };
  if (legs.every((leg) => leg.result === 'VOID')) return { status: 'VOID' as const, payoutMinor: bet.stakeMinor };
  return { status: 'WON' as const, payoutMinor: oddsPayoutOf(bet.stakeMinor, combinedOdds(legs.map((leg) => (leg.result === 'VOID' ? 1000 : leg.odds)))) };
}

const roundOf = (memberId: number, requestId: string) => `sportsbook-${memberId}-${requestId}`;

/** The catalogue's lobbies the sportsbook books stakes under: sports at Arena Pro Sports, esports at TF Esports. */
const BOOKING_VENDORS: Record<Sport, string> = { BASKETBALL: 'ARENAPRO', FOOTBALL: 'ARENAPRO', ESPORTS: 'TF' };

/** The lobby game of each sport, looked up once. */
export function sportsbookGames(db: AppDatabase): SportsbookGames {
  const known = new Map<Sport, number>();
  return async (sport) => {
    const cached = known.get(sport);
    if (cached !== undefined) return cached;
    const id = await createSportsbookRepository(db).lobbyGameId(BOOKING_VENDORS[sport]);
    if (id === null) throw new Error(`The catalogue has no ${BOOKING_VENDORS[sport]} lobby to book ${sport} stakes under`);
    known.set(sport, id);
    return id;
  };
}

/**
 * The sportsbook (spec §1 sports and esports): matches with markets open until kick-off, bets
 * accepted at the prices the player saw, staked and paid through the game API, and results entered
 * by operators that settle every bet once.
 */
export function createSportsbook(deps: {
  db: AppDatabase;
  vendor: InHouseVendor;
  gameOf: SportsbookGames;
  clock?: () => number;
}) {
  const { db, vendor, gameOf } = deps;
  const clock = deps.clock ?? Date.now;
  const repository = createSportsbookRepository(db);

  function marketStatus(fixture: SportsFixtureRow, market: { suspended: boolean }, now: number): MarketStatus {
    if (fixture.status !== 'UPCOMING') return 'SETTLED';
    if (fixture.kickoffAt.getTime() <= now) return 'CLOSED';
    return market.suspended ? 'SUSPENDED' : 'OPEN';
  }

  const marketView = (fixture: SportsFixtureRow, market: MarketWithSelections, now: number): SportsMarket => ({
    id: market.id,
    kind: market.kind,
    line: market.line,
    status: marketStatus(fixture, market, now),
    selections: market.selections.map((selection) => ({ id: selection.id, code: selection.code, odds: selection.odds, result: selection.result })),
  });

  const fixtureStatus = (fixture: SportsFixtureRow, now: number): SportsFixture['status'] =>
    fixture.status === 'UPCOMING' && fixture.kickoffAt.getTime() <= now ? 'STARTED' : fixture.status;

  const fixtureView = (fixture: FixtureWithMarkets, now: number): SportsFixture => ({
    id: fixture.id,
    sport: fixture.sport,
    league: fixture.league,
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    homeTeamImageUrl: fixture.homeTeamImageUrl,
    awayTeamImageUrl: fixture.awayTeamImageUrl,
    kickoff: fixture.kickoffAt.getTime(),
    status: fixtureStatus(fixture, now),
    homeScore: fixture.homeScore,
    awayScore: fixture.awayScore,
    hotMatchId: fixture.hotMatchId,
    markets: fixture.markets.map((market) => marketView(fixture, market, now)),
  });

  async function betViews(rows: SportsBetRow[]): Promise<SportsBet[]> {
    const legs = await repository.legsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      kind: legs.filter((leg) => leg.betId === row.id).length > 1 ? 'PARLAY' : 'SINGLE',
      status: row.status,
      stake: toMajorUnits(row.stakeMinor),
      odds: row.odds,
      potentialWin: toMajorUnits(oddsPayoutOf(row.stakeMinor, row.odds)),
      payout: row.payoutMinor === null ? null : toMajorUnits(row.payoutMinor),
      placedAt: row.placedAt.getTime(),
      settledAt: row.settledAt?.getTime() ?? null,
      legs: legs.filter((leg) => leg.betId === row.id).map((leg) => ({
        selectionId: leg.selectionId,
        fixtureId: leg.fixtureId,
        league: leg.fixture.league,
        homeTeam: leg.fixture.homeTeam,
        awayTeam: leg.fixture.awayTeam,
        kickoff: leg.fixture.kickoffAt.getTime(),
        market: leg.market.kind,
        line: leg.market.line,
        selection: leg.selection.code,
        odds: leg.odds,
        result: leg.selection.result,
      })),
    }));
  }

  /**
   * Why the slip's legs cannot be accepted now, checked against `repo` (inside the bet's
   * transaction, again): an unknown selection, legs on one match, a closed market, a moved price.
   */
  async function refusalOf(repo: SportsbookRepository, merchantId: number, legs: BetRequest['legs'], now: number) {
    const ids = legs.map((leg) => leg.selectionId);
    const facts = await repo.selections(merchantId, ids);
    if (facts.length !== new Set(ids).size) return { error: new AppError('not.found') };
    if (ids.length !== new Set(ids).size || (legs.length > 1 && new Set(facts.map((fact) => fact.fixture.id)).size !== legs.length)) {
      return { error: new AppError('sports.parlay.invalid') };
    }
    const closed = facts.filter((fact) => marketStatus(fact.fixture, fact.market, now) !== 'OPEN').map((fact) => fact.selection.id);
    if (closed.length > 0) return { error: new AppError('sports.market.closed', { value: { selectionIds: closed } }) };
    const changes = legs.flatMap((leg) => {
      const odds = facts.find((fact) => fact.selection.id === leg.selectionId)!.selection.odds;
      return odds === leg.odds ? [] : [{ selectionId: leg.selectionId, odds }];
    });
    if (changes.length > 0) return { error: new AppError('sports.odds.changed', { value: { changes } }) };
    return { facts };
  }

  /** Credits each open bet on the match that every leg now decides, once (the round's settlement is keyed by the bet). */
  async function settleBetsOn(fixtureId: number): Promise<{ settledBets: number; paidMinor: number }> {
    let settledBets = 0;
    let paidMinor = 0;
    const bets = await repository.openBetsOn(fixtureId);
    const legs = await repository.legsOf(bets.map((bet) => bet.id));
    for (const bet of bets) {
      const own: BetLegFacts[] = legs.filter((leg) => leg.betId === bet.id);
      const settlement = settlementOf(bet, own.map((leg) => ({ odds: leg.odds, result: leg.selection.result })));
      if (!settlement) continue;
      await vendor.credit({
        transactionId: `${bet.roundId}-settle`, roundId: bet.roundId, amountMinor: settlement.payoutMinor,
        outcome: [settlement.status, ...own.map((leg) => `${leg.market.kind} ${leg.selection.code} ${leg.selection.result}`)],
      });
      if (await repository.markSettled(bet.id, settlement.status, settlement.payoutMinor, new Date(clock()))) {
        settledBets++;
        paidMinor += settlement.payoutMinor;
      }
    }
    return { settledBets, paidMinor };
  }

  return {
    async fixtures(merchantId: number, sport?: Sport): Promise<SportsFixture[]> {
      const now = clock();
      return (await repository.upcoming(merchantId, now, sport)).map((fixture) => fixtureView(fixture, now));
    },

    async fixture(merchantId: number, query: { id: number } | { hotMatch: number }): Promise<SportsFixture> {
      const row = 'id' in query ? await repository.fixture(merchantId, query.id) : await repository.fixtureOfHotMatch(merchantId, query.hotMatch);
      if (!row) throw new AppError('not.found');
      const [fixture] = await repository.withMarkets([row]);
      return fixtureView(fixture!, clock());
    },

    /**
     * Accepts a slip at the prices the player saw: the stake is debited through the game API, then
     * the prices and markets are checked again with the matches held; a change meanwhile rolls the
     * debit back. The same request id answers the bet it made.
     */
    async placeBet(session: MemberSession, merchant: Merchant, request: BetRequest): Promise<SportsBet> {
      const known = await repository.betByRequest(session.memberId, request.requestId);
      if (known) return (await betViews([known]))[0]!;
      const checked = await refusalOf(repository, merchant.id, request.legs, clock());
      if (checked.error) throw checked.error;
      const odds = combinedOdds(request.legs.map((leg) => leg.odds));
      const roundId = roundOf(session.memberId, request.requestId);
      const stakeId = `${roundId}-stake`;
      const launch = await vendor.launchFor(session, merchant.code, await gameOf(checked.facts[0]!.fixture.sport));
      await vendor.debit({ launch, transactionId: stakeId, roundId, amountMinor: request.stakeMinor });
      const placed = await db.transaction(async (tx) => {
        const repo = createSportsbookRepository(tx);
        await repo.shareFixtures([...new Set(checked.facts.map((fact) => fact.fixture.id))]);
        const again = await refusalOf(repo, merchant.id, request.legs, clock());
        if (again.error) return again;
        const bet = await repo.insertBet(
          { merchantId: merchant.id, memberId: session.memberId, requestId: request.requestId, roundId, stakeMinor: request.stakeMinor, odds },
          request.legs.map((leg) => ({ selectionId: leg.selectionId, fixtureId: again.facts.find((fact) => fact.selection.id === leg.selectionId)!.fixture.id, odds: leg.odds })),
        );
        return { bet: bet ?? (await repo.betByRequest(session.memberId, request.requestId))! };
      });
      if ('error' in placed) {
        await vendor.rollback({ transactionId: `${roundId}-refund`, refTransactionId: stakeId, roundId });
        throw placed.error;
      }
      return (await betViews([placed.bet]))[0]!;
    },

    async bets(memberId: number, query: { state: 'OPEN' | 'SETTLED'; pageNo: number; pageSize: number }): Promise<SportsBets> {
      const { rows, total } = await repository.betsOf(memberId, query.state, { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize });
      return { list: await betViews(rows), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), totalCount: total };
    },

    async operatorFixtures(merchantId: number): Promise<OperatorSportsFixture[]> {
      const now = clock();
      const fixtures = await repository.unresulted(merchantId);
      const counts = await repository.openBetCounts(fixtures.map((fixture) => fixture.id));
      return fixtures.map((fixture) => ({
        id: fixture.id, sport: fixture.sport, league: fixture.league, homeTeam: fixture.homeTeam, awayTeam: fixture.awayTeam,
        kickoff: fixture.kickoffAt.getTime(), status: fixtureStatus(fixture, now), openBets: counts.get(fixture.id) ?? 0,
        markets: fixture.markets.map((market) => marketView(fixture, market, now)),
      }));
    },

    /** Suspends or reopens a market and/or reprices it, while its match is not resulted; audited when it changed. */
    async updateMarket(merchant: Merchant, change: { marketId: number; suspended?: boolean; prices?: { selectionId: number; odds: number }[]; reason?: string }, audit: OperatorAudit): Promise<SportsMarket> {
      return db.transaction(async (tx) => {
        const repo = createSportsbookRepository(tx);
        const market = await repo.marketWithSelections(change.marketId);
        const fixture = market && (await repo.fixture(merchant.id, market.fixtureId, { lock: 'update' }));
        if (!market || !fixture) throw new AppError('not.found');
        if (fixture.status !== 'UPCOMING') throw new AppError('action.not.allowed', { value: { status: fixture.status, action: 'market' } });
        const prices = change.prices ?? [];
        if (prices.some((price) => !market.selections.some((selection) => selection.id === price.selectionId))) throw new AppError('not.found');
        const before = { suspended: market.suspended, odds: market.selections.map((selection) => [selection.id, selection.odds]) };
        if (change.suspended !== undefined) await repo.setSuspended(market.id, change.suspended);
        for (const price of prices) await repo.setOdds(price.selectionId, price.odds);
        const updated = (await repo.marketWithSelections(market.id))!;
        const after = { suspended: updated.suspended, odds: updated.selections.map((selection) => [selection.id, selection.odds]) };
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          await audit(tx, { merchantId: merchant.id, subjectId: market.id, reason: change.reason ?? null, details: { fixtureId: fixture.id, before, after } });
        }
        return marketView(fixture, updated, clock());
      });
    },

    /**
     * Enters a match's result (a score after kick-off, or cancelled at any time), decides every
     * selection, then settles the bets it decides. The same result again settles what a crash left
     * open and pays nothing twice; another result is refused.
     */
    async enterResult(merchant: Merchant, request: ResultRequest, audit: OperatorAudit): Promise<OperatorSportsSettlement> {
      const cancelled = 'cancelled' in request;
      const score = cancelled ? { homeScore: null, awayScore: null } : { homeScore: request.homeScore, awayScore: request.awayScore };
      const fixture = await db.transaction(async (tx) => {
        const repo = createSportsbookRepository(tx);
        const row = await repo.fixture(merchant.id, request.fixtureId, { lock: 'update' });
        if (!row) throw new AppError('not.found');
        const status: 'CANCELLED' | 'FINISHED' = cancelled ? 'CANCELLED' : 'FINISHED';
        if (row.status !== 'UPCOMING') {
          if (row.status !== status || row.homeScore !== score.homeScore || row.awayScore !== score.awayScore) throw new AppError('sports.result.entered');
          return row;
        }
        if (!cancelled && row.kickoffAt.getTime() > clock()) throw new AppError('action.not.allowed', { value: { status: 'UPCOMING', action: 'result' } });
        const [withMarkets] = await repo.withMarkets([row]);
        for (const market of withMarkets!.markets) {
          const hasDraw = market.selections.some((selection) => selection.code === 'DRAW');
          for (const selection of market.selections) {
            await repo.setResult(selection.id, cancelled ? 'VOID' : selectionResult(market.kind, market.line, selection.code, score.homeScore!, score.awayScore!, hasDraw));
          }
        }
        await repo.finish(row.id, { status, ...score }, new Date(clock()));
        await audit(tx, { merchantId: merchant.id, subjectId: row.id, reason: request.reason ?? null, details: { status, ...score } });
        return { ...row, status, ...score };
      });
      const { settledBets, paidMinor } = await settleBetsOn(fixture.id);
      return { fixtureId: fixture.id, status: fixture.status, homeScore: fixture.homeScore, awayScore: fixture.awayScore, settledBets, paid: toMajorUnits(paidMinor) };
    },

    settleBetsOn,

    /** The development endpoint's: the match kicks off now (its markets close), so a browser test can enter its result without waiting. */
    async kickOffNow(fixtureId: number): Promise<boolean> {
      return (await repository.setKickoff(fixtureId, new Date(clock() - 1000))).length > 0;
    },
  };
}

export type Sportsbook = ReturnType<typeof createSportsbook>;
