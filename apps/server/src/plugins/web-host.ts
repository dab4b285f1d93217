import { stat, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  BOOT_GAME_LIST_ELEMENT_ID, BOOT_STATUS_ELEMENT_ID, CONTRACT_META_NAME, FIRST_SCREEN_GAMES, MERCHANT_META_NAME, PAGE_PRELOADS_FILE,
  ROUTE_ALIASES, endpoints, trimTrailingSlash, type GameListFilter, type GamePage, type PagePreloads, type SiteStatus,
} from '@m/contract';
import { contractFingerprint } from '@m/contract/fingerprint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../lib/envelope.ts';
import { checkAnswer } from '../lib/response-check.ts';

export type WebHostOptions = {
  /** The built web app (Vite build with base '/m/'); absent or missing → pages answer 503. */
  webRoot?: string;
  /** Merchant for pages on a host name that no merchant claims. */
  defaultMerchant: string;
  /** The merchant's site status, written into the page (absent in proxy mode: the app asks upstream). */
  bootStatus?: (merchantCode: string) => Promise<SiteStatus | null>;
  /** The game list a page's first screen shows, written into it (absent in proxy mode). */
  firstGameList?: (merchantCode: string, path: string, params: URLSearchParams) => Promise<{ filter: GameListFilter; page: GamePage } | null>;
};

const PAGE_PREFIX = '/m/';
const ASSETS_PREFIX = '/m/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The pages may be indexed; the API may not. */
const ROBOTS_TXT = 'User-agent: *\nAllow: /m/\nDisallow: /wps/\n';
const NOT_BUILT = 'The web app is not built. Run `npm run build` (or `npm start`, which builds it) and reload.';

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const merchantMeta = new RegExp(`(<meta\\s+name="${MERCHANT_META_NAME}"\\s+content=")[^"]*(")`);

/** The platform API and the operator API: an unknown path there is a 404 envelope, never a page. */
const isApiPath = (url: string) => /^\/(?:wps|ops\/api)(?:[/?]|$)/.test(url);

/** A file of the web build, read again only when the build replaced it. */
function buildFile<T>(webRoot: string | undefined, name: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async (): Promise<T | null> => {
    if (!webRoot) return null;
    const file = join(webRoot, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (cached?.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, value: parse(await readFile(file, 'utf8')) };
    return cached.value;
  };
}

const preloadTag = (url: string) =>
  url.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${escapeAttribute(url)}">`
    : `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`;

const picturePreloadTag = (url: string) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`;

/** The answer as the contract has it, or null (the app then makes the call itself). */
function checked<T>(schema: Parameters<typeof checkAnswer>[0], value: T | null, log: FastifyInstance['log']): T | null {
  if (value === null) return null;
  try {
    checkAnswer(schema, value);
    return value;
  } catch (error) {
    log.error({ err: error }, 'A data block of the page does not match its contract schema: left out');
    return null;
  }
}

/** A data block is never run, so the CSP allows it; `<` is escaped so no text can close it. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;


/**
 * Serves the single-page app under /m/: hashed assets with a long cache, the route aliases as
 * redirects, and index.html (with the host's merchant filled in) for every other page path.
 */
export const webHost = fp(
  async (app: FastifyInstance, options: WebHostOptions) => {
    const indexPage = buildFile(options.webRoot, 'index.html', (text) => text);
    const preloads = buildFile(options.webRoot, PAGE_PRELOADS_FILE, (text) => JSON.parse(text) as PagePreloads);

    /**
     * The page's head gets what the app would otherwise fetch only after its entry ran: the
     * site status and the first screen's game list, and the route's chunks, the default
     * language's dictionary (with the page's dictionary parts) and the list's first pictures to preload.
     */
    async function pageAdditions(merchant: string, url: string): Promise<{ head: string; bodyEnd: string }> {
      // Read as a path on a fixed origin: a request target such as `//[` or `//x:99999/m/home` is no host to parse.
      const { pathname, searchParams: params } = new URL(`http://page${url.startsWith('/') ? '' : '/'}${url}`);
      // The route-table path (the key of the build's page preloads).
      const path = trimTrailingSlash(pathname);
      const [rawStatus, files, rawGameList] = await Promise.all([
        options.bootStatus?.(merchant) ?? null,
        preloads(),
        // The page works without it (the app asks for the list): a failed lookup only loses time.
        options.firstGameList?.(merchant, path, params).catch(() => null) ?? null,
      ]);
      // Checked like the answers of the calls they stand for, so the page's contract stamp holds for them.
      const status = checked(endpoints.systemStatus.response, rawStatus, app.log);
      const gameListPage = checked(endpoints.gameList.response, rawGameList?.page ?? null, app.log);
      const gameList = rawGameList && gameListPage ? rawGameList : null;
      const pictures = gameList?.page.games.slice(0, FIRST_SCREEN_GAMES).map((game) => game.iconUrl) ?? [];
      const language = status?.info.defaultLanguage;
      const dictionaries = language && files ? [language, ...(files.dictionaryParts[path] ?? []).map((part) => `${part}/${language}`)] : [];
      const urls = [...(files?.pages[path] ?? []), ...dictionaries.flatMap((dictionary) => files?.dictionaries[dictionary] ?? [])];
      const wanted = [...new Set(urls)];
      const fingerprint = contractFingerprint();
      return {
        head:
          wanted.filter((file) => !file.endsWith('.css')).map(preloadTag).join('') +
          pictures.map(picturePreloadTag).join('') +
          (status ? dataBlock(BOOT_STATUS_ELEMENT_ID, status) : '') +
          (gameList ? dataBlock(BOOT_GAME_LIST_ELEMENT_ID, gameList) : '') +
          (fingerprint && (status || gameList) ? `<meta name="${CONTRACT_META_NAME}" content="${fingerprint}">` : ''),
        // After the loading skeleton, as the build places the app's own: the skeleton paints before they are in.
        bodyEnd: wanted.filter((file) => file.endsWith('.css')).map(preloadTag).join(''),
      };
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const html = await indexPage();
      if (html === null) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      const merchant = (await app.services.merchants.findCodeByHost(request.hostname.toLowerCase())) ?? options.defaultMerchant;
      const additions = await pageAdditions(merchant, request.url);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(
          html
            .replace(merchantMeta, `$1${escapeAttribute(merchant)}$2`)
            .replace('</head>', () => `${additions.head}</head>`)
            .replace('</body>', () => `${additions.bodyEnd}</body>`),
        );
    }

    app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send(ROBOTS_TXT));

    for (const [alias, target] of Object.entries(ROUTE_ALIASES)) {
      app.get(alias, (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(query === -1 ? target : target + request.url.slice(query), 302);
      });
    }

    if (options.webRoot) {
      const assetsDir = join(options.webRoot, 'assets') + sep;
      await app.register(fastifyStatic, {
        root: options.webRoot,
        prefix: PAGE_PREFIX,
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (response, path) => {
          response.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      // A missing hashed asset is a stale page asking for an old build: HTML in its place would not run.
      if (!isRead || isApiPath(request.url) || request.url.startsWith(ASSETS_PREFIX)) {
        return sendError(request, reply, 'not.found');
      }
      return sendPage(request, reply);
    });
  },
  { name: 'web-host', dependencies: ['merchant-resolution'] },
);
