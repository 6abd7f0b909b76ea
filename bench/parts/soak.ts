import os from "node:os";
import { freePort } from "../../tests/support/free-port";
import {
  Browser,
  customerAccountRequest,
  discover,
  signInAt,
  startAuthorization,
  tokenEndpoint,
  type SignInProvider,
} from "../../tests/support/sign-in";
import { heapProbe, type HeapSample } from "../lib/heap";
import {
  CART_CREATE_MUTATION,
  CATALOGUE_INDEX_QUERY,
  type CatalogueIndex,
} from "../lib/operations";
import type { BenchOptions } from "../lib/options";
import { startProvider, storefrontHeaders, type BenchProvider } from "../lib/provider";
import { below, fmt, printTable, withMark, type Check, type PartResult } from "../lib/report";
import { prepareStorefront, startStorefront } from "../lib/storefront";

/** Requests a second, all kinds together: enough to turn every cache over, not to starve others. */
const RATE = 30;
const SAMPLE_EVERY_MS = 15_000;
/**
 * One full sign-in (authorize, mailbox code, token exchange, refresh, orders) this often: 45 in
 * 15 minutes, under the provider's 50 code requests per address (provider/auth/login.ts).
 */
const SIGN_IN_EVERY_MS = 20_000;
/**
 * Customers signed in in turn; the provider sends one address at most five codes in 15
 * minutes, and with 20 addresses each gets one every 400 s.
 */
const CUSTOMERS = 20;
/** Carts kept open at once; a new one replaces the oldest, as shoppers come and go. */
const CART_POOL = 40;
/**
 * Requests still waiting at this many (ten seconds' worth): the servers are far behind, most
 * likely because the shared machine is busy; the tick is skipped and counted, not sent.
 */
const MAX_IN_FLIGHT = 300;
const REQUEST_TIMEOUT_MS = 10_000;
const GROWTH_LIMIT_PERCENT = 5;

const CART_LINES_ADD = /* GraphQL */ `
  mutation SoakCartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        id
        totalQuantity
        lines(first: 50) {
          nodes {
            id
            quantity
          }
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`;
const CART_LINES_UPDATE = /* GraphQL */ `
  mutation SoakCartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        id
        totalQuantity
      }
      userErrors {
        code
        message
      }
    }
  }
`;
const ORDERS_QUERY = /* GraphQL */ `
  query SoakOrders {
    customer {
      id
      orders(first: 10) {
        nodes {
          id
          name
        }
      }
    }
  }
`;

interface Sample {
  atSec: number;
  storefront: HeapSample;
  provider: HeapSample;
  requests: number;
  errors: number;
}

interface Cart {
  id: string;
  lines: { id: string; quantity: number }[];
}

