import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";
import { measureFirstLoad, type BundleWeight } from "../lib/bundle";
import { medianRun, runLighthouse, type FormFactor, type LighthouseRun } from "../lib/lighthouse";
import { runLoad, type LoadResult } from "../lib/load";
import { CATALOGUE_INDEX_QUERY, type CatalogueIndex } from "../lib/operations";
import type { BenchOptions } from "../lib/options";
import { pinSelf, unpinSelf } from "../lib/processes";
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

const INJECTED_LATENCY_MS = 100;
const KB = 1024;

/**
 * The storefront as a shopper meets it — Lighthouse on the three key pages, the
 * JavaScript and CSS each of them needs first, and server throughput with and without a slow
 * provider. The storefront runs on core 0; the provider shares core 1 with this process.
 */
export async function benchStorefront(options: BenchOptions): Promise<PartResult> {
  console.log(`\n▶ storefront: production build (${options.source}) under /tmp/build.lock…`);
  const dir = await prepareStorefront(options.source);
  const storefrontPort = await freePort();
  const providerPort = await freePort();
  const provider = await startProvider({
    core: 1,
    port: providerPort,
    storefrontOrigin: `http://localhost:${storefrontPort}`,
  });
  try {
    const storefront = await startStorefront({
      dir,
      port: storefrontPort,
      providerPort,
      core: 0,
    });
    try {
      // Browsers and the provider's CORS both know the storefront as localhost.
      const origin = `http://localhost:${storefrontPort}`;
      const index = await provider.graphql<CatalogueIndex>(CATALOGUE_INDEX_QUERY);
      const handle = index.products.nodes[0]?.handle;
      if (!handle) throw new Error("the catalogue has no products");
      const pages = ["/", "/shop", `/product/${handle}`];
      const responses = await Promise.all(
        pages.map(async (page) => {
          const response = await fetch(`${origin}${page}`);
          return { page, status: response.status, html: await response.text() };
        }),
      );
      const statuses = responses.map(({ page, status }) => ({ page, status }));
      // A CDN in front of a shop has its popular images ready; without this the first
      // Lighthouse run of each page waited for the provider to draw and encode them.
      const warmed = await warmImages(responses.map((r) => r.html));
      console.log(
        `  serving ${origin} (${statuses.map((s) => `${s.page} → ${s.status}`).join(", ")}; ` +
          `${warmed} image sizes warmed)`,
      );
      if (statuses.some((s) => s.status >= 500)) {
        // Numbers of an erroring page mean little; show why so the owner can see at once.
        console.log(`  ✗ server errors; the storefront's last output:\n${storefront.output()}`);
      }

      const checks: Check[] = statuses.map(({ page, status }) =>
        atMost(`${page} HTTP status`, status, 399),
      );
      // An erroring page has no performance worth measuring (Lighthouse refuses it, and load
      // numbers of an error page flatter it), so those pages are skipped and show "?".
      const failing = new Set(statuses.filter((s) => s.status >= 500).map((s) => s.page));
      const bundle = await benchBundle(origin, dir, pages, failing, checks);
      const lighthouse = await benchLighthouse(
        origin,
        pages,
        failing,
        options.lighthouseRuns,
        checks,
      );
      const throughput = await benchThroughput(
        origin,
        handle,
        failing,
        storefront.pid,
        provider,
        options,
        checks,
      );
      return { part: "storefront", data: { handle, bundle, lighthouse, throughput }, checks };
    } finally {
      await storefront.stop();
    }
  } finally {
    await provider.stop();
  }
}

/** First-load JS targets: under Hydrogen's skeleton (114–116 KB of script), in what browsers get. */
const FIRST_LOAD_JS_BROTLI_KB = 100;

