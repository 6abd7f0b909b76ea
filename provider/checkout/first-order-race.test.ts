import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema/index";
import { CHECKOUT_FORM } from "../testing/checkout-form";
import {
  createCart,
  stockedVariantsCheapestFirst,
  storefrontBrowser,
  type PricedVariant,
} from "../testing/checkout-shopper";
import { sendInOneWrite, sendInParallel, type RawRequest } from "../testing/raw-http";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { freePort } from "../../tests/support/free-port";
import { startPostgres, type PostgresServer } from "../../tests/support/postgres-server";
import { forms } from "../../tests/support/sign-in";

// A first-order discount is decided inside the transaction that writes the order: two checkouts
// by one new buyer paid at the same moment, in one TCP write or over two connections, must not
// both get it. On PGlite (one connection, statements interleaved) and on PostgreSQL (real
// concurrency).

let postgres: PostgresServer | undefined;
let skipped = "";

beforeAll(async () => {
  const started = await startPostgres(await freePort());
  if ("skipped" in started) skipped = started.skipped;
  else postgres = started;
});

afterAll(() => {
  postgres?.stop();
});

describe.each([
  ["PGlite", () => ({})],
  ["PostgreSQL", () => (postgres ? { databaseUrl: postgres.url } : null)],
] as const)("on %s", (name, connection) => {
  let t: TestProvider | undefined;
  let variant: PricedVariant;

  beforeAll(async () => {
    const options = connection();
    if (!options) return;
    t = await startTestProvider(options);
    variant = (await stockedVariantsCheapestFirst(t))[4]!;
  });

  afterAll(async () => {
    await t?.close();
  });

  const provider = () => {
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    return t!;
  };

  /** Two carts of one new buyer, each at its checkout form with PEYTON20 filled in. */
  async function twoCheckouts(email: string) {
    const shop = provider();
    const carts = [
      await createCart(shop, [{ variant, quantity: 1 }]),
      await createCart(shop, [{ variant, quantity: 1 }]),
    ];
    const browsers = [storefrontBrowser(shop), storefrontBrowser(shop)];
    return Promise.all(
      carts.map(async (cart, i) => {
        const browser = browsers[i]!;
        const page = await browser.go(cart.checkoutUrl);
        expect(page.status).toBe(200);
        const form = forms(page.body)[0]!;
        const fields = {
          ...form.hidden,
          ...CHECKOUT_FORM,
          email,
          discountCode: "PEYTON20",
          intent: "pay",
        };
        return { browser, fields, action: new URL(form.action, page.url).href };
      }),
    );
  }

  async function discountedOrders(email: string) {
    const rows = await provider()
      .provider.db.select({ discountCents: orders.discountCents })
      .from(orders)
      .where(sql`lower(${orders.email}) = ${email}`);
    return { placed: rows.length, discounted: rows.filter((r) => r.discountCents > 0).length };
  }

  /** The two form posts, built in full before either is sent. */
  const posts = (checkouts: Awaited<ReturnType<typeof twoCheckouts>>): RawRequest[] =>
    checkouts.map((c) => ({
      method: "POST",
      url: c.action,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: c.browser.jar.header(),
      },
      body: new URLSearchParams(c.fields).toString(),
    }));

  it.each([
    ["in one TCP write", sendInOneWrite],
    ["at once over two connections", sendInParallel],
  ])("gives PEYTON20 once when two checkouts arrive %s", async (how, send) => {
    const email = `${how.replaceAll(" ", "-")}-${name}@example.com`.toLowerCase();
    const responses = await send(posts(await twoCheckouts(email)));
    expect(responses.map((r) => r.status).sort()).toEqual([303, 422]);
    expect(responses.find((r) => r.status === 303)!.headers.location).toMatch(/\/orders\//);
    const refused = responses.find((r) => r.status === 422)!;
    expect(refused.body).toContain("PEYTON20 is for a customer’s first order only");
    expect(await discountedOrders(email)).toEqual({ placed: 1, discounted: 1 });
  });
});
