import type { CartDeliveryAddressRecord } from "../../db/schema/index";
import { paginate, type ConnectionArgs } from "../../graphql/connection";
import type { ResolverMap } from "../../graphql/executor";
import { numericIdOf } from "../../graphql/ids";
import { money } from "../../graphql/money";
import { formatAddress, formatArea, fullName, provinceName } from "../../orders/address-format";
import { countryName } from "../../orders/territories";
import { SHIPPING_METHODS, shippingPrice, type ShippingMethod } from "../../orders/totals";
import { mergeAddress, type AddressErrorCode } from "../../orders/address-validation";
import type { StorefrontContext } from "../context";
import type { SelectableAddressInput } from "./cart-input";
import type { UserError } from "./cart-problems";
import { changeCart } from "./cart-storage";
import type { CartView } from "./cart-view";

// Delivery on the cart: the buyer's addresses (up to 20, at most one selected), checked as a
// customer's addresses are, and one delivery group holding every line, which exists once an
// address is selected. Its options are the USPS services the hosted checkout offers, at its
// prices (standard services ship free over the threshold); the chosen option's price is added
// to the cart's total, as Shopify's cart does once a delivery option is selected.

interface SelectableAddressUpdateInput extends SelectableAddressInput {
  id: string;
}

const MAX_ADDRESSES = 20;
/** The cart has one delivery group: every line ships together. */
const GROUP_ID = "gid://shopify/CartDeliveryGroup/1";

const EMPTY_ADDRESS = {
  firstName: null,
  lastName: null,
  company: null,
  address1: null,
  address2: null,
  city: null,
  territoryCode: null,
  zoneCode: null,
  zip: null,
  phone: null,
};

/** The customer account's address codes, as the cart's `CartErrorCode` names them. */
function cartCode(code: AddressErrorCode, field: string): string {
  switch (code) {
    case "CONTAINS_HTML_TAGS":
      return "ADDRESS_FIELD_CONTAINS_HTML_TAGS";
    case "TOO_LONG":
      return "ADDRESS_FIELD_IS_TOO_LONG";
    case "TERRITORY_CODE_MISSING":
    case "ZONE_CODE_MISSING":
      return "ADDRESS_FIELD_IS_REQUIRED";
    case "INVALID_FOR_COUNTRY":
      return field === "zip" ? "INVALID_ZIP_CODE_FOR_COUNTRY" : "PROVINCE_NOT_FOUND";
    default:
      return "INVALID";
  }
}

/** The cart input's field names for the customer account's. */
const CART_FIELD: Record<string, string> = {
  phoneNumber: "phone",
  territoryCode: "countryCode",
  zoneCode: "provinceCode",
};

/** An address input checked into what is stored, or why it cannot be. */
function checkAddress(
  input: SelectableAddressInput,
  path: string[],
): { address: CartDeliveryAddressRecord["address"] } | { errors: UserError[] } {
  const delivery = input.address?.deliveryAddress;
  if (!delivery) {
    return {
      errors: [
        {
          code: input.address?.copyFromCustomerAddressId ? "INVALID" : "ADDRESS_FIELD_IS_REQUIRED",
          field: [...path, "address", "deliveryAddress"],
          message: input.address?.copyFromCustomerAddressId
            ? "Copying a customer's address is not supported; send the address itself."
            : "Delivery address is required.",
        },
      ],
    };
  }
  const merged = mergeAddress(EMPTY_ADDRESS, {
    firstName: delivery.firstName,
    lastName: delivery.lastName,
    company: delivery.company,
    address1: delivery.address1,
    address2: delivery.address2,
    city: delivery.city,
    zip: delivery.zip,
    phoneNumber: delivery.phone,
    territoryCode: delivery.countryCode,
    zoneCode: delivery.provinceCode,
  });
  if (!merged.ok) {
    return {
      errors: merged.errors.map((e) => {
        const field = CART_FIELD[e.field[1]!] ?? e.field[1]!;
        return {
          code: cartCode(e.code, field),
          field: [...path, "address", "deliveryAddress", field],
          message: e.message,
        };
      }),
    };
  }
  return { address: merged.values };
}

