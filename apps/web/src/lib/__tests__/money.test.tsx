import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@m/contract';
import { createTranslate } from '@/lib/i18n/translate';
import { formatMoney } from '@/lib/format';
import { useFormatMoney } from '@/lib/site-status';
import { renderWithProviders } from '@/test/render';
import { siteStatusFixture } from '@/test/site-status-fixture';

const localesDir = join(import.meta.dirname, '../../locales');
const readJson = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'));
const translateIn = (code: string) =>
  createTranslate([{ dictionary: { ...readJson(join(localesDir, `${code}.json`)), ...readJson(join(localesDir, 'wallet', `${code}.json`)) }, locale: 'en' }]);

function Balance({ amount }: { amount: number }) {
  const formatMoney = useFormatMoney();
  return <output data-testid="balance">{formatMoney(amount)}</output>;
}

describe('money on screen', () => {
  it.each([
    ['PHP', '\u2066₱1,234.50\u2069'],
    ['USD', '\u2066$1,234.50\u2069'],
  ])('is written in the currency the site status names for the merchant (%s)', (currency, text) => {
    const status = siteStatusFixture();
    renderWithProviders(<Balance amount={1234.5} />, { status: { ...status, info: { ...status.info, currency } } });
    expect(screen.getByTestId('balance').textContent).toBe(text);
  });

  it.each(LANGUAGES.map((language) => [language.code, language.dir] as const))(
    'keeps each amount whole and isolated inside the sentences of %s (%s)',
    (code) => {
      const t = translateIn(code);
      const [min, max] = [formatMoney(100, 'PHP'), formatMoney(50_000, 'PHP')];
      expect(t('withdraw.limits', { min, max })).toContain(min);
      expect(t('withdraw.limits', { min, max })).toContain(max);
    },
  );
});
