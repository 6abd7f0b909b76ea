import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pino, type DestinationStream } from "pino";
import { pinoHttp } from "pino-http";

/** A small structured logger: one JSON line per event, and never a request body or a secret. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface ProviderLogger extends Logger {
  /**
   * The first middleware: gives each request its id (the caller's X-Request-Id if it is a safe
   * token, else a UUID), answers it in X-Request-Id, puts it on every line logged while the
   * request is handled, and writes one access line once the answer is sent.
   */
  requests: RequestHandler;
}

/**
 * The storefront sends the id of the page request it calls for (server/logging/ there) and
 * keeps it by the same rule, so a provider line and a storefront line can be joined. Anything
 * else, a newline that would forge a line or a header's worth of text, is replaced.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_PATH_CHARS = 512;
const PROBES = new Set(["/healthz", "/readyz"]);
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]{0,99})/;

/** The path without its query: authorize and callback URLs carry codes, states and emails. */
function pathOf(req: IncomingMessage): string {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const end = url.indexOf("?");
  return (end === -1 ? url : url.slice(0, end)).slice(0, MAX_PATH_CHARS);
}

/** A GraphQL request's operation name, which names the query and never holds its variables. */
function operationOf(req: IncomingMessage): string | undefined {
  const body = (req as { body?: unknown }).body;
  if (typeof body !== "object" || body === null) return undefined;
  const { operationName, query } = body as { operationName?: unknown; query?: unknown };
  if (typeof operationName === "string" && OPERATION_NAME.test(operationName)) {
    return operationName;
  }
  return typeof query === "string" ? NAMED_OPERATION.exec(query.slice(0, 300))?.[1] : undefined;
}

function accessFields(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  const operation = operationOf(req);
  return {
    method: req.method,
    path: pathOf(req),
    ...(operation && { operation }),
    status: res.statusCode,
    ms: responseTime,
    ...(!res.writableFinished && { aborted: true }),
  };
}

/**
 * Errors as their message and stack, wherever they sit among a line's fields. Inside a request
 * the line already carries its `requestId`; a caller's own copy would repeat the key.
 */
function plain(fields: Record<string, unknown> | undefined, inRequest: boolean) {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (inRequest && key === "requestId") continue;
    record[key] = value instanceof Error ? { message: value.message, stack: value.stack } : value;
  }
  return record;
}

/**
 * The provider's logger (pino): JSON lines with an ISO time, the level's name, `name` and
 * `msg`; info to stdout, errors to stderr, as before. Inside a request every line carries its
 * `requestId`. `destination` is for tests.
 */
export function createLogger(
  level: "silent" | "info" | "debug",
  name = "provider",
  destination?: DestinationStream,
): ProviderLogger {
  const base = pino(
    {
      name,
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ??
      pino.multistream(
        [
          { level: "debug", stream: { write: (line: string) => process.stdout.write(line) } },
          { level: "error", stream: { write: (line: string) => process.stderr.write(line) } },
        ],
        { dedupe: true },
      ),
  );
  const requests = new AsyncLocalStorage<pino.Logger>();

  const http = pinoHttp({
    logger: base,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id =
        typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader("x-request-id", id);
      return id;
    },
    customAttributeKeys: { reqId: "requestId" },
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http binds the raw request to a logger it keeps: keep that cheap and header-free.
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
    customErrorObject: (req, res, _error, val: { responseTime: number }) =>
      accessFields(req, res, val.responseTime),
  });

  return {
    info: (message, fields) => {
      const request = requests.getStore();
      (request ?? base).info(plain(fields, request !== undefined), message);
    },
    error: (message, fields) => {
      const request = requests.getStore();
      (request ?? base).error(plain(fields, request !== undefined), message);
    },
    requests: (req, res, next) => {
      http(req, res);
      requests.run(req.log, next);
    },
  };
}
