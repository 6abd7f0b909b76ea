import { GraphQLError } from "graphql";
import { paginate, type ConnectionArgs } from "../graphql/connection";
import type { ResolverMap } from "../graphql/executor";
import { numericIdOf, toGid } from "../graphql/ids";
import {
  contentOf,
  matchesQuery,
  POLICIES,
  textOf,
  type ArticleModel,
  type BlogModel,
  type PageModel,
  type PolicyField,
  type RedirectModel,
} from "./content-model";
import type { StorefrontContext } from "./context";

type ListArgs<SortKey extends string> = ConnectionArgs & {
  query?: string | null;
  reverse?: boolean | null;
  sortKey?: SortKey | null;
};

/** Sorts by one key then id, as Shopify's connections do; cursors carry both. */
function sortedPage<T extends { id: number }>(
  items: readonly T[],
  args: ListArgs<string>,
  sortValue: (item: T) => string | number,
) {
  const sorted = [...items].sort((a, b) => {
    const x = sortValue(a);
    const y = sortValue(b);
    return (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id;
  });
  if (args.reverse) sorted.reverse();
  return paginate(sorted, args, (item) => [sortValue(item), item.id]);
}

function byHandleOrId<T extends { id: number; handle: string }>(
  items: readonly T[],
  type: string,
  args: { handle?: string | null; id?: string | null },
): T | null {
  if (args.id) {
    const id = numericIdOf(args.id, [type]);
    return id === null ? null : (items.find((item) => item.id === id) ?? null);
  }
  if (args.handle) return items.find((item) => item.handle === args.handle) ?? null;
  throw new GraphQLError("Either id or handle must be provided.", {
    extensions: { code: "BAD_REQUEST" },
  });
}

const pageSort = {
  ID: (p: PageModel) => p.id,
  RELEVANCE: (p: PageModel) => p.id,
  TITLE: (p: PageModel) => p.title.toLowerCase(),
  UPDATED_AT: (p: PageModel) => p.updatedAt,
};

const blogSort = {
  ID: (b: BlogModel) => b.id,
  RELEVANCE: (b: BlogModel) => b.id,
  HANDLE: (b: BlogModel) => b.handle,
  TITLE: (b: BlogModel) => b.title.toLowerCase(),
};

// Articles carry no edit date of their own in the catalogue file: they are as published.
const articleSort = {
  ID: (a: ArticleModel) => a.id,
  RELEVANCE: (a: ArticleModel) => a.id,
  AUTHOR: (a: ArticleModel) => a.author.name.toLowerCase(),
  BLOG_TITLE: (a: ArticleModel) => a.blog.title.toLowerCase(),
  PUBLISHED_AT: (a: ArticleModel) => a.publishedAt,
  TITLE: (a: ArticleModel) => a.title.toLowerCase(),
  UPDATED_AT: (a: ArticleModel) => a.publishedAt,
};

function listArticles(articles: readonly ArticleModel[], args: ListArgs<keyof typeof articleSort>) {
  const matching = articles.filter((a) =>
    matchesQuery(
      args.query,
      {
        title: a.title,
        handle: a.handle,
        tag: a.tags,
        author: a.author.name,
        blog_title: a.blog.title,
      },
      a.title,
    ),
  );
  return sortedPage(matching, args, articleSort[args.sortKey ?? "ID"]);
}

/** The metafields of pages, blogs and articles: this shop defines none on them. */
const noMetafields = {
  metafield: () => null,
  metafields: (_: unknown, args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
};

function authorOf(article: ArticleModel) {
  const [firstName = "", ...rest] = article.author.name.split(" ");
  return {
    name: article.author.name,
    firstName,
    lastName: rest.join(" "),
    bio: article.author.bio,
    email: article.author.email,
  };
}

const policyField = (field: PolicyField) => (_: unknown, __: unknown, ctx: StorefrontContext) =>
  contentOf(ctx.catalogue).policies[field];

/** The node types of the shop's content, which `node(id:)` finds with `findContentNode`. */
export const CONTENT_NODE_TYPES = ["Page", "Blog", "Article", "ShopPolicy", "UrlRedirect"];

/** `node(id:)` for the shop's content; a well-formed id that names nothing is null. */
export function findContentNode(ctx: StorefrontContext, type: string, id: number): unknown {
  const content = contentOf(ctx.catalogue);
  const lists: Record<string, readonly { id: number }[]> = {
    Page: content.pages,
    Blog: content.blogs,
    Article: content.articles,
    ShopPolicy: Object.values(content.policies).filter((p) => p !== null),
    UrlRedirect: content.redirects,
  };
  return lists[type]?.find((item) => item.id === id) ?? null;
}

export const contentResolvers: ResolverMap<StorefrontContext> = {
  QueryRoot: {
    page: (_: unknown, args: { handle?: string | null; id?: string | null }, ctx) =>
      byHandleOrId(contentOf(ctx.catalogue).pages, "Page", args),
    pageByHandle: (_: unknown, args: { handle: string }, ctx) =>
      contentOf(ctx.catalogue).pages.find((p) => p.handle === args.handle) ?? null,
    pages: (_: unknown, args: ListArgs<keyof typeof pageSort>, ctx) => {
      const pages = contentOf(ctx.catalogue).pages.filter((p) =>
        matchesQuery(
          args.query,
          { title: p.title, handle: p.handle, created_at: p.createdAt, updated_at: p.updatedAt },
          p.title,
        ),
      );
      return sortedPage(pages, args, pageSort[args.sortKey ?? "ID"]);
    },
    urlRedirects: (_: unknown, args: ListArgs<"ID">, ctx) => {
      const redirects = contentOf(ctx.catalogue).redirects.filter((r) =>
        matchesQuery(args.query, { path: r.path, target: r.target }, r.path),
      );
      return sortedPage(redirects, args, (r) => r.id);
    },
    blog: (_: unknown, args: { handle?: string | null; id?: string | null }, ctx) =>
      byHandleOrId(contentOf(ctx.catalogue).blogs, "Blog", args),
    blogByHandle: (_: unknown, args: { handle: string }, ctx) =>
      contentOf(ctx.catalogue).blogs.find((b) => b.handle === args.handle) ?? null,
    blogs: (_: unknown, args: ListArgs<keyof typeof blogSort>, ctx) => {
      const blogs = contentOf(ctx.catalogue).blogs.filter((b) =>
        matchesQuery(args.query, { title: b.title, handle: b.handle }, b.title),
      );
      return sortedPage(blogs, args, blogSort[args.sortKey ?? "ID"]);
    },
    articles: (_: unknown, args: ListArgs<keyof typeof articleSort>, ctx) =>
      listArticles(contentOf(ctx.catalogue).articles, args),
  },
  Shop: Object.fromEntries(
    Object.keys(POLICIES).map((field) => [field, policyField(field as PolicyField)]),
  ),
  ShopPolicy: {
    id: (p: { id: number }) => toGid("ShopPolicy", p.id),
    body: (p: { bodyHtml: string }) => p.bodyHtml,
    // Policies live at /policies/<handle> on the shop's domain.
    url: (p: { handle: string }, _: unknown, ctx) =>
      `${ctx.settings.publicUrl.replace(/\/$/, "")}/policies/${p.handle}`,
  },
  Page: {
    id: (p: PageModel) => toGid("Page", p.id),
    body: (p: PageModel) => p.bodyHtml,
    bodySummary: (p: PageModel) => textOf(p.bodyHtml, 150),
    // The shop sells through its headless storefront only, with no Online Store channel.
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    ...noMetafields,
  },
  UrlRedirect: {
    id: (r: RedirectModel) => toGid("UrlRedirect", r.id),
  },
  Blog: {
    id: (b: BlogModel) => toGid("Blog", b.id),
    articles: (b: BlogModel, args: ListArgs<keyof typeof articleSort>) =>
      listArticles(b.articles, args),
    articleByHandle: (b: BlogModel, args: { handle: string }) =>
      b.articles.find((a) => a.handle === args.handle) ?? null,
    authors: (b: BlogModel) => {
      const byName = new Map(b.articles.map((a) => [a.author.name, authorOf(a)]));
      return [...byName.values()];
    },
    onlineStoreUrl: () => null,
    ...noMetafields,
  },
  Article: {
    id: (a: ArticleModel) => toGid("Article", a.id),
    author: (a: ArticleModel) => authorOf(a),
    authorV2: (a: ArticleModel) => authorOf(a),
    // The shop's blogs take no comments.
    comments: (_: ArticleModel, args: ConnectionArgs) => paginate([], args, () => 0),
    content: (a: ArticleModel, args: { truncateAt?: number | null }) =>
      textOf(a.contentHtml, args.truncateAt),
    excerpt: (a: ArticleModel, args: { truncateAt?: number | null }) =>
      a.excerptHtml === null ? null : textOf(a.excerptHtml, args.truncateAt),
    image: () => null,
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    ...noMetafields,
  },
};