/** Checks every input; answers the new records (numbered from `nextId`) or the user errors. */
function checkInputs(
  inputs: SelectableAddressInput[],
  nextId: number,
  path: string[] = ["addresses"],
): { records: CartDeliveryAddressRecord[] } | { userErrors: UserError[] } {
  const userErrors: UserError[] = [];
  const records: CartDeliveryAddressRecord[] = [];
  inputs.forEach((input, index) => {
    const checked = checkAddress(input, [...path, String(index)]);
    if ("errors" in checked) userErrors.push(...checked.errors);
    else {
      records.push({
        id: nextId + index,
        selected: input.selected ?? false,
        oneTimeUse: input.oneTimeUse ?? false,
        address: checked.address,
      });
    }
  });
  return userErrors.length ? { userErrors } : { records };
}

/** `cartCreate`'s `input.delivery`: the new cart's addresses, or the user errors. */
export function checkNewCartDelivery(
  delivery: { addresses?: SelectableAddressInput[] | null } | null | undefined,
): { addresses: CartDeliveryAddressRecord[] } | { userErrors: UserError[] } {
  const path = ["input", "delivery", "addresses"];
  const checked = checkInputs(delivery?.addresses ?? [], 1, path);
  if ("userErrors" in checked) return checked;
  const problem = listProblem(checked.records, path);
  return problem ? { userErrors: [problem] } : { addresses: checked.records };
}

/** The rules every resulting list must keep, or the user error that breaks one. */
function listProblem(
  addresses: CartDeliveryAddressRecord[],
  field: string[] = ["addresses"],
): UserError | null {
  if (addresses.length > MAX_ADDRESSES) {
    return {
      code: "TOO_MANY_DELIVERY_ADDRESSES",
      field,
      message: `A cart can have at most ${MAX_ADDRESSES} delivery addresses.`,
    };
  }
  if (addresses.filter((a) => a.selected).length > 1) {
    return {
      code: "ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED",
      field,
      message: "Only one delivery address can be selected.",
    };
  }
  return null;
}

const nextIdOf = (addresses: CartDeliveryAddressRecord[]) =>
  Math.max(0, ...addresses.map((a) => a.id)) + 1;

/** A newly selected address takes the selection from the one selected before. */
function withSelection(
  current: CartDeliveryAddressRecord[],
  chosen: CartDeliveryAddressRecord[],
): CartDeliveryAddressRecord[] {
  const selecting = chosen.some((a) => a.selected);
  return current.map((a) => (selecting && !chosen.includes(a) ? { ...a, selected: false } : a));
}

const addressId = (id: string) => numericIdOf(id, ["CartSelectableAddress"]);

function invalidAddressId(field: string[]): UserError {
  return {
    code: "INVALID_DELIVERY_ADDRESS_ID",
    field,
    message: "The delivery address was not found.",
  };
}

/** The list to save, or the user error of the rule it breaks, as `changeCart` takes them. */
function settle(addresses: CartDeliveryAddressRecord[]) {
  const problem = listProblem(addresses);
  return problem ? { userErrors: [problem] } : { set: { deliveryAddresses: addresses } };
}

/** The shop's options for the cart's group: USPS, to US addresses only. */
function optionsFor(address: CartDeliveryAddressRecord["address"]): readonly ShippingMethod[] {
  return address.territoryCode === "US" ? SHIPPING_METHODS : [];
}

function selectedAddress(c: CartView) {
  return c.withKey ? (c.row.deliveryAddresses.find((a) => a.selected) ?? null) : null;
}

/** The cart's one delivery group, once it has lines and a selected address. */
function deliveryGroup(c: CartView) {
  const address = selectedAddress(c);
  if (!address || c.lines.length === 0) return null;
  const options = optionsFor(address.address);
  const selected = options.find((o) => o.code === c.row.selectedDeliveryOption) ?? null;
  return { cart: c, address, options, selected };
}

