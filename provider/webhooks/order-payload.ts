import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  customerAddresses,
  customers,
  fulfillments,
  orderLineItems,
  orders,
  type OrderAddressRecord,
} from "../db/schema/index";
import { toGid } from "../graphql/ids";
import { US_STATES } from "../orders/territories";
import { LOCATION_ID } from "./webhook-payloads";

/*
 * The REST `Order` as `orders/fulfilled` carries it, in the same REST conventions as the
 * product payloads: snake_case keys, numeric ids beside `admin_graphql_api_id`, money as
 * decimal strings with two places, each amount also as a shop/presentment money set.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

const STATE_NAMES = new Map(US_STATES);

/** The shop's one business entity, as Shopify writes its id: opaque, base64 without padding. */
const BUSINESS_ENTITY_ID = Buffer.from(String(LOCATION_ID)).toString("base64").replace(/=+$/, "");

/*
 * Shopify's REST addresses: the schemas (inferred from Shopify's examples) type the text fields
 * of a customer's default address as strings, so an empty one is sent as "" there.
 */
function addressPayload(address: OrderAddressRecord | null, email: string | null) {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  return {
    first_name: address.firstName,
    address1: address.address1,
    phone: address.phone,
    city: address.city,
    zip: address.zip,
    province: address.zoneCode ? (STATE_NAMES.get(address.zoneCode) ?? address.zoneCode) : null,
    country: address.territoryCode === "US" ? "United States" : address.territoryCode,
    last_name: address.lastName,
    address2: address.address2,
    company: address.company,
    latitude: null,
    longitude: null,
    name: name || email,
    country_code: address.territoryCode,
    province_code: address.zoneCode,
  };
}

