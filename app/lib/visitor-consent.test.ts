import { createRequire } from "node:module";
import { buildClientSchema, parse, validate, type IntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import {
  acceptsVisitorConsent,
  browserSendsGpc,
  choiceFor,
  consentCookie,
  effectiveConsent,
  readChoice,
  serialiseChoice,
  withVisitorConsent,
} from "./visitor-consent";

const require = createRequire(import.meta.url);

describe("the stored choice", () => {
  it("reads back what was written, among other cookies", () => {
    const choice = { analytics: true, marketing: false, preferences: true, saleOfData: false };
    const header = `a=1; boutique_privacy=${serialiseChoice(choice)}; other=x`;
    expect(readChoice(header)).toEqual(choice);
  });

  it("counts a value this shop did not write as no choice", () => {
    for (const header of [
      undefined,
      "",
      "boutique_privacy=",
      "boutique_privacy=yes",
      "boutique_privacy=a1.m1.p1.s2",
      "boutique_privacy=a1.m1.p1.s1.x",
      "xboutique_privacy=a1.m1.p1.s1",
      'boutique_privacy="a1.m0.p1.s0"',
    ]) {
      expect(readChoice(header), String(header)).toBeNull();
    }
  });

  it("is kept for twelve months on the whole site, Secure on https", () => {
    const cookie = consentCookie(choiceFor("accept", false), true);
    expect(cookie).toBe(
      "boutique_privacy=a1.m1.p1.s1; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(consentCookie(choiceFor("decline", false), false)).not.toContain("Secure");
  });
});

describe("the banner's answers", () => {
  it("accept agrees to everything, decline to nothing", () => {
    expect(choiceFor("accept", false)).toEqual({
      analytics: true,
      marketing: true,
      preferences: true,
      saleOfData: true,
    });
    expect(choiceFor("decline", false)).toEqual({
      analytics: false,
      marketing: false,
      preferences: false,
      saleOfData: false,
    });
  });

  it("choose sets analytics and marketing one by one", () => {
    expect(choiceFor({ analytics: true, marketing: false }, false)).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      saleOfData: false,
    });
  });

  it("with Global Privacy Control, accepting still declines sale and sharing", () => {
    expect(choiceFor("accept", true)).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      saleOfData: false,
    });
  });
});

describe("the consent in force", () => {
  it("is nothing before a choice, except GPC declining the sale of data", () => {
    expect(effectiveConsent(null, false)).toEqual({});
    expect(effectiveConsent(null, true)).toEqual({ marketing: false, saleOfData: false });
  });

  it("GPC overrides a stored yes to marketing (the signal came later)", () => {
    const stored = choiceFor("accept", false);
    expect(effectiveConsent(stored, true)).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      saleOfData: false,
    });
    expect(effectiveConsent(stored, false)).toEqual(stored);
  });

  it("GPC is only navigator.globalPrivacyControl === true", () => {
    expect(browserSendsGpc({ globalPrivacyControl: true })).toBe(true);
    for (const value of [false, "1", 1, undefined]) {
      expect(browserSendsGpc({ globalPrivacyControl: value })).toBe(false);
    }
    expect(browserSendsGpc(undefined)).toBe(false);
  });
});

describe("@inContext(visitorConsent:)", () => {
  const schemaOf = (pkg: string) =>
    buildClientSchema(require(`${pkg}/storefront.schema.json`) as IntrospectionQuery);
  const operation = `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id ...F } }
  }
  fragment F on Cart { checkoutUrl }`;

  it("is sent only to versions that take it", () => {
    expect(acceptsVisitorConsent("2025-07")).toBe(false);
    expect(acceptsVisitorConsent("2025-10")).toBe(false);
    expect(acceptsVisitorConsent("2026-01")).toBe(true);
    expect(acceptsVisitorConsent("2026-04")).toBe(true);
    expect(acceptsVisitorConsent("unstable")).toBe(true);
    expect(acceptsVisitorConsent("nonsense")).toBe(false);
  });

  it("is valid on 2026-04 and refused by 2025-07's schema", () => {
    const text = withVisitorConsent(operation, effectiveConsent(choiceFor("decline", true), true));
    expect(text).toContain(
      "@inContext(visitorConsent: {analytics: false, marketing: false, preferences: false, saleOfData: false}) {",
    );
    expect(validate(schemaOf("@shopify/hydrogen-react"), parse(text))).toEqual([]);
    expect(validate(schemaOf("@shopify/hydrogen-react-2025-07"), parse(text))).not.toEqual([]);
  });

  it("writes only the fields with a value, and nothing for no consent", () => {
    expect(withVisitorConsent(operation, { saleOfData: false })).toContain(
      "@inContext(visitorConsent: {saleOfData: false})",
    );
    expect(withVisitorConsent(operation, {})).toBe(operation);
  });
});
