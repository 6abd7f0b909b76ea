import sanitizeHtml from "sanitize-html";
import { z } from "zod";

/**
 * The shop's written content in the catalogue file: its pages, its policies, its URL redirects
 * and its blogs, as a merchant writes them in Shopify's admin (Online Store › Pages, Settings ›
 * Policies, Online Store › Navigation › URL redirects, Online Store › Blog posts).
 */

const handleSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case (lowercase letters, digits, hyphens)");

/**
 * The markup a merchant's rich text may hold. Shopify stores the admin editor's HTML; whatever
 * else a file carries (scripts, event handlers, styles, `javascript:` links) is removed when the
 * file is read, so the API never hands a storefront markup that could run.
 */
const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "br",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "time",
  ],
  allowedAttributes: { a: ["href"], time: ["datetime"] },
  allowedSchemes: ["https", "http", "mailto"],
};

const htmlSchema = z
  .string()
  .trim()
  .min(1)
  .transform((html) => sanitizeHtml(html, SAFE_HTML));

const seoSchema = z
  .strictObject({
    title: z.string().nullable().default(null),
    description: z.string().nullable().default(null),
  })
  .default({ title: null, description: null });

const pageSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().min(1),
  bodyHtml: htmlSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  seo: seoSchema,
});

const policySchema = z.strictObject({ title: z.string().min(1), bodyHtml: htmlSchema });

/** A shop may leave any policy unwritten; Shopify answers null for it then. */
const policiesSchema = z
  .strictObject({
    privacyPolicy: policySchema.nullable().default(null),
    refundPolicy: policySchema.nullable().default(null),
    shippingPolicy: policySchema.nullable().default(null),
    termsOfService: policySchema.nullable().default(null),
    subscriptionPolicy: policySchema.nullable().default(null),
  })
  .default({
    privacyPolicy: null,
    refundPolicy: null,
    shippingPolicy: null,
    termsOfService: null,
    subscriptionPolicy: null,
  });

/** Shopify's redirect paths start at the root; a target is a path or an absolute URL. */
const urlRedirectSchema = z.strictObject({
  path: z.string().regex(/^\/[^\s#]*$/, "must be a path on the shop, e.g. /privacy"),
  target: z
    .string()
    .regex(/^(?:\/[^\s]*|https?:\/\/[^\s]+)$/, "must be a path or an absolute http(s) URL"),
});

const articleSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().min(1),
  author: z.strictObject({
    name: z.string().min(1),
    bio: z.string().nullable().default(null),
    email: z.email(),
  }),
  publishedAt: z.iso.datetime(),
  tags: z.array(z.string().min(1)).default([]),
  excerptHtml: htmlSchema.nullable().default(null),
  contentHtml: htmlSchema,
  seo: seoSchema,
});

const blogSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().min(1),
  seo: seoSchema,
  articles: z.array(articleSchema).default([]),
});

export const contentShape = {
  pages: z.array(pageSchema).default([]),
  policies: policiesSchema,
  urlRedirects: z.array(urlRedirectSchema).default([]),
  blogs: z.array(blogSchema).default([]),
};

const contentSchema = z.strictObject(contentShape);
export type CatalogueContent = z.infer<typeof contentSchema>;
export type ContentPage = CatalogueContent["pages"][number];
export type ContentPolicy = NonNullable<CatalogueContent["policies"]["privacyPolicy"]>;
export type ContentBlog = CatalogueContent["blogs"][number];
export type ContentArticle = ContentBlog["articles"][number];

/** A shop with no written content: what a catalogue file without these sections holds. */
export const NO_CONTENT: CatalogueContent = contentSchema.parse({});

type Report = (message: string, path: (string | number)[]) => void;

/** Handles and redirect paths are unique, as Shopify's admin keeps them. */
export function checkContent(content: CatalogueContent, report: Report) {
  const unique = <T>(
    items: T[],
    keyOf: (item: T) => string,
    path: (i: number) => (string | number)[],
    what: string,
  ) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      if (seen.has(key)) report(`Duplicate ${what} "${key}"`, path(i));
      seen.add(key);
    });
  };
  unique(
    content.pages,
    (p) => p.handle,
    (i) => ["pages", i, "handle"],
    "page handle",
  );
  unique(
    content.blogs,
    (b) => b.handle,
    (i) => ["blogs", i, "handle"],
    "blog handle",
  );
  content.blogs.forEach((blog, b) =>
    unique(
      blog.articles,
      (a) => a.handle,
      (i) => ["blogs", b, "articles", i, "handle"],
      "article handle",
    ),
  );
  unique(
    content.urlRedirects,
    (r) => r.path.toLowerCase(),
    (i) => ["urlRedirects", i, "path"],
    "redirect path",
  );
}
