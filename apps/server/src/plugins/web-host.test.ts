import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOT_GAME_LIST_ELEMENT_ID, BOOT_STATUS_ELEMENT_ID, CONTRACT_META_NAME, FIRST_SCREEN_GAMES, PAGE_PRELOADS_FILE, ROUTE_ALIASES, type GamePage, type PagePreloads,
} from '@m/contract';
import { contractFingerprint } from '@m/contract/fingerprint';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { merchants } from '../db/schema.ts';
import { demo, useTestApp } from '../test/test-app.ts';

const webRoot = mkdtempSync(join(tmpdir(), 'm-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><meta name="m-merchant" content=""><script type="module" src="/m/assets/app-1a2b.js"></script></head><body></body></html>',
);
writeFileSync(join(webRoot, 'assets', 'app-1a2b.js'), 'console.log("app");');
writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"M"}');
const preloads: PagePreloads = {
  pages: {
    '/m/home': ['/m/assets/home-1.js', '/m/assets/shared-1.js', '/m/assets/home-1.css'],
    '/m/login': ['/m/assets/auth-1.js'],
    '/m/withdraw': ['/m/assets/wallet-1.js'],
  },
  dictionaries: { TY: ['/m/assets/TY-1.js'], EN: ['/m/assets/EN-1.js'], 'wallet/TY': ['/m/assets/TY-2.js'], 'wallet/EN': ['/m/assets/EN-2.js'] },
  dictionaryParts: { '/m/withdraw': ['wallet'] },
};
writeFileSync(join(webRoot, PAGE_PRELOADS_FILE), JSON.stringify(preloads));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ctx = useTestApp({ webRoot });
const merchantMeta = (html: string) => /<meta name="m-merchant" content="([^"]*)">/.exec(html)?.[1];

