import os from "node:os";
import { freePort } from "../../tests/support/free-port";
import { runLoad, type LoadResult } from "../lib/load";
import { CATALOGUE_INDEX_QUERY, type CatalogueIndex } from "../lib/operations";
import type { BenchOptions } from "../lib/options";
import { startProvider, type BenchProvider } from "../lib/provider";
import {
  atLeast,
  atMost,
  below,
  fmt,
  printTable,
  withMark,
  type Check,
  type PartResult,
} from "../lib/report";
import { prepareStorefront, startStorefront } from "../lib/storefront";

/** Each fault is switched on for longer than it is measured; a crashed bench cannot leave it on. */
const PHASES = [
  { name: "healthy", faults: null },
  { name: "provider 503", faults: { status: 503 } },
  { name: "provider +3 s", faults: { latencyMs: 3_000 } },
] as const;
const MIN_SHARE = 0.9;
const MAX_P99_MS = 50;

interface Row {
  phase: string;
  page: string;
  result: LoadResult;
  /** Responses by the page cache's and the data cache's markers ("page hit", "stale"…). */
  markers: Record<string, number>;
  checks: Check[];
}

/**
 * The shop's three busiest pages while the upstream is in trouble. Production build,
 * the provider and the storefront; `/`, `/shop` and a product page warmed, then each loaded
 * (anonymous, as a shopper with no CDN in front sends them: the page cache serves these) with
 * the provider healthy, answering 503, and 3 s slow. The faulted rows must keep 90 % of the
 * healthy row's throughput in the same run, with p99 under 50 ms and nothing but 200s.
 */
