import { z } from "zod";
import { artSchema } from "./artwork-schema";
import { checkContent, contentShape } from "./content-format";
import { SIZE_CHART_KEY, sizeChartProblems } from "./size-chart-schema";

const handleSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case (lowercase letters, digits, hyphens)");

const priceSchema = z
  .string()
  .regex(/^(?:0|[1-9]\d*)\.\d{2}$/, 'must be a decimal string with 2 decimals, e.g. "58.00"');

const metafieldSchema = z.strictObject({
  namespace: z.string().min(1),
  key: z.string().regex(/^[a-z0-9_]+$/, "must be snake_case"),
  type: z.string().min(1),
  value: z.string(),
});

const optionSchema = z.strictObject({
  name: z.string().min(1),
  values: z.array(z.string().min(1)).min(1),
});

const imageSchema = z.strictObject({
  // The key becomes the CDN file name (/cdn/shop/files/<key>.png), which allows 121 characters.
  key: handleSchema.max(121),
  altText: z.string().min(1),
  width: z.int().positive(),
  height: z.int().positive(),
  art: artSchema,
});

const variantSchema = z.strictObject({
  sku: z.string().min(1),
  options: z.record(z.string(), z.string()),
  price: priceSchema,
  compareAtPrice: priceSchema.nullable().default(null),
  inventory: z.strictObject({
    tracked: z.boolean(),
    // Ignored when tracked is false: the item can always be bought.
    quantity: z.int().nonnegative().default(0),
  }),
  image: z.string().optional(),
  metafields: z.array(metafieldSchema).default([]),
});

const productSchema = z.strictObject({
  handle: handleSchema,
  title: z.string().min(1),
  vendor: z.string().min(1),
  productType: z.string().min(1),
  tags: z.array(z.string().min(1)).default([]),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  bestSellingRank: z.int().positive(),
  descriptionHtml: z.string(),
  seo: z
    .strictObject({
      title: z.string().nullable().default(null),
      description: z.string().nullable().default(null),
    })
    .optional(),
  // Shopify caps products at 3 options and 100 variants.
  options: z.array(optionSchema).min(1).max(3),
  images: z.array(imageSchema).default([]),
  variants: z.array(variantSchema).min(1, "a product needs at least one variant").max(100),
  metafields: z.array(metafieldSchema).default([]),
});

type ProductInput = z.infer<typeof productSchema>;
type Metafield = z.infer<typeof metafieldSchema>;
type Path = (string | number)[];
type Report = (message: string, path: Path) => void;

