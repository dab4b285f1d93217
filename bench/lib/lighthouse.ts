import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/support/browser.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthouseScores = {
  route: string;
  runs: number;
  /** Median of the recorded runs, 0–100. */
  scores: Record<Category, number>;
  performanceRuns: number[];
  /** Why a run had no performance score (it counts as 0 in the median). */
  failures?: string[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Lighthouse's mobile defaults (a mid-range phone, simulated slow 4G), offline: Chromium from
 * CHROME_PATH (else the browser tests' /usr/bin/chromium). Per route one unrecorded run first (it
 * meets a cold server and a cold browser, which players of a running site do not), then `runs`.
 */
export async function lighthouseScores(origin: string, routes: readonly string[], runs: number, log: (line: string) => void): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const route of routes) {
      const recorded: Record<string, number>[] = [];
      const failures: string[] = [];
      for (let run = -1; run < runs; run++) {
        const result = await lighthouse(origin + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (run < 0) continue;
        const lhr = result?.lhr;
        const categories = lhr?.categories ?? {};
        if (categories.performance?.score == null) {
          const metrics = (lhr?.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => lhr?.audits[ref.id]);
          const failed = metrics.find((audit) => audit?.errorMessage);
          failures.push(lhr?.runtimeError?.message ?? (failed ? `${failed.id}: ${failed.errorMessage}` : 'no result'));
        }
        recorded.push(Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)])));
      }
      const scores = Object.fromEntries(CATEGORIES.map((key) => [key, median(recorded.map((r) => r[key] ?? 0))])) as Record<Category, number>;
      log(`  ${route}: ${CATEGORIES.map((key) => `${key} ${scores[key]}`).join(', ')}`);
      results.push({ route, runs: recorded.length, scores, performanceRuns: recorded.map((r) => r.performance ?? 0), ...(failures.length > 0 ? { failures } : {}) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
