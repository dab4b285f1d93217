import { describe, expect, it } from 'vitest';
import { HOME_FIRST_PAINT_JS_BUDGET_KB, measureFirstPaint } from '../../bench/lib/first-paint.ts';
import { baseUrl, usePhone } from '../support/browser.ts';

describe('first-paint budget', () => {
  const phone = usePhone();

  it(`/m/home needs at most ${HOME_FIRST_PAINT_JS_BUDGET_KB} KB of gzip JavaScript`, async () => {
    const page = await phone.open();
    const weight = await measureFirstPaint(page, baseUrl(), '/m/home', 'page-home');
    console.log(`/m/home first paint: ${weight.jsGzipKb} KB JS, ${weight.cssGzipKb} KB CSS (gzip)`);
    expect(weight.jsGzipKb).toBeGreaterThan(0);
    expect(weight.jsGzipKb).toBeLessThanOrEqual(HOME_FIRST_PAINT_JS_BUDGET_KB);
  });
});
