import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogue } from "../catalogue/format";
import { generateCatalogue } from "../catalogue/generate";
import { readCatalogueFile } from "../db/seed";
import { publishedSchema, schemaViolations } from "../testing/schema-conformance";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { askStorefront } from "../testing/storefront-client";

// The shop's journal (`blog`, `blogs`, `articles`) as Hydrogen's skeleton asks for it, and
// `sitemap(type:)` with its pages, on 2026-04; every answer is checked against the schema.
let shop: TestProvider;
let large: TestProvider;
let dir: string;
const { catalogue } = readCatalogueFile("provider/catalogue/catalogue.json");
const LARGE_COUNT = 260;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
  const file = path.join(dir, "catalogue.json");
  fs.writeFileSync(
    file,
    JSON.stringify(generateCatalogue(catalogue, { products: LARGE_COUNT, seed: 3 })),
  );
  [shop, large] = await Promise.all([
    startTestProvider(),
    startTestProvider({ env: { PROVIDER_CATALOGUE: file } }),
  ]);
});

afterAll(async () => {
  await Promise.all([shop?.close(), large?.close()]);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function ask(
  query: string,
  variables: Record<string, unknown> = {},
  on: TestProvider = shop,
) {
  const answer = await askStorefront(on, "2026-04", query, variables);
  expect(answer.body.errors).toBeUndefined();
  expect(
    schemaViolations(
      publishedSchema("storefront", "2026-04"),
      query,
      answer.body.data,
      undefined,
      variables,
    ),
  ).toEqual([]);
  return answer.body.data!;
}

describe("the journal", () => {
  const journal = catalogue.blogs[0]!;

  // Hydrogen skeleton's app/routes/blogs.$blogHandle._index.tsx, trimmed of its image.
  const BLOG = `#graphql
    fragment ArticleItem on Article {
      author: authorV2 { name }
      contentHtml handle id publishedAt title
      blog { handle }
    }
    query Blog($language: LanguageCode, $blogHandle: String!, $first: Int, $last: Int,
      $startCursor: String, $endCursor: String) @inContext(language: $language) {
      blog(handle: $blogHandle) {
        title handle seo { title description }
        articles(first: $first, last: $last, before: $startCursor, after: $endCursor) {
          nodes { ...ArticleItem }
          pageInfo { hasPreviousPage hasNextPage endCursor startCursor }
        }
      }
    }`;

  it("lists the journal's two articles, a page at a time", async () => {
    const first = await ask(BLOG, { blogHandle: "journal", first: 1, language: "EN" });
    expect(first.blog).toMatchObject({ title: "Journal", handle: "journal" });
    expect(first.blog.articles.nodes).toEqual([
      {
        author: { name: "Peyton" },
        contentHtml: journal.articles[0]!.contentHtml,
        handle: journal.articles[0]!.handle,
        id: "gid://shopify/Article/1",
        publishedAt: journal.articles[0]!.publishedAt,
        title: journal.articles[0]!.title,
        blog: { handle: "journal" },
      },
    ]);
    expect(first.blog.articles.pageInfo.hasNextPage).toBe(true);
    const second = await ask(BLOG, {
      blogHandle: "journal",
      first: 1,
      endCursor: first.blog.articles.pageInfo.endCursor,
    });
    expect(second.blog.articles.nodes.map((a: { handle: string }) => a.handle)).toEqual([
      journal.articles[1]!.handle,
    ]);
    expect(second.blog.articles.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    expect(await ask(BLOG, { blogHandle: "no-such-blog", first: 1 })).toEqual({ blog: null });
  });

  it("shows one article as the article route asks for it", async () => {
    // Hydrogen skeleton's app/routes/blogs.$blogHandle.$articleHandle.tsx.
    const data = await ask(
      `#graphql
      query Article($articleHandle: String!, $blogHandle: String!, $language: LanguageCode)
        @inContext(language: $language) {
        blog(handle: $blogHandle) {
          handle
          articleByHandle(handle: $articleHandle) {
            handle title contentHtml publishedAt tags
            excerpt excerptHtml content(truncateAt: 40)
            author: authorV2 { name firstName lastName email bio }
            image { id url altText width height }
            seo { description title }
            comments(first: 5) { nodes { id } }
          }
          authors { name }
        }
      }`,
      { blogHandle: "journal", articleHandle: journal.articles[1]!.handle },
    );
    const article = data.blog.articleByHandle;
    expect(article).toMatchObject({
      handle: journal.articles[1]!.handle,
      tags: journal.articles[1]!.tags,
      excerptHtml: journal.articles[1]!.excerptHtml,
      author: { name: "Peyton", firstName: "Peyton", lastName: "", email: expect.any(String) },
      image: null,
      comments: { nodes: [] },
    });
    expect(article.excerpt).toMatch(/^A good carrier should feel like a window seat/);
    expect(article.excerpt).not.toContain("<");
    expect(article.content.length).toBeLessThanOrEqual(41);
    expect(article.content.endsWith("…")).toBe(true);
    expect(data.blog.authors).toEqual([{ name: "Peyton" }]);
  });

  it("answers blogs and articles across the shop, sorted and filtered", async () => {
    const data = await ask(`{
      blogs(first: 10) { nodes { handle title articles(first: 10) { nodes { handle } } } }
      newest: articles(first: 1, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle } }
      tagged: articles(first: 10, query: "tag:Travel") { nodes { handle } }
      node(id: "gid://shopify/Article/2") { ... on Article { handle } }
      byId: blog(id: "gid://shopify/Blog/1") { handle }
    }`);
    expect(data.blogs.nodes).toEqual([
      {
        handle: "journal",
        title: "Journal",
        articles: { nodes: journal.articles.map((a) => ({ handle: a.handle })) },
      },
    ]);
    expect(data.newest.nodes).toEqual([{ handle: journal.articles[1]!.handle }]);
    expect(data.tagged.nodes).toEqual([{ handle: "settling-a-small-dog-into-a-carrier" }]);
    expect(data.node).toEqual({ handle: journal.articles[1]!.handle });
    expect(data.byId).toEqual({ handle: "journal" });
  });
});

describe("sitemap", () => {
  // Hydrogen's getSitemapIndex and getSitemap queries.
  const INDEX = `#graphql
    query SitemapIndex {
      products: sitemap(type: PRODUCT) { pagesCount { count } }
      collections: sitemap(type: COLLECTION) { pagesCount { count } }
      articles: sitemap(type: ARTICLE) { pagesCount { count } }
      pages: sitemap(type: PAGE) { pagesCount { count } }
      blogs: sitemap(type: BLOG) { pagesCount { count } }
      metaObjects: sitemap(type: METAOBJECT) { pagesCount { count } }
    }`;
  const RESOURCES = `#graphql
    query SitemapResources($type: SitemapType!, $page: Int!) {
      sitemap(type: $type) {
        resources(page: $page) {
          hasNextPage
          items {
            __typename handle updatedAt
            ... on SitemapResource { title image { alt filepath updatedAt } }
            ... on SitemapResourceMetaobject { type }
          }
        }
      }
    }`;

  it("counts one page of each kind on the shipped shop, and none of metaobjects", async () => {
    const data = await ask(INDEX);
    expect(
      Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.pagesCount.count])),
    ).toEqual({ products: 1, collections: 1, articles: 1, pages: 1, blogs: 1, metaObjects: 0 });
    const pages = await ask(RESOURCES, { type: "PAGE", page: 1 });
    expect(pages.sitemap.resources).toEqual({
      hasNextPage: false,
      items: catalogue.pages.map((p) => ({
        __typename: "SitemapResource",
        handle: p.handle,
        title: p.title,
        updatedAt: p.updatedAt,
        image: null,
      })),
    });
    const articles = await ask(RESOURCES, { type: "ARTICLE", page: 1 });
    expect(articles.sitemap.resources.items.map((i: { handle: string }) => i.handle)).toEqual(
      catalogue.blogs[0]!.articles.map((a) => a.handle),
    );
    const products = await ask(RESOURCES, { type: "PRODUCT", page: 1 });
    expect(products.sitemap.resources.items).toHaveLength(catalogue.products.length);
    expect(products.sitemap.resources.items[0].image).toEqual({
      alt: catalogue.products[0]!.images[0]!.altText,
      filepath: expect.stringContaining(`/cdn/shop/files/${catalogue.products[0]!.images[0]!.key}`),
      updatedAt: products.sitemap.resources.items[0].updatedAt,
    });
    const collections = await ask(RESOURCES, { type: "COLLECTION", page: 1 });
    expect(collections.sitemap.resources.items.map((i: { handle: string }) => i.handle)).toContain(
      "all",
    );
    const metaobjects = await ask(RESOURCES, { type: "METAOBJECT", page: 1 });
    expect(metaobjects.sitemap.resources).toEqual({ hasNextPage: false, items: [] });
  });

  it("pages products 250 at a time, every product once", async () => {
    const index = await ask(INDEX, {}, large);
    expect(index.products.pagesCount.count).toBe(2);
    const first = await ask(RESOURCES, { type: "PRODUCT", page: 1 }, large);
    const second = await ask(RESOURCES, { type: "PRODUCT", page: 2 }, large);
    const past = await ask(RESOURCES, { type: "PRODUCT", page: 3 }, large);
    expect(first.sitemap.resources.items).toHaveLength(250);
    expect(first.sitemap.resources.hasNextPage).toBe(true);
    expect(second.sitemap.resources.items).toHaveLength(LARGE_COUNT - 250);
    expect(second.sitemap.resources.hasNextPage).toBe(false);
    expect(past.sitemap.resources).toEqual({ hasNextPage: false, items: [] });
    const handles = [...first.sitemap.resources.items, ...second.sitemap.resources.items].map(
      (i: { handle: string }) => i.handle,
    );
    const expected = parseCatalogue(
      JSON.parse(fs.readFileSync(path.join(dir, "catalogue.json"), "utf8")),
    ).products.map((p) => p.handle);
    expect(new Set(handles)).toEqual(new Set(expected));
    expect(handles).toHaveLength(expected.length);
  });
});
