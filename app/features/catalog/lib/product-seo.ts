import { BRAND } from "~/lib/brand";
import { decimalAmount } from "~/lib/money";
import type { Product } from "./normalize-product";
import { isSoldOut } from "./variant-selection";

/** What the product page's head needs, computed once on the server (the product is dehydrated). */
export function productSeo(product: Product, origin: string) {
  const url = `${origin}/product/${product.handle}`;
  return {
    name: product.name,
    description: metaDescription(
      product.seo.description || product.descriptionText || product.name,
    ),
    image: product.image,
    jsonLd: [productJsonLd(product, url, BRAND), breadcrumbJsonLd(origin, product)],
  };
}

/** Meta descriptions stay within what search results show, on a word boundary. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/**
 * schema.org Product with one Offer per variant and its availability, so search results can show
 * price and stock (beyond what Hydrogen and Next.js Commerce publish).
 */
export function productJsonLd(product: Product, url: string, brand: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.descriptionText || undefined,
    image: (product.images ?? [product.image]).map((image) => image.url).filter(isHttp),
    url,
    category: product.category,
    brand: { "@type": "Brand", name: brand },
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      name: variant.title === "Default Title" ? product.name : `${product.name} - ${variant.title}`,
      sku: variant.id,
      price: decimalAmount(variant.price),
      priceCurrency: product.currencyCode,
      availability: isSoldOut(variant)
        ? "https://schema.org/OutOfStock"
        : "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url,
    })),
  };
}

/** schema.org BreadcrumbList: Home › Shop › the product. */
export function breadcrumbJsonLd(origin: string, product: Pick<Product, "name" | "handle">) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Shop", item: `${origin}/shop` },
      {
        "@type": "ListItem",
        position: 3,
        name: product.name,
        item: `${origin}/product/${product.handle}`,
      },
    ],
  };
}

function isHttp(url: string) {
  return /^https?:/i.test(url);
}
