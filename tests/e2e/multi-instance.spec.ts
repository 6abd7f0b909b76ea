import { randomUUID } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { freePort } from "../support/free-port";
import { findNginx, NGINX_INSTALL, startNginx, type NginxProxy } from "../support/nginx";
import {
  findPostgresBinaries,
  startPostgres,
  type PostgresServer,
} from "../support/postgres-server";
import { startProviderProcess, type ProviderProcess } from "../support/provider-process";
import { startStorefrontProcess } from "../support/storefront-process";
import {
  addButton,
  badge,
  cartDrawer,
  closeDrawer,
  expectCartIdle,
  expectDrawerLines,
  openDrawer,
  SNUFFLE_MAT,
} from "./cart-journey";
import { expect, test } from "./fixtures";

// Running as many instances as a shop needs: two storefront instances from the production build on one
// PostgreSQL, behind nginx from Debian's packages (round robin, retrying what never reached an
// instance), everything on loopback and started and stopped here. Through nginx's address only:
// pages and carts work through either instance, the contact rate limit holds across both for
// the client nginx reports (TRUST_PROXY), and stopping one instance under load loses nothing.

type Storefront = Awaited<ReturnType<typeof startStorefrontProcess>>;

let postgres: PostgresServer | undefined;
let provider: ProviderProcess | undefined;
let instances: Storefront[] = [];
let nginx: NginxProxy | undefined;

const PAGES = ["/", "/shop", "/product/cloud-puff-cable-sweater"];
/** Shoppers' machines: any 127.x.y.z is this one; nginx itself reaches the instances from 127.0.0.1. */
const SHOPPER = "127.0.0.2";
const NEIGHBOUR = "127.0.0.3";

test.describe.configure({ mode: "serial", timeout: 120_000 });

// Playwright reads the fixtures a hook needs from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough");
  test.skip(
    !findPostgresBinaries(),
    "no PostgreSQL binaries (initdb, pg_ctl): apt-get install -y postgresql",
  );
  test.skip(!findNginx(), `no nginx: ${NGINX_INSTALL}`);
  testInfo.setTimeout(300_000);
  const started = await startPostgres(await freePort());
  if ("skipped" in started) throw new Error(started.skipped);
  postgres = started;
  const nginxPort = await freePort();
  const origin = `http://127.0.0.1:${nginxPort}`;
  // The browser talks to the provider from nginx's origin (CORS, checkout's way back).
  provider = await startProviderProcess({ storefrontOrigin: origin });
  // Started together, as an orchestrator would: both migrate the one database at start.
  instances = await Promise.all(
    [1, 2].map(() =>
      startStorefrontProcess({
        providerUrl: provider!.url,
        databaseUrl: postgres!.url,
        // Shoppers reach them only through nginx: its origin is theirs, and the only host they
        // serve (nginx passes it on as X-Forwarded-Host, believed from 127.0.0.1 alone).
        env: {
          STOREFRONT_ORIGIN: origin,
          TRUST_PROXY: "127.0.0.1",
          CONTACT_RATE_LIMIT_POINTS: "5",
        },
      }),
    ),
  );
  const proxy = await startNginx({
    port: nginxPort,
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
  });
  if ("skipped" in proxy) throw new Error(proxy.skipped);
  nginx = proxy;
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.close()));
  await provider?.close();
  postgres?.stop();
});

const addressOf = (instance: Storefront) => `127.0.0.1:${instance.port}`;
/** The instance that answered: the last of nginx's X-Upstream (earlier ones failed). */
const servedBy = (upstream: string | null | undefined) =>
  upstream?.split(",").at(-1)?.trim() ?? "none";

interface Answer {
  status: number;
  upstream: string | null;
  retryAfter: string | null;
  requestId: string | null;
  body: string;
}

