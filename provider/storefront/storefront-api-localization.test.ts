import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedSchema, schemaViolations } from "../testing/schema-conformance";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { askStorefront } from "../testing/storefront-client";

// `localization` as Hydrogen's skeleton asks for it on every page, and `@inContext` with each
// argument its version's schema has. The shop sells to the US alone, in English and US dollars.
let shop: TestProvider;

// 2025-07 was still supported then, so the provider serves it with its own schema.
const SPRING_2026 = "2026-03-01T12:00:00Z";

beforeAll(async () => {
  shop = await startTestProvider();
});

afterAll(async () => {
  await shop?.close();
});

const LOCALIZATION = `#graphql
  query Localization($country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
    localization {
      availableCountries {
        isoCode name unitSystem
        currency { isoCode name symbol }
        availableLanguages { isoCode name endonymName }
        defaultLanguage { isoCode }
      }
      availableLanguages { isoCode name endonymName }
      country { isoCode name currency { isoCode symbol } market { id handle } }
      language { isoCode name endonymName }
      market { id handle metafield(namespace: "custom", key: "x") { id } }
    }
  }`;

describe("localization", () => {
  it("answers the US market in English and US dollars", async () => {
    const answer = await askStorefront(shop, "2026-04", LOCALIZATION, {
      country: "US",
      language: "EN",
    });
    expect(answer.body.errors).toBeUndefined();
    expect(
      schemaViolations(publishedSchema("storefront", "2026-04"), LOCALIZATION, answer.body.data),
    ).toEqual([]);
    const { localization } = answer.body.data!;
    const english = { isoCode: "EN", name: "English", endonymName: "English" };
    expect(localization.availableCountries).toEqual([
      {
        isoCode: "US",
        name: "United States",
        unitSystem: "IMPERIAL_SYSTEM",
        currency: { isoCode: "USD", name: "US Dollar", symbol: "$" },
        availableLanguages: [english],
        defaultLanguage: { isoCode: "EN" },
      },
    ]);
    expect(localization.availableLanguages).toEqual([english]);
    expect(localization.country).toMatchObject({
      isoCode: "US",
      currency: { isoCode: "USD", symbol: "$" },
    });
    expect(localization.language).toEqual(english);
    expect(localization.market).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Market\/\d+$/),
      handle: "us",
      metafield: null,
    });
    expect(localization.country.market).toEqual({
      id: localization.market.id,
      handle: "us",
    });
  });

  it.each([
    ["a country it does not sell to", { country: "CA", language: "FR" }],
    ["Hydrogen's unknown region", { country: "ZZ" }],
    ["no context at all", {}],
  ])("falls back to the US in English for %s", async (_, variables) => {
    const answer = await askStorefront(shop, "2026-04", LOCALIZATION, variables);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.localization.country.isoCode).toBe("US");
    expect(answer.body.data!.localization.language.isoCode).toBe("EN");
  });
});

describe("@inContext", () => {
  const EVERY_ARGUMENT = `#graphql
    query Everything
      @inContext(
        country: US
        language: EN
        visitorConsent: { analytics: true, marketing: false, preferences: true, saleOfData: false }
        buyer: { customerAccessToken: "not-a-token" }
        preferredLocationId: "gid://shopify/Location/1"
      ) {
      shop { name }
      localization { country { isoCode } }
    }`;

  it("takes every argument of 2026-04's directive on a query and on a mutation", async () => {
    const query = await askStorefront(shop, "2026-04", EVERY_ARGUMENT);
    expect(query.body.errors).toBeUndefined();
    expect(query.body.data!.localization.country.isoCode).toBe("US");

    const mutation = await askStorefront(
      shop,
      "2026-04",
      `mutation Create @inContext(country: CA, language: EN, visitorConsent: { analytics: true }) {
        cartCreate(input: {}) { cart { id } userErrors { code } }
      }`,
    );
    expect(mutation.body.errors).toBeUndefined();
    expect(mutation.body.data!.cartCreate.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
  });

  it("refuses visitorConsent in 2025-07, whose directive had none, in graphql-ruby's words", async () => {
    shop.clock.advance(Date.parse(SPRING_2026) - shop.clock.now().getTime());
    try {
      const old = await askStorefront(shop, "2025-07", EVERY_ARGUMENT);
      expect(old.served).toBe("2025-07");
      expect(old.body.data).toBeUndefined();
      expect(old.body.errors).toEqual([
        expect.objectContaining({
          message: "Directive 'inContext' doesn't accept argument 'visitorConsent'",
          extensions: {
            code: "argumentNotAccepted",
            name: "inContext",
            typeName: "Directive",
            argumentName: "visitorConsent",
          },
        }),
      ]);
      const withoutConsent = EVERY_ARGUMENT.replace(/visitorConsent: \{[^}]*\}/, "");
      const accepted = await askStorefront(shop, "2025-07", withoutConsent);
      expect(accepted.body.errors).toBeUndefined();
      expect(
        schemaViolations(
          publishedSchema("storefront", "2025-07"),
          withoutConsent,
          accepted.body.data,
        ),
      ).toEqual([]);
    } finally {
      shop.clock.advance(Date.now() - shop.clock.now().getTime());
    }
  });
});
