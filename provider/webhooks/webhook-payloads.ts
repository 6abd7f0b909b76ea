import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  customers,
  fulfillments,
  orderLineItems,
  orders,
  productImages,
  products,
  productVariants,
  type OrderAddressRecord,
} from "../db/schema/index";
import { toGid } from "../graphql/ids";
import { toCents } from "../graphql/money";

/*
 * Payloads in the shape of Shopify's REST Admin resources, which is what its webhooks carry
 * whatever API a subscription was made with: snake_case keys, numeric ids beside
 * `admin_graphql_api_id`, money as decimal strings with two places, tags as one comma-separated
 * string, option values as option1…option3.
 */

/** The one stock location of the local shop (a Shopify shop has at least one). */
export const LOCATION_ID = 70_120_000_001;

/**
 * The provider keeps no inventory items apart from variants, so a variant's inventory item has
 * the variant's number: `inventory_item_id` in a product payload and in `inventory_levels/update`
 * name the same thing, and a receiver can join them.
 */
export const inventoryItemIdOf = (variantId: number) => variantId;

const price = (decimal: string | null) =>
  decimal === null ? null : (toCents(decimal) / 100).toFixed(2);
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function imageUrl(publicUrl: string, key: string) {
  return `${publicUrl}/cdn/shop/files/${key}.png?v=1`;
}

/** The REST `Product` as `products/create` and `products/update` carry it; null if it is gone. */
export async function productPayload(
  db: Database,
  productId: number,
  options: { publicUrl: string; now: Date },
) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) return null;
  const [variants, images] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position)),
  ]);
  const imageViews = images.map((image, position) => ({
    id: image.id,
    alt: image.altText,
    position: position + 1,
    product_id: productId,
    created_at: iso(product.createdAt),
    updated_at: iso(product.updatedAt),
    admin_graphql_api_id: toGid("ProductImage", image.id),
    width: image.width,
    height: image.height,
    src: imageUrl(options.publicUrl, image.key),
    variant_ids: variants.filter((v) => v.imageId === image.id).map((v) => v.id),
  }));
  const optionValue = (variant: (typeof variants)[number], index: number) => {
    const name = product.options[index]?.name;
    return name === undefined
      ? null
      : (variant.selectedOptions.find((o) => o.name === name)?.value ?? null);
  };
  return {
    admin_graphql_api_id: toGid("Product", product.id),
    body_html: product.descriptionHtml,
    created_at: iso(product.createdAt),
    handle: product.handle,
    id: product.id,
    product_type: product.productType,
    published_at: iso(product.publishedAt),
    template_suffix: null,
    title: product.title,
    updated_at: iso(product.updatedAt),
    vendor: product.vendor,
    // Hiding a product takes it off the shop's sales channel; it stays an active product.
    status: "active",
    published_scope: "global",
    tags: product.tags.join(", "),
    variants: variants.map((variant) => ({
      admin_graphql_api_id: toGid("ProductVariant", variant.id),
      barcode: null,
      compare_at_price: price(variant.compareAtPrice),
      created_at: iso(product.createdAt),
      id: variant.id,
      inventory_policy: "deny",
      position: variant.position + 1,
      price: price(variant.price),
      product_id: product.id,
      sku: variant.sku,
      taxable: true,
      title: variant.title,
      updated_at: iso(product.updatedAt),
      option1: optionValue(variant, 0),
      option2: optionValue(variant, 1),
      option3: optionValue(variant, 2),
      image_id: variant.imageId,
      inventory_item_id: inventoryItemIdOf(variant.id),
      // An untracked variant's stock is not counted, and Shopify reports it as 0.
      inventory_quantity: variant.inventoryTracked ? variant.inventoryQuantity : 0,
      old_inventory_quantity: variant.inventoryTracked ? variant.inventoryQuantity : 0,
    })),
    options: product.options.map((option, index) => ({
      name: option.name,
      id: product.id * 10 + index + 1,
      product_id: product.id,
      position: index + 1,
      values: option.values,
    })),
    images: imageViews,
    image: imageViews[0] ?? null,
    media: imageViews.map((image) => ({
      id: image.id,
      product_id: productId,
      position: image.position,
      created_at: image.created_at,
      updated_at: image.updated_at,
      alt: image.alt,
      status: "READY",
      media_content_type: "IMAGE",
      preview_image: { width: image.width, height: image.height, src: image.src, status: "READY" },
      variant_ids: image.variant_ids,
      admin_graphql_api_id: toGid("MediaImage", image.id),
    })),
    variant_gids: variants.map((variant) => ({
      admin_graphql_api_id: toGid("ProductVariant", variant.id),
      updated_at: iso(options.now),
    })),
    has_variants_that_requires_components: false,
    category: null,
  };
}

/** `products/delete` carries the id alone. */
export function productDeletePayload(productId: number) {
  return { id: productId };
}

