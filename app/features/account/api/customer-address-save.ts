import type { AddressPayload } from "../lib/address-form";
import { customerAccountRequest, throwFirstUserError } from "./customer-account-client";
import { CustomerAddressCreateMutation } from "./customer-address-create.customer";
import { CustomerAddressUpdateMutation } from "./customer-address-update.customer";

/** CustomerAddressCreate: the new address, or the first userError thrown. */
export async function createCustomerAddress(address: AddressPayload, defaultAddress: boolean) {
  const { customerAddressCreate } = await customerAccountRequest(CustomerAddressCreateMutation, {
    address,
    defaultAddress,
  });
  throwFirstUserError(customerAddressCreate?.userErrors);
  return customerAddressCreate?.customerAddress ?? null;
}

/**
 * CustomerAddressUpdate. `defaultAddress` undefined leaves the address's default status
 * as it is.
 */
export async function updateCustomerAddress(
  addressId: string,
  address: AddressPayload,
  defaultAddress: boolean | undefined,
) {
  const { customerAddressUpdate } = await customerAccountRequest(CustomerAddressUpdateMutation, {
    addressId,
    address,
    ...(defaultAddress === undefined ? {} : { defaultAddress }),
  });
  throwFirstUserError(customerAddressUpdate?.userErrors);
  return customerAddressUpdate?.customerAddress ?? null;
}
