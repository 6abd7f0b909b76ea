/** These country codes are shown by their English name, others as they are. */
const COUNTRY_NAMES: Record<string, string> = {
  US: "United States",
  CA: "Canada",
  GB: "United Kingdom",
  AU: "Australia",
  DE: "Germany",
  FR: "France",
  IT: "Italy",
  ES: "Spain",
  NL: "Netherlands",
  BE: "Belgium",
  AT: "Austria",
  CH: "Switzerland",
  SE: "Sweden",
  NO: "Norway",
  DK: "Denmark",
  FI: "Finland",
  IE: "Ireland",
  PT: "Portugal",
  JP: "Japan",
  MX: "Mexico",
};

export function countryName(code: string): string {
  return COUNTRY_NAMES[code.toUpperCase()] ?? code;
}

/** The ten countries the address form offers, in the order it lists them. */
export const ADDRESS_COUNTRIES = ["US", "CA", "GB", "AU", "FR", "DE", "IT", "ES", "JP", "MX"].map(
  (code) => ({ code, name: countryName(code) }),
);

/** The 50 states plus the District of Columbia, with the codes the API stores. */
export const US_STATES: readonly { code: string; name: string }[] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([code, name]) => ({ code: code!, name: name! }));

/** The state's full name for a code ("NY" → "New York"); anything else comes back as it is. */
export function usStateName(zone: string): string {
  const upper = zone.trim().toUpperCase();
  return US_STATES.find((s) => s.code === upper)?.name ?? zone;
}

/**
 * The code Shopify's API takes for a US state ("New York" → "NY"). The form keeps the state's
 * full name; the API refuses names (`INVALID_FOR_COUNTRY`), so the code is what is sent.
 */
export function usStateCode(zone: string): string {
  const wanted = zone.trim().toLowerCase();
  return US_STATES.find((s) => s.name.toLowerCase() === wanted)?.code ?? zone.trim();
}
