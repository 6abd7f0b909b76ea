import { expect, test } from "@playwright/test";
import { startProviderProcess, type ProviderProcess } from "../support/provider-process";
import { startStorefrontProcess } from "../support/storefront-process";

// The storefront rides out the Commerce API's bad days (docs/decisions/0010-riding-out-the-upstream.md):
// with the provider answering 503, throttling, crawling or stopped, pages served before keep
// being served from their copies (x-boutique-cache: stale), a page with no copy answers 503 with
// Retry-After (a product never 404), and everything recovers once the provider is back. Its own
// provider and storefront processes, so faults and stops touch nothing else; HTTP only, once.

/** Past the short strategy's revalidation window (1 s fresh + 9 s stale): only the copy is left. */
const PAST_REVALIDATION_MS = 10_500;
const WARM = ["/", "/shop", "/product/cloud-puff-cable-sweater"];

let provider: ProviderProcess;
let storefront: Awaited<ReturnType<typeof startStorefrontProcess>>;

test.describe.configure({ mode: "serial", timeout: 120_000 });

// Playwright reads the fixtures a hook needs from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "HTTP only: one run is enough");
  testInfo.setTimeout(300_000);
  provider = await startProviderProcess({ storefrontOrigin: "http://127.0.0.1" });
  storefront = await startStorefrontProcess({ providerUrl: provider.url });
});

test.afterAll(async () => {
  await storefront?.close();
  await provider?.close();
});

const get = async (path: string) => {
  const started = Date.now();
  const response = await fetch(`${storefront.url}${path}`, { headers: { accept: "text/html" } });
  const body = await response.text();
  return {
    response,
    body,
    ms: Date.now() - started,
    header: (n: string) => response.headers.get(n),
  };
};

const setFaults = async (faults: object | null) => {
  const response = await fetch(`${provider.url}/__provider/faults`, {
    method: faults ? "PUT" : "DELETE",
    headers: { "content-type": "application/json" },
    body: faults ? JSON.stringify(faults) : undefined,
  });
  expect(response.ok).toBe(true);
};

const warm = async () => {
  for (const path of WARM) expect((await get(path)).response.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, PAST_REVALIDATION_MS));
};

/** Every warmed page: its copy, marked, quickly; fresh again once the provider is back. */
const expectServedStale = async (maxMs: number) => {
  for (const path of WARM) {
    const page = await get(path);
    expect(page.response.status, path).toBe(200);
    expect(page.header("x-boutique-cache"), path).toBe("stale");
    expect(page.ms, path).toBeLessThan(maxMs);
    expect(page.header("cache-control"), path).toMatch(/^public, .*stale-if-error=86400/);
  }
  expect((await get("/product/cloud-puff-cable-sweater")).body).toContain(
    "Cloud Puff Cable Sweater",
  );
};

/** A product no one has asked for: no copy, so the spec's error state with 503 and Retry-After. */
const expectUnavailable = async (path: string, maxMs: number) => {
  const page = await get(path);
  expect(page.response.status).toBe(503);
  expect(Number(page.header("retry-after"))).toBeGreaterThan(0);
  expect(page.header("cache-control")).toBe("private, no-store");
  expect(page.body).toContain("Product not found");
  expect(page.ms).toBeLessThan(maxMs);
};

const expectRecovered = async (unvisited: string) => {
  await expect
    .poll(async () => (await get(unvisited)).response.status, { timeout: 20_000 })
    .toBe(200);
  // Never kept as missing: the product now shows, and the warmed pages are fresh again.
  expect((await get(unvisited)).body).not.toContain("Product not found");
  for (const path of WARM) {
    await expect
      .poll(async () => (await get(path)).header("x-boutique-cache"), { timeout: 20_000 })
      .toBeNull();
  }
};

test("the provider answering 503: copies served, 503 where there is none, then recovery", async () => {
  await warm();
  await setFaults({ status: 503 });
  try {
    await expectServedStale(1_000);
    await expectUnavailable("/product/harbor-quilted-coat", 1_000);
  } finally {
    await setFaults(null);
  }
  await expectRecovered("/product/harbor-quilted-coat");
});

test("THROTTLED with Retry-After: copies served and no call made until the pause is over", async () => {
  await warm();
  await setFaults({ status: 429, retryAfterSeconds: 8 });
  try {
    await expectServedStale(1_000);
    await expectUnavailable("/product/puddle-jumper-raincoat", 1_000);
    // Backing off: the provider is healthy again, but the storefront waits out the pause.
    await setFaults(null);
    await expectUnavailable("/product/puddle-jumper-raincoat", 1_000);
  } finally {
    await setFaults(null);
  }
  await expectRecovered("/product/puddle-jumper-raincoat");
});

