/** Colour names mapped to fixed swatches. */
export const COLOUR_SWATCHES: Record<string, string> = {
  red: "#d64545",
  blue: "#3f6fd1",
  green: "#3f9a5b",
  black: "#1f1f1f",
  white: "#ffffff",
  pink: "#f4a6b8",
  purple: "#8a5cc2",
  yellow: "#f2d046",
  orange: "#f08c3a",
  gray: "#9a9a9a",
  grey: "#9a9a9a",
  brown: "#8b5a3c",
  navy: "#1f2f5c",
  beige: "#dcc7a1",
  cream: "#f6efdc",
};

/** Grey when a colour is unknown. */
export const FALLBACK_SWATCH = COLOUR_SWATCHES.gray!;

export function isColourOption(name: string) {
  return /^colou?r$/i.test(name.trim());
}

function lookup(name: string | null | undefined) {
  if (!name) return undefined;
  const trimmed = name.trim();
  if (/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(trimmed)) return trimmed;
  return COLOUR_SWATCHES[trimmed.toLowerCase()];
}

/**
 * The swatch for one colour option value: the colour of a variant carrying that value (its
 * variant_color metafield) comes first, then the option value's own name, then grey.
 */
export function swatchColour(
  optionName: string,
  value: string,
  variants: { options: Record<string, string>; color: string | null }[],
): string {
  const variantColour = variants.find((v) => v.options[optionName] === value && v.color)?.color;
  return lookup(variantColour) ?? lookup(value) ?? FALLBACK_SWATCH;
}
