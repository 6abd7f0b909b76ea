/**
 * Storefront API versions as Shopify serves them. This provider speaks the 2025-07 schema and
 * claims the versions Shopify supported alongside it (each stable version is supported for at
 * least 12 months), 2025-10 as the release candidate, and `unstable`. Shopify answers a request
 * for a version it no longer supports (or never had) with the oldest supported stable version
 * rather than an error, and names the version it used in the `X-Shopify-API-Version` header;
 * a path whose version is not a version at all is a 404.
 */
export const SUPPORTED_VERSIONS = ["2024-10", "2025-01", "2025-04", "2025-07"] as const;
export const LATEST_VERSION = "2025-07";
const RELEASE_CANDIDATE = "2025-10";

const VERSION_SHAPE = /^(?:\d{4}-(?:0[1-9]|1[0-2])|unstable)$/;

/** The version a request for `requested` is served as, or null when the path is not a version. */
export function servedVersion(requested: string): string | null {
  if (!VERSION_SHAPE.test(requested)) return null;
  if (requested === "unstable" || requested === RELEASE_CANDIDATE) return requested;
  if ((SUPPORTED_VERSIONS as readonly string[]).includes(requested)) return requested;
  return SUPPORTED_VERSIONS[0];
}

/** `publicApiVersions`: every supported version, the release candidate and unstable. */
export function publicApiVersions() {
  return [
    ...SUPPORTED_VERSIONS.map((handle) => ({
      handle,
      displayName: handle === LATEST_VERSION ? `${handle} (Latest)` : handle,
      supported: true,
    })),
    {
      handle: RELEASE_CANDIDATE,
      displayName: `${RELEASE_CANDIDATE} (Release Candidate)`,
      supported: false,
    },
    { handle: "unstable", displayName: "unstable", supported: false },
  ];
}
