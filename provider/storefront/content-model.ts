import { htmlToText, type CatalogueSnapshot } from "../catalogue/catalogue-store";
import type {
  ContentArticle,
  ContentBlog,
  ContentPage,
  ContentPolicy,
} from "../catalogue/content-format";

/**
 * The shop's written content as the Storefront API serves it: ids numbered in file order (so
 * the main menu's About, FAQ and Contact items name pages 1, 2 and 3, and the footer's policies
 * name ShopPolicy 1 to 3), each object carrying its `__typename` for `node(id:)`. Built once per
 * catalogue snapshot.
 */
export interface PageModel extends ContentPage {
  __typename: "Page";
  id: number;
}

export interface BlogModel extends Omit<ContentBlog, "articles"> {
  __typename: "Blog";
  id: number;
  articles: ArticleModel[];
}

export interface ArticleModel extends ContentArticle {
  __typename: "Article";
  id: number;
  blog: BlogModel;
}

export interface PolicyModel extends ContentPolicy {
  __typename: "ShopPolicy";
  id: number;
  handle: string;
}

export interface RedirectModel {
  __typename: "UrlRedirect";
  id: number;
  path: string;
  target: string;
}

export interface ContentModel {
  pages: PageModel[];
  blogs: BlogModel[];
  articles: ArticleModel[];
  /** By the `Shop` field that names each; null where the shop has not written one. */
  policies: Record<PolicyField, PolicyModel | null>;
  redirects: RedirectModel[];
}

/** Shopify's policy fields, with the id and handle each policy has (its URL's last segment). */
export const POLICIES = {
  privacyPolicy: { id: 1, handle: "privacy-policy" },
  refundPolicy: { id: 2, handle: "refund-policy" },
  shippingPolicy: { id: 3, handle: "shipping-policy" },
  termsOfService: { id: 4, handle: "terms-of-service" },
  subscriptionPolicy: { id: 5, handle: "subscription-policy" },
} as const;
export type PolicyField = keyof typeof POLICIES;

const models = new WeakMap<CatalogueSnapshot, ContentModel>();

export function contentOf(catalogue: CatalogueSnapshot): ContentModel {
  let model = models.get(catalogue);
  if (model) return model;
  const { content } = catalogue;
  const pages = content.pages.map((page, i): PageModel => ({
    ...page,
    __typename: "Page",
    id: i + 1,
  }));
  let articleId = 0;
  const articles: ArticleModel[] = [];
  const blogs = content.blogs.map((blog, i): BlogModel => {
    const model: BlogModel = { ...blog, __typename: "Blog", id: i + 1, articles: [] };
    model.articles = blog.articles.map((article): ArticleModel => ({
      ...article,
      __typename: "Article",
      id: ++articleId,
      blog: model,
    }));
    articles.push(...model.articles);
    return model;
  });
  const policies = Object.fromEntries(
    Object.entries(POLICIES).map(([field, { id, handle }]) => {
      const policy = content.policies[field as PolicyField];
      return [field, policy && { ...policy, __typename: "ShopPolicy", id, handle }];
    }),
  ) as ContentModel["policies"];
  const redirects = content.urlRedirects.map((redirect, i): RedirectModel => ({
    ...redirect,
    __typename: "UrlRedirect",
    id: i + 1,
  }));
  model = { pages, blogs, articles, policies, redirects };
  models.set(catalogue, model);
  return model;
}

/** Plain text of merchant HTML, cut at a word boundary when longer than `truncateAt`. */
export function textOf(html: string, truncateAt?: number | null): string {
  const text = htmlToText(html).replace(/\s+/g, " ");
  if (!truncateAt || text.length <= truncateAt) return text;
  const cut = text.slice(0, truncateAt);
  const space = cut.lastIndexOf(" ");
  return `${(space > truncateAt / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Shopify's search syntax as its `pages`, `blogs`, `articles` and `urlRedirects` queries read
 * it: `field:value` terms (a trailing `*` matches a prefix; quotes keep spaces) and bare words,
 * all of which must match, case-insensitively. A bare word matches the default text (a title);
 * a field the resource does not have matches nothing.
 */
export function matchesQuery(
  query: string | null | undefined,
  fields: Record<string, string | string[]>,
  defaultText: string,
): boolean {
  if (!query?.trim()) return true;
  const terms = query.match(/(?:[a-z_]+:)?(?:"[^"]*"|\S+)/gi) ?? [];
  return terms.every((term) => {
    if (/^(AND|OR)$/i.test(term)) return true;
    const field = /^([a-z_]+):(.*)$/i.exec(term);
    const raw = (field ? field[2]! : term).replace(/^"|"$/g, "").toLowerCase();
    if (!field) return defaultText.toLowerCase().includes(raw);
    const values = fields[field[1]!.toLowerCase()];
    if (values === undefined) return false;
    const prefix = raw.endsWith("*");
    const wanted = prefix ? raw.slice(0, -1) : raw;
    return [values]
      .flat()
      .some((value) =>
        prefix ? value.toLowerCase().startsWith(wanted) : value.toLowerCase() === wanted,
      );
  });
}