/** Errors counted by kind ("page 503", "cartLinesAdd userErrors", "sign-in TimeoutError"…). */
class Tally {
  requests = 0;
  skipped = 0;
  readonly errors = new Map<string, number>();
  readonly byAction = new Map<string, number>();
  count(action: string) {
    this.requests += 1;
    this.byAction.set(action, (this.byAction.get(action) ?? 0) + 1);
  }
  fail(kind: string) {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }
  get errorTotal() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const errorName = (error: unknown) =>
  error instanceof Error ? (error.name === "Error" ? error.message.slice(0, 60) : error.name) : "?";

/**
 * Half an hour of a mixed, moderate load (pages with and without cookies, carts
 * changed through the Storefront API as the browser sends it, full sign-ins) while both
 * servers' memory is sampled every 15 s. Memory must stop growing (< 5 % over the last ten
 * minutes, or the last third of a shorter run) and nothing may fail that a healthy run would
 * not fail. It measures memory, not speed, so it runs unpinned and at a fixed rate.
 */
export async function benchSoak(options: BenchOptions): Promise<PartResult> {
  const minutes = options.soakMinutes;
  console.log(`\n▶ soak: ${minutes} min at ${RATE} req/s; production build (${options.source})…`);
  const dir = await prepareStorefront(options.source);
  const storefrontPort = await freePort();
  const providerPort = await freePort();
  const origin = `http://localhost:${storefrontPort}`;
  const providerProbe = heapProbe("provider");
  const storefrontProbe = heapProbe("storefront");
  const provider = await startProvider({
    port: providerPort,
    storefrontOrigin: origin,
    nodeFlags: providerProbe.nodeFlags,
    env: providerProbe.env,
  });
  try {
    const storefront = await startStorefront({
      dir,
      port: storefrontPort,
      providerPort,
      nodeFlags: storefrontProbe.nodeFlags,
      env: storefrontProbe.env,
    });
    try {
      const index = await provider.graphql<CatalogueIndex>(CATALOGUE_INDEX_QUERY);
      const handles = index.products.nodes.map((p) => p.handle);
      const variants = index.products.nodes.flatMap((p) =>
        p.variants.nodes
          .filter((v) => v.availableForSale && (v.quantityAvailable ?? 99) >= 10)
          .map((v) => v.id),
      );
      if (!handles.length || !variants.length) throw new Error("the catalogue has no stock");

      const tally = new Tally();
      const load = mixedLoad({ origin, provider, handles, variants, tally });
      const samples: Sample[] = [];
      const started = Date.now();
      const sample = async () => {
        const [s, p] = await Promise.all([
          storefrontProbe.sample(storefront.pid),
          providerProbe.sample(provider.pid),
        ]);
        const row: Sample = {
          atSec: Math.round((Date.now() - started) / 1000),
          storefront: s,
          provider: p,
          requests: tally.requests,
          errors: tally.errorTotal,
        };
        samples.push(row);
        console.log(
          `  ${formatClock(row.atSec)}  storefront ${fmt.mb(s.rss)} / heap ${fmt.mb(s.heapUsed)}  ` +
            `provider ${fmt.mb(p.rss)} / heap ${fmt.mb(p.heapUsed)}  ${row.requests} requests, ` +
            `${row.errors} errors, load ${os.loadavg()[0]!.toFixed(2)}`,
        );
      };
      await sample();
      const end = started + minutes * 60_000;
      while (Date.now() < end) {
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(SAMPLE_EVERY_MS, end - Date.now())),
        );
        await sample();
      }
      await load.stop();

      return report(samples, tally, minutes);
    } finally {
      await storefront.stop();
    }
  } finally {
    await provider.stop();
  }
}

