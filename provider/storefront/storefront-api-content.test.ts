import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogueFile } from "../db/seed";
import { publishedSchema, schemaViolations } from "../testing/schema-conformance";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { askStorefront } from "../testing/storefront-client";

// The shop's pages, policies and URL redirects, as Hydrogen's skeleton and Next.js Commerce ask
// for them, on 2026-04; every answer is checked against the published schema.
let shop: TestProvider;
const { catalogue } = readCatalogueFile("provider/catalogue/catalogue.json");
const schema = () => publishedSchema("storefront", "2026-04");

beforeAll(async () => {
  shop = await startTestProvider();
});

afterAll(async () => {
  await shop?.close();
});

async function ask(query: string, variables: Record<string, unknown> = {}) {
  const answer = await askStorefront(shop, "2026-04", query, variables);
  expect(answer.body.errors).toBeUndefined();
  expect(schemaViolations(schema(), query, answer.body.data, undefined, variables)).toEqual([]);
  return answer.body.data!;
}

describe("pages", () => {
  // Hydrogen skeleton's app/routes/pages.$handle.tsx.
  const PAGE = `#graphql
    query Page($language: LanguageCode, $country: CountryCode, $handle: String!)
      @inContext(language: $language, country: $country) {
      page(handle: $handle) { handle id title body seo { description title } }
    }`;

  it("serves the About, FAQ and Contact pages from the catalogue file", async () => {
    for (const [i, page] of catalogue.pages.entries()) {
      const data = await ask(PAGE, { handle: page.handle, country: "US", language: "EN" });
      expect(data.page).toEqual({
        handle: page.handle,
        // The main menu names About, FAQ and Contact as pages 1 to 3.
        id: `gid://shopify/Page/${i + 1}`,
        title: page.title,
        body: page.bodyHtml,
        seo: page.seo,
      });
    }
    expect(catalogue.pages.map((p) => p.handle)).toEqual(["about", "faq", "contact"]);
    const about = await ask(PAGE, { handle: "about" });
    expect(about.page.body).toContain("Hi, I'm Peyton.");
    expect(await ask(PAGE, { handle: "no-such-page" })).toEqual({ page: null });
  });

  it("finds a page by id, by handle, and as a node", async () => {
    const data = await ask(`{
      byId: page(id: "gid://shopify/Page/2") { handle }
      byHandle: pageByHandle(handle: "faq") { id createdAt updatedAt bodySummary onlineStoreUrl }
      node(id: "gid://shopify/Page/1") { __typename ... on Page { handle } }
      missing: page(id: "gid://shopify/Page/99") { id }
    }`);
    expect(data.byId).toEqual({ handle: "faq" });
    expect(data.byHandle.id).toBe("gid://shopify/Page/2");
    expect(data.byHandle.bodySummary).toMatch(/^My humans and I hear these a lot\./);
    expect(data.byHandle.bodySummary.length).toBeLessThanOrEqual(151);
    expect(data.byHandle.bodySummary).not.toContain("<");
    expect(data.node).toEqual({ __typename: "Page", handle: "about" });
    expect(data.missing).toBeNull();
  });

  it("lists, sorts, filters and pages through them", async () => {
    const all = await ask(`{
      pages(first: 2, sortKey: TITLE) {
        nodes { handle }
        pageInfo { hasNextPage endCursor }
      }
    }`);
    expect(all.pages.nodes.map((p: { handle: string }) => p.handle)).toEqual(["about", "contact"]);
    expect(all.pages.pageInfo.hasNextPage).toBe(true);
    const next = await ask(
      `query ($after: String) { pages(first: 2, after: $after, sortKey: TITLE) { nodes { handle } pageInfo { hasNextPage } } }`,
      { after: all.pages.pageInfo.endCursor },
    );
    expect(next.pages).toEqual({ nodes: [{ handle: "faq" }], pageInfo: { hasNextPage: false } });
    const filtered = await ask(`{ pages(first: 10, query: "handle:faq") { nodes { handle } } }`);
    expect(filtered.pages.nodes).toEqual([{ handle: "faq" }]);
    const words = await ask(`{ pages(first: 10, query: "about") { nodes { handle } } }`);
    expect(words.pages.nodes).toEqual([{ handle: "about" }]);
  });
});

describe("policies", () => {
  // Hydrogen skeleton's app/routes/policies.$handle.tsx and policies._index.tsx.
  const POLICIES = `#graphql
    fragment Policy on ShopPolicy { body handle id title url }
    query Policies($privacyPolicy: Boolean!, $refundPolicy: Boolean!) {
      shop {
        privacyPolicy @include(if: $privacyPolicy) { ...Policy }
        refundPolicy @include(if: $refundPolicy) { ...Policy }
        shippingPolicy { ...Policy }
        termsOfService { ...Policy }
        subscriptionPolicy { id }
      }
    }`;

  it("answers the shop's own policies, at /policies/<handle>, and null for none", async () => {
    const data = await ask(POLICIES, { privacyPolicy: true, refundPolicy: true });
    const policy = (
      field: "privacyPolicy" | "refundPolicy" | "shippingPolicy" | "termsOfService",
      id: number,
      handle: string,
    ) => ({
      id: `gid://shopify/ShopPolicy/${id}`,
      handle,
      title: catalogue.policies[field]!.title,
      body: catalogue.policies[field]!.bodyHtml,
      url: `${shop.config.publicUrl}/policies/${handle}`,
    });
    expect(data.shop).toEqual({
      privacyPolicy: policy("privacyPolicy", 1, "privacy-policy"),
      refundPolicy: policy("refundPolicy", 2, "refund-policy"),
      shippingPolicy: policy("shippingPolicy", 3, "shipping-policy"),
      termsOfService: policy("termsOfService", 4, "terms-of-service"),
      subscriptionPolicy: null,
    });
    expect(data.shop.privacyPolicy.body).toContain("<h2>Who we are</h2>");
    expect(data.shop.refundPolicy.body).toContain("15 days of delivery");
    const footer = await ask(`{ menu(handle: "footer") { items { title resourceId } } }`);
    // The footer menu's policy items name the policies the shop serves.
    for (const item of footer.menu.items.filter((i: { resourceId: string | null }) =>
      i.resourceId?.startsWith("gid://shopify/ShopPolicy/"),
    )) {
      const node = await ask(`query ($id: ID!) { node(id: $id) { ... on ShopPolicy { id } } }`, {
        id: item.resourceId,
      });
      expect(node.node).toEqual({ id: item.resourceId });
    }
  });
});

describe("urlRedirects", () => {
  it("lists the shop's redirects, filtered by path as a storefront's 404 handler asks", async () => {
    // Hydrogen's storefrontRedirect asks with `path:` and the requested path.
    const query = `query Redirects($query: String) {
      urlRedirects(first: 1, query: $query) { edges { node { id path target } } }
    }`;
    const data = await ask(query, { query: "path:/privacy" });
    expect(data.urlRedirects.edges).toEqual([
      {
        node: {
          id: "gid://shopify/UrlRedirect/1",
          path: "/privacy",
          target: "/policies/privacy-policy",
        },
      },
    ]);
    const none = await ask(query, { query: "path:/no-such-path" });
    expect(none.urlRedirects.edges).toEqual([]);
  });
});
