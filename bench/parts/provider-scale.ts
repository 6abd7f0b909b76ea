import fs from "node:fs";
import path from "node:path";
import { parseCatalogue } from "../../provider/catalogue/format";
import { generateCatalogue } from "../../provider/catalogue/generate";
import { graphqlProblems, runLoad, type LoadResult } from "../lib/load";
import type { BenchOptions } from "../lib/options";
import { removeTempDir, tempDir } from "../lib/processes";
import { API_PATH, startProvider, storefrontHeaders } from "../lib/provider";
import { atLeast, below, fmt, printTable, withMark, type Check } from "../lib/report";

/**
 * The provider's search, filtered collections and predictive search on a generated
 * 10,000-product catalogue, twice: the shop's mix (every request differs from the one before,
 * from a rotating set of product numbers, words, sizes, price caps, sorts and collections, so
 * requests that repeat share the provider's answer cache as shoppers asking the same thing do),
 * and cold, where no request repeats and each is matched, filtered, counted and paged in SQL.
 * The targets judge the mix; the cold rows are reported beside it (decision 11).
 */
const PRODUCTS = 10_000;
const WORDS = [
  "sweater",
  "coat",
  "bed",
  "toy",
  "harness",
  "leash",
  "bow",
  "tote",
  "cloud",
  "plush",
];
const SIZES = ["XS", "S", "M"];
const COLLECTIONS = ["all", "clothing", "accessories", "carriers", "home", "toys", "walking"];

