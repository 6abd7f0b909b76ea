import { queryOptions } from "@tanstack/react-query";
import type { GetCustomerQuery as GetCustomerResult } from "~/graphql/customer-account/graphql";
import { customerAccountRequest, CustomerAccountError } from "./customer-account-client";
import { GetCustomerQuery } from "./get-customer.customer";

export type Customer = GetCustomerResult["customer"];

export const customerQueryKey = ["account", "customer"] as const;

/**
 * The signed-in customer, kept in memory only: the query cache is never persisted,
 * so nothing about the customer reaches browser storage.
 */
export const customerQueryOptions = () =>
  queryOptions({
    queryKey: customerQueryKey,
    queryFn: async () => (await customerAccountRequest(GetCustomerQuery, {})).customer,
    retry: (failures, error) =>
      failures < 3 && error instanceof CustomerAccountError && error.retryable,
    staleTime: 60_000,
  });
