import { createHash } from 'node:crypto';
import { endpoints, toMinorUnits } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { parseInput, registerEndpoint } from '../../lib/endpoint-route.ts';
import { sendError } from '../../lib/envelope.ts';
import { merchantOf, requireSession } from '../../lib/request-context.ts';
import { renderGameArt, renderVendorLogo } from './art.ts';
import { DEMO_GAME_PATH } from './service.ts';
import { toDemoSpin } from './slot-play.ts';
import { SLOT_ASSETS, renderExpiredPage, renderSlotPage } from './slot-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const codePattern = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const artParams = z.object({ vendor: codePattern, file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/) });
const logoParams = z.object({ file: z.string().regex(/^[A-Z0-9_]{2,32}\.svg$/) });
const demoPageQuery = z.object({ launch: z.string().max(2048).default(''), lang: z.string().max(8).optional() });
const assetParams = z.object({ file: z.enum(Object.keys(SLOT_ASSETS) as [keyof typeof SLOT_ASSETS]) });
/** Pictures and the game page's files are requested by the browser by the dozen: not rate limited. */
const unlimited = { config: { rateLimit: false } } as const;

function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

export async function gamesRoutes(app: FastifyInstance) {
  const { gameCatalogue: catalogue, gamePlay: play, slotPlay: slots, ledger } = app.services;
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
  registerEndpoint(app, endpoints.demoSpin, async ({ body }, request) => {
    const opened = await play.openLaunch(body.launch);
    if (!opened || opened.grant.merchantCode !== merchantOf(request).code) throw new AppError('login.not.session');
    const { grant, game } = opened;
    const stakeMinor = toMinorUnits(body.stake);
    if (grant.freePlay || grant.memberId === null) return toDemoSpin(slots.freePlaySpin(body.launch, game, stakeMinor), true);
    const member = { memberId: grant.memberId, launch: body.launch };
    return toDemoSpin(await slots.spin(member, game, stakeMinor, body.idempotencyKey, body.clientSeed ?? body.idempotencyKey), false);
  });

  app.get(DEMO_GAME_PATH, unlimited, async (request, reply) => {
    const query = parseInput(demoPageQuery, request.query);
    reply.header('cache-control', 'no-store');
    const opened = query.launch ? await play.openLaunch(query.launch) : null;
    if (!opened) return reply.status(401).type('text/html; charset=utf-8').send(renderExpiredPage(query.lang));
    const { grant, game } = opened;
    const memberId = grant.freePlay ? null : grant.memberId;
    const balanceMinor = memberId === null ? null : (await ledger.walletBalanceMinor(memberId));
    const table = await slots.table(memberId, game, query.launch);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderSlotPage({ game: { ...game }, table, merchantCode: grant.merchantCode, freePlay: grant.freePlay, balanceMinor, language: query.lang }));
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
