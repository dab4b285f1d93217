import type { z } from 'zod';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The paths of keys that `sent` carries and `parsed` lacks. zod object schemas drop the keys they
 * do not name, so comparing a value with its parse finds them at any depth, in unions, arrays and
 * nested objects alike, without a second (strict) copy of every schema. Keys holding `undefined`
 * never reach the wire and do not count.
 */
export function unknownKeys(sent: unknown, parsed: unknown): string[] {
  const found: string[] = [];
  const path: (string | number)[] = [];
  const walk = (value: unknown, kept: unknown) => {
    if (Array.isArray(value) && Array.isArray(kept)) {
      for (let index = 0; index < value.length; index++) {
        path.push(index);
        walk(value[index], kept[index]);
        path.pop();
      }
    } else if (isPlainObject(value) && isPlainObject(kept)) {
      for (const key in value) {
        if (value[key] === undefined) continue;
        path.push(key);
        if (Object.hasOwn(kept, key)) walk(value[key], kept[key]);
        else found.push(path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join(''));
        path.pop();
      }
    }
  };
  walk(sent, parsed);
  return found.map((keyPath) => `value${keyPath}`);
}

/** Thrown when a handler's answer is not what the contract says; the error handler answers 500 unknown.error. */
export class AnswerContractError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnswerContractError';
  }
}

/**
 * Checks an answer strictly against its contract schema: it must parse, and it may carry no key
 * the schema does not name (a leaked column such as `passwordHash` fails here, not in a browser).
 */
export function checkAnswer(schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value);
  if (!result.success) throw new AnswerContractError('The answer does not match its contract schema', { cause: result.error });
  const extra = unknownKeys(value, result.data);
  if (extra.length > 0) throw new AnswerContractError(`The answer carries keys its contract schema does not name: ${extra.join(', ')}`);
}
