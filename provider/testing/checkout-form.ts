// Its own module, so the bench fills the hosted checkout in with it without loading the provider
// (bench/parts/accounts.ts).

/** The checkout form as a shopper fills it in: a valid address, card and shipping method. */
export const CHECKOUT_FORM = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  address1: "12 Analytical Row",
  address2: "",
  city: "Albany",
  state: "NY",
  zip: "12207",
  shippingMethod: "usps-ground-advantage",
  discountCode: "",
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/39",
  cardCvc: "123",
};