function parseJson(value: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

function checkMetafields(metafields: Metafield[], path: Path, report: Report): void {
  const seen = new Set<string>();
  metafields.forEach((field, i) => {
    const id = `${field.namespace}.${field.key}`;
    if (seen.has(id)) report(`Duplicate metafield "${id}"`, [...path, i, "key"]);
    seen.add(id);
    if (field.type.startsWith("list.")) {
      const parsed = parseJson(field.value);
      if (
        !parsed.ok ||
        !Array.isArray(parsed.value) ||
        !parsed.value.every((item) => typeof item === "string")
      ) {
        report(
          `Metafield "${id}" has type ${field.type}, so its value must be a JSON array of strings`,
          [...path, i, "value"],
        );
      }
    } else if (field.type === "rich_text_field" || field.type === "json") {
      const parsed = parseJson(field.value);
      const isRoot =
        parsed.ok &&
        typeof parsed.value === "object" &&
        parsed.value !== null &&
        (parsed.value as { type?: unknown }).type === "root";
      if (!parsed.ok || (field.type === "rich_text_field" && !isRoot)) {
        report(
          field.type === "rich_text_field"
            ? `Metafield "${id}" must be rich-text JSON with {"type":"root"}`
            : `Metafield "${id}" must be valid JSON`,
          [...path, i, "value"],
        );
      }
    }
  });
}

function checkProduct(product: ProductInput, p: number, report: Report): void {
  const base: Path = ["products", p];
  const optionValues = new Map<string, Set<string>>();
  product.options.forEach((option, o) => {
    if (optionValues.has(option.name)) {
      report(`Duplicate option name "${option.name}"`, [...base, "options", o, "name"]);
    }
    const values = new Set(option.values);
    if (values.size !== option.values.length) {
      report(`Option "${option.name}" lists a value twice`, [...base, "options", o, "values"]);
    }
    optionValues.set(option.name, values);
  });

  if (Date.parse(product.updatedAt) < Date.parse(product.createdAt)) {
    report("updatedAt is earlier than createdAt", [...base, "updatedAt"]);
  }

  const imageKeys = new Set(product.images.map((image) => image.key));
  const combinations = new Set<string>();
  product.variants.forEach((variant, v) => {
    const path: Path = [...base, "variants", v];
    for (const [name, value] of Object.entries(variant.options)) {
      const allowed = optionValues.get(name);
      if (!allowed) {
        report(`Variant uses option "${name}", which the product does not define`, [
          ...path,
          "options",
          name,
        ]);
      } else if (!allowed.has(value)) {
        report(
          `Variant option ${name}="${value}" is not one of the product's values (${[...allowed].join(", ")})`,
          [...path, "options", name],
        );
      }
    }
    for (const name of optionValues.keys()) {
      if (!(name in variant.options)) {
        report(`Variant is missing a value for option "${name}"`, [...path, "options"]);
      }
    }
    const combination = product.options
      .map((option) => variant.options[option.name] ?? "")
      .join(" / ");
    if (combinations.has(combination)) {
      report(`Two variants share the options "${combination}"`, [...path, "options"]);
    }
    combinations.add(combination);
    if (variant.image !== undefined && !imageKeys.has(variant.image)) {
      report(`Variant image "${variant.image}" is not one of this product's image keys`, [
        ...path,
        "image",
      ]);
    }
    if (
      variant.compareAtPrice !== null &&
      Number(variant.compareAtPrice) <= Number(variant.price)
    ) {
      report("compareAtPrice must be higher than price (or null)", [...path, "compareAtPrice"]);
    }
    checkMetafields(variant.metafields, [...path, "metafields"], report);
  });

  checkMetafields(product.metafields, [...base, "metafields"], report);
  checkSizeChart(product, p, report);
}

/**
 * A product's `custom.size_chart` is JSON of the chart's shape, and names exactly the values of
 * its `Size` option in the same order, so every size a shopper can pick has its row and the
 * recommendation can select the size it names.
 */
function checkSizeChart(product: ProductInput, p: number, report: Report): void {
  product.metafields.forEach((field, m) => {
    if (field.namespace !== SIZE_CHART_KEY.namespace || field.key !== SIZE_CHART_KEY.key) return;
    const path: Path = ["products", p, "metafields", m, "value"];
    if (field.type !== "json") {
      report('size_chart must have type "json"', [...path.slice(0, -1), "type"]);
      return;
    }
    const problems = sizeChartProblems(field.value);
    for (const problem of problems) report(`size_chart ${problem}`, path);
    if (problems.length) return;
    const sizes = (JSON.parse(field.value) as { sizes: { size: string }[] }).sizes.map(
      (row) => row.size,
    );
    const option = product.options.find((o) => o.name === "Size");
    if (!option) {
      report("size_chart needs the product to have a Size option", path);
    } else if (sizes.join("\u0000") !== option.values.join("\u0000")) {
      report(
        `size_chart sizes (${sizes.join(", ")}) must be the Size option's values in order (${option.values.join(", ")})`,
        path,
      );
    }
  });
}

export const catalogueSchema = z
  .strictObject({
    version: z.literal(1),
    shop: z.strictObject({
      name: z.string().min(1),
      currencyCode: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD"),
    }),
    products: z.array(productSchema),
    ...contentShape,
  })
  .superRefine((catalogue, ctx) => {
    const report: Report = (message, path) => ctx.addIssue({ code: "custom", message, path });
    checkContent(catalogue, report);
    const handles = new Set<string>();
    const imageKeys = new Set<string>();
    const skus = new Set<string>();
    const ranks = new Set<number>();

    catalogue.products.forEach((product, p) => {
      if (handles.has(product.handle)) {
        report(`Duplicate handle "${product.handle}"`, ["products", p, "handle"]);
      }
      handles.add(product.handle);
      if (ranks.has(product.bestSellingRank)) {
        report(`Duplicate bestSellingRank ${product.bestSellingRank}`, [
          "products",
          p,
          "bestSellingRank",
        ]);
      }
      ranks.add(product.bestSellingRank);
      product.images.forEach((image, i) => {
        if (imageKeys.has(image.key)) {
          report(`Duplicate image key "${image.key}"`, ["products", p, "images", i, "key"]);
        }
        imageKeys.add(image.key);
      });
      product.variants.forEach((variant, v) => {
        if (skus.has(variant.sku)) {
          report(`Duplicate SKU "${variant.sku}"`, ["products", p, "variants", v, "sku"]);
        }
        skus.add(variant.sku);
      });
      checkProduct(product, p, report);
    });

    // References are checked last because they may point at products defined later in the file.
    catalogue.products.forEach((product, p) => {
      product.metafields.forEach((field, m) => {
        if (field.namespace !== "custom" || field.key !== "complete_the_look") return;
        const path: Path = ["products", p, "metafields", m, "value"];
        if (field.type !== "list.product_reference") {
          report('complete_the_look must have type "list.product_reference"', path);
        }
        const parsed = parseJson(field.value);
        if (!parsed.ok || !Array.isArray(parsed.value)) return;
        for (const handle of parsed.value) {
          if (typeof handle !== "string") continue;
          if (handle === product.handle) {
            report(`complete_the_look must not reference the product itself`, path);
          } else if (!handles.has(handle)) {
            report(`complete_the_look references unknown handle "${handle}"`, path);
          }
        }
      });
    });
  });

/**
 * A catalogue file as validated: the shapes on disk, which seeding writes to the database. What
 * the resolvers read is the snapshot built from those rows (`Snapshot*` in `catalogue-store.ts`).
 */
export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueProduct = Catalogue["products"][number];
export type CatalogueVariant = CatalogueProduct["variants"][number];
export type CatalogueImage = CatalogueProduct["images"][number];
export type CatalogueMetafield = CatalogueProduct["metafields"][number];

/** Validates a parsed catalogue file; throws an Error listing every problem found. */
export function parseCatalogue(json: unknown): Catalogue {
  const result = catalogueSchema.safeParse(json);
  if (!result.success) {
    throw new Error(`Invalid catalogue:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
