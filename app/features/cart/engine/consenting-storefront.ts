import type { TypedDocumentString } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";
import {
  acceptsVisitorConsent,
  currentConsent,
  withVisitorConsent,
  type VisitorConsent,
} from "~/lib/visitor-consent";

/**
 * The cart's Storefront client, sending the visitor's privacy choice with every cart operation as
 * the 2026 API takes it, `@inContext(visitorConsent: {…})`, so the cart, and the checkout opened
 * from it, respect it (on Shopify the checkout reads it from the cart). The choice is read at each
 * call: a choice made after the cart was created reaches it with the next change. An API version
 * older than 2026-01 refuses the directive, so nothing is added there; neither is anything when
 * the visitor has made no choice and sends no Global Privacy Control.
 */
export function consentingStorefront(
  storefront: StorefrontClient,
  apiVersion: string,
  consent: () => VisitorConsent = () => currentConsent().consent,
): StorefrontClient {
  if (!acceptsVisitorConsent(apiVersion)) return storefront;
  return {
    request(document, variables, options) {
      const text = withVisitorConsent(document.toString(), consent());
      // The text is all the client sends of a document (storefront-client.ts).
      const withConsent = { toString: () => text } as unknown as TypedDocumentString<
        unknown,
        unknown
      >;
      return storefront.request(withConsent as typeof document, variables, options);
    },
  };
}
