import { getTableColumns, type Table } from "drizzle-orm";

/** Column kinds whose JSON value already is what Drizzle returns (jsonb arrives parsed). */
const AS_IS = new Set(["string", "number", "boolean", "json", "array"]);

type Reader<T> = (object: Record<string, unknown>) => T;
const readers = new WeakMap<Table, Reader<unknown>>();

/** Maps one `row_to_json` object (column names as keys) to the row `db.select()` returns. */
function readerFor<T extends Table>(table: T): Reader<T["$inferSelect"]> {
  const cached = readers.get(table);
  if (cached) return cached as Reader<T["$inferSelect"]>;
  const plan = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    // Timestamps come as ISO text and become Dates, as Drizzle maps them.
    map: AS_IS.has(column.dataType) ? null : (value: unknown) => column.mapFromDriverValue(value),
  }));
  const reader: Reader<T["$inferSelect"]> = (object) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, map } of plan) {
      const value = object[name];
      row[key] = value === null || value === undefined ? null : map ? map(value) : value;
    }
    return row as T["$inferSelect"];
  };
  readers.set(table, reader);
  return reader;
}

/**
 * Rows that PostgreSQL serialised as one JSON text (`json_agg(table)::text`), mapped back to what
 * `db.select().from(table)` returns. PGlite decodes results cell by cell in JavaScript, which made
 * wide rows such as orders and line items most of a request's cost; a single text cell parsed
 * with JSON.parse is several times cheaper.
 */
export function rowsFromJson<T extends Table>(table: T, json: unknown): T["$inferSelect"][] {
  if (typeof json !== "string") return [];
  return (JSON.parse(json) as Record<string, unknown>[]).map(readerFor(table));
}

/** One row serialised with `row_to_json(table)::text`; null stays null. */
export function rowFromJson<T extends Table>(table: T, json: unknown): T["$inferSelect"] | null {
  if (typeof json !== "string") return null;
  return readerFor(table)(JSON.parse(json) as Record<string, unknown>);
}
