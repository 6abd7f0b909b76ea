import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { OrderSummaryFragment } from "~/graphql/customer-account/graphql";
import { customerAccountRequest, CustomerAccountError } from "./customer-account-client";
import { GetCustomerOrdersQuery } from "./get-customer-orders.customer";

export type OrderSummary = OrderSummaryFragment;

/** Orders page size 10. */
export const ORDERS_PAGE_SIZE = 10;

/**
 * The customer's orders, newest first, a page per cursor. Under "account", so
 * signing out drops them with the rest of the customer's data.
 */
export const customerOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["account", "orders"],
    queryFn: async ({ pageParam }) =>
      (
        await customerAccountRequest(GetCustomerOrdersQuery, {
          first: ORDERS_PAGE_SIZE,
          after: pageParam,
        })
      ).customer.orders,
    initialPageParam: null as string | null,
    // Never past the last page: no next cursor unless the API says there is more.
    getNextPageParam: (last) =>
      last.pageInfo.hasNextPage && last.pageInfo.endCursor ? last.pageInfo.endCursor : undefined,
    retry: (failures, error) =>
      failures < 3 && error instanceof CustomerAccountError && error.retryable,
    staleTime: 60_000,
  });

/**
 * The orders, loaded once the customer is signed in, and a `loadMore` that asks for the next
 * page only when one exists and no request is on its way.
 */
export function useCustomerOrders(enabled: boolean) {
  const query = useInfiniteQuery({ ...customerOrdersQueryOptions(), enabled });
  const loadMore = () => {
    if (!query.hasNextPage || query.isFetching) return;
    void query.fetchNextPage({ cancelRefetch: false });
  };
  const orders = query.data?.pages.flatMap((page) => page.nodes) ?? [];
  return { ...query, orders, loadMore };
}
