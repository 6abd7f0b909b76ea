import { TypedDocumentString } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "./storefront-client";

// Products read by handle, several at once, the way the Storefront API documents it: one
// `product(handle:)` field per handle, each under its own alias, in one request. (The `products`
// connection's search syntax documents no `handle:` filter, so a shop on Shopify could answer
// such a search with other products, or none.)

/**
 * Aliases per request: a request stays small, and several go out side by side. The local
 * provider, guarding against alias floods, refuses a document with more than 30 aliases, so a
 * fragment read this way names its fields without aliases of its own.
 */
const HANDLES_PER_REQUEST = 20;
/** A handle as Shopify makes them; anything else is never sent. */
const HANDLE = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

/**
 * The products with these handles, by handle (a handle no product has, or a hidden product's, is
 * absent). `fragment` is a generated fragment on Product and `name` its name: its fields are what
 * each product answers.
 */
export async function productsByHandle<TProduct>(
  storefront: StorefrontClient,
  fragment: TypedDocumentString<TProduct, unknown>,
  name: string,
  handles: readonly string[],
): Promise<Map<string, TProduct>> {
  const valid = [...new Set(handles.filter((handle) => HANDLE.test(handle)))];
  const groups: string[][] = [];
  for (let start = 0; start < valid.length; start += HANDLES_PER_REQUEST) {
    groups.push(valid.slice(start, start + HANDLES_PER_REQUEST));
  }
  const answers = await Promise.all(
    groups.map(async (group) => {
      const variables = Object.fromEntries(group.map((handle, n) => [`h${n}`, handle]));
      const data = await storefront.request(
        aliasedQuery<TProduct>(fragment, name, group.length),
        variables,
      );
      return group.map((handle, n) => [handle, data[`p${n}`]] as const);
    }),
  );
  const found = new Map<string, TProduct>();
  for (const [handle, product] of answers.flat()) if (product) found.set(handle, product);
  return found;
}

/** `query ProductsByHandle($h0: String!, …) { p0: product(handle: $h0) { ...Fragment } … }`. */
function aliasedQuery<TProduct>(
  fragment: TypedDocumentString<TProduct, unknown>,
  name: string,
  count: number,
): TypedDocumentString<Record<string, TProduct | null>, Record<string, string>> {
  const indexes = Array.from({ length: count }, (_, n) => n);
  const parameters = indexes.map((n) => `$h${n}: String!`).join(", ");
  const fields = indexes.map((n) => `  p${n}: product(handle: $h${n}) { ...${name} }`).join("\n");
  return new TypedDocumentString(
    `query ProductsByHandle(${parameters}) {\n${fields}\n}\n${fragment.toString()}`,
  );
}
