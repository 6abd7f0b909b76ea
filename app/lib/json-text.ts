import { safeParse, type core } from "zod/mini";

/**
 * JSON text from outside the code (browser storage, a metafield, a link) as the schema's shape,
 * or undefined when it is missing, longer than `maxLength`, not JSON, or another shape. Text is
 * input: this is the one place it becomes a value. The schema is typed by zod's core, which both
 * its classic and its mini API build on, so either kind of schema is accepted.
 */
export function parseJsonText<T>(
  text: string | null | undefined,
  schema: core.$ZodType<T>,
  maxLength = 100_000,
): T | undefined {
  if (!text || text.length > maxLength) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = safeParse(schema, parsed);
  return result.success ? result.data : undefined;
}
