import type { z } from 'zod';

import type { seededRandom } from '../lib/seeded-random.ts';

export type Random = ReturnType<typeof seededRandom>;

/** zod 4 keeps a schema's definition under `_zod.def`; the walk reads only the parts it needs. */
type Definition = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: { _zod: { def: CheckDefinition } }[];
};
type CheckDefinition = { check: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; length?: number; value?: number; inclusive?: boolean };

const definitionOf = (schema: z.ZodType): Definition => (schema as unknown as { _zod: { def: Definition } })._zod.def;
const checksOf = (definition: Definition): CheckDefinition[] => (definition.checks ?? []).map((check) => check._zod.def);

/** The object shape of a request schema (through optional, default, pipe and refinements); null when it is none. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const definition = definitionOf(schema);
  if (definition.type === 'object') return definition.shape ?? null;
  if (definition.innerType) return objectShape(definition.innerType);
  if (definition.type === 'pipe' && definition.in) return objectShape(definition.in);
  if (definition.type === 'union') return objectShape(definition.options![0]!);
  return null;
}

/** Whether the field takes text somewhere (through optional, default, pipe and union). */
export function takesText(schema: z.ZodType): boolean {
  const definition = definitionOf(schema);
  if (definition.type === 'string') return true;
  if (definition.innerType) return takesText(definition.innerType);
  if (definition.type === 'pipe' && definition.in) return takesText(definition.in);
  if (definition.type === 'union') return definition.options!.some(takesText);
  return false;
}

/** The variants of a union at the top (the login types), else the schema itself. */
export function variantsOf(schema: z.ZodType): z.ZodType[] {
  const definition = definitionOf(schema);
  return definition.type === 'union' ? definition.options!.flatMap(variantsOf) : [schema];
}

/** The fields of an object schema that take text somewhere. */
export function textFieldsOf(schema: z.ZodType): string[] {
  const shape = objectShape(schema) ?? {};
  return Object.keys(shape).filter((field) => takesText(shape[field]!));
}

/** Strings that satisfy the patterns of the contract's request fields (codes, digits, dialing codes, tokens). */
const STRING_CANDIDATES = [
  'DEMO', 'PG_SOFT', 'RNG', 'player0001', 'secret123', '7', '20', '1', '0', '0.05', '+63', '9171234567', '123456',
  'B,PL', 'abcdefghijklmnopqrstuvwxyz012345', 'lucky@example.com', 'html5', 'x',
];

function sampleString(definition: Definition, random: Random): string {
  const checks = checksOf(definition);
  const fits = (value: string) =>
    checks.every((check) => {
      if (check.check === 'string_format' && check.pattern) return new RegExp(check.pattern.source, check.pattern.flags).test(value);
      if (check.check === 'min_length') return value.length >= check.minimum!;
      if (check.check === 'max_length') return value.length <= check.maximum!;
      if (check.check === 'length_equals') return value.length === check.length;
      return true;
    });
  const fitting = STRING_CANDIDATES.filter(fits);
  return fitting.length > 0 ? random.pick(fitting) : random.pick(STRING_CANDIDATES);
}

function sampleNumber(definition: Definition, random: Random): number {
  let min = 0;
  let max = 1_000;
  for (const check of checksOf(definition)) {
    if (check.check === 'greater_than') min = Math.max(min, check.value! + (check.inclusive ? 0 : 1));
    if (check.check === 'less_than') max = Math.min(max, check.value! - (check.inclusive ? 0 : 1));
  }
  return random.int(min, Math.max(min, Math.min(max, min + 30)));
}

/**
 * A value the schema is likely to accept, found by walking its definition: the generated half of
 * the fuzz inputs (the other half is the hostile corpus). Optional parts are there with `optionalChance`.
 */
export function sampleValue(schema: z.ZodType, random: Random, optionalChance = 0.6): unknown {
  const sample = (inner: z.ZodType) => sampleValue(inner, random, optionalChance);
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'object': {
      const entries = Object.entries(definition.shape!).map(([key, field]) => [key, sample(field)] as const);
      return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
    }
    case 'optional':
    case 'default':
      return random.chance(optionalChance) ? sample(definition.innerType!) : undefined;
    case 'nullable':
      return random.chance(0.2) ? null : sample(definition.innerType!);
    case 'pipe':
      return sample(definition.in!);
    case 'union':
      return sample(random.pick(definition.options!));
    case 'literal':
      return random.pick(definition.values!);
    case 'enum':
      return random.pick(Object.values(definition.entries!));
    case 'boolean':
      return random.chance(0.5);
    case 'number':
      return sampleNumber(definition, random);
    case 'string':
      return sampleString(definition, random);
    case 'array':
      return Array.from({ length: random.int(1, 3) }, () => sample(definition.element!));
    case 'null':
      return null;
    default:
      return undefined;
  }
}
