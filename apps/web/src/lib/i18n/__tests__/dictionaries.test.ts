import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES } from '@m/contract';
import { PAGE_NAMES, type Feature } from '@/config/paths';
import { DICTIONARY_PART_ERROR_CODES, FEATURE_DICTIONARY_PARTS } from '@/config/dictionary-parts';
import { PLURAL_PARAM } from '@/lib/i18n/translate';

const srcDir = join(import.meta.dirname, '../../..');
const localesDir = join(srcDir, 'locales');
// Two features may share a part (promotions use the member centre's).
const PARTS = [...new Set(Object.values(FEATURE_DICTIONARY_PARTS))];
const readJson = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'));
/** The first-paint dictionary of a language. */
const readCore = (code: string) => readJson(join(localesDir, `${code}.json`));
const readPart = (part: string, code: string) => readJson(join(localesDir, part, `${code}.json`));
/** Every key of a language: its core and all its parts. */
const readDictionary = (code: string): Record<string, string> =>
  Object.assign(readCore(code), ...PARTS.map((part) => readPart(part, code)));
/** The part whose keys the source file may use besides the core: its feature's, if it has one. */
const partOfFile = (file: string) => {
  const feature = /^features\/([\w-]+)\//.exec(file)?.[1] as Feature | undefined;
  return feature ? (FEATURE_DICTIONARY_PARTS as Partial<Record<Feature, string>>)[feature] : undefined;
};
const LANGUAGE_FILES = LANGUAGES.map((language) => `${language.code}.json`).sort();

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
  /** Each key with every file using it, and whether that file only names it in a comment (a how-to). */
  const found = new Map<string, { key: string; file: string; inComment: boolean }>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(literalKeys)) {
      const key = match[1] ?? match[2]!;
      const isErrorCodeLiteral = !match[1] && (ERROR_CODES as readonly string[]).includes(key);
      if (key.endsWith('.') || isErrorCodeLiteral) continue;
      const path = relative(srcDir, file);
      const line = text.slice(text.lastIndexOf('\n', match.index) + 1, match.index).trimStart();
      const inComment = line.startsWith('*') || line.startsWith('//');
      const seen = found.get(`${key} ${path}`);
      found.set(`${key} ${path}`, { key, file: path, inComment: inComment && (seen?.inComment ?? true) });
    }
  }
  return found.values();
};

/** Keys built at run time: error codes of the contract and the title of every page, with the part holding each (none: the core). */
const dynamicKeys = [
  ...ERROR_CODES.map((code) => ({ key: `error.${code}`, part: PARTS.find((part) => DICTIONARY_PART_ERROR_CODES[part].test(code)) })),
  ...PAGE_NAMES.map((name) => ({ key: `page.${name}.title`, part: undefined })),
];

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

  it('exist for every language of the contract, and only those, as a core and each part', () => {
    const jsonFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
    expect(jsonFiles(localesDir)).toEqual(LANGUAGE_FILES);
    expect(readdirSync(localesDir).filter((entry) => !entry.endsWith('.json')).sort()).toEqual([...PARTS].sort());
    for (const part of PARTS) expect(jsonFiles(join(localesDir, part)), part).toEqual(LANGUAGE_FILES);
  });

  it('EN and TY have the same keys, in the core and in each part', () => {
    expect(Object.keys(readCore('TY')).sort()).toEqual(Object.keys(readCore('EN')).sort());
    for (const part of PARTS) expect(Object.keys(readPart(part, 'TY')).sort(), part).toEqual(Object.keys(readPart(part, 'EN')).sort());
  });

  it.each(LANGUAGES.map(({ code }) => code))('%s keeps each key in one file only: the core or one part', (code) => {
    const files = [readCore(code), ...PARTS.map((part) => readPart(part, code))];
    const keys = files.flatMap((dictionary) => Object.keys(dictionary));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(['EN', 'TY'])('%s has every key the source uses, in the core unless only its part\'s feature uses it', (code) => {
    const namespaces = new Set([...Object.keys(en), ...Object.keys(ty)].map((key) => key.split('.')[0]!));
    const core = readCore(code);
    const everyKey = readDictionary(code);
    // A how-to in a comment may show any page's keys; code outside a part's feature needs the core.
    const missing = [...usedKeys(namespaces)]
      .filter(({ key, file, inComment }) => {
        const part = partOfFile(file);
        return !hasKey(inComment ? everyKey : part ? { ...core, ...readPart(part, code) } : core, key);
      })
      .map(({ key, file }) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(['EN', 'TY'])('%s has every dynamic key (error codes, page titles), in the core unless a part holds its error code', (code) => {
    const core = readCore(code);
    const missing = dynamicKeys.filter(({ key, part }) => !(key in core) && !(part && key in readPart(part, code)));
    expect(missing).toEqual([]);
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
