import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { logger as processLogger, type Logger } from "./logger";
import { requestIdFrom, runInRequest } from "./request-context";

/** A path longer than this is cut: the line stays a line, whatever a client sends. */
const MAX_PATH_CHARS = 512;
/** A load balancer asks these every few seconds; a healthy answer is not worth a line. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * The path without its query: a query can carry what is the shopper's own (a search, an
 * email, the sign-in callback's code and state), and the path alone says which page it was.
 */
function pathOf(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const end = url.indexOf("?");
  return (end === -1 ? url : url.slice(0, end)).slice(0, MAX_PATH_CHARS);
}

/** What the caches said about this response (server/page-cache.ts, decision 10), if anything. */
function cacheFields(res: ServerResponse) {
  const page = res.getHeader("x-page-cache");
  const data = res.getHeader("x-boutique-cache");
  return {
    ...(typeof page === "string" && { pageCache: page }),
    ...(typeof data === "string" && { dataCache: data }),
  };
}

function accessFields(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  return {
    method: req.method,
    path: pathOf(req),
    status: res.statusCode,
    ms: responseTime,
    ...cacheFields(res),
    // The client went away before the answer was sent.
    ...(!res.writableFinished && { aborted: true }),
  };
}

/**
 * The first middleware of every request: its id (the incoming X-Request-Id if it is a safe
 * token, else a UUID), echoed in the response's X-Request-Id and held for everything the
 * request's handlers start (./request-context.ts), so the Storefront API and the token endpoint
 * receive it too; and, once the answer is sent, one access line: method, path without the
 * query, status, milliseconds, the caches' outcome and the id. Headers, cookies and bodies are
 * never written: the line is built from those fields alone.
 */
export function requestLogging(options: { logger?: Logger } = {}): RequestHandler {
  const http = pinoHttp({
    logger: options.logger ?? processLogger,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers["x-request-id"]);
      res.setHeader("x-request-id", id);
      return id;
    },
    customAttributeKeys: { reqId: "requestId" },
    // Every line about the request carries its id and nothing else of it; the access line
    // adds its own fields below.
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http still binds the raw request to a logger it keeps; this keeps that cheap and
    // keeps headers out of it should it ever be written.
    wrapSerializers: false,
    serializers: { req: (req: IncomingMessage) => ({ method: req.method, path: pathOf(req) }) },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return "error";
      return PROBES.has(pathOf(req)) ? "debug" : "info";
    },
    customSuccessMessage: () => "request completed",
    customErrorMessage: () => "request failed",
    customSuccessObject: (req, res, val: { responseTime: number }) =>
      accessFields(req, res, val.responseTime),
    // A 5xx is told by its status; where it failed was logged where it failed.
    customErrorObject: (req, res, _error, val: { responseTime: number }) =>
      accessFields(req, res, val.responseTime),
  });
  return (req, res, next) => {
    http(req, res);
    runInRequest({ requestId: String(req.id), log: req.log }, next);
  };
}

/**
 * Request logging for the endpoints that machines call by the thousand a second (Shopify's
 * webhooks, shoppers' speed beacons), where a line per answer would cost more than the answer:
 * the same request id as `requestLogging` (echoed, and held for the request's work, whose
 * logger is made only if something is written), and the same access line, but at `debug` for
 * a success and for a 429 (the endpoint logs a client going over its limit once per window),
 * at `info` for any other refusal and at `error` for a server failure. With LOG_LEVEL=info, an
 * accepted webhook or beacon writes nothing and builds no line.
 */
export function machineRequestLogging(options: { logger?: Logger } = {}): RequestHandler {
  const base = options.logger ?? processLogger;
  return (req, res, next) => {
    const started = Date.now();
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.setHeader("x-request-id", requestId);
    let log: Logger | undefined;
    const requestLog = () => (log ??= base.child({ requestId }));
    res.once("close", () => {
      const status = res.statusCode;
      const level = status >= 500 ? "error" : status >= 400 && status !== 429 ? "info" : "debug";
      if (!base.isLevelEnabled(level)) return;
      requestLog()[level](
        accessFields(req, res, Date.now() - started),
        status >= 500 ? "request failed" : "request completed",
      );
    });
    runInRequest(
      {
        requestId,
        get log() {
          return requestLog();
        },
      },
      next,
    );
  };
}
