import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { bodyId, isWellFormedText, text, WELL_FORMED_TEXT, wireAmount, wireInteger } from './input-rules.ts';

type Definition = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  checks?: { _zod: { def: { check: string; pattern?: RegExp } } }[];
};
const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** Paths of the string fields of a request schema that lack the one string rule. */
function stringsWithoutTheRule(schema: z.ZodType, path: string): string[] {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'string': {
      const ruled = (definition.checks ?? []).some((check) => check._zod.def.pattern === WELL_FORMED_TEXT);
      return ruled ? [] : [path];
    }
    case 'object':
      return Object.entries(definition.shape!).flatMap(([key, field]) => stringsWithoutTheRule(field, `${path}.${key}`));
    case 'pipe':
      return stringsWithoutTheRule(definition.in!, path);
    case 'union':
      return definition.options!.flatMap((option, index) => stringsWithoutTheRule(option, `${path}|${index}`));
    case 'array':
      return stringsWithoutTheRule(definition.element!, `${path}[]`);
    default:
      return definition.innerType ? stringsWithoutTheRule(definition.innerType, path) : [];
  }
}

describe('input rules', () => {
  it('gives every string field of every request of the registry the one string rule', () => {
    const missing = Object.entries(endpoints).flatMap(([name, endpoint]) => [
      ...('query' in endpoint && endpoint.query ? stringsWithoutTheRule(endpoint.query, `${name}.query`) : []),
      ...('body' in endpoint && endpoint.body ? stringsWithoutTheRule(endpoint.body, `${name}.body`) : []),
    ]);
    expect(missing).toEqual([]);
  });

  it.each(['', 'plain', 'Ñandú 中文 😀', 'tab\tand\nline'])('accepts well-formed text %j', (value) => {
    expect(isWellFormedText(value)).toBe(true);
    expect(text().safeParse(value).success).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'])('refuses %j', (value) => {
    expect(isWellFormedText(value)).toBe(false);
    expect(text().safeParse(value).success).toBe(false);
  });

  it.each([['0', 0], ['7', 7], ['20', 20], ['2147483647', 2_147_483_647], [7, 7]] as const)('reads the wire integer %j', (value, expected) => {
    expect(wireInteger().parse(value)).toBe(expected);
  });

  it.each(['', ' 7', '7 ', '07', '+7', '-7', '0x7', '7e0', '7.0', '1_000', '٣', '9007199254740993', 7.5, true, [7]])('refuses the wire integer %j', (value) => {
    expect(wireInteger().safeParse(value).success).toBe(false);
  });

  it.each(['0.05', '0.5', '10', '100000', 0.75])('reads the wire amount %j', (value) => {
    expect(wireAmount({ max: 100_000 }).safeParse(value).success).toBe(true);
  });

  it.each(['.5', '0.50', '1e-1', '00.5', '0x1', ' 1', '1.', '100001', '0'])('refuses the wire amount %j', (value) => {
    expect(wireAmount({ max: 100_000 }).safeParse(value).success).toBe(false);
  });

  it.each([true, '4', ' 4 ', '0x10', '1e1', [3], 4.5, 0, -4, null])('refuses the body id %j', (value) => {
    expect(bodyId().safeParse(value).success).toBe(false);
  });
});
