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
 * Issue 18: the provider's search, filtered collections and predictive search on a generated
 * 10,000-product catalogue. Every request differs from the one before (a rotating product number,
 * word, size, price cap or sort), so most miss the provider's answer cache and are matched,
 * filtered, counted and paged in SQL.
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
    const search = await runLoad({
      ...common,
      name: "search(productFilters:) at 10k",
      requests: [
        rotating((i) => ({
          query: SEARCH,
          // Half name a product ("No. 4711"), half a word shared by thousands, filtered.
          variables:
            i % 2
              ? { term: `No. ${(i * 7919) % PRODUCTS}` }
              : {
                  term: WORDS[i % WORDS.length],
                  filters: [
                    { variantOption: { name: "size", value: SIZES[i % 3] } },
                    { price: { max: 20 + ((i * 13) % 25) * 20 } },
                  ],
                  sortKey: i % 4 ? "RELEVANCE" : "PRICE",
                  reverse: i % 8 === 0,
                },
        })),
      ],
      verify: (body) => graphqlProblems(body),
    });
    const collection = await runLoad({
      ...common,
      name: "collection.products(filters:) at 10k",
      requests: [
        rotating((i) => ({
          query: COLLECTION,
          variables: {
            handle: COLLECTIONS[i % COLLECTIONS.length],
            filters: [
              { variantOption: { name: "size", value: SIZES[i % 3] } },
              { price: { max: 20 + ((i * 13) % 25) * 20 } },
              ...(i % 5 === 0 ? [{ available: true }] : []),
            ],
            sortKey: ["BEST_SELLING", "PRICE", "TITLE", "CREATED"][i % 4],
            reverse: i % 6 === 0,
          },
        })),
      ],
      verify: (body) => graphqlProblems(body),
    });
    const predictive = await runLoad({
      ...common,
      name: "predictiveSearch at 10k",
      requests: [
        rotating((i) => ({
          query: PREDICTIVE,
          // What a shopper types on the way to a name: a word, then a word and a number.
          variables: {
            term:
              i % 2
                ? `${WORDS[i % WORDS.length]} ${(i * 31) % 1000}`
                : WORDS[i % WORDS.length]!.slice(0, 2 + (i % 4)),
          },
        })),
      ],
      verify: (body) => graphqlProblems(body),
    });
    const rows: [LoadResult, number][] = [
      [search, 500],
      [collection, 500],
      [predictive, 1000],
    ];
    const checks: Check[] = [];
    const tableRows = rows.map(([result, minRps]) => {
      const rps = atLeast(`${result.name} req/s`, result.requestsPerSec, minRps);
      const p99 = below(`${result.name} p99 ms`, result.p99Ms, 100, " ms");
      const failures = result.non2xx + result.errors + result.badSamples;
      const clean = below(`${result.name} failures`, failures, 1);
      checks.push(rps, p99, clean);
      return [
        result.name,
        withMark(fmt.int(result.requestsPerSec), rps),
        fmt.ms(result.p50Ms),
        withMark(fmt.ms(result.p99Ms), p99),
        withMark(String(failures), clean),
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
