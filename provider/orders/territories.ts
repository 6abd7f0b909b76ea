/**
 * Countries and their zones as the Customer Account API and the hosted checkout accept them.
 * Clients may name a country by ISO 3166-1 alpha-2, alpha-3 or numeric code; the API always
 * answers with alpha-2 (the `CountryCode` enum) and the English display name.
 */

// alpha-2 alpha-3 numeric, for the countries a small US boutique realistically meets.
const COUNTRY_CODES = `
AD AND 020|AE ARE 784|AR ARG 032|AT AUT 040|AU AUS 036|BE BEL 056|BG BGR 100|BR BRA 076
CA CAN 124|CH CHE 756|CL CHL 152|CN CHN 156|CO COL 170|CY CYP 196|CZ CZE 203|DE DEU 276
DK DNK 208|EE EST 233|EG EGY 818|ES ESP 724|FI FIN 246|FR FRA 250|GB GBR 826|GR GRC 300
HK HKG 344|HR HRV 191|HU HUN 348|ID IDN 360|IE IRL 372|IL ISR 376|IN IND 356|IS ISL 352
IT ITA 380|JP JPN 392|KR KOR 410|LI LIE 438|LT LTU 440|LU LUX 442|LV LVA 428|MC MCO 492
MT MLT 470|MX MEX 484|MY MYS 458|NL NLD 528|NO NOR 578|NZ NZL 554|PE PER 604|PH PHL 608
PL POL 616|PR PRI 630|PT PRT 620|RO ROU 642|RS SRB 688|SA SAU 682|SE SWE 752|SG SGP 702
SI SVN 705|SK SVK 703|TH THA 764|TR TUR 792|TW TWN 158|UA UKR 804|US USA 840|VN VNM 704
ZA ZAF 710`;

interface Country {
  code: string;
  alpha3: string;
  numeric: string;
  name: string;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

const COUNTRIES: Country[] = COUNTRY_CODES.trim()
  .split(/[|\n]/)
  .map((entry) => {
    const [code, alpha3, numeric] = entry.trim().split(" ") as [string, string, string];
    return { code, alpha3, numeric, name: regionNames.of(code) ?? code };
  });

const byAnyCode = new Map<string, Country>();
for (const country of COUNTRIES) {
  byAnyCode.set(country.code, country);
  byAnyCode.set(country.alpha3, country);
  byAnyCode.set(country.numeric, country);
}

/** Resolves `US`, `usa` or `840` to the country; unknown codes give undefined. */
export function findCountry(code: string): Country | undefined {
  return byAnyCode.get(code.trim().toUpperCase());
}

export function countryName(code: string): string {
  return findCountry(code)?.name ?? code;
}

export const US_STATES: readonly (readonly [code: string, name: string])[] = [
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
];

/** Zones Shopify lists for the US beyond the states: territories and armed forces regions. */
const US_OTHER_ZONES: readonly (readonly [string, string])[] = [
  ["AS", "American Samoa"],
  ["GU", "Guam"],
  ["MP", "Northern Mariana Islands"],
  ["PR", "Puerto Rico"],
  ["UM", "U.S. Outlying Islands"],
  ["VI", "U.S. Virgin Islands"],
  ["AA", "Armed Forces Americas"],
  ["AE", "Armed Forces Europe"],
  ["AP", "Armed Forces Pacific"],
];

const CA_PROVINCES: readonly (readonly [string, string])[] = [
  ["AB", "Alberta"],
  ["BC", "British Columbia"],
  ["MB", "Manitoba"],
  ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"],
  ["NT", "Northwest Territories"],
  ["NS", "Nova Scotia"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", "Prince Edward Island"],
  ["QC", "Quebec"],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"],
];

const AU_STATES: readonly (readonly [string, string])[] = [
  ["ACT", "Australian Capital Territory"],
  ["NSW", "New South Wales"],
  ["NT", "Northern Territory"],
  ["QLD", "Queensland"],
  ["SA", "South Australia"],
  ["TAS", "Tasmania"],
  ["VIC", "Victoria"],
  ["WA", "Western Australia"],
];

/** Countries whose addresses need a zone; elsewhere a zone is not part of the address. */
const ZONES = new Map<string, Map<string, string>>([
  ["US", new Map([...US_STATES, ...US_OTHER_ZONES])],
  ["CA", new Map(CA_PROVINCES)],
  ["AU", new Map(AU_STATES)],
]);

export function requiresZone(countryCode: string): boolean {
  return ZONES.has(countryCode);
}

/** The zone's display name, or undefined when the country has no such zone. */
export function zoneName(countryCode: string, zoneCode: string): string | undefined {
  return ZONES.get(countryCode)?.get(zoneCode.trim().toUpperCase());
}

/** Postal code formats checked where they are unambiguous. */
const POSTAL_FORMATS = new Map<string, RegExp>([
  ["US", /^\d{5}(-\d{4})?$/],
  ["CA", /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/],
  ["AU", /^\d{4}$/],
]);

export function isValidPostalCode(countryCode: string, zip: string): boolean {
  const format = POSTAL_FORMATS.get(countryCode);
  return !format || format.test(zip.trim());
}
