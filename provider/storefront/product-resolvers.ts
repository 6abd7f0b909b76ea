import { GraphQLError } from "graphql";
import {
  isAvailable,
  metafieldKey,
  type SnapshotImage,
  type SnapshotProduct,
  type SnapshotVariant,
  type MetafieldRecord,
} from "../catalogue/catalogue-store";
import { publicApiVersions } from "../graphql/api-versions";
import { paginate, type ConnectionArgs } from "../graphql/connection";
import type { ResolverMap } from "../graphql/executor";
import { numericIdOf, toGid } from "../graphql/ids";
import { imageUrl, rejectOutOfRangeTransform, type ImageTransform } from "../graphql/image-url";
import { money } from "../graphql/money";
import type { StorefrontContext } from "./context";
import { findCollection } from "./collection-resolvers";
import { CONTENT_NODE_TYPES, findContentNode } from "./content-resolvers";
import { parseProductQuery } from "./search-query";

const INVENTORY_SCOPE = "unauthenticated_read_product_inventory";

type SortKey =
  | "BEST_SELLING"
  | "CREATED_AT"
  | "ID"
  | "PRICE"
  | "PRODUCT_TYPE"
  | "RELEVANCE"
  | "TITLE"
  | "UPDATED_AT"
  | "VENDOR";

interface ProductsArgs extends ConnectionArgs {
  query?: string | null;
  reverse?: boolean | null;
  sortKey?: SortKey | null;
}

function sortValue(product: SnapshotProduct, key: SortKey, query: string | null): string | number {
  switch (key) {
    case "BEST_SELLING":
      return product.bestSellingRank;
    case "CREATED_AT":
      return product.createdAt.getTime();
    case "UPDATED_AT":
      return product.updatedAt.getTime();
    case "PRICE":
      return product.minPriceCents;
    case "PRODUCT_TYPE":
      return product.productType.toLowerCase();
    case "TITLE":
      return product.title.toLowerCase();
    case "VENDOR":
      return product.vendor.toLowerCase();
    case "RELEVANCE":
      return query ? -relevance(product, query) : product.id;
    case "ID":
      return product.id;
  }
}

/** Title hits weigh more than type, tag or vendor hits; ties fall back to id order. */
function relevance(product: SnapshotProduct, query: string): number {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !w.includes(":"));
  let score = 0;
  for (const word of words) {
    if (product.title.toLowerCase().includes(word)) score += 3;
    if (product.productType.toLowerCase().includes(word)) score += 2;
    if (product.tags.some((t) => t.toLowerCase().includes(word))) score += 1;
  }
  return score;
}

export function listProducts(ctx: StorefrontContext, args: ProductsArgs) {
  const query = args.query?.trim() || null;
  const key = args.sortKey ?? "ID";
  const filtered = query
    ? ctx.catalogue.products.filter(parseProductQuery(query))
    : ctx.catalogue.products;
  const keyed = filtered.map((product) => ({ product, value: sortValue(product, key, query) }));
  keyed.sort((a, b) =>
    a.value < b.value ? -1 : a.value > b.value ? 1 : a.product.id - b.product.id,
  );
  if (args.reverse) keyed.reverse();
  const page = paginate(keyed, args, (item) => [item.value, item.product.id]);
  return {
    get edges() {
      return page.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.product }));
    },
    nodes: page.nodes.map((item) => item.product),
    pageInfo: page.pageInfo,
    filters: [],
  };
}

function findProduct(ctx: StorefrontContext, args: { id?: string | null; handle?: string | null }) {
  if (args.id) {
    const id = numericIdOf(args.id, ["Product"]);
    return id === null ? null : (ctx.catalogue.productsById.get(id) ?? null);
  }
  if (args.handle) return ctx.catalogue.productsByHandle.get(args.handle) ?? null;
  throw new GraphQLError("Either id or handle must be provided.", {
    extensions: { code: "BAD_REQUEST" },
  });
}

