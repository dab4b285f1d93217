import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_JS_BUDGET_KB, FIRST_PAINT_ROUTES, measureFirstPaint } from '../../bench/lib/first-paint.ts';
import { baseUrl, usePhone } from '../support/browser.ts';

describe('first-paint budget', () => {
  const phone = usePhone();

  it.each(FIRST_PAINT_ROUTES.map(({ route, page }) => ({ route, page, budget: FIRST_PAINT_JS_BUDGET_KB[route] })))(
    '$route needs at most $budget KB of gzip JavaScript',
    async ({ route, page: pageTestId, budget }) => {
      const page = await phone.open();
      const weight = await measureFirstPaint(page, baseUrl(), route, pageTestId);
      console.log(`${route} first paint: ${weight.jsGzipKb} KB JS, ${weight.cssGzipKb} KB CSS (gzip)`);
      expect(weight.jsGzipKb).toBeGreaterThan(0);
      expect(budget).toBeLessThanOrEqual(150);
      expect(weight.jsGzipKb).toBeLessThanOrEqual(budget);
    },
  );
});