/** One request to nginx from a shopper's own loopback address, on a connection of its own. */
function request(
  from: string,
  path: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: nginx!.port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: from,
        agent: false,
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            upstream: (res.headers["x-upstream"] as string | undefined) ?? null,
            retryAfter: (res.headers["retry-after"] as string | undefined) ?? null,
            requestId: (res.headers["x-request-id"] as string | undefined) ?? null,
            body,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

test("pages answer through either instance", async () => {
  const served = new Map<string, Set<string>>(PAGES.map((path) => [path, new Set()]));
  for (let round = 0; round < 4; round++) {
    for (const path of PAGES) {
      const page = await request(SHOPPER, path, { headers: { accept: "text/html" } });
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain("</html>");
      // One instance per answer: none failed on the way.
      expect(page.upstream, path).toMatch(/^127\.0\.0\.1:\d+$/);
      served.get(path)!.add(page.upstream!);
    }
  }
  const both = instances.map(addressOf).sort();
  expect([...new Set([...served.values()].flatMap((s) => [...s]))].sort()).toEqual(both);
  expect((await request(SHOPPER, PAGES[2]!)).body).toContain("Cloud Puff Cable Sweater");
  // The request id reaches the instance (whose logs and upstream calls carry it): the client's
  // own, or the one nginx makes up.
  const id = `multi-${randomUUID()}`;
  expect((await request(SHOPPER, "/shop", { headers: { "x-request-id": id } })).requestId).toBe(id);
  expect((await request(SHOPPER, "/shop")).requestId).toMatch(/^[0-9a-f]{32}$/);
});

test("a cart lives through reloads on either instance, and its checkout link works", async ({
  page,
}) => {
  const product = `${nginx!.url}/product/${SNUFFLE_MAT.handle}`;
  await page.goto(product, { waitUntil: "networkidle" });
  await addButton(page).click();
  await expectCartIdle(page);
  await cartDrawer(page)
    .getByRole("button", { name: `Increase quantity of ${SNUFFLE_MAT.name}` })
    .click();
  await expectDrawerLines(page, [{ item: SNUFFLE_MAT, quantity: 2 }]);
  await expectCartIdle(page);

  const documentsFrom: string[] = [];
  for (let reload = 0; reload < 6; reload++) {
    const response = await page.reload({ waitUntil: "networkidle" });
    const upstream = servedBy(await response?.headerValue("x-upstream"));
    // A page load asks nginx for a varying number of things; when two documents in a row came
    // from one instance, one more request moves round robin on, so both get their turn.
    if (upstream === documentsFrom.at(-1)) await request(SHOPPER, "/healthz");
    documentsFrom.push(upstream);
    await expect(badge(page)).toHaveText("2");
    await openDrawer(page);
    await expectDrawerLines(page, [{ item: SNUFFLE_MAT, quantity: 2 }]);
    await expectCartIdle(page);
    await closeDrawer(page);
  }
  expect([...new Set(documentsFrom)].sort()).toEqual(instances.map(addressOf).sort());

  await openDrawer(page);
  await cartDrawer(page).getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${provider!.url}/cart/c/[^?]+\\?key=[^&]+&logged_in=true$`),
  );
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByText(SNUFFLE_MAT.name).first()).toBeVisible();
});

test("the contact rate limit holds across both instances, for the client nginx reports", async () => {
  const run = randomUUID();
  const send = (from: string, key: string, headers: http.OutgoingHttpHeaders = {}) =>
    request(from, "/api/contact-form", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: nginx!.url,
        "idempotency-key": key,
        ...headers,
      },
      body: JSON.stringify({
        name: "Ada Lovelace",
        email_address: "ada@example.com",
        subject: "Product Questions",
        message: `Does the raincoat come in XS? ${run} ${key}`,
      }),
    });

  const accepted: string[] = [];
  const servedFrom = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const key = randomUUID();
    const answer = await send(SHOPPER, key);
    expect(answer.status, answer.body).toBe(200);
    accepted.push(key);
    servedFrom.add(servedBy(answer.upstream));
  }
  expect([...servedFrom].sort()).toEqual(instances.map(addressOf).sort());

  // The sixth from the same shopper, on whichever instance: refused, and told when to retry.
  const refusedKeys = [randomUUID(), randomUUID(), randomUUID()];
  for (const key of refusedKeys.slice(0, 2)) {
    const sixth = await send(SHOPPER, key);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.retryAfter)).toBeGreaterThan(0);
  }
  // A forwarding header of its own changes nothing: nginx adds the address it sees, and the
  // instances believe only nginx (TRUST_PROXY=127.0.0.1).
  const spoofed = await send(SHOPPER, refusedKeys[2]!, { "x-forwarded-for": "198.51.100.7" });
  expect(spoofed.status).toBe(429);
  // A retry of a stored message is answered as the first attempt was, and costs nothing.
  expect((await send(SHOPPER, accepted[0]!)).status).toBe(200);
  expect((await send(SHOPPER, accepted[0]!)).status).toBe(200);
  // Another shopper behind the same nginx is a client of its own.
  const neighbourKey = randomUUID();
  expect((await send(NEIGHBOUR, neighbourKey)).status).toBe(200);
  accepted.push(neighbourKey);

  const client = new pg.Client({ connectionString: postgres!.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ key: string; copies: number }>(
      `select idempotency_key as key, count(*)::int as copies from contact_messages
       where message like $1 group by idempotency_key`,
      [`%${run}%`],
    );
    expect(rows.map((row) => row.key).sort()).toEqual([...accepted].sort());
    expect(rows.every((row) => row.copies === 1)).toBe(true);
  } finally {
    await client.end();
  }
});

test("stopping one instance under load loses no request nginx could retry", async () => {
  const [stopping, survivor] = instances as [Storefront, Storefront];
  const results: { status: number; upstream: string; error?: string; startedAt: number }[] = [];
  const started = Date.now();
  let stoppedAt = Infinity;
  let exitedAt = Infinity;
  const worker = async (n: number) => {
    for (let i = n; Date.now() - started < 8_000; i++) {
      const path = PAGES[i % PAGES.length]!;
      const startedAt = Date.now();
      try {
        const response = await fetch(`${nginx!.url}${path}`, { headers: { accept: "text/html" } });
        await response.arrayBuffer();
        results.push({
          status: response.status,
          upstream: servedBy(response.headers.get("x-upstream")),
          startedAt,
        });
      } catch (error) {
        results.push({ status: 0, upstream: "none", error: String(error), startedAt });
      }
    }
  };
  const load = Promise.all(Array.from({ length: 10 }, (_, n) => worker(n)));
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  stoppedAt = Date.now();
  stopping.signal("SIGTERM");
  const exitCode = await stopping.exited;
  exitedAt = Date.now();
  await load;

  test.info().annotations.push({
    type: "load",
    description: `${results.length} requests; SIGTERM at ${stoppedAt - started} ms, exit after ${exitedAt - stoppedAt} ms`,
  });
  const failures = results.filter((r) => r.status !== 200);
  expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
  expect(exitCode).toBe(0);
  // It drained promptly (well inside the 10 s limit) while the load went on.
  expect(exitedAt - stoppedAt).toBeLessThan(5_000);
  const before = results.filter((r) => r.startedAt < stoppedAt);
  const after = results.filter((r) => r.startedAt > exitedAt);
  expect(new Set(before.map((r) => r.upstream)).size).toBe(2);
  expect(after.length).toBeGreaterThan(50);
  expect(after.every((r) => r.upstream === addressOf(survivor))).toBe(true);
  instances = [survivor];
});
