import http from "node:http";

/** Connections held at once; past it, a new one is closed as it arrives. */
export const MAX_CONNECTIONS = 1024;
/** A connection on which nothing moves, either way, for this long is closed. */
const IDLE_SOCKET_MS = 60_000;
/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s,
 * would let a slow client keep a connection that long past the timeout.
 */
const TIMEOUT_CHECK_MS = 1_000;

export interface HttpLimits {
  /** The request line and headers must have arrived within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (slow bodies). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

/**
 * The storefront's HTTP server, with limits for a public one: Node's defaults give a client a
 * minute to send its headers and five to send its request, so a few hundred slow clients could
 * hold every connection. A client too slow is answered 408 and its connection closed.
 */
export function createHttpServer(app: http.RequestListener, limits: HttpLimits): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    app,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = MAX_CONNECTIONS;
  server.setTimeout(IDLE_SOCKET_MS);
  return server;
}
