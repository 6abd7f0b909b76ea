import { customerAccountRequest, throwFirstUserError } from "./customer-account-client";
import { CustomerUpdateMutation } from "./customer-update.customer";

/** CustomerUpdate: saves the first and last name; the first userError is thrown. */
export async function updateCustomerName(input: { firstName: string; lastName: string }) {
  const { customerUpdate } = await customerAccountRequest(CustomerUpdateMutation, { input });
  throwFirstUserError(customerUpdate?.userErrors);
  return customerUpdate?.customer ?? null;
}
