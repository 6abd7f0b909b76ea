import { graphqlProblems, runLoad, type LoadResult } from "../lib/load";
import { MB } from "../lib/memory";
import type { BenchOptions } from "../lib/options";
import {
  CART_CREATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CATALOGUE_INDEX_QUERY,
  PRODUCT_PAGE_QUERY,
  SHOP_GRID_QUERY,
  type CatalogueIndex,
} from "../lib/operations";
import { API_PATH, startProvider, storefrontHeaders } from "../lib/provider";
import { benchProviderImages } from "./provider-images";
import { benchProviderScale } from "./provider-scale";
import {
  atLeast,
  below,
  fmt,
  printTable,
  withMark,
  type Check,
  type PartResult,
} from "../lib/report";

/** Carts in the pool: far more than connections, so no cart is written by two requests at once. */
const CART_POOL = 200;

/**
 * The provider's Storefront API under load — the shop grid, a product page and an add
 * to cart — with its peak memory. The provider runs as its own process on core 0; this process
 * (the load generator) is pinned to core 1 by the runner.
 */
export async function benchProvider(options: BenchOptions): Promise<PartResult> {
  console.log("\n▶ provider: starting a production provider with a fresh database…");
  const provider = await startProvider({ core: 0 });
  let shipped: {
    results: LoadResult[];
    checks: Check[];
    images: Awaited<ReturnType<typeof benchProviderImages>>["data"];
  };
  try {
    const index = await provider.graphql<CatalogueIndex>(CATALOGUE_INDEX_QUERY);
    const productHandles = index.products.nodes.map((p) => p.handle);
    // Untracked variants are never clamped to stock, so the same line can grow for ever and
    // every add merges into an existing line — the common case in a real cart.
    const variants = index.products.nodes
      .flatMap((p) => p.variants.nodes)
      .filter((v) => v.availableForSale && v.quantityAvailable === 0);
    if (!variants.length) throw new Error("no untracked variant in the catalogue to add to carts");

    const carts: { id: string; variantId: string }[] = [];
    for (let i = 0; i < CART_POOL; i += 1) {
      const data = await provider.graphql<{ cartCreate: { cart: { id: string } } }>(
        CART_CREATE_MUTATION,
      );
      carts.push({ id: data.cartCreate.cart.id, variantId: variants[i % variants.length]!.id });
    }

    const common = {
      url: provider.url,
      headers: storefrontHeaders,
      durationSec: options.durationSec,
      serverPid: provider.pid,
    };
    const shop = await runLoad({
      ...common,
      name: "shop grid: products(first: 100)",
      requests: [
        { method: "POST", path: API_PATH, body: JSON.stringify({ query: SHOP_GRID_QUERY }) },
      ],
      verify: (body) => graphqlProblems(body),
      sampleEvery: 10,
    });
    printProgress(shop);

    let nextHandle = 0;
    const product = await runLoad({
      ...common,
      name: "product(handle:)",
      requests: [
        {
          method: "POST",
          path: API_PATH,
          // Rotate through every product so no single object stays hot in a cache.
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              query: PRODUCT_PAGE_QUERY,
              variables: { handle: productHandles[nextHandle++ % productHandles.length] },
            }),
          }),
        },
      ],
      verify: (body) =>
        graphqlProblems(body) ?? (body.includes('"product":null') ? "product is null" : null),
    });
    printProgress(product);

    let nextCart = 0;
    const cartAdd = await runLoad({
      ...common,
      name: "cartLinesAdd (merging lines)",
      requests: [
        {
          method: "POST",
          path: API_PATH,
          setupRequest: (request) => {
            const cart = carts[nextCart++ % carts.length]!;
            return {
              ...request,
              body: JSON.stringify({
                query: CART_LINES_ADD_MUTATION,
                variables: {
                  cartId: cart.id,
                  lines: [{ merchandiseId: cart.variantId, quantity: 1 }],
                },
              }),
            };
          },
        },
      ],
      verify: (body) => graphqlProblems(body, ["cartLinesAdd"]),
    });
    printProgress(cartAdd);

    const rows: [LoadResult, number][] = [
      [shop, 100],
      [product, 800],
      [cartAdd, 400],
    ];
    const checks: Check[] = [];
    const tableRows = rows.map(([result, minRps]) => {
      const rps = atLeast(`${result.name} req/s`, result.requestsPerSec, minRps);
      const p99 = below(`${result.name} p99 ms`, result.p99Ms, 100, " ms");
      const memory = below(
        `${result.name} provider peak RSS MB`,
        result.peakRssBytes === null ? null : result.peakRssBytes / MB,
        400,
        " MB",
      );
      const clean = below(`${result.name} failures`, failures(result), 1);
      checks.push(rps, p99, memory, clean);
      return [
        result.name,
        withMark(fmt.int(result.requestsPerSec), rps),
        fmt.ms(result.p50Ms),
        withMark(fmt.ms(result.p99Ms), p99),
        withMark(String(failures(result)), clean),
        `${result.badSamples}/${result.sampled}`,
        withMark(fmt.mb(result.peakRssBytes), memory),
        fmt.cpu(result.serverCpuMsPerRequest),
      ];
    });
    printTable(
      `Provider — Storefront API, ${options.durationSec} s at 10 connections (loopback, production)`,
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
      tableRows,
    );
    for (const [result] of rows) {
      if (result.firstProblem)
        console.log(`  ${result.name}: first bad sample — ${result.firstProblem}`);
    }
    const images = await benchProviderImages(provider);
    checks.push(...images.checks);
    shipped = { results: rows.map(([r]) => r), checks, images: images.data };
  } finally {
    await provider.stop();
  }
  // The same API on a 10,000-product catalogue, after the shipped one is stopped.
  const scale = await benchProviderScale(options);
  return {
    part: "provider",
    data: { results: [...shipped.results, ...scale.results], images: shipped.images },
    checks: [...shipped.checks, ...scale.checks],
  };
}

function failures(result: LoadResult) {
  return result.non2xx + result.errors + result.badSamples;
}

function printProgress(result: LoadResult) {
  console.log(
    `  ${result.name}: ${fmt.int(result.requestsPerSec)} req/s, p50 ${fmt.ms(result.p50Ms)}, p99 ${fmt.ms(result.p99Ms)}`,
  );
}
