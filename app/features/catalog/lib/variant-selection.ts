import type { ProductVariant } from "./normalize-product";

/** Unknown stock (untracked) counts as in stock. */
export function hasStock(variant: Pick<ProductVariant, "quantityAvailable">) {
  return variant.quantityAvailable === null || variant.quantityAvailable > 0;
}

/** "SOLD OUT" when the selected variant's quantityAvailable is below 1. */
export function isSoldOut(variant: ProductVariant | undefined) {
  if (!variant) return true;
  return (
    (variant.quantityAvailable !== null && variant.quantityAvailable < 1) ||
    !variant.availableForSale
  );
}

/**
 * The variant a link asks for, else the first with unknown or positive stock, else the first.
 * A link names it as Shopify's do: `?variant=<numeric id>`, or by option values (`?Size=XS`,
 * as Hydrogen's do, names matched without regard to case). A sold-out size is chosen if asked
 * for: the shopper came for it (a back-in-stock email, a shared link).
 */
export function initialVariant(
  variants: ProductVariant[],
  search?: URLSearchParams,
): ProductVariant | undefined {
  return (search && linkedVariant(variants, search)) ?? variants.find(hasStock) ?? variants[0];
}

function linkedVariant(variants: ProductVariant[], search: URLSearchParams) {
  const id = search.get("variant");
  if (id && /^\d+$/.test(id)) {
    const byId = variants.find((variant) => variant.id.endsWith(`/${id}`));
    if (byId) return byId;
  }
  const wanted = [...search].filter(([name]) =>
    variants.some((variant) => optionNamed(variant, name) !== undefined),
  );
  if (wanted.length === 0) return undefined;
  const matching = variants.filter((variant) =>
    wanted.every(([name, value]) => optionNamed(variant, name) === value),
  );
  return matching.find(hasStock) ?? matching[0];
}

function optionNamed(variant: ProductVariant, name: string): string | undefined {
  const key = Object.keys(variant.options).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : variant.options[key];
}

/** Each option's values in the order the variants list them. */
export function optionValues(variants: ProductVariant[]): { name: string; values: string[] }[] {
  const options = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options)) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

/**
 * The variant reached by choosing `value` for `name`: the one keeping the other current choices
 * if it exists, else the first variant with that value.
 */
export function variantForOption(
  variants: ProductVariant[],
  current: ProductVariant | undefined,
  name: string,
  value: string,
): ProductVariant | undefined {
  const wanted = { ...current?.options, [name]: value };
  return (
    variants.find((v) => Object.entries(wanted).every(([n, val]) => v.options[n] === val)) ??
    variants.find((v) => v.options[name] === value)
  );
}

/** Quantity never below 1 nor above known stock; 0 when sold out. */
export function clampQuantity(quantity: number, variant: ProductVariant | undefined) {
  if (!variant || isSoldOut(variant)) return 0;
  const max = variant.quantityAvailable ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(1, Math.floor(quantity) || 1), max);
}
