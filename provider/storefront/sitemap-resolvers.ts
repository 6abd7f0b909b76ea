import type { ResolverMap } from "../graphql/executor";
import { imageUrl } from "../graphql/image-url";
import { collectionsOf } from "./collection-model";
import { contentOf } from "./content-model";
import type { StorefrontContext } from "./context";

/**
 * `sitemap(type:)`: every published resource of one type. Shopify pages
 * them by number from 1 with up to 250 items a page ("the number of items per page varies from
 * 0 to 250"); `pagesCount` says how many pages there are, and a page past the last is empty with
 * `hasNextPage: false`. The shop has no renderable metaobjects, so METAOBJECT is always empty.
 */
const PAGE_SIZE = 250;

type SitemapType = "PRODUCT" | "COLLECTION" | "PAGE" | "BLOG" | "ARTICLE" | "METAOBJECT";

interface SitemapItem {
  __typename: "SitemapResource";
  handle: string;
  title: string;
  updatedAt: string;
  image: { alt: string | null; filepath: string; updatedAt: string } | null;
}

function itemsOf(ctx: StorefrontContext, type: SitemapType): SitemapItem[] {
  const item = (
    handle: string,
    title: string,
    updatedAt: string,
    image: SitemapItem["image"] = null,
  ) => ({
    __typename: "SitemapResource" as const,
    handle,
    title,
    updatedAt,
    image,
  });
  const content = contentOf(ctx.catalogue);
  switch (type) {
    case "PRODUCT":
      return ctx.catalogue.products.map((p) => {
        const updatedAt = p.updatedAt.toISOString();
        const image = p.images[0];
        return item(
          p.handle,
          p.title,
          updatedAt,
          image ? { alt: image.altText, filepath: imageUrl(ctx, image.key), updatedAt } : null,
        );
      });
    case "COLLECTION":
      return collectionsOf(ctx.catalogue).list.map((c) =>
        item(c.handle, c.title, c.updatedAt.toISOString()),
      );
    case "PAGE":
      return content.pages.map((p) => item(p.handle, p.title, p.updatedAt));
    case "BLOG":
      // A blog changes when an article is published in it.
      return content.blogs.map((b) =>
        item(
          b.handle,
          b.title,
          b.articles
            .map((a) => a.publishedAt)
            .sort()
            .at(-1) ?? new Date(0).toISOString(),
        ),
      );
    case "ARTICLE":
      return content.articles.map((a) => item(a.handle, a.title, a.publishedAt));
    case "METAOBJECT":
      return [];
  }
}

export const sitemapResolvers: ResolverMap<StorefrontContext> = {
  QueryRoot: {
    sitemap: (_: unknown, args: { type: SitemapType }) => ({ type: args.type }),
  },
  Sitemap: {
    pagesCount: (s: { type: SitemapType }, _: unknown, ctx) => ({
      count: Math.ceil(itemsOf(ctx, s.type).length / PAGE_SIZE),
      precision: "EXACT",
    }),
    resources: (s: { type: SitemapType }, args: { page: number }, ctx) => {
      const items = itemsOf(ctx, s.type);
      const start = (Math.max(args.page, 1) - 1) * PAGE_SIZE;
      return {
        items: args.page < 1 ? [] : items.slice(start, start + PAGE_SIZE),
        hasNextPage: args.page >= 1 && start + PAGE_SIZE < items.length,
      };
    },
  },
};
