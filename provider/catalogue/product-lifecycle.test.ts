import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLineItems, orders } from "../db/schema/index";
import { adminClient, type AdminClient } from "../testing/admin-client";
import { checkout, createCart } from "../testing/checkout-shopper";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver";
import { checkWebhookPayload } from "../testing/webhook-schemas";

// The merchant creating and deleting products over the admin API, against a real provider and a
// real webhook endpoint on loopback: what the Storefront API answers at once, and the webhooks
// Shopify would send, signed and in its shape.

const SECRET = "a-test-webhook-secret-0123456789";

let receiver: WebhookReceiver;
let t: TestProvider;
let admin: AdminClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestProvider({
    env: { PROVIDER_WEBHOOK_URL: receiver.url, PROVIDER_WEBHOOK_SECRET: SECRET },
    webhookTiming: { timeoutMs: 2_500, retryDelaysMs: [150, 300, 150], pollMs: 1_000 },
  });
  admin = adminClient(t.url);
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const PRODUCT = `query($handle: String!) {
  product(handle: $handle) {
    id title productType availableForSale description
    variants(first: 10) { nodes { id title availableForSale quantityAvailable price { amount } } }
  }
}`;

interface ProductAnswer {
  product: {
    id: string;
    title: string;
    productType: string;
    availableForSale: boolean;
    description: string;
    variants: {
      nodes: {
        id: string;
        title: string;
        availableForSale: boolean;
        quantityAvailable: number;
        price: { amount: string };
      }[];
    };
  } | null;
}

const productAt = async (handle: string) =>
  (await storefrontRequest<ProductAnswer>(t, PRODUCT, { handle })).data.product;

async function handlesFound(query: string) {
  const answer = await storefrontRequest<{
    search: { nodes: { handle?: string }[] };
    collection: { products: { nodes: { handle: string }[] } };
  }>(
    t,
    `query($q: String!) {
      search(query: $q, first: 50, types: PRODUCT) { nodes { ... on Product { handle } } }
      collection(handle: "clothing") { products(first: 250) { nodes { handle } } }
    }`,
    { q: query },
  );
  return {
    search: answer.data.search.nodes.map((n) => n.handle),
    collection: answer.data.collection.products.nodes.map((n) => n.handle),
  };
}

/** An admin API refusal as the console shows it: "field: message" for each error. */
const errorsOf = (answer: { body: { errors?: unknown } }) =>
  (answer.body.errors as { field: string; message: string }[])
    .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
    .join(" ");

const newProduct = (fields: Record<string, unknown> = {}) => ({
  title: "Tiny Tartan Scarf",
  description: "Warm on windy walks.\n\nHand wash cool.",
  productType: "Scarves",
  category: "Clothing",
  price: "19.5",
  sizes: [
    { size: "XS", quantity: 4 },
    { size: "S", quantity: 0 },
  ],
  published: true,
  ...fields,
});

