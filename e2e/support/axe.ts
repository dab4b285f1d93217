import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's own bundle, evaluated in the page (no outside hosts; evaluation is not subject to the page's CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Finding = { route: string; id: string; impact: string; help: string; targets: string[]; summary: string };

/** What axe-core finds critical or serious on the page as it stands, each named by `route`. */
export async function seriousViolations(page: Page, route: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary ?? '',
    }));
  });
  return violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious').map((violation) => ({ route, ...violation }));
}

/**
 * Waits until finite animations (page fades, popups opening or closing) are over and loading placeholders are
 * gone; a page still loading after 10 s is checked as it stands (its placeholders must pass too).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity) &&
      // The UI kit's dialogs fade by script (no CSS animation): wait until none is half shown or half gone.
      Array.from(document.querySelectorAll<HTMLElement>('.adm-center-popup-wrap > div')).every((surface) => ['', '0', '1'].includes(surface.style.opacity)) &&
      document.querySelector('[aria-busy="true"]') === null,
    undefined,
    { timeout: 10_000 },
  ).catch(() => undefined);
}