async function benchBundle(
  origin: string,
  dir: string,
  pages: string[],
  failing: Set<string>,
  checks: Check[],
): Promise<{ page: string; weight: BundleWeight }[]> {
  const weights: { page: string; weight: BundleWeight }[] = [];
  for (const page of pages) {
    if (failing.has(page)) {
      checks.push(atMost(`first-load JS brotli KB (${page})`, null, FIRST_LOAD_JS_BROTLI_KB));
      continue;
    }
    const response = await fetch(`${origin}${page}`, {
      headers: { "accept-encoding": "identity" },
    });
    const html = await response.text();
    if (!response.ok) {
      console.log(`  note: ${page} answered ${response.status}; weighing the scripts of that page`);
    }
    weights.push({ page, weight: measureFirstLoad(html, path.join(dir, "build/client")) });
  }
  const row = (name: string, size: { raw: number; gzip: number; brotli: number }) => [
    name,
    fmt.kb(size.raw),
    fmt.kb(size.gzip),
    fmt.kb(size.brotli),
  ];
  // The files of the first page in full; the others' totals below, as the targets judge them.
  const first = weights[0];
  if (first) {
    printTable(
      `Storefront — what the first page (${first.page}) loads`,
      ["file", "raw", "gzip", "brotli"],
      [
        ...first.weight.js.map((file) => row(file.path, file)),
        ...first.weight.css.map((file) => row(file.path, file)),
        row(`CSS total (${first.weight.css.length} files)`, first.weight.total.css),
      ],
    );
  }
  const totals = weights.map(({ page, weight }) => {
    const brotli = atMost(
      `first-load JS brotli KB (${page})`,
      weight.total.js.brotli / KB,
      FIRST_LOAD_JS_BROTLI_KB,
      " KB",
    );
    checks.push(brotli);
    if (weight.missing.length) {
      console.log(`  ${page}: not in the build: ${weight.missing.join(", ")}`);
    }
    return [
      page,
      String(weight.js.length),
      fmt.kb(weight.total.js.raw),
      fmt.kb(weight.total.js.gzip),
      withMark(fmt.kb(weight.total.js.brotli), brotli),
      fmt.kb(weight.total.css.brotli),
    ];
  });
  printTable(
    "Storefront — first-load JS per page (scripts, module preloads and their static imports)",
    ["page", "JS files", "JS raw", "JS gzip", "JS brotli", "CSS brotli"],
    totals,
  );
  return weights;
}

/**
 * Mobile targets on each page: the first paint as early as Next.js Commerce's (0.9–1.0 s), no
 * more blocking time than Hydrogen's skeleton (0–9 ms), the largest paint soon after the first.
 */
const MOBILE = { score: 98, fcpMs: 1200, lcpMs: 1800, tbtMs: 10 };

async function benchLighthouse(
  origin: string,
  pages: string[],
  failing: Set<string>,
  runs: number,
  checks: Check[],
) {
  // Chromium inherits this process's affinity; give the browser both cores while it renders.
  unpinSelf();
  let control: LighthouseRun;
  const results: {
    page: string;
    formFactor: FormFactor;
    runs: LighthouseRun[];
    median: LighthouseRun;
  }[] = [];
  try {
    for (const formFactor of ["mobile", "desktop"] as const) {
      for (const page of pages) {
        const all: LighthouseRun[] = [];
        if (failing.has(page)) {
          console.log(`  lighthouse ${formFactor} ${page}: skipped, the page answers 5xx`);
          results.push({ page, formFactor, runs: all, median: medianRun(all) });
          continue;
        }
        for (let i = 0; i < runs; i += 1)
          all.push(await runLighthouse(`${origin}${page}`, formFactor));
        const median = medianRun(all);
        results.push({ page, formFactor, runs: all, median });
        console.log(
          `  lighthouse ${formFactor} ${page}: ${all.map((r) => fmt.score(r.score)).join(", ")}${
            median.error ? ` (${median.error})` : ""
          }`,
        );
      }
    }
    control = await lighthouseControl(runs);
  } finally {
    pinSelf(1);
  }
  const rows = results.map(({ page, formFactor, median }) => {
    const label = `${formFactor} ${page}`;
    const score =
      formFactor === "mobile"
        ? atLeast(`lighthouse ${label} score`, median.score, MOBILE.score)
        : atLeast(`lighthouse ${label} score`, median.score, 98);
    const metricChecks =
      formFactor === "mobile"
        ? {
            lcp: atMost(`lighthouse ${label} LCP ms`, median.lcpMs, MOBILE.lcpMs, " ms"),
            tbt: atMost(`lighthouse ${label} TBT ms`, median.tbtMs, MOBILE.tbtMs, " ms"),
            cls: atMost(`lighthouse ${label} CLS`, median.cls, 0.05),
            fcp: atMost(`lighthouse ${label} FCP ms`, median.fcpMs, MOBILE.fcpMs, " ms"),
          }
        : {};
    checks.push(score, ...Object.values(metricChecks));
    return [
      label,
      withMark(fmt.score(median.score), score),
      withMark(fmt.ms(median.lcpMs), metricChecks.lcp),
      withMark(fmt.ms(median.tbtMs), metricChecks.tbt),
      withMark(fmt.cls(median.cls), metricChecks.cls),
      withMark(fmt.ms(median.fcpMs), metricChecks.fcp),
      fmt.ms(median.speedIndexMs),
    ];
  });
  rows.push([
    "control: static page, mobile",
    fmt.score(control.score),
    fmt.ms(control.lcpMs),
    fmt.ms(control.tbtMs),
    fmt.cls(control.cls),
    fmt.ms(control.fcpMs),
    fmt.ms(control.speedIndexMs),
  ]);
  printTable(
    `Storefront — Lighthouse 12 performance, median of ${runs} (simulated throttling)`,
    ["page", "score", "LCP", "TBT", "CLS", "FCP", "Speed Index"],
    rows,
  );
  console.log(
    "  The control row is a tiny static page: on a quiet machine it scores 100 with TBT 0; any\n" +
      "  TBT it shows is machine noise, which inflates the rows above by about as much.",
  );
  return { pages: results, control };
}

