import { afterAll, describe, expect, it } from 'vitest';
import { hostUrl, screenshotFailures, setMerchantStatus, usePhone } from '../support/browser.ts';

const CASES = [
  { maintenance: true, regionRestriction: false, screen: 'screen-maintenance' },
  { maintenance: false, regionRestriction: true, screen: 'screen-region-blocked' },
  { maintenance: true, regionRestriction: true, screen: 'screen-maintenance' },
  { maintenance: false, regionRestriction: false, screen: 'page-home' },
];

describe('startup states from the merchant flags', () => {
  const phone = usePhone();
  screenshotFailures(phone);
  afterAll(() => setMerchantStatus('ALT', { maintenance: false, regionRestriction: false }));

  it.each(CASES)('maintenance $maintenance, region $regionRestriction → $screen', async ({ screen, ...status }) => {
    await setMerchantStatus('ALT', status);
    const page = await phone.open();
    await page.goto(`${hostUrl('alt.localhost')}/m/home`);
    await page.getByTestId(screen).waitFor();
    for (const other of ['screen-maintenance', 'screen-region-blocked', 'page-home'].filter((s) => s !== screen)) {
      expect(await page.getByTestId(other).count(), other).toBe(0);
    }
    expect(phone.errors).toEqual([]);
  });
});
