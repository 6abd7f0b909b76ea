import { GraphQLError } from "graphql";

/** Shopify global ids: `gid://shopify/<Type>/<id>` with an optional query string. */
export function toGid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

export interface ParsedGid {
  type: string;
  id: string;
  params: URLSearchParams;
}

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?#\s]+)(?:\?([^#\s]*))?$/;

export function parseGid(value: string): ParsedGid | null {
  const match = GID.exec(value);
  if (!match) return null;
  return { type: match[1]!, id: match[2]!, params: new URLSearchParams(match[3] ?? "") };
}

/**
 * Shopify rejects a malformed id for the whole request ("Invalid global id"); a well-formed id
 * of the right type that matches nothing is simply null. Returns the numeric id, or null when
 * the id is well-formed but names another type.
 */
export function numericIdOf(value: string, expectedTypes: readonly string[]): number | null {
  const parsed = parseGid(value);
  if (!parsed) throw invalidGlobalId(value);
  if (!expectedTypes.includes(parsed.type)) return null;
  const id = Number(parsed.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidGlobalId(value);
  return id;
}

export function invalidGlobalId(value: string) {
  return new GraphQLError(`Invalid global id \`${value}\``, {
    extensions: { code: "INVALID_GLOBAL_ID" },
  });
}
