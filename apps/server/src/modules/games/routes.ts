import { createHash } from 'node:crypto';
import { endpoints, toMinorUnits } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { parseInput, registerEndpoint } from '../../lib/endpoint-route.ts';
import { sendError } from '../../lib/envelope.ts';
import { merchantOf, requireSession } from '../../lib/request-context.ts';
import { renderGameArt, renderVendorLogo } from './art.ts';
import { toFishShotAnswer } from './fish-play.ts';
import { FISH_ASSETS, renderFishPage } from './fish-page.ts';
import { DEMO_GAME_PATH, FISH_GAME_PATH, isFishingGame } from './service.ts';
import { toDemoSpin } from './slot-play.ts';
import { SLOT_ASSETS, renderExpiredPage, renderSlotPage } from './slot-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const codePattern = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const artParams = z.object({ vendor: codePattern, file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/) });
const logoParams = z.object({ file: z.string().regex(/^[A-Z0-9_]{2,32}\.svg$/) });
const demoPageQuery = z.object({ launch: z.string().max(2048).default(''), lang: z.string().max(8).optional() });
const assetParams = z.object({ file: z.enum(Object.keys(SLOT_ASSETS) as [keyof typeof SLOT_ASSETS]) });
const fishAssetParams = z.object({ file: z.enum(Object.keys(FISH_ASSETS) as [keyof typeof FISH_ASSETS]) });
/** Pictures and the game page's files are requested by the browser by the dozen: not rate limited. */
const unlimited = { config: { rateLimit: false } } as const;

function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