describe("creating a product", () => {
  it("raises products/create, signed and in Shopify's shape, and the shop sells it at once", async () => {
    const from = receiver.received.length;
    const created = await admin.must<{ id: number; handle: string }>(
      "create-product",
      newProduct(),
    );
    expect(created.message).toBe("Tiny Tartan Scarf is created and published.");
    expect(created.handle).toBe("tiny-tartan-scarf");

    const product = await productAt("tiny-tartan-scarf");
    expect(product).toMatchObject({
      title: "Tiny Tartan Scarf",
      productType: "Scarves",
      availableForSale: true,
      description: "Warm on windy walks.\nHand wash cool.",
    });
    expect(product!.variants.nodes).toEqual([
      expect.objectContaining({ title: "XS", availableForSale: true, quantityAvailable: 4 }),
      expect.objectContaining({ title: "S", availableForSale: false, quantityAvailable: 0 }),
    ]);
    expect(product!.variants.nodes[0]!.price.amount).toBe("19.5");
    const found = await handlesFound("tartan");
    expect(found.search).toContain("tiny-tartan-scarf");
    expect(found.collection).toContain("tiny-tartan-scarf");

    const delivery = await receiver.deliveryOf("products/create", () => true, from);
    expect(delivery.headers["x-shopify-webhook-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(delivery.headers["x-shopify-shop-domain"]).toBe(new URL(t.url).host);
    const hmac = createHmac("sha256", SECRET).update(delivery.raw, "utf8").digest("base64");
    expect(delivery.headers["x-shopify-hmac-sha256"]).toBe(hmac);
    checkWebhookPayload("products/create", delivery.payload);
    expect(delivery.payload).toMatchObject({
      id: created.id,
      admin_graphql_api_id: product!.id,
      handle: "tiny-tartan-scarf",
      product_type: "Scarves",
      body_html: "<p>Warm on windy walks.</p><p>Hand wash cool.</p>",
      variants: [
        expect.objectContaining({ title: "XS", price: "19.50", inventory_quantity: 4 }),
        expect.objectContaining({ title: "S", price: "19.50", inventory_quantity: 0 }),
      ],
    });
    // Publishing it changed the Clothing collection and All.
    const collection = await receiver.deliveryOf(
      "collections/update",
      (payload) => payload.handle === "clothing",
      from,
    );
    checkWebhookPayload("collections/update", collection.payload);
  });

  it("refuses a taken handle, a price out of range, and sizes without stock, changing nothing", async () => {
    const before = (await admin.deliveries({ topic: "products/create" })).length;
    const taken = await admin.run(
      "create-product",
      newProduct({ title: "Another Scarf", handle: "tiny-tartan-scarf" }),
    );
    expect(taken.status).toBe(409);
    expect(errorsOf(taken)).toContain('another product already has the handle "tiny-tartan-scarf"');
    const free = await admin.run("create-product", newProduct({ title: "Free Scarf", price: "0" }));
    expect(free.status).toBe(422);
    expect(errorsOf(free)).toContain("price: must be between 0.01 and 100000.00");
    const sizes = await admin.run(
      "create-product",
      newProduct({ title: "No Sizes", sizes: "XS, S: x" }),
    );
    expect(sizes.status).toBe(422);
    const twice = await admin.run(
      "create-product",
      newProduct({ title: "Twice", sizes: "XS: 1, xs: 2" }),
    );
    expect(twice.status).toBe(422);
    expect(errorsOf(twice)).toContain("sizes: must name each size once");
    const category = await admin.run(
      "create-product",
      newProduct({ title: "Odd One", category: "Furniture" }),
    );
    expect(category.status).toBe(422);
    expect(errorsOf(category)).toContain("category: must be one of");
    for (const handle of ["free-scarf", "no-sizes", "twice", "odd-one"]) {
      expect(await productAt(handle)).toBeNull();
    }
    expect(await admin.deliveries({ topic: "products/create" })).toHaveLength(before);
  });

  it("keeps a product created hidden out of the shop until it is published", async () => {
    const created = await admin.must<{ id: number }>(
      "create-product",
      newProduct({ title: "Quiet Knit Snood", handle: "quiet-snood", published: false }),
    );
    expect(created.message).toBe("Quiet Knit Snood is created, hidden from the shop.");
    expect(await productAt("quiet-snood")).toBeNull();
    expect((await handlesFound("snood")).search).not.toContain("quiet-snood");
    await admin.must("set-product-published", { productId: created.id, published: true });
    expect(await productAt("quiet-snood")).toMatchObject({ title: "Quiet Knit Snood" });
    expect((await handlesFound("snood")).collection).toContain("quiet-snood");
  });
});

describe("deleting a product", () => {
  it("raises products/delete with its id; its page, listings and cart lines go, its orders stay", async () => {
    const created = await admin.must<{ id: number; variantIds: number[] }>(
      "create-product",
      newProduct({ title: "Short-Lived Bandana", sizes: "S: 10, M: 10" }),
    );
    const [small, medium] = created.variantIds.map((id) => ({ id, cents: 1950 }));
    // Bought once, and waiting in another shopper's cart beside a product that stays.
    const bought = await checkout(
      t,
      (await createCart(t, [{ variant: small!, quantity: 1 }])).checkoutUrl,
    );
    const [order] = await t.provider.db
      .select()
      .from(orders)
      .where(eq(orders.statusToken, new URL(bought.result.url).pathname.split("/").pop()!));
    const other = (await productAt("tiny-tartan-scarf"))!.variants.nodes[0]!;
    const waiting = await createCart(t, [
      { variant: medium!, quantity: 1 },
      { variant: { id: Number(other.id.split("/").pop()), cents: 1950 }, quantity: 1 },
    ]);

    const unconfirmed = await admin.run("delete-product", { productId: created.id });
    expect(unconfirmed.status).toBe(422);
    expect(errorsOf(unconfirmed)).toContain("confirm: must be confirmed");
    expect(await productAt("short-lived-bandana")).not.toBeNull();

    const from = receiver.received.length;
    const deleted = await admin.must("delete-product", {
      productId: `gid://shopify/Product/${created.id}`,
      confirm: true,
    });
    expect(deleted.message).toBe(
      "Short-Lived Bandana is deleted. Its orders keep their lines as they were bought.",
    );
    expect(await productAt("short-lived-bandana")).toBeNull();
    expect((await handlesFound("bandana")).search).not.toContain("short-lived-bandana");
    expect((await handlesFound("bandana")).collection).not.toContain("short-lived-bandana");

    const delivery = await receiver.deliveryOf("products/delete", () => true, from);
    checkWebhookPayload("products/delete", delivery.payload);
    expect(delivery.payload).toEqual({ id: created.id });

    const cart = await storefrontRequest<{
      cart: { lines: { nodes: { merchandise: { id: string } }[] } };
    }>(
      t,
      `query($id: ID!) { cart(id: $id) { lines(first: 10) { nodes { merchandise { ... on ProductVariant { id } } } } } }`,
      {
        id: waiting.id,
      },
    );
    expect(cart.data.cart.lines.nodes.map((l) => l.merchandise.id)).toEqual([other.id]);

    // The order keeps the line as bought, no longer naming the product (Shopify's
    // product_exists: false), and its status page still shows it.
    const lines = await t.provider.db
      .select()
      .from(orderLineItems)
      .where(eq(orderLineItems.orderId, order!.id));
    expect(lines).toEqual([
      expect.objectContaining({
        title: "Short-Lived Bandana",
        variantTitle: "S",
        unitPriceCents: 1950,
        productId: null,
        variantId: null,
      }),
    ]);
    const status = await fetch(bought.result.url);
    expect(await status.text()).toContain("Short-Lived Bandana");

    const again = await admin.run("delete-product", { productId: created.id, confirm: true });
    expect(again.status).toBe(404);
  });
});
