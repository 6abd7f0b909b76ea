import fs from "node:fs";
import path from "node:path";
import { parseCatalogue } from "../../provider/catalogue/format";
import { generateCatalogue } from "../../provider/catalogue/generate";
import { freePort } from "../../tests/support/free-port";
import { medianRun, runLighthouse, type LighthouseRun } from "../lib/lighthouse";
import { runLoad, type LoadResult } from "../lib/load";
import type { BenchOptions } from "../lib/options";
import { pinSelf, removeTempDir, tempDir, unpinSelf } from "../lib/processes";
import { startProvider } from "../lib/provider";
import {
  atLeast,
  atMost,
  fmt,
  printTable,
  withMark,
  type Check,
  type PartResult,
} from "../lib/report";
import { prepareStorefront, startStorefront } from "../lib/storefront";

/**
 * The storefront at scale: /shop on a generated 10,000-product catalogue, where the
 * category is a collection and size, price and sort are the API's filters
 * (docs/decisions/0009-catalogue-on-the-api.md). Throughput is measured uncached: every request
 * carries a cookie, which the page cache never serves, and the URLs rotate over every category and
 * size (and, in the second row, every price step too, so the data cache mostly misses as well).
 */
const PRODUCTS = 10_000;
const CATEGORIES = ["Accessories", "Carriers", "Clothing", "Home", "Toys", "Walking"];
const SIZES = ["XS", "S", "M"];
const PRICES = Array.from({ length: 24 }, (_, i) => 40 + i * 20);

export async function benchStorefrontScale(options: BenchOptions): Promise<PartResult> {
  console.log(`\n▶ storefront at ${PRODUCTS} products: production build (${options.source})…`);
  const dir = await prepareStorefront(options.source);
  const catalogueDir = tempDir("catalogue-10k");
  const file = path.join(catalogueDir, "catalogue.json");
  const base = parseCatalogue(
    JSON.parse(fs.readFileSync("provider/catalogue/catalogue.json", "utf8")),
  );
  fs.writeFileSync(file, JSON.stringify(generateCatalogue(base, { products: PRODUCTS, seed: 1 })));
  const storefrontPort = await freePort();
  const origin = `http://localhost:${storefrontPort}`;
  const provider = await startProvider({
    core: 1,
    catalogue: file,
    storefrontOrigin: origin,
    timeoutMs: 600_000,
  });
  try {
    const storefront = await startStorefront({
      dir,
      port: storefrontPort,
      providerPort: Number(new URL(provider.url).port),
      core: 0,
    });
    try {
      const probe = await fetch(`${origin}/shop?category=Clothing&size=S`);
      const html = await probe.text();
      const cards = html.match(/<article/g)?.length ?? 0;
      console.log(`  /shop?category=Clothing&size=S → ${probe.status}, ${cards} cards`);
      const checks: Check[] = [atMost("/shop (10k) HTTP status", probe.status, 399)];

      const bySize = CATEGORIES.flatMap((category) =>
        SIZES.map((size) => `/shop?category=${category}&size=${size}`),
      );
      const byPrice = bySize.flatMap((url) => PRICES.map((price) => `${url}&price=${price}`));
      const rows: { label: string; result: LoadResult; check: Check; clean: Check }[] = [];
      for (const [label, urls] of [
        ["/shop?category=…&size=… (18 URLs)", bySize],
        ["/shop?category=…&size=…&price=… (432 URLs)", byPrice],
      ] as const) {
        const result = await runLoad({
          name: label,
          url: origin,
          requests: urls.map((url) => ({ method: "GET" as const, path: url })),
          // A cookie keeps every request out of the page cache: each one is rendered.
          headers: { "accept-encoding": "gzip, br", accept: "text/html", cookie: "bench=1" },
          durationSec: options.durationSec,
          // Ten seconds, not the usual two: V8 is still optimising the render's paths by then, and
          // the first row measured slower than the second, which does more work per page (198
          // against 217 pages a second on Node 20, 306 against 372 on Node 24).
          warmupSec: 10,
          serverPid: storefront.pid,
        });
        const check = atLeast(`${label} uncached req/s`, result.requestsPerSec, 200);
        const clean = atMost(`${label} non-2xx+errors`, result.non2xx + result.errors, 0);
        checks.push(check, clean);
        rows.push({ label, result, check, clean });
        console.log(`  ${label}: ${fmt.int(result.requestsPerSec)} req/s`);
      }
      printTable(
        `Storefront at ${PRODUCTS} products — /shop rendered for every request, ${options.durationSec} s at 10 connections`,
        ["page", "req/s", "p50", "p99", "non-2xx+errors", "storefront peak RSS", "server CPU/req"],
        rows.map(({ label, result, check, clean }) => [
          label,
          withMark(fmt.int(result.requestsPerSec), check),
          fmt.ms(result.p50Ms),
          fmt.ms(result.p99Ms),
          withMark(String(result.non2xx + result.errors), clean),
          fmt.mb(result.peakRssBytes),
          fmt.cpu(result.serverCpuMsPerRequest),
        ]),
      );

      const lighthouse = await shopLighthouse(origin, options.lighthouseRuns, checks);
      return {
        part: "storefront-scale",
        data: {
          products: PRODUCTS,
          throughput: rows.map(({ label, result }) => ({ label, ...result })),
          lighthouse,
        },
        checks,
      };
    } finally {
      await storefront.stop();
    }
  } finally {
    await provider.stop();
    removeTempDir(catalogueDir);
  }
}

async function shopLighthouse(origin: string, runs: number, checks: Check[]) {
  // Chromium inherits this process's affinity; give the browser both cores while it renders.
  unpinSelf();
  const all: LighthouseRun[] = [];
  try {
    for (let i = 0; i < runs; i += 1) all.push(await runLighthouse(`${origin}/shop`, "mobile"));
  } finally {
    pinSelf(1);
  }
  const median = medianRun(all);
  const score = atLeast("lighthouse mobile /shop (10k) score", median.score, 95);
  checks.push(score);
  console.log(`  lighthouse mobile /shop: ${all.map((r) => fmt.score(r.score)).join(", ")}`);
  printTable(
    `Storefront at ${PRODUCTS} products — Lighthouse 12 mobile, median of ${runs}`,
    ["page", "score", "LCP", "TBT", "CLS", "FCP", "Speed Index"],
    [
      [
        "mobile /shop",
        withMark(fmt.score(median.score), score),
        fmt.ms(median.lcpMs),
        fmt.ms(median.tbtMs),
        fmt.cls(median.cls),
        fmt.ms(median.fcpMs),
        fmt.ms(median.speedIndexMs),
      ],
    ],
  );
  return { runs: all, median };
}
