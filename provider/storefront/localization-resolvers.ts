import { getDirectiveValues, type GraphQLResolveInfo } from "graphql";
import type { ResolverMap } from "../graphql/executor";
import { toGid } from "../graphql/ids";
import type { StorefrontContext } from "./context";

/**
 * The shop sells in one market, the United States, in English and US dollars: the markets a
 * merchant sets up in the admin, as the Storefront API's `localization` reports them.
 */
const ENGLISH = { isoCode: "EN", name: "English", endonymName: "English" };

const US_MARKET = { id: toGid("Market", 1), handle: "us" };

const UNITED_STATES = {
  isoCode: "US",
  name: "United States",
  currency: { isoCode: "USD", name: "US Dollar", symbol: "$" },
  unitSystem: "IMPERIAL_SYSTEM",
  availableLanguages: [ENGLISH],
  defaultLanguage: ENGLISH,
  market: US_MARKET,
};

const COUNTRIES = [UNITED_STATES];

interface InContext {
  country?: string | null;
  language?: string | null;
}

/** The `@inContext` arguments of the operation being run, with its variables applied. */
export function inContextOf(info: GraphQLResolveInfo): InContext {
  const directive = info.schema.getDirective("inContext");
  if (!directive) return {};
  return (getDirectiveValues(directive, info.operation, info.variableValues) ?? {}) as InContext;
}

/**
 * The country and language an operation runs in. Shopify answers a country the shop does not
 * sell to (Canada, say, or `ZZ`, "unknown region", which Hydrogen's cart sends by default) with
 * the market of the shop's backup region rather than an error, and a language the country does
 * not offer with the country's default language: "If an unsupported language or country is
 * requested via @inContext, the response will fall back to supported values" (Shopify's
 * changelog, 2022-04). For a shop that sells only to the US, that is always the US in English,
 * in US dollars; prices never change with the requested country.
 */
export function localizationFor(context: InContext) {
  const country = COUNTRIES.find((c) => c.isoCode === context.country) ?? UNITED_STATES;
  const language =
    country.availableLanguages.find((l) => l.isoCode === context.language) ??
    country.defaultLanguage;
  return {
    availableCountries: COUNTRIES,
    availableLanguages: country.availableLanguages,
    country,
    language,
    market: country.market,
  };
}

export const localizationResolvers: ResolverMap<StorefrontContext> = {
  QueryRoot: {
    localization: (_: unknown, __: unknown, _ctx, info) => localizationFor(inContextOf(info)),
  },
  Market: {
    // The market carries no metafields of the shop's.
    metafield: () => null,
    metafields: (_: unknown, args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  },
};