/**
 * A baseline measured in the same run (numbers are compared as ratios to it, never to absolute
 * numbers from another day or machine): a static page with no script, served from this process.
 */
async function lighthouseControl(runs: number): Promise<LighthouseRun> {
  const server = http.createServer((_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Control</title>' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<link rel="icon" href="data:,"></head><body><h1>Control page</h1>' +
        `<p>${"A plain paragraph for small dogs. ".repeat(40)}</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const all: LighthouseRun[] = [];
    for (let i = 0; i < runs; i += 1) {
      all.push(await runLighthouse(`http://localhost:${port}/`, "mobile"));
    }
    console.log(
      `  lighthouse control (static page, mobile): ${all.map((r) => fmt.score(r.score)).join(", ")}`,
    );
    return medianRun(all);
  } finally {
    server.close();
  }
}

/** Fetches every image size the pages' `src` and `srcset` name, once; returns how many. */
async function warmImages(pages: string[]): Promise<number> {
  const urls = new Set<string>();
  for (const html of pages) {
    for (const [, attribute, value] of html.matchAll(/\b(src|srcSet|srcset)="([^"]+)"/g)) {
      const candidates =
        attribute === "src" ? [value!] : value!.split(",").map((c) => c.trim().split(/\s+/)[0]!);
      for (const candidate of candidates) {
        const url = candidate.replaceAll("&amp;", "&");
        if (/^https?:\/\/[^/]+\/cdn\//.test(url)) urls.add(url);
      }
    }
  }
  const list = [...urls];
  // A few at a time: the provider draws each one on first request.
  for (let i = 0; i < list.length; i += 4) {
    await Promise.all(list.slice(i, i + 4).map(async (url) => (await fetch(url)).arrayBuffer()));
  }
  return list.length;
}

async function benchThroughput(
  origin: string,
  handle: string,
  failing: Set<string>,
  storefrontPid: number,
  provider: { setLatency: (ms: number) => Promise<void> },
  options: BenchOptions,
  checks: Check[],
) {
  const targets = [
    { path: `/product/${handle}`, label: "/product/:handle", minRps: 150 },
    { path: "/shop", label: "/shop", minRps: 60 },
  ];
  const measured: {
    latencyMs: number;
    label: string;
    result: LoadResult;
    check: Check;
    clean: Check;
  }[] = [];
  for (const latencyMs of [0, INJECTED_LATENCY_MS]) {
    await provider.setLatency(latencyMs);
    try {
      for (const target of targets) {
        const name = `${target.label}${latencyMs ? ` (+${latencyMs} ms provider)` : ""}`;
        if (failing.has(target.path)) {
          console.log(`  ${name}: skipped, the page answers 5xx`);
          checks.push(
            atLeast(`${name} req/s`, null, latencyMs ? target.minRps / 2 : target.minRps),
          );
          continue;
        }
        const result = await runLoad({
          name,
          url: origin,
          requests: [{ method: "GET", path: target.path }],
          headers: { "accept-encoding": "gzip, br", accept: "text/html" },
          durationSec: options.durationSec,
          serverPid: storefrontPid,
        });
        // With a slow provider the bar is half the normal one: what a cache must make up for.
        const min = latencyMs ? target.minRps / 2 : target.minRps;
        const check = atLeast(`${name} req/s`, result.requestsPerSec, min);
        const clean = atMost(`${name} non-2xx+errors`, result.non2xx + result.errors, 0);
        checks.push(check, clean);
        measured.push({ latencyMs, label: name, result, check, clean });
        console.log(`  ${name}: ${fmt.int(result.requestsPerSec)} req/s`);
      }
    } finally {
      await provider.setLatency(0);
    }
  }
  printTable(
    `Storefront — server throughput, ${options.durationSec} s at 10 connections (gzip, br)`,
    ["page", "req/s", "p50", "p99", "non-2xx+errors", "storefront peak RSS", "server CPU/req"],
    measured.map(({ label, result, check, clean }) => [
      label,
      withMark(fmt.int(result.requestsPerSec), check),
      fmt.ms(result.p50Ms),
      fmt.ms(result.p99Ms),
      withMark(String(result.non2xx + result.errors), clean),
      fmt.mb(result.peakRssBytes),
      fmt.cpu(result.serverCpuMsPerRequest),
    ]),
  );
  return measured.map(({ latencyMs, result }) => ({ latencyMs, ...result }));
}
