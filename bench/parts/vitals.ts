import { freePort } from "../../tests/support/free-port";
import { loopbackAddress, runClientLoad } from "../lib/clients";
import { clientLoadRow, measureClientLoad } from "../lib/client-load-report";
import type { BenchOptions } from "../lib/options";
import { fmt, printTable, type Check, type PartResult } from "../lib/report";
import type { StartedProcess } from "../lib/processes";
import { prepareStorefront, startStorefront } from "../lib/storefront";

/**
 * Reports each client sends before another takes its place: a shopper's browser sends one or
 * two per page, so twenty is a long visit, and stays under the endpoint's limit of 60 a minute
 * per client (server/vitals/vitals-router.ts), which the bench leaves as shipped.
 */
const REPORTS_PER_CLIENT = 20;
const CONNECTIONS = 10;
/** Issue 32's target: the endpoint keeps up with a busy shop's beacons. */
const MIN_ACCEPTED_PER_SEC = 2000;
const MAX_P99_MS = 50;

const TEMPLATES = ["home", "shop", "product", "account", "other"];

/** A page load's report as the storefront's beacon sends it, with plausible spread values. */
function report(n: number): string {
  const spread = (base: number, step: number) => base + ((n * 37) % 50) * step;
  return JSON.stringify({
    template: TEMPLATES[n % TEMPLATES.length],
    metrics: {
      LCP: spread(900, 40),
      FCP: spread(600, 25),
      TTFB: spread(80, 6),
      CLS: ((n * 7) % 20) / 100,
      ...(n % 3 === 0 ? { INP: spread(40, 8) } : {}),
    },
  });
}

/**
 * `POST /api/vitals` on the production server, its database embedded (PGlite, as `npm start`
 * runs it): accepted reports per second from many distinct shoppers, each its own loopback
 * address (so the per-client limit applies as in production, untouched), every one answered
 * 204 while the histogram is written every second; and one client over its limit, all 429.
 * A part of its own: the storefront part is Lighthouse's, minutes long.
 */
export async function benchVitals(options: BenchOptions): Promise<PartResult> {
  console.log(`\n▶ vitals: production build (${options.source}) under /tmp/build.lock…`);
  const dir = await prepareStorefront(options.source);
  // Nothing listens there: the endpoint never calls the provider.
  const providerPort = await freePort();
  let sent = 0;
  let clients = 0;

  const storefront = await startStorefront({ dir, port: await freePort(), providerPort, core: 0 });
  let accepted;
  let limited;
  try {
    const workerClient = new Map<number, { from: string; left: number }>();
    accepted = await measureClientLoad(storefront.pid, (onMeasure) =>
      runClientLoad({
        onMeasure,
        url: `${storefront.url}/api/vitals`,
        connections: CONNECTIONS,
        durationSec: options.durationSec,
        warmupSec: 2,
        expectStatus: 204,
        next(worker) {
          let client = workerClient.get(worker);
          if (!client || client.left === 0) {
            client = { from: loopbackAddress(3, clients++), left: REPORTS_PER_CLIENT };
            workerClient.set(worker, client);
          }
          client.left -= 1;
          return { from: client.from, body: report(sent++), headers: headersFor(storefront) };
        },
      }),
    );
    const flooder = loopbackAddress(4, 0);
    limited = await measureClientLoad(storefront.pid, (onMeasure) =>
      runClientLoad({
        onMeasure,
        url: `${storefront.url}/api/vitals`,
        connections: CONNECTIONS,
        durationSec: options.durationSec,
        warmupSec: 2,
        expectStatus: 429,
        next: () => ({ from: flooder, body: report(sent++), headers: headersFor(storefront) }),
      }),
    );
  } finally {
    await storefront.stop();
  }

  const checks: Check[] = [];
  const rows = [
    clientLoadRow(
      "accepted (distinct shoppers)",
      accepted,
      { minRate: MIN_ACCEPTED_PER_SEC, maxP99Ms: MAX_P99_MS, status: 204 },
      checks,
    ),
    clientLoadRow(
      "limited (one client over its limit)",
      limited,
      { minRate: MIN_ACCEPTED_PER_SEC, maxP99Ms: MAX_P99_MS, status: 429 },
      checks,
    ),
  ];
  printTable(
    `vitals: POST /api/vitals, ${CONNECTIONS} connections, ${options.durationSec} s`,
    ["scenario", "req/s", "p50", "p99", "max", "expected status", "other", "CPU/req"],
    rows,
  );
  console.log(`  shoppers used: ${fmt.int(clients)} (${REPORTS_PER_CLIENT} reports each at most)`);
  return { part: "vitals", data: { accepted, limited, clients }, checks };
}

/** As a beacon of a string sends it, from one of the shop's pages. */
function headersFor(storefront: StartedProcess) {
  return { "content-type": "text/plain;charset=UTF-8", origin: storefront.url };
}
