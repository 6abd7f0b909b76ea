import fs from "node:fs";
import path from "node:path";
import {
  discoverEndpoints,
  SignInSession,
  type CustomerTokens,
  type SignInTarget,
} from "../lib/customer-sign-in";
import { graphqlProblems, runLoad, type LoadResult } from "../lib/load";
import { MB } from "../lib/memory";
import type { BenchOptions } from "../lib/options";
import { freePort, ROOT } from "../lib/processes";
import { startProvider } from "../lib/provider";
import {
  atLeast,
  below,
  fmt,
  printTable,
  withMark,
  type Check,
  type PartResult,
} from "../lib/report";

/** The local provider's public OAuth client (provider/config.ts, .env.example). */
const CUSTOMER_CLIENT_ID = "shp_5f2a9a2e-6c41-4d7e-9d35-boutique-local";
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

/** Hosted checkout is still being built; the order-placing bench waits for it. */
function checkoutAvailable() {
  return fs.existsSync(path.join(ROOT, "provider/checkout/index.ts"));
}

/**
 * Issue 3: the signed-in customer's hot paths on the provider — token refresh (the storefront
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
    const target: SignInTarget = {
      providerUrl: provider.url,
      clientId: CUSTOMER_CLIENT_ID,
      storefrontOrigin,
      endpoints: await discoverEndpoints(provider.url),
    };
    const session = new SignInSession(target);
    const grants: CustomerTokens[] = [];
    for (let i = 0; i < REFRESH_GRANTS; i += 1) grants.push(await session.grant(DEMO_EMAIL));
    const accessToken = grants[0]!.accessToken;
    const common = { url: provider.url, durationSec: options.durationSec, serverPid: provider.pid };

    const orders = await runLoad({
      ...common,
      name: "customer { orders(first: 10) }",
      requests: [
        {
          method: "POST",
          path: new URL(target.endpoints.graphql).pathname,
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
          path: new URL(target.endpoints.token).pathname,
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
                client_id: CUSTOMER_CLIENT_ID,
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

    const checkout = checkoutAvailable()
      ? "hosted checkout exists but its bench is not wired yet (bench/parts/accounts.ts)"
      : "hosted checkout not available (provider/checkout/index.ts)";

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
    table.push(["place an order (hosted checkout)", "skipped", "", "", "", "", "", ""]);
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
    console.log(`  place an order: skipped: ${checkout}`);
    if (starved) console.log(`  refresh: the token pool ran dry ${starved} time(s)`);
    for (const [result] of rows) {
      if (result.firstProblem)
        console.log(`  ${result.name}: first bad sample — ${result.firstProblem}`);
    }
    return {
      part: "accounts",
      data: {
        results: rows.map(([r]) => r),
        checkout: { skipped: checkout },
        peakRssMb: Math.max(...rows.map(([r]) => (r.peakRssBytes ?? 0) / MB)),
      },
      checks,
    };
  } finally {
    await provider.stop();
  }
}