const SEARCH = /* GraphQL */ `
  query Search(
    $term: String!
    $filters: [ProductFilter!]
    $sortKey: SearchSortKeys
    $reverse: Boolean
  ) {
    search(
      query: $term
      first: 24
      types: [PRODUCT]
      productFilters: $filters
      sortKey: $sortKey
      reverse: $reverse
    ) {
      totalCount
      productFilters {
        id
        values {
          label
          count
          input
        }
      }
      nodes {
        ... on Product {
          handle
          title
          priceRange {
            minVariantPrice {
              amount
            }
          }
          featuredImage {
            url
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const COLLECTION = /* GraphQL */ `
  query Collection(
    $handle: String!
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
  ) {
    collection(handle: $handle) {
      products(first: 24, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
        filters {
          id
          values {
            label
            count
            input
          }
        }
        nodes {
          handle
          title
          priceRange {
            minVariantPrice {
              amount
            }
          }
          featuredImage {
            url
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

const PREDICTIVE = /* GraphQL */ `
  query Suggest($term: String!) {
    predictiveSearch(query: $term, limit: 5, limitScope: EACH, types: [PRODUCT]) {
      products {
        handle
        title
        productType
        priceRange {
          minVariantPrice {
            amount
          }
        }
        featuredImage {
          url
        }
      }
    }
  }
`;

const mixPrice = (i: number) => 20 + ((i * 13) % 25) * 20;

function searchRequest(i: number, maxPrice: number, distinct = false) {
  return {
    query: SEARCH,
    // Half name a product ("No. 4711"), half a word shared by thousands, filtered.
    variables:
      i % 2
        ? {
            term: `No. ${(i * 7919) % PRODUCTS}`,
            // Product numbers repeat after 10,000 requests: a distinct price cap keeps them apart.
            ...(distinct ? { filters: [{ price: { max: maxPrice } }] } : {}),
          }
        : {
            term: WORDS[i % WORDS.length],
            filters: [
              { variantOption: { name: "size", value: SIZES[i % 3] } },
              { price: { max: maxPrice } },
            ],
            sortKey: i % 4 ? "RELEVANCE" : "PRICE",
            reverse: i % 8 === 0,
          },
  };
}

function collectionRequest(i: number, maxPrice: number) {
  return {
    query: COLLECTION,
    variables: {
      handle: COLLECTIONS[i % COLLECTIONS.length],
      filters: [
        { variantOption: { name: "size", value: SIZES[i % 3] } },
        { price: { max: maxPrice } },
        ...(i % 5 === 0 ? [{ available: true }] : []),
      ],
      sortKey: ["BEST_SELLING", "PRICE", "TITLE", "CREATED"][i % 4],
      reverse: i % 6 === 0,
    },
  };
}

/** What a shopper types on the way to a name: a word, then a word and a number. */
function predictiveRequest(i: number, distinct: boolean) {
  const word = WORDS[i % WORDS.length]!;
  if (!distinct) {
    return {
      query: PREDICTIVE,
      variables: { term: i % 2 ? `${word} ${(i * 31) % 1000}` : word.slice(0, 2 + (i % 4)) },
    };
  }
  // Each of 100,000 terms once: a word (capitalised, as no term of the shop's mix is) and a number.
  const capital = WORDS[Math.floor(i / PRODUCTS) % WORDS.length]!;
  const term = `${capital[0]!.toUpperCase()}${capital.slice(1)} ${i % PRODUCTS}`;
  return { query: PREDICTIVE, variables: { term } };
}

export async function benchProviderScale(options: BenchOptions) {
  const dir = tempDir("catalogue-10k");
  const file = path.join(dir, "catalogue.json");
  const base = parseCatalogue(
    JSON.parse(fs.readFileSync("provider/catalogue/catalogue.json", "utf8")),
  );
  fs.writeFileSync(file, JSON.stringify(generateCatalogue(base, { products: PRODUCTS, seed: 1 })));
  console.log(`\n▶ provider at ${PRODUCTS} products: seeding a production provider…`);
  const provider = await startProvider({ core: 0, catalogue: file, timeoutMs: 600_000 });
  try {
    const common = {
      url: provider.url,
      headers: storefrontHeaders,
      durationSec: options.durationSec,
      serverPid: provider.pid,
    };
    let n = 0;
    const rotating = (build: (i: number) => { query: string; variables: object }) => ({
      method: "POST" as const,
      path: API_PATH,
      setupRequest: (request: object) => ({ ...request, body: JSON.stringify(build(n++)) }),
    });
    const load = (name: string, build: (i: number) => { query: string; variables: object }) =>
      runLoad({
        ...common,
        name,
        requests: [rotating(build)],
        verify: (body) => graphqlProblems(body),
      });
    // The shop's mix: a rotating set of words, product numbers, sizes, price caps, sorts and
    // collections, so shoppers asking the same thing share the provider's answers.
    const search = await load("search(productFilters:) at 10k", (i) =>
      searchRequest(i, mixPrice(i)),
    );
    const collection = await load("collection.products(filters:) at 10k", (i) =>
      collectionRequest(i, mixPrice(i)),
    );
    const predictive = await load("predictiveSearch at 10k", (i) => predictiveRequest(i, false));
    // Cold: every request distinct (a price cap to the cent that never repeats, a new product
    // number), so no answer or filter count is shared and each is matched and counted in SQL.
    const coldPrice = (i: number) => 20 + (i % 48_000) / 100;
    const searchCold = await load("search, every request distinct", (i) =>
      searchRequest(i, coldPrice(i), true),
    );
    const collectionCold = await load("collection.products, every request distinct", (i) =>
      collectionRequest(i, coldPrice(i)),
    );
    const predictiveCold = await load("predictiveSearch, every request distinct", (i) =>
      predictiveRequest(i, true),
    );
    // The shop's mix is what the targets judge; the cold rows measure the embedded database and
    // are reported without one (docs/decisions/0011-judging-the-scale-benchmarks.md).
    const rows: [LoadResult, number | null][] = [
      [search, 500],
      [collection, 500],
      [predictive, 1000],
      [searchCold, null],
      [collectionCold, null],
      [predictiveCold, null],
    ];
    const checks: Check[] = [];
    const tableRows = rows.map(([result, minRps]) => {
      const failures = result.non2xx + result.errors + result.badSamples;
      const clean = below(`${result.name} failures`, failures, 1);
      checks.push(clean);
      const failuresCell = withMark(String(failures), clean);
      if (minRps === null) {
        return [
          `${result.name} (reported)`,
          fmt.int(result.requestsPerSec),
          fmt.ms(result.p50Ms),
          fmt.ms(result.p99Ms),
          failuresCell,
          fmt.mb(result.peakRssBytes),
          fmt.cpu(result.serverCpuMsPerRequest),
        ];
      }
      const rps = atLeast(`${result.name} req/s`, result.requestsPerSec, minRps);
      const p99 = below(`${result.name} p99 ms`, result.p99Ms, 100, " ms");
      checks.push(rps, p99);
      return [
        result.name,
        withMark(fmt.int(result.requestsPerSec), rps),
        fmt.ms(result.p50Ms),
        withMark(fmt.ms(result.p99Ms), p99),
        failuresCell,
        fmt.mb(result.peakRssBytes),
        fmt.cpu(result.serverCpuMsPerRequest),
      ];
    });
    printTable(
      `Provider — ${PRODUCTS} products, ${options.durationSec} s at 10 connections`,
      ["operation", "req/s", "p50", "p99", "non-2xx+errors", "provider peak RSS", "server CPU/req"],
      tableRows,
    );
    for (const [result] of rows) {
      if (result.firstProblem)
        console.log(`  ${result.name}: first bad sample — ${result.firstProblem}`);
    }
    return { results: rows.map(([r]) => r), checks };
  } finally {
    await provider.stop();
    removeTempDir(dir);
  }
}