/** `inventory_levels/update`: a variant's stock at the shop's one location. */
export function inventoryLevelPayload(variant: { id: number; quantity: number }, now: Date) {
  const inventoryItemId = inventoryItemIdOf(variant.id);
  return {
    inventory_item_id: inventoryItemId,
    location_id: LOCATION_ID,
    available: variant.quantity,
    updated_at: now.toISOString(),
    admin_graphql_api_id: `gid://shopify/InventoryLevel/${LOCATION_ID}?inventory_item_id=${inventoryItemId}`,
  };
}

/** `collections/update`: the collection's own fields (its products are not in it). */
export function collectionPayload(
  collection: { id: number; handle: string; title: string; description: string },
  now: Date,
) {
  return {
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    updated_at: now.toISOString(),
    body_html: collection.description,
    published_at: now.toISOString(),
    sort_order: "manual",
    template_suffix: null,
    published_scope: "global",
    admin_graphql_api_id: toGid("Collection", collection.id),
  };
}

function addressPayload(address: OrderAddressRecord | null, email: string | null) {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  return {
    first_name: address.firstName,
    address1: address.address1,
    phone: address.phone,
    city: address.city,
    zip: address.zip,
    province: address.zoneCode,
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
  const money = (cents: number) => (cents / 100).toFixed(2);
  const set = (cents: number) => ({
    shop_money: { amount: money(cents), currency_code: order.currencyCode },
    presentment_money: { amount: money(cents), currency_code: order.currencyCode },
  });
  const lineItems = lines.map((line) => ({
    id: line.id,
    admin_graphql_api_id: toGid("LineItem", line.id),
    fulfillable_quantity: order.fulfillmentStatus === "FULFILLED" ? 0 : line.quantity,
    fulfillment_service: "manual",
    fulfillment_status: order.fulfillmentStatus === "FULFILLED" ? "fulfilled" : null,
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
    sku: line.sku,
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
  }));
  const fulfilmentViews = shipments.map((shipment) => ({
    id: shipment.id,
    admin_graphql_api_id: toGid("Fulfillment", shipment.id),
    created_at: iso(shipment.createdAt),
    location_id: LOCATION_ID,
    name: `${order.name}.${shipments.indexOf(shipment) + 1}`,
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
    line_items: lineItems,
  }));
  const subtotal = order.subtotalBeforeDiscountsCents - order.discountCents;
  return {
    id: order.id,
    admin_graphql_api_id: toGid("Order", order.id),
    app_id: null,
    browser_ip: null,
    buyer_accepts_marketing: false,
    cancel_reason: order.cancelReason?.toLowerCase() ?? null,
    cancelled_at: iso(order.cancelledAt),
    cart_token: null,
    checkout_id: null,
    checkout_token: null,
    closed_at: null,
    confirmation_number: order.confirmationNumber,
    confirmed: true,
    contact_email: order.email,
    created_at: iso(order.createdAt),
    currency: order.currencyCode,
    current_subtotal_price: money(subtotal),
    current_total_discounts: money(order.discountCents),
    current_total_price: money(order.totalCents),
    current_total_tax: money(order.taxCents),
    customer_locale: "en",
    discount_codes: order.discountCodes.map((code) => ({
      code,
      amount: money(order.discountCents),
      type: "percentage",
    })),
    email: order.email ?? "",
    estimated_taxes: false,
    financial_status: order.financialStatus.toLowerCase(),
    fulfillment_status: order.fulfillmentStatus === "FULFILLED" ? "fulfilled" : null,
    landing_site: null,
    name: order.name,
    note: order.note,
    note_attributes: [],
    number: order.number - 1000,
    order_number: order.number,
    order_status_url: options.orderStatusUrl,
    payment_gateway_names: ["bogus"],
    phone: null,
    presentment_currency: order.currencyCode,
    processed_at: iso(order.processedAt),
    reference: null,
    referring_site: null,
    source_name: "web",
    subtotal_price: money(subtotal),
    subtotal_price_set: set(subtotal),
    tags: "",
    tax_lines: [],
    taxes_included: false,
    test: false,
    token: order.statusToken,
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
    total_weight: 0,
    updated_at: iso(order.updatedAt),
    user_id: null,
    billing_address: addressPayload(order.billingAddress, order.email),
    customer: customer
      ? {
          id: customer.id,
          email: customer.email,
          admin_graphql_api_id: toGid("Customer", customer.id),
        }
      : null,
    fulfillments: fulfilmentViews,
    line_items: lineItems,
    refunds: [],
    shipping_address: addressPayload(order.shippingAddress, order.email),
    shipping_lines: order.shippingMethod
      ? [
          {
            id: order.id,
            code: order.shippingMethod.code,
            price: money(order.shippingMethod.priceCents),
            price_set: set(order.shippingMethod.priceCents),
            source: "shopify",
            title: order.shippingMethod.title,
            tax_lines: [],
            discount_allocations: [],
          },
        ]
      : [],
  };
}
