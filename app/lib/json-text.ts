import type { z } from "zod";

/**
 * JSON text from outside the code (browser storage, a metafield, a link) as the schema's shape,
 * or undefined when it is missing, longer than `maxLength`, not JSON, or another shape. Text is
 * input: this is the one place it becomes a value.
 */
export function parseJsonText<T>(
  text: string | null | undefined,
  schema: z.ZodType<T>,
  maxLength = 100_000,
): T | undefined {
  if (!text || text.length > maxLength) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = schema.safeParse(parsed);
  return result.success ? result.data : undefined;
}
