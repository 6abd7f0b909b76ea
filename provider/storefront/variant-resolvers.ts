import { GraphQLError } from "graphql";
import {
  isAvailable,
  type SnapshotProduct,
  type SnapshotVariant,
} from "../catalogue/catalogue-store";
import { pageListing } from "../catalogue/listing-query";
import type { ResolverMap } from "../graphql/executor";
import { numericIdOf } from "../graphql/ids";
import { collectionsOf } from "./collection-model";
import type { StorefrontContext } from "./context";
import { encodeVariants } from "./variant-encoding";

/** Each variant's option values as positions in the product's options (Shopify's encoding input). */
function positions(product: SnapshotProduct, variant: SnapshotVariant): number[] {
  return product.options.map((option) => {
    const chosen = variant.selectedOptions.find((s) => s.name === option.name)?.value;
    return chosen === undefined ? -1 : option.values.indexOf(chosen);
  });
}

interface SelectedOptionsArgs {
  selectedOptions?: { name: string; value: string }[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

function targetVariant(product: SnapshotProduct, args: SelectedOptionsArgs) {
  const selected = args.selectedOptions ?? [];
  if (!selected.length) return product.variants.find(isAvailable) ?? product.variants[0] ?? null;
  const eq = (a: string, b: string) =>
    args.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b;
  const known = selected.filter((s) => product.options.some((o) => eq(o.name, s.name)));
  if (!(args.ignoreUnknownOptions ?? false) && known.length !== selected.length) return null;
  return (
    product.variants.find((variant) =>
      known.every((s) =>
        variant.selectedOptions.some((o) => eq(o.name, s.name) && eq(o.value, s.value)),
      ),
    ) ?? null
  );
}

/** Related: best sellers of the same category. Complementary: the product's "complete the look". */
const RECOMMENDATIONS = 10;

export const variantResolvers: ResolverMap<StorefrontContext> = {
  Product: {
    encodedVariantExistence: (p: SnapshotProduct) =>
      encodeVariants(p.variants.map((v) => positions(p, v))),
    encodedVariantAvailability: (p: SnapshotProduct) =>
      encodeVariants(p.variants.filter(isAvailable).map((v) => positions(p, v))),
    // Shopify: variants whose options differ from the selected (or first available) variant's
    // in exactly one option, ordered by id.
    adjacentVariants: (p: SnapshotProduct, args: SelectedOptionsArgs) => {
      const target = targetVariant(p, args);
      if (!target) return [];
      const at = positions(p, target);
      return p.variants
        .filter((v) => positions(p, v).filter((value, i) => value !== at[i]).length === 1)
        .sort((a, b) => a.id - b.id);
    },
  },
  QueryRoot: {
    productRecommendations: async (
      _: unknown,
      args: {
        productId?: string | null;
        productHandle?: string | null;
        intent?: "RELATED" | "COMPLEMENTARY" | null;
      },
      ctx,
    ) => {
      let product: SnapshotProduct | null = null;
      if (args.productId) {
        const id = numericIdOf(args.productId, ["Product"]);
        product = id === null ? null : (ctx.catalogue.productsById.get(id) ?? null);
      } else if (args.productHandle) {
        product = ctx.catalogue.productsByHandle.get(args.productHandle) ?? null;
      } else {
        throw new GraphQLError("Either productId or productHandle must be provided.", {
          extensions: { code: "BAD_REQUEST" },
        });
      }
      if (!product) return null;
      if ((args.intent ?? "RELATED") === "COMPLEMENTARY") {
        const field = product.metafields.get("custom.complete_the_look");
        const ids = field ? (JSON.parse(field.value) as string[]) : [];
        return ids
          .map((gid) => ctx.catalogue.productsById.get(Number(gid.split("/").pop())))
          .filter((p): p is SnapshotProduct => !!p);
      }
      const own = collectionsOf(ctx.catalogue).productCollection.get(product.id);
      if (!own) return [];
      // The category's best sellers, from the listing's index.
      const page = await pageListing(ctx.db, {
        scope: { collection: own.handle },
        filters: [],
        sort: "BEST_SELLING",
        reverse: false,
        page: { first: RECOMMENDATIONS + 1 },
      });
      return page.rows
        .filter((row) => row.id !== product.id)
        .slice(0, RECOMMENDATIONS)
        .map((row) => ctx.catalogue.productsById.get(row.id))
        .filter((p): p is SnapshotProduct => !!p);
    },
  },
};