function mixedLoad(context: {
  origin: string;
  provider: BenchProvider;
  handles: string[];
  variants: string[];
  tally: Tally;
}) {
  const { origin, provider, handles, variants, tally } = context;
  const carts: Cart[] = [];
  let inFlight = 0;
  let stopped = false;

  const pages = () =>
    pick([
      "/",
      "/shop",
      `/product/${pick(handles)}`,
      `/product/${pick(handles)}`,
      `/shop?category=${pick(["Clothing", "Accessories", "Toys"])}`,
      `/shop?search=${pick(["sweater", "harness", "bed", "toy", "coat"])}`,
      "/about",
    ]);

  async function page(cookie: boolean) {
    const action = cookie ? "page (cookie)" : "page";
    tally.count(action);
    const response = await fetch(`${origin}${pages()}`, {
      headers: {
        accept: "text/html",
        "accept-encoding": "gzip, br",
        // A browser that has been here before: the page cache never serves it.
        ...(cookie ? { cookie: `_boutique_seen=${Math.floor(Math.random() * 1e6)}` } : {}),
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (response.status !== 200) tally.fail(`${action} ${response.status}`);
  }

  /** A Storefront API call as the shop's browser code sends it (token header, shop origin). */
  async function storefrontApi<T>(name: string, query: string, variables: object) {
    tally.count(name);
    const response = await fetch(provider.graphqlUrl, {
      method: "POST",
      headers: { ...storefrontHeaders, origin },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json()) as {
      data?: Record<string, { userErrors?: unknown[] } & T>;
      errors?: unknown;
    };
    const payload = body.data?.[name];
    if (response.status !== 200) tally.fail(`${name} ${response.status}`);
    else if (body.errors || !payload) tally.fail(`${name} errors`);
    else if (payload.userErrors?.length) tally.fail(`${name} userErrors`);
    else return payload;
    return null;
  }

  async function cartChange() {
    const cart = carts.length ? pick(carts) : undefined;
    const roll = Math.random();
    if (!cart || (roll < 0.2 && carts.length < CART_POOL) || roll < 0.05) {
      const created = await storefrontApi<{ cart: { id: string } }>(
        "cartCreate",
        CART_CREATE_MUTATION,
        {},
      );
      if (created) {
        carts.push({ id: created.cart.id, lines: [] });
        if (carts.length > CART_POOL) carts.shift();
      }
      return;
    }
    if (!cart.lines.length || roll < 0.6) {
      const added = await storefrontApi<{ cart: { lines: { nodes: Cart["lines"] } } }>(
        "cartLinesAdd",
        CART_LINES_ADD,
        { cartId: cart.id, lines: [{ merchandiseId: pick(variants), quantity: 1 }] },
      );
      if (added) cart.lines = added.cart.lines.nodes;
      return;
    }
    const line = pick(cart.lines);
    const quantity = line.quantity >= 3 ? 1 : line.quantity + 1;
    const updated = await storefrontApi("cartLinesUpdate", CART_LINES_UPDATE, {
      cartId: cart.id,
      lines: [{ id: line.id, quantity }],
    });
    if (updated) line.quantity = quantity;
  }

  /** One action per tick: mostly pages, as shoppers browse far more than they change carts. */
  async function tick() {
    if (inFlight >= MAX_IN_FLIGHT) {
      tally.skipped += 1;
      return;
    }
    inFlight += 1;
    const roll = Math.random();
    const action = roll < 0.55 ? "page" : roll < 0.75 ? "page (cookie)" : "cart";
    try {
      if (action === "cart") await cartChange();
      else await page(action === "page (cookie)");
    } catch (error) {
      tally.fail(`${action} ${errorName(error)}`);
    } finally {
      inFlight -= 1;
    }
  }

  const timer = setInterval(() => void tick(), 1000 / RATE);
  const signIns = signInLoop(origin, provider, tally, () => stopped);

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await signIns;
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/**
 * Full sign-ins, one every 20 s, each in a fresh browser (no login session): authorize with
 * PKCE at the provider, email, the code from the dev mailbox, the code exchanged and then
 * refreshed through the storefront's /api/shopify-auth, the orders read with the token.
 */
async function signInLoop(
  origin: string,
  provider: BenchProvider,
  tally: Tally,
  stopped: () => boolean,
) {
  const target: SignInProvider = { url: provider.config.publicUrl, config: provider.config };
  const oauth = await discover(target);
  let n = 0;
  while (!stopped()) {
    const next = Date.now() + SIGN_IN_EVERY_MS;
    const email = `soak-${n % CUSTOMERS}@example.com`;
    n += 1;
    let step = "authorize";
    try {
      const start = await startAuthorization(target, oauth);
      tally.count("sign-in");
      const callback = new URL(await signInAt(target, new Browser(origin), start.url, email));
      step = "token";
      const signedIn = await shopifyAuth(origin, tally, {
        action: "token",
        tokenEndpoint: tokenEndpoint(target),
        clientId: provider.config.customerClientId,
        code: callback.searchParams.get("code") ?? "",
        redirectUri: `${origin}/account/callback`,
        codeVerifier: start.verifier,
      });
      step = "refresh";
      const refreshed = await shopifyAuth(origin, tally, {
        action: "refresh",
        tokenEndpoint: tokenEndpoint(target),
        clientId: provider.config.customerClientId,
        refreshToken: signedIn.refresh_token,
      });
      step = "orders";
      tally.count("customer orders");
      const orders = await customerAccountRequest(target, refreshed.access_token, ORDERS_QUERY);
      if (orders.status !== 200 || orders.body.errors)
        tally.fail(`customer orders ${orders.status}`);
    } catch (error) {
      tally.fail(`sign-in (${step}) ${errorName(error)}`);
    }
    while (!stopped() && Date.now() < next) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function shopifyAuth(origin: string, tally: Tally, body: Record<string, string>) {
  tally.count(`shopify-auth ${body.action}`);
  const response = await fetch(`${origin}/api/shopify-auth`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = (await response.json()) as Record<string, string>;
  if (response.status !== 200 || !json.access_token) {
    throw new Error(`shopify-auth ${body.action} ${response.status}`);
  }
  return json as { access_token: string; refresh_token: string };
}

function formatClock(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Growth over the last ten minutes (the last third of a shorter run): the mean of the first
 * minute of that window against the mean of its last minute, so one GC cycle's swing does not
 * decide it.
 */
function growth(samples: Sample[], value: (s: Sample) => number | null) {
  const lastSec = samples.at(-1)?.atSec ?? 0;
  const windowSec = Math.min(600, lastSec / 3);
  const window = samples.filter((s) => s.atSec >= lastSec - windowSec);
  const k = Math.max(1, Math.min(4, Math.floor(window.length / 3)));
  const mean = (list: Sample[]) => {
    const values = list.map(value).filter((v): v is number => v !== null);
    return values.length === list.length && values.length
      ? values.reduce((a, b) => a + b, 0) / values.length
      : null;
  };
  const first = mean(window.slice(0, k));
  const last = mean(window.slice(-k));
  return {
    windowSec,
    first,
    last,
    percent: first && last !== null ? ((last - first) / first) * 100 : null,
  };
}

function report(samples: Sample[], tally: Tally, minutes: number): PartResult {
  printTable(
    `Soak — memory every ${SAMPLE_EVERY_MS / 1000} s (heap: V8 used heap after a full GC)`,
    [
      "time",
      "storefront RSS",
      "storefront heap",
      "provider RSS",
      "provider heap",
      "requests",
      "errors",
    ],
    samples.map((s) => [
      formatClock(s.atSec),
      fmt.mb(s.storefront.rss),
      fmt.mb(s.storefront.heapUsed),
      fmt.mb(s.provider.rss),
      fmt.mb(s.provider.heapUsed),
      fmt.int(s.requests),
      fmt.int(s.errors),
    ]),
  );
  const measures = [
    ["storefront RSS", (s: Sample) => s.storefront.rss],
    ["storefront heap", (s: Sample) => s.storefront.heapUsed],
    ["provider RSS", (s: Sample) => s.provider.rss],
    ["provider heap", (s: Sample) => s.provider.heapUsed],
  ] as const;
  const checks: Check[] = [];
  const rows = measures.map(([name, value]) => {
    const g = growth(samples, value);
    const check = below(
      `${name} growth % (last ${Math.round(g.windowSec / 60)} min)`,
      g.percent,
      GROWTH_LIMIT_PERCENT,
      " %",
    );
    checks.push(check);
    return [
      name,
      fmt.mb(g.first),
      fmt.mb(g.last),
      withMark(g.percent === null ? "—" : `${g.percent.toFixed(1)} %`, check),
    ];
  });
  const windowMin = growth(samples, () => 0).windowSec / 60;
  printTable(
    `Soak — growth over the last ${windowMin.toFixed(1)} min (its first minute's mean vs its last's)`,
    ["memory", "window start", "window end", "growth"],
    rows,
  );
  printTable(
    `Soak — ${fmt.int(tally.requests)} requests in ${minutes} min by kind`,
    ["kind", "requests"],
    [
      ...[...tally.byAction].map(([action, count]) => [action, fmt.int(count)]),
      ["not sent: servers 10 s behind", fmt.int(tally.skipped)],
    ],
  );
  const errorRows = [...tally.errors].map(([kind, count]) => [kind, fmt.int(count)]);
  printTable(
    "Soak — errors by kind (a healthy run has none)",
    ["kind", "count"],
    errorRows.length ? errorRows : [["none", "0"]],
  );
  checks.push(below("errors a healthy run would not have", tally.errorTotal, 1));
  return {
    part: "soak",
    data: {
      minutes,
      rate: RATE,
      samples,
      requests: Object.fromEntries(tally.byAction),
      skipped: tally.skipped,
      errors: Object.fromEntries(tally.errors),
    },
    checks,
  };
}
