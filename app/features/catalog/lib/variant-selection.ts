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

/** The first variant with unknown or positive stock, else the first. */
export function initialVariant(variants: ProductVariant[]): ProductVariant | undefined {
  return variants.find(hasStock) ?? variants[0];
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
