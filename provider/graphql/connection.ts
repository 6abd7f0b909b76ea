import { GraphQLError } from "graphql";
import { nestsDeeperThan } from "../http/input-depth";

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** Cursors are opaque base64 of the position key, so pages stay stable under ties. */
export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString("base64");
}

/** A position key is a sort value and an id; nothing deeper is a cursor this API issued. */
const MAX_CURSOR_DEPTH = 4;

export function decodeCursor(cursor: string): unknown {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64").toString("utf8"));
  } catch {
    key = undefined;
  }
  // The key is compared by serialising it, which recurses: a deeply nested one is refused first.
  if (key === undefined || nestsDeeperThan(key, MAX_CURSOR_DEPTH)) {
    throw new GraphQLError(`Invalid cursor \`${cursor}\`.`, {
      extensions: { code: "BAD_REQUEST" },
    });
  }
  return key;
}

/**
 * Slices an already ordered list the way Relay connections do. `keyOf` gives each item's
 * position key (its sort value and id); a cursor that matches no item is an error rather than an
 * empty page so clients notice stale cursors.
 */
export function paginate<T>(
  items: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => unknown,
): Connection<T> {
  const { first, last, after, before } = args;
  if (first == null && last == null) {
    throw new GraphQLError("you must provide one of first or last", {
      extensions: { code: "BAD_REQUEST" },
    });
  }
  const indexOf = (cursor: string) => {
    const wanted = JSON.stringify(decodeCursor(cursor));
    const index = items.findIndex((item) => JSON.stringify(keyOf(item)) === wanted);
    if (index === -1) {
      throw new GraphQLError(`Invalid cursor \`${cursor}\`.`, {
        extensions: { code: "BAD_REQUEST" },
      });
    }
    return index;
  };
  let start = after ? indexOf(after) + 1 : 0;
  let end = before ? indexOf(before) : items.length;
  if (end < start) end = start;
  let hasNextPage = end < items.length;
  let hasPreviousPage = start > 0;
  if (first != null && end - start > first) {
    end = start + first;
    hasNextPage = true;
  }
  if (last != null && end - start > last) {
    start = end - last;
    hasPreviousPage = true;
  }
  const slice = items.slice(start, end);
  return {
    // Cursors are encoded only when a query asks for them: most ask for nodes alone.
    get edges() {
      return slice.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
    },
    nodes: slice,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      get startCursor() {
        return slice.length ? encodeCursor(keyOf(slice[0]!)) : null;
      },
      get endCursor() {
        return slice.length ? encodeCursor(keyOf(slice.at(-1)!)) : null;
      },
    },
  };
}
