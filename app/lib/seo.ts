import { createContext, useRouteLoaderData, type MetaDescriptor } from "react-router";
import { BRAND } from "./brand";

export const DEFAULT_SOCIAL_IMAGE = { path: "/images/og-image.png", width: 1200, height: 630 };

/**
 * The shop's public origin, from the server's configuration (STOREFRONT_ORIGIN): every absolute
 * URL the shop writes (canonical, Open Graph, JSON-LD, robots.txt, sitemaps) starts with it.
 * Never the request's URL: its host is whatever the client sent, and a page made from it would
 * be kept by a cache and served to everyone after (web cache poisoning).
 */
export const siteOriginContext = createContext<string>();

/** The site origin the root loader read from `siteOriginContext`, for absolute URLs in meta tags. */
export function originFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (root && typeof root === "object" && "origin" in root && typeof root.origin === "string") {
    return root.origin;
  }
  return "";
}

/** The same origin, inside components (for JSON-LD with absolute URLs). */
export function useSiteOrigin(): string {
  const root: unknown = useRouteLoaderData("root");
  return originFromMatches([{ id: "root", loaderData: root }]);
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card for a page. React Router
 * replaces (never merges) a parent's meta, so every route returns the whole set.
 */
export function seoMeta({
  title,
  description,
  origin,
  path,
  image = DEFAULT_SOCIAL_IMAGE.path,
  imageAlt = `${BRAND}: luxury for little dogs`,
  type = "website",
}: {
  title: string;
  description: string;
  origin: string;
  /** Path of the canonical URL: no query string, so filtered views point at the page itself. */
  path: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article" | "product";
}): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const imageUrl = image.startsWith("http") ? image : `${origin}${image}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BRAND },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (image === DEFAULT_SOCIAL_IMAGE.path) {
    tags.push(
      { property: "og:image:width", content: String(DEFAULT_SOCIAL_IMAGE.width) },
      { property: "og:image:height", content: String(DEFAULT_SOCIAL_IMAGE.height) },
    );
  }
  return tags;
}

/** Serialises structured data for a <script type="application/ld+json"> without an HTML escape. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
