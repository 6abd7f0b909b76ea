import http from "node:http";
import type { ServerResponse } from "node:http";
import type { Request, Response } from "express";

/** How long a refused request's connection stays open, reading and discarding, after the answer. */
const LINGER_MS = 2_000;
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

/**
 * Prepares the answer to a request whose body will not be read (too large, the wrong type, not
 * the shop's host) so that the client gets to read it: the answer goes out with
 * `Connection: close` and a FIN, and what the client is still sending is read and dropped for
 * LINGER_MS before the socket is destroyed. Destroyed at once (Node's way), a socket with unread
 * data in it is reset, and a reset makes the client's system throw away the answer it had not
 * read yet: a browser or script sending a large body would see "connection reset" instead of the
 * 413. Web servers call this a lingering close. The caller then sends the answer as usual.
 */
export function closeGently(req: Request, res: Response) {
  const socket = req.socket;
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
  // Dropped as it arrives, whoever was reading it before (the body reader stops at its limit).
  req.removeAllListeners("data");
  req.resume();
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Connection", "close");
}

/** A plain-text answer to a request whose body will not be read, closed gently (closeGently). */
export function answerAndClose(req: Request, res: Response, status: number, message: string) {
  closeGently(req, res);
  res.status(status).type("text/plain").send(`${message}\n`);
}

/**
 * A small JSON answer, as express's `res.json` writes it but without the ETag that `res.json`
 * hashes every body for and the freshness check behind it: an endpoint's answer that no one
 * revalidates (never cached), sent by the thousand a second (webhooks, beacons).
 */
export function answerJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}
