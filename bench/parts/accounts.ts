import fs from "node:fs";
import path from "node:path";
import type { AutocannonRequestSpec } from "autocannon";
import {
  Browser,
  customerAccountApiUrl,
  discover,
  grantTokens,
  tokenEndpoint,
  type SignInProvider,
} from "../../tests/support/sign-in";
import { CHECKOUT_FORM } from "../../provider/testing/checkout-form";
import { freePort } from "../../tests/support/free-port";
import { graphqlProblems, runLoad, type LoadResult } from "../lib/load";
import { MB } from "../lib/memory";
import { CATALOGUE_INDEX_QUERY, type CatalogueIndex } from "../lib/operations";
import type { BenchOptions } from "../lib/options";
import { ROOT } from "../lib/processes";
import { startProvider, type BenchProvider } from "../lib/provider";
import {
  atLeast,
  below,
  fmt,
  printTable,
  withMark,
  type Check,
  type PartResult,
} from "../lib/report";

const DEMO_EMAIL = "demo@example.com";
/**
 * Independent grants for the refresh bench. Refresh tokens rotate, so each in-flight request
 * needs a token of its own; every response hands a fresh one back to the pool. Twice the
 * connections leaves slack for a failed response.
 */
const REFRESH_GRANTS = 20;

/** The orders page: the list with status, totals and a few line-item thumbnails per order. */
const ORDERS_QUERY = /* GraphQL */ `
  query BenchOrders {
    customer {
      id
      displayName
      orders(first: 10, sortKey: PROCESSED_AT, reverse: true) {
        nodes {
          id
          name
          number
          processedAt
          financialStatus
          totalPrice {
            amount
            currencyCode
          }
          fulfillments(first: 5) {
            nodes {
              status
              latestShipmentStatus
              estimatedDeliveryAt
            }
          }
          lineItems(first: 5) {
            nodes {
              id
              name
              variantTitle
              quantity
              image {
                url
                altText
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

function available(): string | null {
  const need = ["provider/auth/index.ts", "provider/customer-account/customer-account-api.ts"];
  const missing = need.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  return missing.length
    ? `sign-in / Customer Account API not available (${missing.join(", ")})`
    : null;
}

function checkoutAvailable() {
  return fs.existsSync(path.join(ROOT, "provider/checkout/checkout-routes.ts"));
}

const CHECKOUT_CART_CREATE = /* GraphQL */ `
  mutation BenchCheckoutCart($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        checkoutUrl
      }
      userErrors {
        code
        message
      }
    }
  }