const faultsState = async () =>
  (await (await fetch(`${provider.url}/__provider/faults`)).json()) as {
    status: number;
    remainingSeconds: number | null;
    requestsSeen: number;
  };

test("503 for a timed minute: copies served while it lasts, fresh pages once it ends by itself", async () => {
  // The "503 for 60 s" is one PUT; the provider reports the time left.
  await setFaults({ status: 503, durationSeconds: 60 });
  const minute = await faultsState();
  expect(minute.status).toBe(503);
  expect(minute.remainingSeconds).toBeGreaterThan(55);
  expect(minute.remainingSeconds).toBeLessThanOrEqual(60);
  await setFaults(null);

  // The same, shorter, to see it end by itself without anyone switching it off.
  await warm();
  await setFaults({ status: 503, durationSeconds: 8 });
  await expectServedStale(1_000);
  await expectUnavailable("/product/teddy-fleece-hoodie", 1_000);
  await expect.poll(async () => (await faultsState()).status, { timeout: 15_000 }).toBe(0);
  expect((await faultsState()).remainingSeconds).toBeNull();
  await expectRecovered("/product/teddy-fleece-hoodie");
});

test("THROTTLED in a 200 with Retry-After: no call reaches the provider until the pause ends", async () => {
  await warm();
  await setFaults({ throttled: true, retryAfterSeconds: 6, durationSeconds: 60 });
  const throttledAt = Date.now();
  // The first read past its window asks, hears THROTTLED, and the page is served from its copy.
  const first = await get("/");
  expect(first.response.status).toBe(200);
  expect(first.header("x-boutique-cache")).toBe("stale");
  await new Promise((resolve) => setTimeout(resolve, 500));
  const asked = (await faultsState()).requestsSeen;
  expect(asked).toBeGreaterThan(0);

  // Within the pause: copies and 503s, answered at once, and not one call to the provider.
  await expectServedStale(1_000);
  await expectUnavailable("/product/marshmallow-donut-bed", 1_000);
  await expectUnavailable("/product/marshmallow-donut-bed", 1_000);
  expect(Date.now() - throttledAt).toBeLessThan(5_000);
  expect((await faultsState()).requestsSeen).toBe(asked);

  // Once the pause is over the storefront asks again, though shoppers kept asking during it.
  await new Promise((resolve) => setTimeout(resolve, throttledAt + 6_000 - Date.now()));
  await expect
    .poll(
      async () => {
        await get("/product/marshmallow-donut-bed");
        return (await faultsState()).requestsSeen;
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toBeGreaterThan(asked);
  await setFaults(null);
  await expectRecovered("/product/marshmallow-donut-bed");
});

test("3 s of latency: copies served at once, 503 after the render budget where there is none", async () => {
  await warm();
  await setFaults({ latencyMs: 3_000 });
  try {
    await expectServedStale(1_500);
    await expectUnavailable("/product/garden-party-sundress", 2_900);
  } finally {
    await setFaults(null);
  }
  await expectRecovered("/product/garden-party-sundress");
});

test("the provider stopped: copies served, 503 where there is none, and back when it restarts", async () => {
  await warm();
  const port = provider.port;
  await provider.close();
  await expectServedStale(1_000);
  await expectUnavailable("/product/sleepy-moon-pajamas", 1_000);
  // Alive, but not ready: a load balancer sends shoppers elsewhere; nothing to restart.
  expect((await get("/healthz")).response.status).toBe(200);
  const notReady = await get("/readyz");
  expect(notReady.response.status).toBe(503);
  expect(JSON.parse(notReady.body)).toEqual({
    ok: false,
    database: "ok",
    storefrontApi: "unavailable",
  });
  provider = await startProviderProcess({ storefrontOrigin: "http://127.0.0.1", port });
  await expectRecovered("/product/sleepy-moon-pajamas");
  expect((await get("/readyz")).response.status).toBe(200);
  expect((await fetch(`${provider.url}/readyz`)).status).toBe(200);
});

test(
  "SIGTERM: a request under way is answered before the storefront exits",
  { tag: "@smoke" },
  async () => {
    await setFaults({ latencyMs: 1_200 });
    const underWay = get("/product/alpine-pom-beanie");
    await new Promise((resolve) => setTimeout(resolve, 300));
    storefront.signal("SIGTERM");
    const answered = await underWay;
    expect(answered.response.status).toBe(200);
    expect(answered.body).toContain("Alpine Pom Beanie");
    expect(await storefront.exited).toBe(0);
    await expect(fetch(`${storefront.url}/healthz`)).rejects.toThrow();
    await setFaults(null);
  },
);
