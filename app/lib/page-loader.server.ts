import { dehydrate, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";
import { data } from "react-router";
import { makeQueryClient } from "./query-client";

/** What a page's server read came to. */
export type PageRead<TData> = { ok: true; data: TData } | { ok: false; error: Error };

/**
 * The one shape of a page loader (docs/decisions/0002-data-loading.md): the page's read is
 * prefetched into a query client made for this request and dehydrated into the response, where
 * the page's components find it in their cache. The status tells crawlers and readiness checks
 * what the page is:
 * - 200: the read succeeded;
 * - 404: it answered null, so the page's subject does not exist and search engines drop it;
 * - 503: it failed. The page still renders (its error or not-found state, and the browser retries
 *   on its own), but it is degraded and must not be taken for the real thing. A failed read is
 *   not dehydrated.
 * `body` adds the route's own fields for each outcome.
 */
export async function loadPage<
  TData,
  TQueryKey extends QueryKey,
  TBody extends object = Record<never, never>,
>(
  options: FetchQueryOptions<TData, Error, TData, TQueryKey>,
  body?: (read: PageRead<TData>) => TBody,
) {
  const queryClient = makeQueryClient();
  // prefetchQuery never throws (and the server never retries): the outcome is read back from
  // the cache.
  await queryClient.prefetchQuery(options);
  const state = queryClient.getQueryState<TData, Error>(options.queryKey);
  const read: PageRead<TData> =
    state?.status === "error"
      ? { ok: false, error: state.error as Error }
      : { ok: true, data: state?.data as TData };
  const status = !read.ok ? 503 : read.data === null ? 404 : 200;
  const fields = body ? body(read) : ({} as TBody);
  return data({ ...fields, dehydratedState: dehydrate(queryClient) }, { status });
}
