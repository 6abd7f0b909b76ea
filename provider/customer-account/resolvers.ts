import type { ResolverMap } from "../graphql/executor";
import { addressResolvers } from "./address-resolvers";
import type { CustomerAccountContext } from "./context";
import { customerResolvers } from "./customer-resolvers";
import { lineItemResolvers } from "./line-item-resolvers";
import { metafieldResolvers } from "./metafield-resolvers";
import { orderResolvers } from "./order-resolvers";
import { returnResolvers } from "./return-resolvers";

/**
 * The Customer Account API's resolvers, one file per part of the account. The types that more
 * than one part fills in are spelled out, so each field's owner can be found from here.
 */
export const customerAccountResolvers: ResolverMap<CustomerAccountContext> = {
  QueryRoot: {
    ...customerResolvers.QueryRoot,
    ...orderResolvers.QueryRoot,
    ...returnResolvers.QueryRoot,
  },
  Mutation: {
    ...customerResolvers.Mutation,
    ...addressResolvers.Mutation,
    ...metafieldResolvers.Mutation,
    ...returnResolvers.Mutation,
  },
  Customer: {
    ...customerResolvers.Customer,
    ...addressResolvers.Customer,
    ...orderResolvers.Customer,
    ...metafieldResolvers.Customer,
  },
  Metafield: metafieldResolvers.Metafield,
  CustomerAddress: addressResolvers.CustomerAddress,
  Order: { ...orderResolvers.Order, ...returnResolvers.Order },
  Fulfillment: orderResolvers.Fulfillment,
  FulfillmentLineItem: orderResolvers.FulfillmentLineItem,
  OrderReturnInformation: returnResolvers.OrderReturnInformation,
  Return: returnResolvers.Return,
  ReturnLineItem: returnResolvers.ReturnLineItem,
  LineItem: { ...lineItemResolvers.LineItem, ...returnResolvers.LineItem },
  Image: lineItemResolvers.Image,
};