/** What the selected delivery option adds to the cart's total, in cents. */
export function deliveryCents(c: CartView): number {
  const group = deliveryGroup(c);
  return group?.selected ? shippingPrice(group.selected, c.subtotalCents) : 0;
}

type Group = NonNullable<ReturnType<typeof deliveryGroup>>;
type Option = { method: ShippingMethod; cart: CartView };

export const cartDeliveryResolvers: ResolverMap<StorefrontContext> = {
  Mutation: {
    cartDeliveryAddressesAdd: (
      _: unknown,
      args: { cartId: string; addresses: SelectableAddressInput[] },
      ctx,
    ) =>
      changeCart(ctx, args.cartId, (view) => {
        const current = view.row.deliveryAddresses;
        const checked = checkInputs(args.addresses, nextIdOf(current));
        if ("userErrors" in checked) return checked;
        return settle([...withSelection(current, checked.records), ...checked.records]);
      }),
    cartDeliveryAddressesUpdate: (
      _: unknown,
      args: { cartId: string; addresses: SelectableAddressUpdateInput[] },
      ctx,
    ) =>
      changeCart(ctx, args.cartId, (view) => {
        const userErrors: UserError[] = [];
        const updated: CartDeliveryAddressRecord[] = [];
        args.addresses.forEach((input, index) => {
          const id = addressId(input.id);
          const found = view.row.deliveryAddresses.find((a) => a.id === id);
          if (!found) {
            userErrors.push(invalidAddressId(["addresses", String(index), "id"]));
            return;
          }
          let address = found.address;
          if (input.address) {
            const checked = checkAddress(input, ["addresses", String(index)]);
            if ("errors" in checked) {
              userErrors.push(...checked.errors);
              return;
            }
            address = checked.address;
          }
          updated.push({
            id: found.id,
            address,
            selected: input.selected ?? found.selected,
            oneTimeUse: input.oneTimeUse ?? found.oneTimeUse,
          });
        });
        if (userErrors.length) return { userErrors };
        const chosen = updated.filter((a) => a.selected);
        return settle(
          withSelection(view.row.deliveryAddresses, chosen).map(
            (a) => updated.find((u) => u.id === a.id) ?? a,
          ),
        );
      }),
    cartDeliveryAddressesRemove: (
      _: unknown,
      args: { cartId: string; addressIds: string[] },
      ctx,
    ) =>
      changeCart(ctx, args.cartId, (view) => {
        const ids = args.addressIds.map(addressId);
        const missing = ids.findIndex((id) => !view.row.deliveryAddresses.some((a) => a.id === id));
        if (missing >= 0)
          return { userErrors: [invalidAddressId(["addressIds", String(missing)])] };
        return settle(view.row.deliveryAddresses.filter((a) => !ids.includes(a.id)));
      }),
    cartDeliveryAddressesReplace: (
      _: unknown,
      args: { cartId: string; addresses: SelectableAddressInput[] },
      ctx,
    ) =>
      changeCart(ctx, args.cartId, (view) => {
        // New ids, so an id handed out for a replaced address never names another one.
        const checked = checkInputs(args.addresses, nextIdOf(view.row.deliveryAddresses));
        return "userErrors" in checked ? checked : settle(checked.records);
      }),
    cartSelectedDeliveryOptionsUpdate: (
      _: unknown,
      args: {
        cartId: string;
        selectedDeliveryOptions: { deliveryGroupId: string; deliveryOptionHandle: string }[];
      },
      ctx,
    ) =>
      changeCart(ctx, args.cartId, (view) => {
        const group = deliveryGroup(view);
        let handle = view.row.selectedDeliveryOption;
        for (const [index, choice] of args.selectedDeliveryOptions.entries()) {
          const path = ["selectedDeliveryOptions", String(index)];
          if (!group || choice.deliveryGroupId.split("?")[0] !== GROUP_ID) {
            return {
              userErrors: [
                {
                  code: "INVALID_DELIVERY_GROUP",
                  field: [...path, "deliveryGroupId"],
                  message: "Delivery group was not found in cart.",
                },
              ],
            };
          }
          if (!group.options.some((o) => o.code === choice.deliveryOptionHandle)) {
            return {
              userErrors: [
                {
                  code: "INVALID_DELIVERY_OPTION",
                  field: [...path, "deliveryOptionHandle"],
                  message: "Delivery option was not valid.",
                },
              ],
            };
          }
          handle = choice.deliveryOptionHandle;
        }
        return { set: { selectedDeliveryOption: handle } };
      }),
  },
  Cart: {
    delivery: (c: CartView) => c,
    deliveryGroups: (c: CartView, args: ConnectionArgs) => {
      const group = deliveryGroup(c);
      return paginate(group ? [group] : [], args, () => GROUP_ID);
    },
  },
  CartDelivery: {
    // Addresses are the buyer's details: a cart read without its key shows none.
    addresses: (c: CartView, args: { selected?: boolean | null }) =>
      (c.withKey ? c.row.deliveryAddresses : [])
        // `selected` defaults to false, and a default query must list every address, so the
        // filter only narrows when true: then just the selected one.
        .filter((a) => !args.selected || a.selected)
        .map((a) => ({
          id: `gid://shopify/CartSelectableAddress/${a.id}`,
          selected: a.selected,
          oneTimeUse: a.oneTimeUse,
          address: { __typename: "CartDeliveryAddress", ...a.address },
        })),
  },
  CartDeliveryAddress: {
    countryCode: (a: CartDeliveryAddressRecord["address"]) => a.territoryCode,
    provinceCode: (a: CartDeliveryAddressRecord["address"]) => a.zoneCode,
    name: (a: CartDeliveryAddressRecord["address"]) => fullName(a),
    formatted: (
      a: CartDeliveryAddressRecord["address"],
      args: { withName?: boolean | null; withCompany?: boolean | null },
    ) =>
      formatAddress(a, {
        withName: args.withName ?? false,
        withCompany: args.withCompany ?? true,
      }),
    formattedArea: (a: CartDeliveryAddressRecord["address"]) => formatArea(a),
    // The provider geocodes nothing.
    latitude: () => null,
    longitude: () => null,
  },
  CartDeliveryGroup: {
    id: () => GROUP_ID,
    groupType: () => "ONE_TIME_PURCHASE",
    cartLines: (g: Group, args: ConnectionArgs & { reverse?: boolean | null }) =>
      paginate(args.reverse ? [...g.cart.lines].reverse() : g.cart.lines, args, (l) => l.id),
    deliveryAddress: (g: Group) => {
      const a = g.address.address;
      return {
        id: `gid://shopify/MailingAddress/${g.address.id}?model_name=CartSelectableAddress`,
        ...a,
        name: fullName(a),
        country: countryName(a.territoryCode),
        countryCode: a.territoryCode,
        countryCodeV2: a.territoryCode,
        province: provinceName(a),
        provinceCode: a.zoneCode,
        formatted: formatAddress(a),
        formattedArea: formatArea(a),
        latitude: null,
        longitude: null,
      };
    },
    deliveryOptions: (g: Group): Option[] => g.options.map((method) => ({ method, cart: g.cart })),
    selectedDeliveryOption: (g: Group): Option | null =>
      g.selected ? { method: g.selected, cart: g.cart } : null,
  },
  CartDeliveryOption: {
    handle: (o: Option) => o.method.code,
    code: (o: Option) => o.method.title,
    title: (o: Option) => o.method.title,
    description: (o: Option) => o.method.deliveryEstimate,
    deliveryMethodType: () => "SHIPPING",
    estimatedCost: (o: Option, _: unknown, ctx) =>
      money(shippingPrice(o.method, o.cart.subtotalCents), ctx.catalogue.currencyCode),
  },
};
