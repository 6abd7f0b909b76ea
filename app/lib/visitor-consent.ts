// The visitor's privacy choice, as every part of the shop sees it: the banner writes it, the cart
// sends it to the Storefront API (`@inContext(visitorConsent:)`), analytics and field speed
// measurement read it. It lives in one first-party cookie for twelve months; nothing here is
// loaded with a page's first script, only by the code that loads after the page is interactive.

/** Shopify's `VisitorConsent` input (Storefront API 2026-01 onwards): each field optional. */
export interface VisitorConsent {
  analytics?: boolean;
  marketing?: boolean;
  preferences?: boolean;
  saleOfData?: boolean;
}

/** What the visitor chose in the banner. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  saleOfData: boolean;
}

export const CONSENT_COOKIE = "boutique_privacy";

/** Twelve months, the longest a consent choice is kept before the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Raised on `window` with the new choice when the visitor saves one. */
export const CONSENT_CHANGED_EVENT = "privacy:changed";

// One digit per purpose, in a fixed order: short, and nothing else reads as a choice.
const COOKIE_VALUE = /^a([01])\.m([01])\.p([01])\.s([01])$/;

/** The cookie's value for a choice. */
export function serialiseChoice(choice: ConsentChoice): string {
  const bit = (value: boolean) => (value ? "1" : "0");
  return `a${bit(choice.analytics)}.m${bit(choice.marketing)}.p${bit(choice.preferences)}.s${bit(choice.saleOfData)}`;
}

/**
 * The choice stored in a `Cookie` header or `document.cookie`, or null when there is none or it
 * is not one this shop wrote (a hand edit, another script's cookie of the same name): a value
 * that does not parse counts as no choice, so the visitor is asked again rather than assumed.
 */
export function readChoice(cookieHeader: string | null | undefined): ConsentChoice | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const match = COOKIE_VALUE.exec(part.slice(eq + 1).trim());
    if (!match) return null;
    return {
      analytics: match[1] === "1",
      marketing: match[2] === "1",
      preferences: match[3] === "1",
      saleOfData: match[4] === "1",
    };
  }
  return null;
}

/** The `Set-Cookie`-style string that stores a choice for twelve months on this site only. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serialiseChoice(choice)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The banner's three answers. Choosing sets analytics and marketing one by one. */
export function choiceFor(
  answer: "accept" | "decline" | { analytics: boolean; marketing: boolean },
  gpc: boolean,
): ConsentChoice {
  const wanted =
    answer === "accept"
      ? { analytics: true, marketing: true }
      : answer === "decline"
        ? { analytics: false, marketing: false }
        : answer;
  // A browser sending Global Privacy Control has already said no to the sale and sharing of its
  // data (California's CCPA as amended by the CPRA): marketing is sharing, so both stay off.
  const marketing = wanted.marketing && !gpc;
  return {
    analytics: wanted.analytics,
    marketing,
    // The shop keeps no preference cookies of its own beyond what a visitor uses (the saved
    // list, the dog's profile); declining everything declines these for Shopify too.
    preferences: answer !== "decline",
    saleOfData: marketing,
  };
}

/**
 * What the visitor has agreed to now: the stored choice, with Global Privacy Control always
 * declining sale and sharing. With no choice made, nothing is agreed to except that a GPC browser
 * has declined the sale of its data.
 */
export function effectiveConsent(choice: ConsentChoice | null, gpc: boolean): VisitorConsent {
  if (!choice) return gpc ? { marketing: false, saleOfData: false } : {};
  return {
    ...choice,
    marketing: choice.marketing && !gpc,
    saleOfData: choice.saleOfData && !gpc,
  };
}

/** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
export function browserSendsGpc(nav: { globalPrivacyControl?: unknown } | undefined): boolean {
  return nav?.globalPrivacyControl === true;
}

/** The visitor's consent as this browser holds it now (the client only). */
export function currentConsent(): { choice: ConsentChoice | null; consent: VisitorConsent } {
  if (typeof document === "undefined") return { choice: null, consent: {} };
  const choice = readChoice(document.cookie);
  const gpc = browserSendsGpc(navigator as { globalPrivacyControl?: unknown });
  return { choice, consent: effectiveConsent(choice, gpc) };
}

/**
 * Shopify's Storefront API takes `visitorConsent` in `@inContext` from 2026-01; older versions
 * refuse the whole operation. `unstable` always has the newest schema.
 */
export function acceptsVisitorConsent(apiVersion: string): boolean {
  if (apiVersion === "unstable") return true;
  return /^\d{4}-\d{2}$/.test(apiVersion) && apiVersion >= "2026-01";
}

/**
 * The operation's text with `@inContext(visitorConsent: {…})` added after its name and variables,
 * as literal values (so no variable is declared). Only the fields with a value are written; an
 * empty consent leaves the text as it was. The operations this is given open their selection set
 * with the first `{` (their variables have no object defaults) and carry no `@inContext` of
 * their own.
 */
export function withVisitorConsent(operation: string, consent: VisitorConsent): string {
  const fields = (["analytics", "marketing", "preferences", "saleOfData"] as const)
    .filter((key) => typeof consent[key] === "boolean")
    .map((key) => `${key}: ${String(consent[key])}`);
  const open = operation.indexOf("{");
  if (!fields.length || open < 0) return operation;
  return `${operation.slice(0, open)}@inContext(visitorConsent: {${fields.join(", ")}}) ${operation.slice(open)}`;
}
