import type { PublicEnv } from "~/lib/public-env";
import { customerAccountRequest } from "./customer-account-client";
import { configureCustomerAccount } from "./customer-account-config";
import { GetCustomerQuery } from "./get-customer.customer";

/**
 * The signed-in customer's address, read with the account's customer query, for forms that
 * fill it in (app/lib/customer-email.ts). Throws when the read fails, as every request here does.
 */
export function customerEmailReader(env: PublicEnv) {
  configureCustomerAccount(env);
  return async () =>
    (await customerAccountRequest(GetCustomerQuery, {})).customer.emailAddress?.emailAddress ??
    null;
}