export async function benchResilience(options: BenchOptions): Promise<PartResult> {
  console.log(`\n▶ resilience: production build (${options.source}) under /tmp/build.lock…`);
  const dir = await prepareStorefront(options.source);
  const storefrontPort = await freePort();
  const providerPort = await freePort();
  const origin = `http://localhost:${storefrontPort}`;
  const provider = await startProvider({ core: 1, port: providerPort, storefrontOrigin: origin });
  try {
    const storefront = await startStorefront({ dir, port: storefrontPort, providerPort, core: 0 });
    try {
      const index = await provider.graphql<CatalogueIndex>(CATALOGUE_INDEX_QUERY);
      const handle = index.products.nodes[0]?.handle;
      if (!handle) throw new Error("the catalogue has no products");
      const pages = ["/", "/shop", `/product/${handle}`];
      // Served before the fault: each page rendered and kept, with the data behind it.
      for (const page of pages) {
        for (let i = 0; i < 3; i += 1) {
          const response = await fetch(`${origin}${page}`);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
        }
      }

      // The machine's floor: the smallest answer the server has, measured like the pages. On a
      // busy shared machine its p99 says how much of the pages' p99 is the machine's, not ours.
      const control = await runLoad({
        name: "control: /healthz",
        url: origin,
        requests: [{ method: "GET", path: "/healthz" }],
        durationSec: options.durationSec,
        serverPid: storefront.pid,
      });
      console.log(
        `  control /healthz: ${fmt.int(control.requestsPerSec)} req/s, p99 ${fmt.ms(control.p99Ms)}`,
      );
      const rows: Row[] = [];
      // Page by page, the healthy row right before its faulted ones: on a shared machine the
      // load of the minute matters more than anything measured, so the rows compared are close.
      for (const page of pages) {
        for (const phase of PHASES) {
          await setFaults(provider, phase.faults, options.durationSec);
          try {
            const markers: Record<string, number> = {};
            const result = await runLoad({
              name: `${page} (${phase.name})`,
              url: origin,
              requests: [
                {
                  method: "GET",
                  path: page,
                  onResponse: (_status, _body, _context, headers) => {
                    const marker = describeMarkers(headers);
                    markers[marker] = (markers[marker] ?? 0) + 1;
                  },
                },
              ],
              headers: { "accept-encoding": "gzip, br", accept: "text/html" },
              durationSec: options.durationSec,
              serverPid: storefront.pid,
            });
            rows.push({ phase: phase.name, page, result, markers, checks: [] });
            console.log(
              `  ${page} (${phase.name}): ${fmt.int(result.requestsPerSec)} req/s, p99 ${fmt.ms(result.p99Ms)}`,
            );
          } finally {
            await setFaults(provider, null, 0);
          }
          // The next row starts from a healthy shop: past the page cache's pause after trouble
          // and the data cache's revalidation window.
          if (phase.faults) await recover(origin, pages);
        }
      }

      const checks: Check[] = [];
      for (const row of rows) {
        const label = `${row.page} (${row.phase})`;
        row.checks.push(
          atMost(`${label} non-2xx+errors`, row.result.non2xx + row.result.errors, 0),
        );
        if (row.phase !== "healthy") {
          const healthy = rows.find((r) => r.phase === "healthy" && r.page === row.page)!;
          const share = row.result.requestsPerSec / healthy.result.requestsPerSec;
          row.checks.unshift(
            atLeast(`${label} share of healthy req/s %`, share * 100, MIN_SHARE * 100, " %"),
            below(`${label} p99 ms`, row.result.p99Ms, MAX_P99_MS, " ms"),
          );
        }
        checks.push(...row.checks);
      }
      printTable(
        `Resilience — ${options.durationSec} s per row at 10 connections, anonymous (page cache), load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
        [
          "page",
          "provider",
          "req/s",
          "vs healthy",
          "p50",
          "p99",
          "non-2xx+errors",
          "CPU/req",
          "answers (x-page-cache, x-boutique-cache)",
        ],
        rows
          .map((row) => {
            const [share, p99, clean] =
              row.checks.length === 3 ? row.checks : [undefined, undefined, row.checks[0]];
            return [
              row.page,
              row.phase,
              fmt.int(row.result.requestsPerSec),
              share ? withMark(`${share.value!.toFixed(0)} %`, share) : "—",
              fmt.ms(row.result.p50Ms),
              withMark(fmt.ms(row.result.p99Ms), p99),
              withMark(String(row.result.non2xx + row.result.errors), clean),
              fmt.cpu(row.result.serverCpuMsPerRequest),
              shares(row.markers),
            ];
          })
          .concat([
            [
              "control: /healthz",
              "—",
              fmt.int(control.requestsPerSec),
              "—",
              fmt.ms(control.p50Ms),
              fmt.ms(control.p99Ms),
              String(control.non2xx + control.errors),
              fmt.cpu(control.serverCpuMsPerRequest),
              "",
            ],
          ]),
      );
      for (const row of rows) {
        const verdict = row.checks.every((c) => c.pass) ? "PASS" : "FAIL";
        console.log(`  ${verdict}  ${row.page} (${row.phase})`);
      }
      return {
        part: "resilience",
        data: {
          control,
          rows: rows.map(({ phase, page, result, markers }) => ({
            phase,
            page,
            markers,
            ...result,
          })),
        },
        checks,
      };
    } finally {
      await storefront.stop();
    }
  } finally {
    await provider.stop();
  }
}

/** Asks for every page until none says stale (at most 30 s). */
async function recover(origin: string, pages: string[]) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const stale = await Promise.all(
      pages.map(async (page) => {
        const response = await fetch(`${origin}${page}`);
        await response.arrayBuffer();
        return response.headers.get("x-boutique-cache") === "stale";
      }),
    );
    if (!stale.includes(true)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** "page hit", "page stale, stale"…: how a response was served, from its headers. */
function describeMarkers(headers: Record<string, string> | string[]) {
  const get = (name: string) => {
    if (Array.isArray(headers)) {
      const i = headers.findIndex((h, n) => n % 2 === 0 && h.toLowerCase() === name);
      return i >= 0 ? headers[i + 1] : undefined;
    }
    return headers[name];
  };
  const page = get("x-page-cache");
  const data = get("x-boutique-cache");
  return [page ? `page ${page}` : "rendered", data].filter(Boolean).join(", ");
}

/** "page hit 97.0 %, …" over every answer seen, the warm-up's included. */
function shares(markers: Record<string, number>) {
  const total = Object.values(markers).reduce((a, b) => a + b, 0);
  return Object.entries(markers)
    .sort((a, b) => b[1] - a[1])
    .map(([marker, count]) => `${marker} ${((count / total) * 100).toFixed(1)} %`)
    .join(", ");
}

async function setFaults(
  provider: BenchProvider,
  faults: Record<string, number> | null,
  durationSec: number,
) {
  const response = await fetch(`${provider.url}/__provider/faults`, {
    method: faults ? "PUT" : "DELETE",
    headers: { "content-type": "application/json" },
    // Long enough for the warm-up and the three pages, and off by itself after that.
    body: faults
      ? JSON.stringify({ ...faults, durationSeconds: Math.ceil(3 * (durationSec + 2) + 60) })
      : undefined,
  });
  if (!response.ok) throw new Error(`fault switch answered ${response.status}`);
}