`;

/** The hosted checkout's CSRF cookie (provider/checkout/checkout-routes.ts). */
const CSRF_COOKIE = "boutique_checkout_csrf";
/** What a guest types into the hosted checkout: a US address and the demo card that pays. */
const CHECKOUT_FIELDS = { intent: "pay", ...CHECKOUT_FORM, email: "bench@example.com" };
const STATUS_PAGE = /^\/orders\/[A-Za-z0-9_-]{32}$/;

/** A cart whose checkout page has been opened: one POST of the form places its order. */
interface OpenCheckout {
  /** Path and query of the checkout URL (the query carries the cart's key). */
  path: string;
  csrf: string;
}

/**
 * Creates a cart with one line through the Storefront API and opens its checkout page the way a
 * browser does, keeping the CSRF cookie and the form's hidden field.
 */
async function openCheckout(provider: BenchProvider, variantId: string): Promise<OpenCheckout> {
  const data = await provider.graphql<{
    cartCreate: { cart: { checkoutUrl: string } | null; userErrors: unknown[] };
  }>(CHECKOUT_CART_CREATE, {
    input: { lines: [{ merchandiseId: variantId, quantity: 1 }] },
  });
  const cart = data.cartCreate.cart;
  if (!cart || data.cartCreate.userErrors.length) {
    throw new Error(`cartCreate failed: ${JSON.stringify(data.cartCreate.userErrors)}`);
  }
  const checkoutUrl = new URL(cart.checkoutUrl);
  const pathAndQuery = `${checkoutUrl.pathname}${checkoutUrl.search}`;
  const response = await fetch(`${provider.url}${pathAndQuery}`, { redirect: "manual" });
  const page = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => /^([^=;]+)=([^;]*)/.exec(line))
    .find((match) => match?.[1]?.trim() === CSRF_COOKIE)?.[2];
  const field = /<input type="hidden" name="csrf" value="([^"]+)"/.exec(page)?.[1];
  if (response.status !== 200 || !cookie || field !== cookie) {
    throw new Error(
      `checkout page ${pathAndQuery} answered ${response.status} without a CSRF pair`,
    );
  }
  return { path: pathAndQuery, csrf: cookie };
}

async function openCheckouts(provider: BenchProvider, variantIds: string[], count: number) {
  const opened: OpenCheckout[] = [];
  let next = 0;
  // A few at a time: fast to prepare, and cart writes still do not queue up for long.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const i = next++;
        opened.push(await openCheckout(provider, variantIds[i % variantIds.length]!));
      }
    }),
  );
  return opened;
}

interface CheckoutResult extends LoadResult {
  /** 303s to a status page, each a different order. */
  placed: number;
  /** Responses that were not a 303 to a new order's status page, plus socket errors. */
  failures: number;
  /** Requests that found no prepared cart (each is also a failure). */
  starved: number;
  preparedCarts: number;
}

/**
 * Placing an order through the hosted checkout: every request POSTs the filled-in form of its
 * own cart (a cart can be paid for once). The carts are created and their checkout pages opened
 * before the measured window, so the window times the order placement alone. Lines are of
 * untracked variants, so stock never runs out however many orders the bench places.
 */
async function benchCheckout(
  provider: BenchProvider,
  common: { url: string; durationSec: number; serverPid: number },
): Promise<CheckoutResult> {
  const index = await provider.graphql<CatalogueIndex>(CATALOGUE_INDEX_QUERY);
  const variantIds = index.products.nodes
    .flatMap((p) => p.variants.nodes)
    .filter((v) => v.availableForSale && v.quantityAvailable === 0)
    .map((v) => v.id);
  if (!variantIds.length) throw new Error("no untracked variant in the catalogue to check out");

  const pool = await openCheckouts(provider, variantIds, 200);
  let prepared = pool.length;
  let starved = 0;
  let responses = 0;
  const statusPages = new Set<string>();
  const name = "place an order (hosted checkout)";
  const requests: AutocannonRequestSpec[] = [
    {
      method: "POST",
      path: "/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      setupRequest: (request) => {
        const checkout = pool.shift();
        if (!checkout) starved += 1;
        const csrf = checkout?.csrf ?? "pool-ran-dry";
        return {
          ...request,
          path: checkout?.path ?? "/cart/c/pool-ran-dry?key=none",
          headers: { ...request.headers, cookie: `${CSRF_COOKIE}=${csrf}` },
          body: new URLSearchParams({ ...CHECKOUT_FIELDS, csrf }).toString(),
        };
      },
      onResponse: (status, _body, _context, headers) => {
        responses += 1;
        if (status !== 303) return;
        const location = Object.entries(headers).find(([k]) => k.toLowerCase() === "location");
        const target = typeof location?.[1] === "string" ? new URL(location[1]) : null;
        if (target && STATUS_PAGE.test(target.pathname)) statusPages.add(target.pathname);
      },
    },
  ];

  // Warm-up on its own, to learn how many carts the measured window needs.
  const warm = await runLoad({ ...common, name, requests, warmupSec: 0, durationSec: 2 });
  const wanted = Math.ceil(warm.requestsPerSec * common.durationSec * 2) + 200;
  if (pool.length < wanted) {
    const more = await openCheckouts(provider, variantIds, wanted - pool.length);
    pool.push(...more);
    prepared += more.length;
  }
  starved = responses = 0;
  statusPages.clear();

  const result = await runLoad({ ...common, name, requests, warmupSec: 0 });
  const placed = statusPages.size;
  // A status page must really show the order: check a few of them.
  let badSamples = 0;
  let firstProblem: string | null = null;
  const samples = [...statusPages].slice(0, 10);
  for (const statusPath of samples) {
    const response = await fetch(`${provider.url}${statusPath}`);
    const page = await response.text();
    if (response.status !== 200 || !page.includes("Thank you, Ada!")) {
      badSamples += 1;
      firstProblem ??= `${statusPath} answered ${response.status} without the order`;
    }
  }
  return {
    ...result,
    sampled: samples.length,
    badSamples,
    firstProblem,
    placed,
    failures: responses - placed + result.errors,
    starved,
    preparedCarts: prepared,
  };
}

/**
 * The signed-in customer's hot paths on the provider — token refresh (the storefront
 * refreshes before the access token expires) and the account's orders list.
 */
export async function benchAccounts(options: BenchOptions): Promise<PartResult> {
  const missing = available();
  if (missing) {
    console.log(`\n▶ accounts: skipped: ${missing}`);
    return { part: "accounts", skipped: missing, data: null, checks: [] };
  }
  console.log("\n▶ accounts: starting a production provider and signing demo@example.com in…");
  // No storefront runs here; its origin only names the OAuth redirect and CORS origin.
  const storefrontOrigin = `http://localhost:${await freePort()}`;
  const provider = await startProvider({ core: 0, storefrontOrigin });
  try {
    // Known by its public URL, not the loopback one: discovery checks the issuer against it.
    const target: SignInProvider = { url: provider.config.publicUrl, config: provider.config };
    const oauth = await discover(target);
    // One browser for every grant: the first signs in with an emailed code, the rest ride its
    // login session.
    const browser = new Browser(storefrontOrigin);
    const grants: { accessToken: string; refreshToken: string }[] = [];
    for (let i = 0; i < REFRESH_GRANTS; i += 1) {
      const { tokens } = await grantTokens(target, oauth, browser, DEMO_EMAIL);
      if (!tokens.refresh_token) throw new Error("the sign-in granted no refresh token");
      grants.push({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
    }
    const accessToken = grants[0]!.accessToken;
    const common = { url: provider.url, durationSec: options.durationSec, serverPid: provider.pid };

    const orders = await runLoad({
      ...common,
      name: "customer { orders(first: 10) }",
      requests: [
        {
          method: "POST",
          path: new URL(customerAccountApiUrl(target)).pathname,
          headers: { "content-type": "application/json", authorization: accessToken },
          body: JSON.stringify({ query: ORDERS_QUERY }),
        },
      ],
      verify: (body) =>
        graphqlProblems(body) ?? (body.includes('"orders":{"nodes":[]') ? "no orders" : null),
    });
    console.log(`  ${orders.name}: ${fmt.int(orders.requestsPerSec)} req/s`);

    const pool = grants.map((g) => g.refreshToken);
    let starved = 0;
    const refresh = await runLoad({
      ...common,
      name: "token refresh (rotating)",
      requests: [
        {
          method: "POST",
          path: new URL(tokenEndpoint(target)).pathname,
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: storefrontOrigin,
          },
          setupRequest: (request) => {
            const token = pool.shift();
            if (!token) starved += 1;
            return {
              ...request,
              body: new URLSearchParams({
                grant_type: "refresh_token",
                client_id: target.config.customerClientId,
                refresh_token: token ?? "shcrt_pool-ran-dry",
              }).toString(),
            };
          },
          // Every response carries the grant's next refresh token; return it to the pool.
          onResponse: (status, body) => {
            if (status !== 200) return;
            try {
              const parsed = JSON.parse(body) as { refresh_token?: string };
              if (parsed.refresh_token) pool.push(parsed.refresh_token);
            } catch {
              // Counted by verify below.
            }
          },
        },
      ],
      verify: (body) =>
        body.includes('"access_token"') ? null : `no access_token: ${body.slice(0, 200)}`,
      sampleEvery: 1,
    });
    console.log(`  ${refresh.name}: ${fmt.int(refresh.requestsPerSec)} req/s`);

    // A failure here (say, a checkout page that stopped rendering) still reports the rows above.
    let checkoutError: string | null = null;
    const checkout = checkoutAvailable()
      ? await benchCheckout(provider, common).catch((error: unknown) => {
          checkoutError = error instanceof Error ? error.message : String(error);
          return null;
        })
      : null;
    if (checkout) console.log(`  ${checkout.name}: ${fmt.int(checkout.requestsPerSec)} req/s`);

    const rows: [LoadResult, number][] = [
      [orders, 300],
      [refresh, 200],
    ];
    const checks: Check[] = [];
    const table = rows.map(([result, minRps]) => {
      const rps = atLeast(`${result.name} req/s`, result.requestsPerSec, minRps);
      const p99 = below(`${result.name} p99 ms`, result.p99Ms, 150, " ms");
      const failures = result.non2xx + result.errors + result.badSamples;
      const clean = below(`${result.name} failures`, failures, 1);
      checks.push(rps, p99, clean);
      return [
        result.name,
        withMark(fmt.int(result.requestsPerSec), rps),
        fmt.ms(result.p50Ms),
        withMark(fmt.ms(result.p99Ms), p99),
        withMark(String(failures), clean),
        `${result.badSamples}/${result.sampled}`,
        fmt.mb(result.peakRssBytes),
        fmt.cpu(result.serverCpuMsPerRequest),
      ];
    });
    if (checkout) {
      // Success here is a 303 to a new order's status page, not a 2xx.
      const p99 = below(`${checkout.name} p99 ms`, checkout.p99Ms, 150, " ms");
      const failures = checkout.failures + checkout.badSamples;
      const clean = below(`${checkout.name} failures`, failures, 1);
      checks.push(p99, clean);
      table.push([
        checkout.name,
        fmt.int(checkout.requestsPerSec),
        fmt.ms(checkout.p50Ms),
        withMark(fmt.ms(checkout.p99Ms), p99),
        withMark(String(failures), clean),
        `${checkout.badSamples}/${checkout.sampled}`,
        fmt.mb(checkout.peakRssBytes),
        fmt.cpu(checkout.serverCpuMsPerRequest),
      ]);
    } else if (checkoutError) {
      checks.push({
        metric: "place an order (hosted checkout) ran",
        value: null,
        target: "no crash",
        pass: false,
      });
      table.push(["place an order (hosted checkout)", "failed", "", "", "", "", "", ""]);
    } else {
      table.push(["place an order (hosted checkout)", "skipped", "", "", "", "", "", ""]);
    }
    printTable(
      `Accounts — provider, ${options.durationSec} s at 10 connections (loopback, production)`,
      [
        "operation",
        "req/s",
        "p50",
        "p99",
        "non-2xx+errors",
        "bad samples",
        "provider peak RSS",
        "server CPU/req",
      ],
      table,
    );
    if (checkout) {
      console.log(
        `  place an order: ${checkout.placed} orders placed in the window (a 303 to a new status page each; the non-2xx column counts anything else), ${checkout.preparedCarts} carts prepared beforehand`,
      );
      if (checkout.starved) {
        console.log(`  place an order: the cart pool ran dry ${checkout.starved} time(s)`);
      }
    } else if (checkoutError) {
      console.log(`  place an order: failed: ${checkoutError}`);
      console.log(provider.output().split("\n").slice(-10).join("\n"));
    } else {
      console.log("  place an order: skipped: hosted checkout not available (provider/checkout)");
    }
    if (starved) console.log(`  refresh: the token pool ran dry ${starved} time(s)`);
    for (const result of [...rows.map(([r]) => r), ...(checkout ? [checkout] : [])]) {
      if (result.firstProblem)
        console.log(`  ${result.name}: first bad sample — ${result.firstProblem}`);
    }
    return {
      part: "accounts",
      data: {
        results: rows.map(([r]) => r),
        checkout: checkout ?? { error: checkoutError, skipped: !checkoutAvailable() },
        peakRssMb: Math.max(
          ...[...rows.map(([r]) => r), ...(checkout ? [checkout] : [])].map(
            (r) => (r.peakRssBytes ?? 0) / MB,
          ),
        ),
      },
      checks,
    };
  } finally {
    await provider.stop();
  }
}