/** The REST `Order`, as `orders/fulfilled` carries it, with its lines and fulfilments. */
export async function orderPayload(
  db: Database,
  orderId: number,
  options: { publicUrl: string; orderStatusUrl: string },
) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [lines, shipments, [customer]] = await Promise.all([
    db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, orderId))
      .orderBy(asc(orderLineItems.position)),
    db
      .select()
      .from(fulfillments)
      .where(eq(fulfillments.orderId, orderId))
      .orderBy(asc(fulfillments.createdAt)),
    order.customerId === null
      ? Promise.resolve([])
      : db.select().from(customers).where(eq(customers.id, order.customerId)),
  ]);
  const [defaultAddress] =
    customer?.defaultAddressId != null
      ? await db
          .select()
          .from(customerAddresses)
          .where(eq(customerAddresses.id, customer.defaultAddressId))
      : [];
  const currency = order.currencyCode;
  const money = (cents: number) => (cents / 100).toFixed(2);
  const set = (cents: number) => ({
    shop_money: { amount: money(cents), currency_code: currency },
    presentment_money: { amount: money(cents), currency_code: currency },
  });
  const fulfilled = order.fulfillmentStatus === "FULFILLED";
  const lineItem = (line: (typeof lines)[number]) => ({
    id: line.id,
    admin_graphql_api_id: toGid("LineItem", line.id),
    attributed_staffs: [],
    current_quantity: order.cancelledAt ? 0 : line.quantity,
    fulfillable_quantity: fulfilled || order.cancelledAt ? 0 : line.quantity,
    fulfillment_service: "manual",
    fulfillment_status: fulfilled ? "fulfilled" : null,
    gift_card: false,
    grams: 0,
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    price: money(line.unitPriceCents),
    price_set: set(line.unitPriceCents),
    product_exists: line.productId !== null,
    product_id: line.productId,
    properties: [],
    quantity: line.quantity,
    requires_shipping: true,
    sku: line.sku ?? "",
    taxable: true,
    title: line.title,
    total_discount: money(line.discountCents),
    total_discount_set: set(line.discountCents),
    variant_id: line.variantId,
    variant_inventory_management: "shopify",
    variant_title: line.variantTitle,
    vendor: line.vendor,
    tax_lines: [],
    duties: [],
    discount_allocations: [],
  });
  const lineItems = lines.map(lineItem);
  const fulfilmentViews = shipments.map((shipment, index) => ({
    id: shipment.id,
    admin_graphql_api_id: toGid("Fulfillment", shipment.id),
    created_at: iso(shipment.createdAt),
    location_id: LOCATION_ID,
    name: `${order.name}.${index + 1}`,
    order_id: order.id,
    origin_address: {},
    receipt: {},
    service: "manual",
    shipment_status: shipment.shipmentStatus?.toLowerCase() ?? null,
    status: shipment.status.toLowerCase(),
    tracking_company: shipment.tracking[0]?.company ?? null,
    tracking_number: shipment.tracking[0]?.number ?? null,
    tracking_numbers: shipment.tracking.flatMap((t) => (t.number ? [t.number] : [])),
    tracking_url: shipment.tracking[0]?.url ?? null,
    tracking_urls: shipment.tracking.flatMap((t) => (t.url ? [t.url] : [])),
    updated_at: iso(shipment.updatedAt),
    line_items: lines.map((line) => {
      const { attributed_staffs: _staff, current_quantity: _current, ...item } = lineItem(line);
      return { ...item, fulfillment_status: "fulfilled" };
    }),
  }));
  const subtotal = order.subtotalBeforeDiscountsCents - order.discountCents;
  const zero = set(0);
  const customerView = customer
    ? {
        id: customer.id,
        email: customer.email,
        created_at: iso(customer.createdAt),
        updated_at: iso(customer.updatedAt),
        first_name: customer.firstName ?? "",
        last_name: customer.lastName ?? "",
        state: "enabled",
        note: null,
        verified_email: true,
        multipass_identifier: null,
        tax_exempt: false,
        phone: customer.phone,
        currency,
        tax_exemptions: [],
        admin_graphql_api_id: toGid("Customer", customer.id),
        default_address: defaultAddress
          ? {
              id: defaultAddress.id,
              customer_id: customer.id,
              first_name: defaultAddress.firstName ?? "",
              last_name: defaultAddress.lastName ?? "",
              company: defaultAddress.company,
              address1: defaultAddress.address1 ?? "",
              address2: defaultAddress.address2,
              city: defaultAddress.city ?? "",
              province: defaultAddress.zoneCode
                ? (STATE_NAMES.get(defaultAddress.zoneCode) ?? defaultAddress.zoneCode)
                : "",
              country: defaultAddress.territoryCode === "US" ? "United States" : "",
              zip: defaultAddress.zip ?? "",
              phone: defaultAddress.phone ?? "",
              name: [defaultAddress.firstName, defaultAddress.lastName].filter(Boolean).join(" "),
              province_code: defaultAddress.zoneCode ?? "",
              country_code: defaultAddress.territoryCode,
              country_name: defaultAddress.territoryCode === "US" ? "United States" : "",
              default: true,
            }
          : null,
      }
    : null;
  return {
    id: order.id,
    admin_graphql_api_id: toGid("Order", order.id),
    app_id: null,
    browser_ip: null,
    buyer_accepts_marketing: false,
    cancel_reason: order.cancelReason?.toLowerCase() ?? null,
    cancelled_at: iso(order.cancelledAt),
    cart_token: null,
    checkout_token: null,
    client_details: null,
    closed_at: null,
    confirmation_number: order.confirmationNumber,
    confirmed: true,
    contact_email: order.email ?? "",
    created_at: iso(order.createdAt),
    currency,
    current_shipping_price_set: set(order.shippingCents),
    current_subtotal_price: money(subtotal),
    current_subtotal_price_set: set(subtotal),
    current_total_additional_fees_set: null,
    current_total_discounts: money(order.discountCents),
    current_total_discounts_set: set(order.discountCents),
    current_total_duties_set: null,
    current_total_price: money(order.totalCents),
    current_total_price_set: set(order.totalCents),
    current_total_tax: money(order.taxCents),
    current_total_tax_set: set(order.taxCents),
    customer_locale: "en",
    device_id: null,
    discount_codes: order.discountCodes.map((code) => ({
      code,
      amount: money(order.discountCents),
      type: "percentage",
    })),
    duties_included: false,
    email: order.email ?? "",
    estimated_taxes: false,
    financial_status: order.financialStatus.toLowerCase(),
    fulfillment_status: fulfilled ? "fulfilled" : null,
    landing_site: null,
    landing_site_ref: null,
    location_id: null,
    merchant_business_entity_id: BUSINESS_ENTITY_ID,
    merchant_of_record_app_id: null,
    name: order.name,
    note: order.note,
    note_attributes: [],
    number: order.number - 1000,
    order_number: order.number,
    order_status_url: options.orderStatusUrl,
    original_total_additional_fees_set: null,
    original_total_duties_set: null,
    payment_gateway_names: ["bogus"],
    payment_terms: null,
    phone: null,
    po_number: null,
    presentment_currency: currency,
    processed_at: iso(order.processedAt),
    reference: null,
    referring_site: null,
    source_identifier: null,
    source_name: "web",
    source_url: null,
    subtotal_price: money(subtotal),
    subtotal_price_set: set(subtotal),
    tags: "",
    tax_exempt: false,
    tax_lines: [],
    taxes_included: false,
    test: false,
    token: order.statusToken,
    total_cash_rounding_payment_adjustment_set: zero,
    total_cash_rounding_refund_adjustment_set: zero,
    total_discounts: money(order.discountCents),
    total_discounts_set: set(order.discountCents),
    total_line_items_price: money(order.subtotalBeforeDiscountsCents),
    total_line_items_price_set: set(order.subtotalBeforeDiscountsCents),
    total_outstanding: "0.00",
    total_price: money(order.totalCents),
    total_price_set: set(order.totalCents),
    total_shipping_price_set: set(order.shippingCents),
    total_tax: money(order.taxCents),
    total_tax_set: set(order.taxCents),
    total_tip_received: "0.00",
    total_weight: 0,
    updated_at: iso(order.updatedAt),
    user_id: null,
    billing_address: addressPayload(order.billingAddress, order.email),
    customer: customerView,
    discount_applications: [],
    fulfillments: fulfilmentViews,
    line_items: lineItems,
    refunds: [],
    returns: [],
    line_item_groups: [],
    shipping_address: addressPayload(order.shippingAddress, order.email),
    shipping_lines: order.shippingMethod
      ? [
          {
            id: order.id,
            carrier_identifier: null,
            code: order.shippingMethod.code,
            current_discounted_price_set: set(order.shippingMethod.priceCents),
            discounted_price: money(order.shippingMethod.priceCents),
            discounted_price_set: set(order.shippingMethod.priceCents),
            is_removed: false,
            phone: null,
            price: money(order.shippingMethod.priceCents),
            price_set: set(order.shippingMethod.priceCents),
            requested_fulfillment_service_id: null,
            source: "shopify",
            title: order.shippingMethod.title,
            tax_lines: [],
            discount_allocations: [],
          },
        ]
      : [],
  };
}