/** Resolves any node id the Storefront API exposes here; unknown but well-formed ids are null. */
export function findNode(ctx: StorefrontContext, gid: string): unknown {
  const id = numericIdOf(gid, [
    "Product",
    "ProductVariant",
    "ProductImage",
    "Metafield",
    "Collection",
    ...CONTENT_NODE_TYPES,
  ]);
  if (id === null) return null;
  const type = gid.split("/")[3]!;
  if (CONTENT_NODE_TYPES.includes(type)) return findContentNode(ctx, type, id);
  if (type === "Collection") return findCollection(ctx, gid);
  if (type === "Product") return ctx.catalogue.productsById.get(id) ?? null;
  if (type === "ProductVariant") return ctx.catalogue.variantsById.get(id) ?? null;
  return null;
}

function metafieldResolvers<T extends { metafields: Map<string, MetafieldRecord> }>() {
  return {
    metafield: (owner: T, args: { namespace?: string | null; key: string }) => {
      // Shopify reads a missing namespace as the calling app's reserved namespace, which no
      // catalogue metafield lives in.
      if (!args.namespace) return null;
      return owner.metafields.get(metafieldKey(args.namespace, args.key)) ?? null;
    },
    metafields: (owner: T, args: { identifiers: { namespace?: string | null; key: string }[] }) => {
      if (args.identifiers.length > 250) {
        throw new GraphQLError("The input must not contain more than 250 values.", {
          extensions: { code: "BAD_REQUEST" },
        });
      }
      return args.identifiers.map((identifier) =>
        identifier.namespace
          ? (owner.metafields.get(metafieldKey(identifier.namespace, identifier.key)) ?? null)
          : null,
      );
    },
  };
}

function requireInventoryScope(ctx: StorefrontContext, fieldName: string) {
  if (ctx.scopes.has(INVENTORY_SCOPE)) return;
  throw new GraphQLError(
    `Access denied for ${fieldName} field. Required access: \`${INVENTORY_SCOPE}\` access scope.`,
    {
      extensions: {
        code: "ACCESS_DENIED",
        documentation: "https://shopify.dev/api/usage/access-scopes",
        requiredAccess: `\`${INVENTORY_SCOPE}\` access scope.`,
      },
    },
  );
}

/** The Storefront API refuses a size or scale out of range before building the URL. */
function storefrontImageUrl(
  ctx: StorefrontContext,
  image: SnapshotImage,
  transform?: ImageTransform | null,
) {
  if (transform) rejectOutOfRangeTransform(transform);
  return imageUrl(ctx, image.key, transform);
}

function featuredImage(product: SnapshotProduct) {
  return product.images[0] ?? null;
}

function productAvailable(product: SnapshotProduct) {
  return product.variants.some(isAvailable);
}

function priceRange(product: SnapshotProduct, currencyCode: string) {
  return {
    minVariantPrice: money(product.minPriceCents, currencyCode),
    maxVariantPrice: money(product.maxPriceCents, currencyCode),
  };
}

function matchOptions(
  product: SnapshotProduct,
  selected: { name: string; value: string }[],
  ignoreUnknown: boolean,
  caseInsensitive: boolean,
) {
  const eq = (a: string, b: string) =>
    caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
  const known = selected.filter((s) => product.options.some((o) => eq(o.name, s.name)));
  if (!ignoreUnknown && known.length !== selected.length) return [];
  return product.variants.filter((variant) =>
    known.every((s) =>
      variant.selectedOptions.some((o) => eq(o.name, s.name) && eq(o.value, s.value)),
    ),
  );
}

