import type { z } from 'zod';

/**
 * A data block the server wrote into the page (see the web host), parsed by `schema`; null when
 * it is absent or not what the schema says (the app then makes the call itself). `consume`
 * removes the block, for data that only holds for the URL the page was served at.
 */
export function readDataBlock<T extends z.ZodType>(id: string, schema: T, { doc = document, consume = false } = {}): z.infer<T> | null {
  const element = doc.getElementById(id);
  const text = element?.textContent;
  if (consume) element?.remove();
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
