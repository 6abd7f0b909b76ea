import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GetCustomerOrderQuery as GetCustomerOrderResult } from "~/graphql/customer-account/graphql";
import { customerAccountRequest, CustomerAccountError } from "./customer-account-client";
import { GetCustomerOrderQuery } from "./get-customer-order.customer";

export type OrderDetail = NonNullable<GetCustomerOrderResult["order"]>;
export type OrderAddress = NonNullable<OrderDetail["shippingAddress"]>;

/** One of the customer's orders; null when there is no such order, or it is someone else's. */
export const customerOrderQueryOptions = (orderGid: string) =>
  queryOptions({
    queryKey: ["account", "order", orderGid],
    queryFn: async () =>
      (await customerAccountRequest(GetCustomerOrderQuery, { id: orderGid })).order ?? null,
    retry: (failures, error) =>
      failures < 3 && error instanceof CustomerAccountError && error.retryable,
    staleTime: 60_000,
  });

export const useCustomerOrder = (orderGid: string | null, enabled: boolean) =>
  useQuery({
    ...customerOrderQueryOptions(orderGid ?? ""),
    enabled: enabled && orderGid !== null,
  });
