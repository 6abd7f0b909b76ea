import { z } from "zod";
import { boundedFetch, type FetchLimits } from "./bounded-fetch";

const discoverySchema = z.object({ token_endpoint: z.url() });

/** How long a discovered endpoint is trusted before it is read again. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/**
 * The one token endpoint the proxy may call: the `token_endpoint` of the provider's OpenID
 * discovery document at `${customerAccountApiUrl}/.well-known/openid-configuration` (Shopify's
 * discovery has the same shape; the browser reads the same document). Its address comes from
 * configuration, never from the request; it is read once an hour at most, concurrent first
 * requests share one read, and a failed read is not kept, so the next request tries again.
 */
export function createTokenEndpointSource(options: {
  customerAccountApiUrl: string;
  limits: FetchLimits;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let cached: { href: string; until: number } | undefined;
  let reading: Promise<string> | undefined;

  async function discover(): Promise<string> {
    const url = `${options.customerAccountApiUrl}/.well-known/openid-configuration`;
    const answer = await boundedFetch(
      url,
      { headers: { accept: "application/json" } },
      options.limits,
    );
    if (answer.status !== 200) throw new Error(`discovery answered ${answer.status}`);
    const { token_endpoint } = discoverySchema.parse(JSON.parse(answer.body));
    const href = new URL(token_endpoint).href;
    cached = { href, until: now() + DISCOVERY_TTL_MS };
    return href;
  }

  return {
    async get(): Promise<string> {
      if (cached && cached.until > now()) return cached.href;
      reading ??= discover().finally(() => {
        reading = undefined;
      });
      return reading;
    },
  };
}

export type TokenEndpointSource = ReturnType<typeof createTokenEndpointSource>;