describe('web host', () => {
  it.each(Object.entries(ROUTE_ALIASES))('redirects %s to %s', async (alias, target) => {
    const response = await ctx.app.inject({ method: 'GET', url: alias });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(target);
  });

  it('answers /robots.txt: pages may be indexed, the API may not', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('\n')).toEqual(['User-agent: *', 'Allow: /m/', 'Disallow: /wps/', '']);
  });

  it('keeps the query string on a redirect (affiliate links)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/register.html?affiliateCode=A1' });
    expect(response.headers.location).toBe('/m/register?affiliateCode=A1');
  });

  it.each(['/m/home', '/m/member/benefits', '/m/no/such/page', '/elsewhere'])('answers %s with index.html', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(merchantMeta(response.body)).toBe('DEMO');
  });

  it('fills the merchant of the host name', async () => {
    const alt = await ctx.app.inject({ method: 'GET', url: '/m/home', headers: { host: 'alt.localhost:8080' } });
    expect(merchantMeta(alt.body)).toBe('ALT');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/m/home', headers: { host: 'unknown.example' } });
    expect(merchantMeta(unknown.body)).toBe('DEMO');
  });

  it('writes the site status into the page, as the status endpoint answers it', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/m/home' });
    const api = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: demo });
    const block = new RegExp(`<script type="application/json" id="${BOOT_STATUS_ELEMENT_ID}">(.*?)</script>`).exec(page.body)?.[1];
    expect(JSON.parse(block!)).toEqual(api.json().value);
    const alt = await ctx.app.inject({ method: 'GET', url: '/m/home', headers: { host: 'alt.localhost' } });
    expect(alt.body).toContain('"merchantCode":"ALT"');
    // Checked against the contract like the status answer: the page carries the contract's stamp.
    expect(page.body).toContain(`<meta name="${CONTRACT_META_NAME}" content="${contractFingerprint()}">`);
  });

  it('names the page\'s chunks and the default language\'s dictionary (and the page\'s parts of it) for preloading', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/m/home/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/m/assets/home-1.js"><link rel="modulepreload" crossorigin href="/m/assets/shared-1.js">');
    // The route's styles come after the loading skeleton (they hold back only what follows them), its scripts in the head.
    expect(home.body.split('</head>')[1]).toContain('<link rel="stylesheet" crossorigin href="/m/assets/home-1.css"></body>');
    expect(home.body).toContain('href="/m/assets/TY-1.js"');
    expect(home.body).not.toContain('auth-1.js');
    expect(home.body).not.toContain('TY-2.js');
    const withdraw = await ctx.app.inject({ method: 'GET', url: '/m/withdraw' });
    expect(withdraw.body).toContain('href="/m/assets/wallet-1.js"');
    expect(withdraw.body).toContain('href="/m/assets/TY-1.js"');
    expect(withdraw.body).toContain('href="/m/assets/TY-2.js"');
    expect(withdraw.body).not.toContain('EN-2.js');
    const login = await ctx.app.inject({ method: 'GET', url: '/m/login?redirect=%2Fm%2Fmine' });
    expect(login.body).toContain('href="/m/assets/auth-1.js"');
    expect(login.body).not.toContain('home-1.js');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/m/no/such/page' });
    expect(unknown.body).not.toContain('home-1.js');
  });

  it('writes the game list\'s first page into the page and preloads its first pictures, as the list call answers', async () => {
    const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((match) => match[1]);
    const gameListBlock = (html: string) => new RegExp(`<script type="application/json" id="${BOOT_GAME_LIST_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    const page = await ctx.app.inject({ method: 'GET', url: '/m/gameList?gameType=RNG&tab=new' });
    const list = await ctx.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=NEW&pageNo=1&pageSize=26', headers: demo });
    const firstPage = list.json().value as GamePage;
    expect(JSON.parse(gameListBlock(page.body)!)).toEqual({ filter: { gameType: 'RNG', gameClassify: 'NEW' }, page: firstPage });
    expect(imagePreloads(page.body)).toEqual(firstPage.games.slice(0, FIRST_SCREEN_GAMES).map((game) => game.iconUrl));
    expect(imagePreloads(page.body)).toHaveLength(FIRST_SCREEN_GAMES);
    // A member's own tab, a page without a game list, and a list the API would refuse get neither.
    for (const url of ['/m/gameList?gameType=RNG&tab=fav', '/m/home', '/m/gameList?gameType=RNG&vendor=%3Cbad%3E']) {
      const other = (await ctx.app.inject({ method: 'GET', url })).body;
      expect(imagePreloads(other), url).toEqual([]);
      expect(gameListBlock(other), url).toBeUndefined();
    }
  });

  it('keeps a status text that holds markup inside its data block', async () => {
    await ctx.database.db.update(merchants).set({ theme: '</script><script>alert(1)</script>' }).where(eq(merchants.code, 'ALT'));
    const page = await ctx.build().inject({ method: 'GET', url: '/m/home', headers: { host: 'alt.localhost' } });
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect(page.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('escapes the default merchant in the page', async () => {
    const app = ctx.build({ webRoot, defaultMerchant: '"><script>' });
    const response = await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'unknown.example' } });
    expect(response.body).not.toContain('"><script>');
    expect(merchantMeta(response.body)).toBe('&#34;&#62;&#60;script&#62;');
  });

  it('serves assets with a long immutable cache and other files revalidated', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/m/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/m/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/m/assets/old-build.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the content security policy on pages and on the API', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/m/home' });
    const api = await ctx.app.inject({ method: 'GET', url: '/wps/system/status', headers: demo });
    for (const response of [page, api]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/https?:/);
    }
  });

  it.each(['//[', '//[::1', '//a:b@[x', '//x:99999/m/home', '/m/gameList?gameName=%00', '/m/gameList?gameName=%ED%A0%80'])(
    'answers the page for the strange request target %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('asks for a build when the web app is missing', async () => {
    const app = ctx.build({ webRoot: join(webRoot, 'missing') });
    const response = await app.inject({ method: 'GET', url: '/m/home' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
  });
});
