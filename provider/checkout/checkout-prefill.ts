import type { CartRow } from "../db/carts";
import type { Database } from "../db/client";
import { findDiscountCode } from "../orders/discounts";
import { findShippingMethod } from "../orders/totals";
import { customerWithDefaultAddress } from "./checkout-cart";
import { DEFAULT_SHIPPING_METHOD, type CheckoutValues } from "./checkout-form";

/** The checkout form as it first opens for this cart (and the customer paying, if known). */
export async function prefilledValues(
  db: Database,
  cart: CartRow,
  customerId: number | null,
): Promise<CheckoutValues> {
  const values: CheckoutValues = {
    email: cart.buyerIdentity.email ?? "",
    firstName: "",
    lastName: "",
    address1: "",
    address2: "",
    city: "",
    state: "",
    zip: "",
    shippingMethod: DEFAULT_SHIPPING_METHOD,
    // The code the cart applies, if any: the checkout charges what the cart showed.
    discountCode: cart.discountCodes.find((code) => findDiscountCode(code)) ?? "",
    cardNumber: "",
    cardExpiry: "",
    cardCvc: "",
  };
  // What the buyer chose on the cart (its selected delivery address and option) comes first;
  // a signed-in customer's details and default address fill in the rest.
  if (findShippingMethod(cart.selectedDeliveryOption ?? "")) {
    values.shippingMethod = cart.selectedDeliveryOption!;
  }
  const chosen = cart.deliveryAddresses.find((entry) => entry.selected)?.address;
  const found = customerId === null ? null : await customerWithDefaultAddress(db, customerId);
  if (found) values.email = found.customer.email;
  const address = chosen ?? found?.address;
  values.firstName = address?.firstName ?? found?.customer.firstName ?? "";
  values.lastName = address?.lastName ?? found?.customer.lastName ?? "";
  if (address?.territoryCode === "US") {
    values.address1 = address.address1 ?? "";
    values.address2 = address.address2 ?? "";
    values.city = address.city ?? "";
    values.state = address.zoneCode ?? "";
    values.zip = address.zip ?? "";
  }
  return values;
}
