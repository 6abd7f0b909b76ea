import { and, eq, gt } from "drizzle-orm";
import { expect } from "vitest";
import { productVariants } from "../db/schema/index";
import { CHECKOUT_FORM } from "./checkout-form";
import { Browser } from "../../tests/support/sign-in";
import { storefrontRequest, type TestProvider } from "./start-provider";

// A shopper's way through the provider's checkout for its tests: a cart from the Storefront API,
// then the checkout page filled in and submitted from a browser on the storefront's origin.

export interface PricedVariant {
  id: number;
  cents: number;
}

/** Tracked variants with plenty of stock, cheapest first. */
export async function stockedVariantsCheapestFirst(t: TestProvider): Promise<PricedVariant[]> {
  const rows = await t.provider.db
    .select({ id: productVariants.id, price: productVariants.price })
    .from(productVariants)
    .where(
      and(eq(productVariants.inventoryTracked, true), gt(productVariants.inventoryQuantity, 20)),
    );
  return rows
    .map((r) => ({ id: r.id, cents: Math.round(Number(r.price) * 100) }))
    .sort((a, b) => a.cents - b.cents || a.id - b.id);
}

export async function createCart(
  t: TestProvider,
  lines: { variant: PricedVariant; quantity: number }[],
  customerAccessToken?: string,
) {
  const result = await storefrontRequest<{
    cartCreate: { cart: { id: string; checkoutUrl: string }; userErrors: unknown[] };
  }>(
    t,
    `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { code message } } }`,
    {
      input: {
        lines: lines.map((l) => ({
          merchandiseId: `gid://shopify/ProductVariant/${l.variant.id}`,
          quantity: l.quantity,
        })),
        ...(customerAccessToken ? { buyerIdentity: { customerAccessToken } } : {}),
      },
    },
  );
  expect(result.data.cartCreate.userErrors).toEqual([]);
  return result.data.cartCreate.cart;
}

export function storefrontBrowser(t: TestProvider) {
  return new Browser(t.config.storefrontOrigin);
}

/** Opens the checkout page and pays with the form as filled in, changed by `fields`. */
export async function checkout(
  t: TestProvider,
  checkoutUrl: string,
  fields: Partial<typeof CHECKOUT_FORM> = {},
  b = storefrontBrowser(t),
) {
  const page = await b.go(checkoutUrl);
  expect(page.status).toBe(200);
  return {
    page,
    result: await b.submit(page, { ...CHECKOUT_FORM, ...fields, intent: "pay" }),
    browser: b,
  };
}
