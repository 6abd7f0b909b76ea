import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { logger, type Logger } from "./logger";

/**
 * An incoming X-Request-Id is kept only when it is a short token of safe characters (a proxy or
 * CDN in front sets one, e.g. a UUID or Cloudflare's `8b1a…-FRA`): anything else, a newline that
 * would forge a log line, a header's worth of text, is replaced by a UUID of our own. The local
 * provider takes the same shape (provider/http/logger.ts).
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id if it is a safe token, else a fresh UUID. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

interface RequestContext {
  requestId: string;
  /** The process's logger with this request's id on every line. */
  log: Logger;
}

/**
 * The request under way, set by the request logging middleware (server/app.ts) for everything
 * its handlers start, so code far from the request (the Storefront client the app's loaders
 * use, the sign-in proxy's upstream calls) can send the id on without being handed it.
 */
const requests = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, fn: () => T): T {
  return requests.run(context, fn);
}

/** The id of the request whose work is running, if any: upstream calls send it as X-Request-Id. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** The logger for the work running now: the request's, with its id, or the process's own. */
export function currentLog(): Logger {
  return requests.getStore()?.log ?? logger;
}
