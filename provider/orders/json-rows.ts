import { getTableColumns, type Table } from "drizzle-orm";

/**
 * Rows that PostgreSQL serialised as one JSON text (`json_agg(table)::text`), mapped back to what
 * `db.select().from(table)` returns. PGlite decodes results cell by cell in JavaScript, which made
 * wide rows such as orders and line items most of a request's cost; a single text cell parsed
 * with JSON.parse is several times cheaper. Each column converts its value as Drizzle would
 * (timestamps to Date, bigint to number, jsonb already parsed).
 */
export function rowsFromJson<T extends Table>(table: T, json: unknown): T["$inferSelect"][] {
  if (typeof json !== "string") return [];
  const columns = Object.entries(getTableColumns(table));
  return (JSON.parse(json) as Record<string, unknown>[]).map((object) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = object[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T["$inferSelect"];
  });
}

/** The first cell of the first row of `db.execute`, on PGlite and node-postgres alike. */
export function firstCell(result: unknown): unknown {
  const rows = (Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows) ?? [];
  const [row] = rows as Record<string, unknown>[];
  return row ? Object.values(row)[0] : undefined;
}
