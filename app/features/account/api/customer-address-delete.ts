import { customerAccountRequest, throwFirstUserError } from "./customer-account-client";
import { CustomerAddressDeleteMutation } from "./customer-address-delete.customer";

/** CustomerAddressDelete: the deleted id, or the first userError thrown. */
export async function deleteCustomerAddress(addressId: string) {
  const { customerAddressDelete } = await customerAccountRequest(CustomerAddressDeleteMutation, {
    addressId,
  });
  throwFirstUserError(customerAddressDelete?.userErrors);
  return customerAddressDelete?.deletedAddressId ?? null;
}