export const productResolvers: ResolverMap<StorefrontContext> = {
  QueryRoot: {
    products: (_: unknown, args: ProductsArgs, ctx) => listProducts(ctx, args),
    product: (_: unknown, args: { id?: string | null; handle?: string | null }, ctx) =>
      findProduct(ctx, args),
    productByHandle: (_: unknown, args: { handle: string }, ctx) =>
      ctx.catalogue.productsByHandle.get(args.handle) ?? null,
    node: (_: unknown, args: { id: string }, ctx) => findNode(ctx, args.id),
    nodes: (_: unknown, args: { ids: string[] }, ctx) => {
      if (args.ids.length > 250) {
        throw new GraphQLError("The input must not contain more than `250` values.", {
          extensions: { code: "BAD_REQUEST" },
        });
      }
      return args.ids.map((id) => findNode(ctx, id));
    },
    shop: (_: unknown, __: unknown, ctx) => ({
      id: toGid("Shop", ctx.settings.shopId),
      name: ctx.catalogue.shopName,
      description: "A luxury boutique for small-breed dogs.",
      primaryDomain: {
        host: new URL(ctx.settings.publicUrl).host,
        url: ctx.settings.publicUrl,
        sslEnabled: ctx.settings.publicUrl.startsWith("https:"),
      },
      paymentSettings: {
        currencyCode: ctx.catalogue.currencyCode,
        countryCode: "US",
        acceptedCardBrands: ["VISA", "MASTERCARD", "AMERICAN_EXPRESS"],
        enabledPresentmentCurrencies: [ctx.catalogue.currencyCode],
        supportedDigitalWallets: [],
        cardVaultUrl: `${ctx.settings.publicUrl}/vault`,
        shopifyPaymentsAccountId: null,
      },
    }),
    publicApiVersions: (_: unknown, __: unknown, ctx) => publicApiVersions(ctx.clock.now()),
  },
  Product: {
    id: (p: SnapshotProduct) => toGid("Product", p.id),
    availableForSale: (p: SnapshotProduct) => productAvailable(p),
    description: (p: SnapshotProduct, args: { truncateAt?: number | null }) =>
      args.truncateAt && p.description.length > args.truncateAt
        ? `${p.description.slice(0, args.truncateAt).trimEnd()}…`
        : p.description,
    featuredImage: (p: SnapshotProduct) => featuredImage(p),
    images: (p: SnapshotProduct, args: ConnectionArgs & { reverse?: boolean | null }) =>
      paginate(args.reverse ? [...p.images].reverse() : p.images, args, (i) => i.id),
    variants: (p: SnapshotProduct, args: ConnectionArgs & { reverse?: boolean | null }) =>
      paginate(args.reverse ? [...p.variants].reverse() : p.variants, args, (v) => v.id),
    variantsCount: (p: SnapshotProduct) => ({ count: p.variants.length, precision: "EXACT" }),
    options: (p: SnapshotProduct, args: { first?: number | null }) =>
      p.options
        .slice(0, args.first ?? undefined)
        .map((option, index) => ({ product: p, option, index })),
    priceRange: (p: SnapshotProduct, _: unknown, ctx) => priceRange(p, ctx.catalogue.currencyCode),
    compareAtPriceRange: (p: SnapshotProduct, _: unknown, ctx) => {
      const prices = p.variants.map((v) => v.compareAtCents ?? 0);
      return {
        minVariantPrice: money(Math.min(...prices), ctx.catalogue.currencyCode),
        maxVariantPrice: money(Math.max(...prices), ctx.catalogue.currencyCode),
      };
    },
    seo: (p: SnapshotProduct) => ({ title: p.seoTitle, description: p.seoDescription }),
    createdAt: (p: SnapshotProduct) => p.createdAt.toISOString(),
    updatedAt: (p: SnapshotProduct) => p.updatedAt.toISOString(),
    publishedAt: (p: SnapshotProduct) => p.publishedAt.toISOString(),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    category: () => null,
    totalInventory: (p: SnapshotProduct, _: unknown, ctx) => {
      requireInventoryScope(ctx, "totalInventory");
      return p.variants.reduce((sum, v) => sum + (v.tracked ? v.quantity : 0), 0);
    },
    selectedOrFirstAvailableVariant: (
      p: SnapshotProduct,
      args: {
        selectedOptions?: { name: string; value: string }[] | null;
        ignoreUnknownOptions?: boolean | null;
        caseInsensitiveMatch?: boolean | null;
      },
    ) => {
      const candidates = args.selectedOptions?.length
        ? matchOptions(
            p,
            args.selectedOptions,
            args.ignoreUnknownOptions ?? true,
            args.caseInsensitiveMatch ?? false,
          )
        : [];
      return candidates[0] ?? p.variants.find(isAvailable) ?? p.variants[0] ?? null;
    },
    variantBySelectedOptions: (
      p: SnapshotProduct,
      args: {
        selectedOptions: { name: string; value: string }[];
        ignoreUnknownOptions?: boolean | null;
        caseInsensitiveMatch?: boolean | null;
      },
    ) =>
      matchOptions(
        p,
        args.selectedOptions,
        args.ignoreUnknownOptions ?? false,
        args.caseInsensitiveMatch ?? false,
      ).find(
        (variant) =>
          args.ignoreUnknownOptions ||
          variant.selectedOptions.length === args.selectedOptions.length,
      ) ?? null,
    collections: (_: SnapshotProduct, args: ConnectionArgs) => paginate([], args, () => 0),
    ...metafieldResolvers<SnapshotProduct>(),
  },
  ProductOption: {
    id: (o: { product: SnapshotProduct; index: number }) =>
      toGid("ProductOption", o.product.id * 10 + o.index),
    name: (o: { option: { name: string } }) => o.option.name,
    values: (o: { option: { values: string[] } }) => o.option.values,
    optionValues: (o: { product: SnapshotProduct; option: { name: string; values: string[] } }) =>
      o.option.values.map((value, i) => ({
        id: toGid("ProductOptionValue", o.product.id * 1000 + i),
        name: value,
        swatch: null,
        firstSelectableVariant:
          o.product.variants.find((v) =>
            v.selectedOptions.some((s) => s.name === o.option.name && s.value === value),
          ) ?? null,
      })),
  },
  ProductVariant: {
    id: (v: SnapshotVariant) => toGid("ProductVariant", v.id),
    price: (v: SnapshotVariant, _: unknown, ctx) => money(v.priceCents, ctx.catalogue.currencyCode),
    priceV2: (v: SnapshotVariant, _: unknown, ctx) =>
      money(v.priceCents, ctx.catalogue.currencyCode),
    compareAtPrice: (v: SnapshotVariant, _: unknown, ctx) =>
      v.compareAtCents === null ? null : money(v.compareAtCents, ctx.catalogue.currencyCode),
    compareAtPriceV2: (v: SnapshotVariant, _: unknown, ctx) =>
      v.compareAtCents === null ? null : money(v.compareAtCents, ctx.catalogue.currencyCode),
    availableForSale: (v: SnapshotVariant) => isAvailable(v),
    currentlyNotInStock: () => false,
    quantityAvailable: (v: SnapshotVariant, _: unknown, ctx) => {
      requireInventoryScope(ctx, "quantityAvailable");
      // Shopify reports untracked inventory as 0 while the variant stays available for sale;
      // a hidden product's variant (reached only through a cart line) has none for sale.
      return v.tracked && v.product.published ? v.quantity : 0;
    },
    // Shopify: "falls back to the product image if no image is available".
    image: (v: SnapshotVariant) => v.image ?? featuredImage(v.product),
    requiresShipping: () => true,
    taxable: () => true,
    barcode: () => null,
    weight: () => null,
    weightUnit: () => "POUNDS",
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
    ...metafieldResolvers<SnapshotVariant>(),
  },
  Image: {
    id: (i: SnapshotImage) => toGid("ProductImage", i.id),
    url: (i: SnapshotImage, args: { transform?: ImageTransform | null }, ctx) =>
      storefrontImageUrl(ctx, i, args.transform),
    src: (i: SnapshotImage, _: unknown, ctx) => storefrontImageUrl(ctx, i),
    originalSrc: (i: SnapshotImage, _: unknown, ctx) => storefrontImageUrl(ctx, i),
    transformedSrc: (i: SnapshotImage, args: ImageTransform, ctx) =>
      storefrontImageUrl(ctx, i, args),
    thumbhash: () => null,
  },
  Metafield: {
    id: (m: MetafieldRecord) => toGid("Metafield", m.id),
    createdAt: (m: MetafieldRecord) => m.createdAt.toISOString(),
    updatedAt: (m: MetafieldRecord) => m.updatedAt.toISOString(),
    description: () => null,
    reference: () => null,
    references: () => null,
  },
};
