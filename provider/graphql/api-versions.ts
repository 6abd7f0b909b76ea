/**
 * Shopify's API versions, as Shopify publishes the rules, computed against the provider's clock
 * (so that a test can stand on any day, and the list moves on by itself each quarter):
 *
 * - a stable version is released every quarter, on the first of January, April, July and
 *   October (UTC), and is named for that month: `2026-01`, `2026-04`, `2026-07`, `2026-10`;
 * - each stable version is supported for 12 months from its release, so four are supported at
 *   any time, the newest being the latest;
 * - the next quarter's version is available beforehand as a release candidate, and `unstable`
 *   is always there;
 * - a request for any other version (retired, or never released) is served by the oldest
 *   supported stable version, and `X-Shopify-API-Version` names the version that served it;
 * - a path whose version is no version at all (`latest`, `2026-13`) is not an endpoint.
 *
 * The Storefront API and the Customer Account API follow the same calendar.
 */

/** The versions this provider ships Shopify's published schemas for, oldest first. */
export const SHIPPED_VERSIONS = ["2025-07", "2026-01", "2026-04"] as const;
export type ShippedVersion = (typeof SHIPPED_VERSIONS)[number];

/** The newest version this provider can validate against: what its discovery documents name. */
export const NEWEST_SHIPPED_VERSION: ShippedVersion =
  SHIPPED_VERSIONS[SHIPPED_VERSIONS.length - 1]!;

const VERSION_SHAPE = /^(?:\d{4}-(?:0[1-9]|1[0-2])|unstable)$/;
const UNSTABLE = "unstable";

export interface VersionCalendar {
  /** The supported stable versions, oldest first; the last is the latest. */
  supported: string[];
  latest: string;
  releaseCandidate: string;
}

function handleOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The versions Shopify supports on the given day. */
export function versionCalendar(now: Date): VersionCalendar {
  // The latest release is the first month of the current quarter.
  let year = now.getUTCFullYear();
  let month = now.getUTCMonth() - (now.getUTCMonth() % 3) + 1;
  const supported: string[] = [];
  for (let i = 0; i < 4; i++) {
    supported.unshift(handleOf(year, month));
    month -= 3;
    if (month < 1) {
      month += 12;
      year -= 1;
    }
  }
  const latest = supported[supported.length - 1]!;
  const [latestYear, latestMonth] = latest.split("-").map(Number) as [number, number];
  const releaseCandidate =
    latestMonth === 10 ? handleOf(latestYear + 1, 1) : handleOf(latestYear, latestMonth + 3);
  return { supported, latest, releaseCandidate };
}

/** The version Shopify serves a request for `requested` with, or null when it is no version. */
export function shopifyServedVersion(requested: string, now: Date): string | null {
  if (!VERSION_SHAPE.test(requested)) return null;
  const calendar = versionCalendar(now);
  if (requested === UNSTABLE || requested === calendar.releaseCandidate) return requested;
  if (calendar.supported.includes(requested)) return requested;
  return calendar.supported[0]!;
}

/**
 * How this provider serves a request for `requested`: the version Shopify would serve, when the
 * provider ships that version's schema; otherwise the shipped schema nearest below it (the
 * newest not newer; the oldest shipped when every shipped one is newer). `X-Shopify-API-Version`
 * names the schema used, never a version whose schema the provider does not have, so that every
 * query that works here is one Shopify accepts in the version the answer names. Null: not an
 * endpoint.
 */
export function servedVersion(requested: string, now: Date): ShippedVersion | null {
  const shopify = shopifyServedVersion(requested, now);
  if (shopify === null) return null;
  // `unstable` sorts after every dated version.
  const rank = (handle: string) => (handle === UNSTABLE ? "9999-99" : handle);
  const notNewer = SHIPPED_VERSIONS.filter((shipped) => shipped <= rank(shopify));
  return notNewer.length ? notNewer[notNewer.length - 1]! : SHIPPED_VERSIONS[0];
}

/** `publicApiVersions`: every supported version, the release candidate and unstable. */
export function publicApiVersions(now: Date) {
  const { supported, latest, releaseCandidate } = versionCalendar(now);
  return [
    ...supported.map((handle) => ({
      handle,
      displayName: handle === latest ? `${handle} (Latest)` : handle,
      supported: true,
    })),
    {
      handle: releaseCandidate,
      displayName: `${releaseCandidate} (Release Candidate)`,
      supported: false,
    },
    { handle: UNSTABLE, displayName: UNSTABLE, supported: false },
  ];
}
