import type { TypedDocumentString } from "~/graphql/storefront/graphql";

export interface StorefrontConfig {
  storeDomain: string;
  token: string;
  apiVersion: string;
  /**
   * The server only: the id of the request being rendered (server/logging/), sent as
   * X-Request-Id so the API's log lines join the storefront's. Read at each call, so one client
   * serves every request. The browser sends none.
   */
  requestId?: () => string | undefined;
}

export type StorefrontErrorKind = "network" | "http" | "graphql";

/**
 * Thrown for every failed Storefront call so TanStack Query sees failures. `retryable` follows
 * our retry rule: network errors, 408, 429 and 5xx may be retried; GraphQL errors never are.
 */
export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly kind: StorefrontErrorKind,
    readonly status?: number,
    /** How long the API asked us to wait (a 429's or THROTTLED answer's `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "StorefrontError";
  }

  get retryable(): boolean {
    if (this.kind === "network") return true;
    if (this.kind === "http" && this.status !== undefined) {
      return this.status === 408 || this.status === 429 || this.status >= 500;
    }
    return false;
  }
}

/**
 * How long the server may reuse a response (Hydrogen's strategies): "short" is fresh for 1 s and
 * served stale for 9 more while it revalidates; "long" is fresh for an hour and stale for 23 more.
 * Only the server caches; the browser has TanStack Query.
 */
export type CachePolicy = "none" | "short" | "long";

export interface RequestOptions {
  cache?: CachePolicy;
  /** Ends the call (as a network error), e.g. when the server stops waiting for it. */
  signal?: AbortSignal;
}

/** `Retry-After` in seconds; an HTTP date or anything unreadable counts as not given. */
function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get("retry-after") ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export interface StorefrontClient {
  request<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    options?: RequestOptions,
  ): Promise<TResult>;
}

export function createStorefrontClient(
  config: StorefrontConfig,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): StorefrontClient {
  const endpoint = `${config.storeDomain}/api/${config.apiVersion}/graphql.json`;
  return {
    async request(document, variables, options) {
      let response: Response;
      const requestId = config.requestId?.();
      try {
        response = await fetchImpl(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "x-shopify-storefront-access-token": config.token,
            ...(requestId && { "x-request-id": requestId }),
          },
          body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
          signal: options?.signal,
        });
      } catch (error) {
        throw new StorefrontError(
          `Commerce API unreachable: ${(error as Error).message}`,
          "network",
        );
      }
      if (!response.ok) {
        throw new StorefrontError(
          `Commerce API error: ${response.status} ${response.statusText}`,
          "http",
          response.status,
          retryAfter(response),
        );
      }
      const body = (await response.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      if (body.errors?.length) {
        const throttled = body.errors.some((e) => e.extensions?.code === "THROTTLED");
        throw new StorefrontError(
          body.errors[0]!.message,
          throttled ? "http" : "graphql",
          throttled ? 429 : undefined,
          throttled ? retryAfter(response) : undefined,
        );
      }
      return body.data as never;
    },
  };
}
