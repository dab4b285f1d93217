import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES } from '@m/contract';
import { PAGE_NAMES } from '@/config/paths';
import { PLURAL_PARAM } from '@/lib/i18n/translate';

const srcDir = join(import.meta.dirname, '../../..');
const localesDir = join(srcDir, 'locales');
const readDictionary = (code: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8'));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === '__tests__' || entry === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });

/**
 * Keys of `t('…')` calls, plus key-shaped literals handed to `t` later (tab labels, menu entries,
 * messages): any quoted `namespace.rest` whose namespace is one the dictionaries use.
 */
const usedKeys = (namespaces: Iterable<string>) => {
  const literalKeys = new RegExp(String.raw`\bt\(\s*['"]([^'"]+)['"]|['"]((?:${[...namespaces].join('|')})\.[\w.-]+)['"]`, 'g');
  const found = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(literalKeys)) {
      const key = match[1] ?? match[2]!;
      const isErrorCodeLiteral = !match[1] && (ERROR_CODES as readonly string[]).includes(key);
      if (!key.endsWith('.') && !isErrorCodeLiteral) found.set(key, relative(srcDir, file));
    }
  }
  return found;
};

/** Keys built at run time: error codes of the contract and the title of every page. */
const dynamicKeys = [...ERROR_CODES.map((code) => `error.${code}`), ...PAGE_NAMES.map((name) => `page.${name}.title`)];

const PLURAL_FORM = /^(.+)\.(zero|one|two|few|many|other)$/;
const placeholders = (value: string): string[] => [...(value.match(/\{\w+\}/g) ?? [])].sort();
const categoriesByLocale = new Map<string, readonly string[]>();
const pluralCategories = (htmlLang: string) => {
  if (!categoriesByLocale.has(htmlLang)) categoriesByLocale.set(htmlLang, new Intl.PluralRules(htmlLang).resolvedOptions().pluralCategories);
  return categoriesByLocale.get(htmlLang)!;
};

describe('dictionaries', () => {
  const en = readDictionary('EN');
  const ty = readDictionary('TY');
  /** Counted texts: `key.other` in English, looked up as `t(key, { count })`. */
  const pluralKeys = new Set(Object.keys(en).flatMap((key) => (key.endsWith('.other') ? [key.slice(0, -'.other'.length)] : [])));
  const hasKey = (dictionary: Record<string, string>, key: string) => key in dictionary || (pluralKeys.has(key) && `${key}.other` in dictionary);

  it('exist for every language of the contract, and only those', () => {
    const files = readdirSync(localesDir).map((file) => file.replace(/\.json$/, '')).sort();
    expect(files).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  it('EN and TY have the same keys', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
  });

  it.each([['EN', en], ['TY', ty]])('%s has every key the source uses', (_code, dictionary) => {
    const namespaces = new Set([...Object.keys(en), ...Object.keys(ty)].map((key) => key.split('.')[0]!));
    const missing = [...usedKeys(namespaces)].filter(([key]) => !hasKey(dictionary, key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each([['EN', en], ['TY', ty]])('%s has every dynamic key (error codes, page titles)', (_code, dictionary) => {
    expect(dynamicKeys.filter((key) => !(key in dictionary))).toEqual([]);
  });

  it('other languages use only keys that EN knows, with the same placeholders', () => {
    for (const { code, htmlLang } of LANGUAGES) {
      const dictionary = readDictionary(code);
      for (const [key, text] of Object.entries(dictionary)) {
        const [, base, category] = key.match(PLURAL_FORM) ?? [];
        if (base && pluralKeys.has(base)) {
          expect(pluralCategories(htmlLang), `${code}: ${key} is a form its language has`).toContain(category);
          // A form may spell its number out ("one game", Arabic «لعبتان»), so the count may be left out.
          const allowed = placeholders(en[`${base}.other`]!);
          expect(placeholders(text).filter((name) => !allowed.includes(name)), `${code}: ${key}`).toEqual([]);
        } else {
          expect(en, `${code}: ${key}`).toHaveProperty([key]);
          expect(placeholders(text), `${code}: ${key}`).toEqual(placeholders(en[key]!));
        }
      }
    }
  });

  it('has counted texts in English, each with a {count}', () => {
    expect(pluralKeys.size).toBeGreaterThan(0);
    for (const key of pluralKeys) expect(placeholders(en[`${key}.other`]!), key).toContain(`{${PLURAL_PARAM}}`);
  });

  it.each(LANGUAGES.map(({ code, htmlLang }) => [code, htmlLang]))('%s has every form its plural rules (%s) need of each counted text it has', (code, htmlLang) => {
    const dictionary = readDictionary(code);
    for (const key of pluralKeys) {
      if (!Object.keys(dictionary).some((name) => name.startsWith(`${key}.`))) continue;
      expect(key in dictionary, `${code}: ${key} is counted, not a plain text`).toBe(false);
      const missing = pluralCategories(htmlLang).filter((category) => !(`${key}.${category}` in dictionary));
      expect(missing, `${code}: ${key}`).toEqual([]);
    }
  });
});
