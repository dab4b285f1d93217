import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveInitialLanguage } from '@/lib/i18n/initial-language';
import { createLanguageReloader } from '@/lib/i18n/language-reload';
import { applyLanguage, useLanguageStore } from '@/lib/i18n/language-store';
import { createTranslate } from '@/lib/i18n/translate';

describe('initial language', () => {
  const info = { languages: ['TY', 'EN'] as const, defaultLanguage: 'TY' as const };
  it('keeps a stored language the merchant supports', () => {
    expect(resolveInitialLanguage('EN', { ...info, languages: [...info.languages] })).toBe('EN');
  });
  it('falls back to the merchant default otherwise', () => {
    expect(resolveInitialLanguage('FR', { ...info, languages: [...info.languages] })).toBe('TY');
    expect(resolveInitialLanguage(null, { ...info, languages: [...info.languages] })).toBe('TY');
  });
});

describe('translate', () => {
  it('fills placeholders and falls back per key, then to the key itself', () => {
    const t = createTranslate([
      { dictionary: { a: 'Hola {name}' }, locale: 'es' },
      { dictionary: { a: 'Hello {name}', b: 'Bye' }, locale: 'en' },
    ]);
    expect(t('a', { name: 'Ana' })).toBe('Hola Ana');
    expect(t('b')).toBe('Bye');
    expect(t('c')).toBe('c');
  });

  it('loads English as the fallback for an incomplete language only', async () => {
    await applyLanguage('FR');
    expect(useLanguageStore.getState().fallback?.['page.set.title']).toBe('Personal settings');
    await applyLanguage('TY');
    expect(useLanguageStore.getState().fallback).toBeNull();
  });
});

describe('language reloads', () => {
  afterEach(() => vi.useRealTimers());

  it('invalidates list queries after 200 ms and vendor queries after 250 ms, debounced', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const reloader = createLanguageReloader(client);
    reloader.schedule();
    vi.advanceTimersByTime(150);
    reloader.schedule();
    vi.advanceTimersByTime(199);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(invalidate).toHaveBeenCalledTimes(2);

    const [lists, vendors] = invalidate.mock.calls.map(([filters]) => filters!.predicate!);
    const query = (languageReload: string) => ({ meta: { languageReload } }) as never;
    expect(lists!(query('lists'))).toBe(true);
    expect(lists!(query('vendors'))).toBe(false);
    expect(vendors!(query('vendors'))).toBe(true);
  });
});
