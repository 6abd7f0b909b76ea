import type { Catalogue, CatalogueProduct } from "./format";

/**
 * Builds a catalogue of any size from the shipped one, for scale tests and benchmarks: product
 * n (1-based) copies shipped product (n - 1) mod 48 — its category, options, artwork styles
 * and metafields — under a distinct searchable name ("Cloud Puff Cable Sweater No. 9999"), with
 * its own handle, SKUs, image keys, price, stock and best-selling rank. The same seed always
 * gives the same file.
 */
export interface GenerateOptions {
  products: number;
  seed: number;
}

/** A small deterministic generator (mulberry32): the same seed, the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;
const START = Date.parse("2024-01-01T09:00:00Z");

export function generateCatalogue(base: Catalogue, options: GenerateOptions): Catalogue {
  const templates = base.products;
  if (!templates.length) throw new Error("the base catalogue has no products to copy");
  const next = random(options.seed);
  const count = options.products;
  // Best-selling ranks: a seeded shuffle of 1..count, so sorts differ from file order.
  const ranks = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }
  const templateIndex = new Map(templates.map((p, i) => [p.handle, i]));
  const handleOf = (n: number) => `${templates[(n - 1) % templates.length]!.handle}-no-${n}`;
  const products: CatalogueProduct[] = [];
  for (let n = 1; n <= count; n += 1) {
    const template = templates[(n - 1) % templates.length]!;
    const block = Math.floor((n - 1) / templates.length);
    const suffix = `-no-${n}`;
    const priceFactor = 0.6 + next() * 1.2;
    // Stock situations: mostly in stock, some low, some sold out, some not tracked.
    const stock = next();
    const created = START + Math.floor(next() * 600) * DAY_MS;
    const images = template.images.slice(0, 3).map((image) => ({
      ...image,
      key: `${image.key}${suffix}`.slice(0, 121),
    }));
    const imageKeys = new Map(
      template.images.slice(0, 3).map((image, i) => [image.key, images[i]!.key]),
    );
    products.push({
      ...template,
      handle: handleOf(n),
      title: `${template.title} No. ${n}`,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(created + 7 * DAY_MS).toISOString(),
      bestSellingRank: ranks[n - 1]!,
      seo: { title: `${template.title} No. ${n}`, description: template.seo?.description ?? null },
      images,
      variants: template.variants.map((variant, v) => {
        const price = Math.max(1, Math.round(Number(variant.price) * priceFactor)) + 0.95;
        return {
          ...variant,
          sku: `${variant.sku}${suffix}`.toUpperCase(),
          price: price.toFixed(2),
          compareAtPrice: variant.compareAtPrice ? (price * 1.25).toFixed(2) : null,
          inventory:
            stock < 0.1
              ? { tracked: true, quantity: 0 }
              : stock < 0.25
                ? { tracked: true, quantity: v % 2 }
                : stock < 0.4
                  ? { tracked: false, quantity: 0 }
                  : { tracked: true, quantity: 3 + Math.floor(next() * 40) },
          image: variant.image ? imageKeys.get(variant.image) : undefined,
        };
      }),
      metafields: template.metafields.flatMap((field) => {
        if (field.key !== "complete_the_look") return [field];
        // Point at the copies of the same looks in this block, when they exist.
        const handles = (JSON.parse(field.value) as string[])
          .map((handle) => block * templates.length + templateIndex.get(handle)! + 1)
          .filter((m) => m <= count && m !== n)
          .map(handleOf);
        return handles.length ? [{ ...field, value: JSON.stringify(handles) }] : [];
      }),
    });
  }
  // The shop's pages, policies and blogs are the base's own.
  return { ...base, products };
}
