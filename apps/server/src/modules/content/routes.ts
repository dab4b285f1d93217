import { endpoints, HEADER } from '@m/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput, registerEndpoint } from '../../lib/endpoint-route.ts';
import { merchantOf } from '../../lib/request-context.ts';
import {
  artParamsSchema, artQuerySchema, CONTENT_MEDIA_PREFIX, drawArt, drawTeamCrest, teamParamsSchema,
} from './media.ts';
import { contentLanguage, type ContentRequest } from './service.ts';

const MEDIA_CACHE = 'public, max-age=31536000, immutable';
const MEDIA_MEMO_LIMIT = 500;

/** The last few hundred drawn pictures, by canonical address. */
function createPictureMemo() {
  const memo = new Map<string, string>();
  return (key: string, draw: () => string): string => {
    let svg = memo.get(key);
    if (svg === undefined) {
      svg = draw();
      if (memo.size >= MEDIA_MEMO_LIMIT) memo.delete(memo.keys().next().value!);
      memo.set(key, svg);
    }
    return svg;
  };
}

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', MEDIA_CACHE)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);

export async function contentRoutes(app: FastifyInstance) {
  const { content } = app.services;

  async function contentRequest(request: FastifyRequest, language?: string): Promise<ContentRequest> {
    const merchant = merchantOf(request);
    return {
      merchant,
      language: contentLanguage(language ?? request.headers[HEADER.language.toLowerCase()], merchant),
      session: await request.optionalSession(),
    };
  }

  registerEndpoint(app, endpoints.announcements, async ({ query }, request) =>
    content.announcements(await contentRequest(request), {
      types: query.types, group: query.groupName || null, platform: query.platform,
    }));

  registerEndpoint(app, endpoints.notices, async ({ query }, request) =>
    content.notices(await contentRequest(request), { type: query.types, pageNo: query.pageNo, pageSize: query.pageSize }));

  registerEndpoint(app, endpoints.noticeRead, async ({ body }, request) =>
    content.markRead(merchantOf(request), request.session!, body.id));

  registerEndpoint(app, endpoints.helpCenter, async ({ query }, request) => {
    const { merchant, language } = await contentRequest(request, query.language);
    return content.helpCenter(merchant, language, query.device);
  });

  registerEndpoint(app, endpoints.userAgreement, async ({ query }, request) => {
    const { merchant, language } = await contentRequest(request, query.language);
    return content.userAgreement(merchant, language);
  });

  const pictures = createPictureMemo();

  // Pictures are not API calls: no merchant, and not counted against the API rate limit.
  app.get(`${CONTENT_MEDIA_PREFIX}/art/:layout.svg`, { config: { rateLimit: false } }, async (request, reply) => {
    const { layout } = parseInput(artParamsSchema, request.params);
    const query = parseInput(artQuerySchema, request.query);
    const canonical = new URLSearchParams({ t: query.t, s: query.s, p: String(query.p), m: query.m });
    return sendSvg(reply, pictures(`art/${layout}?${canonical.toString()}`, () =>
      drawArt(layout, { title: query.t, subtitle: query.s, palette: query.p, motif: query.m })));
  });

  app.get(`${CONTENT_MEDIA_PREFIX}/team/:name.svg`, { config: { rateLimit: false } }, async (request, reply) => {
    const { name } = parseInput(teamParamsSchema, request.params);
    return sendSvg(reply, pictures(`team/${name}`, () => drawTeamCrest(name)));
  });
}
