import { describe, expect, it } from 'vitest';
import { languageOfAcceptHeader } from './accept-language.ts';

describe('the device language of Accept-Language', () => {
  it.each([
    ['en-US,en;q=0.9', 'EN'],
    ['fil-PH,fil;q=0.9,en;q=0.8', 'TY'],
    ['tl', 'TY'],
    ['zh-CN,zh;q=0.9', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['pt-BR,pt;q=0.9', 'PT-BR'],
    ['pt-PT', 'PT'],
    ['ar-SA', 'AR'],
    ['de-DE,fr;q=0.5,en;q=0.4', 'FR'],
    ['en;q=0.2,ja;q=0.8', 'JA'],
    ['xx, *;q=0.5', 'EN'],
    ['ja;q=0', 'EN'],
    [undefined, 'EN'],
    ['', 'EN'],
  ])('%s → %s', (header, code) => {
    expect(languageOfAcceptHeader(header)).toBe(code);
  });
});
