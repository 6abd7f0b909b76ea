import type { Clock } from "../clock";
import type { Database } from "../db/client";
import type {
  customerAddresses,
  customers,
  fulfillmentLineItems,
  fulfillments,
  orderLineItems,
  orders,
} from "../db/schema/index";

export type CustomerRow = typeof customers.$inferSelect;

export interface CustomerAccountSettings {
  /** Origin of the provider as browsers see it: status pages and images. */
  publicUrl: string;
  storefrontOrigin: string;
  shopId: number;
}

/** Everything a resolver may touch is scoped to `customerId`, the token's customer. */
export interface CustomerAccountContext {
  db: Database;
  clock: Clock;
  settings: CustomerAccountSettings;
  customerId: number;
  loaders: RequestLoaders;
}

export interface RequestLoaders {
  customer(): Promise<CustomerRow>;
  /** Every order of the customer, unordered. */
  orders(): Promise<OrderRow[]>;
  lineItems(orderId: number): Promise<LineItemRow[]>;
  fulfillments(orderId: number): Promise<FulfillmentRow[]>;
  /** Which lines, and how many of each, the order's fulfilments hold. */
  fulfillmentLineItems(orderId: number): Promise<FulfillmentLineItemRow[]>;
}

export type LineItemRow = typeof orderLineItems.$inferSelect;
export type FulfillmentRow = typeof fulfillments.$inferSelect;
export type FulfillmentLineItemRow = typeof fulfillmentLineItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type AddressRow = typeof customerAddresses.$inferSelect;
