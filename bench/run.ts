// `npm run bench`: first-paint weight per route, Lighthouse mobile scores (median of 3 after a warm-up run) and API load,
// written to bench/reports/bench-<date>.json with a short table on stdout.
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with `npm start`
import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';
import { startFreshServer } from '../e2e/support/server.ts';
import { CHROMIUM, CHROMIUM_ARGS, openPhone } from '../e2e/support/browser.ts';
import { FIRST_PAINT_ROUTES, HOME_FIRST_PAINT_JS_BUDGET_KB, measureFirstPaint } from './lib/first-paint.ts';

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 10);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function firstPaint(origin: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const { route, page: testId } of FIRST_PAINT_ROUTES) {
      const { context, page } = await openPhone(browser);
      results.push(await measureFirstPaint(page, origin, route, testId));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(origin: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results = [];
    for (const { route } of FIRST_PAINT_ROUTES) {
      const runs: Record<string, number>[] = [];
      /** Why a run has no performance score (it counts as 0 in the median). */
      const failures: string[] = [];
      // One unrecorded run first: it meets a cold server (empty caches, unjitted code) and a cold
      // browser, which players of a running site do not.
      for (let run = -1; run < LIGHTHOUSE_RUNS; run++) {
        const result = await lighthouse(origin + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (run < 0) continue;
        const lhr = result?.lhr;
        const categories = lhr?.categories ?? {};
        if (categories.performance?.score == null) {
          const metrics = (lhr?.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => lhr?.audits[ref.id]);
          const failed = metrics.find((audit) => audit?.errorMessage);
          failures.push(lhr?.runtimeError?.message ?? (failed ? `${failed.id}: ${failed.errorMessage}` : 'no result'));
        }
        runs.push(Object.fromEntries(Object.entries(categories).map(([key, value]) => [key, Math.round((value.score ?? 0) * 100)])));
      }
      const keys = Object.keys(runs[0] ?? {});
      results.push({
        route,
        runs: runs.length,
        ...Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key] ?? 0))])),
        performanceRuns: runs.map((r) => r.performance).join(' '),
        ...(failures.length > 0 ? { failures } : {}),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * Players reach the API from many addresses, and calls without a session are limited per address:
 * from one address the load would mostly measure the limiter's refusals. Each request names its own
 * address (the bench's server trusts one proxy hop).
 */
let requestsSent = 0;
const nextClientAddress = () => {
  const n = requestsSent++ % 4096;
  return `10.0.${n >> 8}.${n & 255}`;
};

async function apiLoad(origin: string) {
  const gamePage = '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&gameClassify=ALL&pageNo=2&pageSize=26';
  const targets = [
    { name: 'system status', path: '/wps/system/status', encoding: 'identity' },
    { name: 'game list (cached page)', path: gamePage, encoding: 'identity' },
    // What browsers ask for: the compressed answer.
    { name: 'game list (cached page, brotli)', path: gamePage, encoding: 'br, gzip' },
  ];
  const results = [];
  for (const target of targets) {
    const result = await autocannon({
      url: origin + target.path,
      headers: { Merchant: 'DEMO', Language: 'EN', 'Accept-Encoding': target.encoding },
      connections: 50,
      duration: LOAD_SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'X-Forwarded-For': nextClientAddress() } }) }],
    });
    results.push({
      name: target.name,
      path: target.path,
      acceptEncoding: target.encoding,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return results;
}

ensureWebBuild();
const server = await startFreshServer({ TRUST_PROXY: '1' });
try {
  const report = {
    date: new Date().toISOString(),
    budget: { homeFirstPaintJsGzipKb: HOME_FIRST_PAINT_JS_BUDGET_KB },
    firstPaint: await firstPaint(server.baseUrl),
    lighthouse: await lighthouseScores(server.baseUrl),
    api: await apiLoad(server.baseUrl),
  };
  const dir = new URL('./reports/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`bench-${report.date.slice(0, 19).replace(/[:T]/g, '-')}.json`, dir);
  writeFileSync(file, JSON.stringify(report, null, 2));
  writeFileSync(new URL('latest.json', dir), JSON.stringify(report, null, 2));

  console.log('\nFirst paint (gzip)');
  console.table(report.firstPaint.map(({ route, jsGzipKb, cssGzipKb }) => ({ route, 'JS KB': jsGzipKb, 'CSS KB': cssGzipKb })));
  console.log(`Lighthouse mobile (median of ${LIGHTHOUSE_RUNS})`);
  console.table(report.lighthouse);
  console.log('API load (autocannon, 50 connections)');
  console.table(report.api);
  console.log(`Report: ${file.pathname}`);
} finally {
  await server.stop();
}