export async function gamesRoutes(app: FastifyInstance) {
  const { gameCatalogue: catalogue, gamePlay: play, slotPlay: slots, fishPlay: fishing, ledger } = app.services;
  const pictures = new Map<string, string>();

  registerEndpoint(app, endpoints.gameList, async ({ query }, request) => {
    const session = query.gameClassify === 'FAV' ? await request.optionalSession() : null;
    return catalogue.gameList(merchantOf(request).code, query, session?.memberId ?? null);
  });
  registerEndpoint(app, endpoints.hotGames, async ({ query }, request) => catalogue.hotGames(merchantOf(request).code, query.gameType));
  registerEndpoint(app, endpoints.gameVendors, async (_input, request) => catalogue.vendorData(merchantOf(request).code));
  registerEndpoint(app, endpoints.vassalGameTypes, async ({ query }, request) =>
    catalogue.vassalGameTypes(merchantOf(request).code, query.typeId, query.vassalage));
  registerEndpoint(app, endpoints.allVassalage, async (_input, request) => catalogue.allVassalage(merchantOf(request).code));
  registerEndpoint(app, endpoints.winnerBoard, async ({ query }) => play.winnerBoard(query.gameCategory, query.limitNum));
  registerEndpoint(app, endpoints.lotteryList, async ({ query }, request) =>
    catalogue.lotteries(merchantOf(request).code, { prizeMode: query.prizeMode, vendor: query.vendor }));
  registerEndpoint(app, endpoints.lotteryDraws, async ({ query }) =>
    catalogue.lotteryDraws(query.nodeId, { page: query.pageNo, pageSize: query.pageSize }));

  registerEndpoint(app, endpoints.favouriteIds, async (_input, request) => play.favouriteIds(requireSession(request).memberId));
  registerEndpoint(app, endpoints.favouriteList, async ({ query }, request) =>
    play.favouriteList(requireSession(request).memberId, query.gameType, { page: query.pageNo, pageSize: query.pageSize }));
  registerEndpoint(app, endpoints.addFavourite, async ({ body }, request) => play.changeFavourite(requireSession(request).memberId, body, true));
  registerEndpoint(app, endpoints.removeFavourite, async ({ body }, request) => play.changeFavourite(requireSession(request).memberId, body, false));
  registerEndpoint(app, endpoints.recentGames, async ({ query }, request) =>
    play.recentGames(requireSession(request).memberId, query.gameType, { page: query.page, pageSize: query.pageSize }));

  registerEndpoint(app, endpoints.launchGame, async ({ query }, request) => {
    const session = await request.optionalSession();
    const language = query.language ?? (typeof request.headers.language === 'string' ? request.headers.language : undefined);
    return play.launch({ ...query, language }, session, merchantOf(request).code);
  });
  /** The game a page's launch token opens, refused when the token is not valid (any more) or of another brand. */
  async function openedLaunch(launch: string, request: FastifyRequest) {
    const opened = await play.openLaunch(launch);
    if (!opened || opened.grant.merchantCode !== merchantOf(request).code) throw new AppError('login.not.session');
    return opened;
  }

  registerEndpoint(app, endpoints.demoSpin, async ({ body }, request) => {
    const { grant, game } = await openedLaunch(body.launch, request);
    const stakeMinor = toMinorUnits(body.stake);
    if (grant.freePlay || grant.memberId === null) return toDemoSpin(slots.freePlaySpin(body.launch, game, stakeMinor), true);
    const member = { memberId: grant.memberId, launch: body.launch };
    return toDemoSpin(await slots.spin(member, game, stakeMinor, body.idempotencyKey, body.clientSeed ?? body.idempotencyKey), false);
  });

  registerEndpoint(app, endpoints.fishShot, async ({ body }, request) => {
    const { grant, game } = await openedLaunch(body.launch, request);
    if (!isFishingGame(game)) throw new AppError('not.found');
    const betMinor = toMinorUnits(body.bet);
    if (grant.freePlay || grant.memberId === null) return toFishShotAnswer(fishing.freePlayShot(game, betMinor, body.fish), true);
    const shot = { betMinor, fish: body.fish, idempotencyKey: body.idempotencyKey, clientSeed: body.clientSeed ?? body.idempotencyKey };
    return toFishShotAnswer(await fishing.shot({ memberId: grant.memberId, launch: body.launch }, game, shot), false);
  });

  /** A game page's launch and the player's wallet (null in free play), or null when the token is not valid (any more). */
  async function openPage(launch: string) {
    const opened = launch ? await play.openLaunch(launch) : null;
    if (!opened) return null;
    const memberId = opened.grant.freePlay ? null : opened.grant.memberId;
    return { ...opened, memberId, balanceMinor: memberId === null ? null : await ledger.walletBalanceMinor(memberId) };
  }

  app.get(DEMO_GAME_PATH, unlimited, async (request, reply) => {
    const query = parseInput(demoPageQuery, request.query);
    reply.header('cache-control', 'no-store');
    const opened = await openPage(query.launch);
    if (!opened) return reply.status(401).type('text/html; charset=utf-8').send(renderExpiredPage(query.lang));
    const { grant, game, memberId, balanceMinor } = opened;
    const table = await slots.table(memberId, game, query.launch);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderSlotPage({ game: { ...game }, table, merchantCode: grant.merchantCode, freePlay: grant.freePlay, balanceMinor, language: query.lang }));
  });

  app.get(FISH_GAME_PATH, unlimited, async (request, reply) => {
    const query = parseInput(demoPageQuery, request.query);
    reply.header('cache-control', 'no-store');
    const opened = await openPage(query.launch);
    if (!opened || !isFishingGame(opened.game)) return reply.status(401).type('text/html; charset=utf-8').send(renderExpiredPage(query.lang));
    const { grant, game, memberId, balanceMinor } = opened;
    const table = await fishing.table(memberId, game);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderFishPage({ game, table, merchantCode: grant.merchantCode, freePlay: grant.freePlay, balanceMinor, language: query.lang }));
  });

  app.get('/wps/game/fish/:file', unlimited, async (request, reply) => {
    const { file } = parseInput(fishAssetParams, request.params);
    const asset = FISH_ASSETS[file];
    return reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.body);
  });

  app.get('/wps/game/demo/:file', unlimited, async (request, reply) => {
    const { file } = parseInput(assetParams, request.params);
    const asset = SLOT_ASSETS[file];
    return reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.body);
  });

  app.get('/wps/media/games/:vendor/:file', unlimited, async (request, reply) => {
    const params = artParams.safeParse(request.params);
    if (!params.success) return sendError(request, reply, 'not.found');
    const key = `${params.data.vendor}/${params.data.file}`;
    let svg = pictures.get(key);
    if (!svg) {
      const game = await catalogue.findGame(params.data.vendor, params.data.file.slice(0, -'.svg'.length));
      if (!game) return sendError(request, reply, 'not.found');
      svg = renderGameArt(game);
      pictures.set(key, svg);
    }
    return sendCached(request, reply, 'image/svg+xml', svg);
  });

  app.get('/wps/media/vendors/:file', unlimited, async (request, reply) => {
    const params = logoParams.safeParse(request.params);
    if (!params.success) return sendError(request, reply, 'not.found');
    const code = params.data.file.slice(0, -'.svg'.length);
    const vendor = await catalogue.findVendor(code);
    if (!vendor) throw new AppError('not.found');
    return sendCached(request, reply, 'image/svg+xml', renderVendorLogo(vendor));
  });
}
