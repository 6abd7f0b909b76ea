import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ShopFilters } from "./shop-filters";
import { parseShopSearchParams, toShopSearchParams } from "./shop-search-params";

interface State {
  /** The URL query this state last agreed with. */
  seen: string;
  /** Queries this hook wrote that the router has not committed yet, oldest first. */
  pending: string[];
  filters: ShopFilters;
}

/**
 * The shop's filters, mirrored in the URL (history entries replaced). The state is
 * local so that quick successive changes (typing, two selects in a row) build on each other
 * instead of on a URL the router has not committed yet. A URL this hook did not write (the header
 * search, a category tile, the back button) replaces the state.
 */
export function useShopFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const [state, setState] = useState<State>(() => ({
    seen: urlKey,
    pending: [],
    filters: parseShopSearchParams(searchParams),
  }));

  // Adjusting state while rendering (react.dev, "You might not need an effect").
  let current = state;
  if (state.seen !== urlKey) {
    const ours = state.pending.indexOf(urlKey);
    current =
      ours >= 0
        ? { ...state, seen: urlKey, pending: state.pending.slice(ours + 1) }
        : { seen: urlKey, pending: [], filters: parseShopSearchParams(searchParams) };
    setState(current);
  }

  const setFilters = (next: ShopFilters) => {
    const params = toShopSearchParams(next);
    setState((previous) => ({
      ...previous,
      pending: [...previous.pending, params.toString()],
      filters: next,
    }));
    void setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return [current.filters, setFilters] as const;
}
