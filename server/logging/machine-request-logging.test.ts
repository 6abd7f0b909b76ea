import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger, type LogLevel } from "./logger";
import { currentLog } from "./request-context";
import { machineRequestLogging } from "./request-logging";

// The access lines of the endpoints machines call by the thousand a second, over HTTP, with a
// logger writing to this test: each handler answers the status the request asks for.

let lines: Record<string, unknown>[] = [];
const logger = createLogger({
  level: "info",
  destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
});
let server: ReturnType<express.Express["listen"]>;
let url: string;

beforeAll(async () => {
  const app = express();
  app.post("/hook", machineRequestLogging({ logger }), (req, res) => {
    const status = Number(req.query.status);
    if (status >= 500) currentLog().error("the handler failed");
    res.status(status).end();
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  lines = [];
});

const post = (status: number, headers: Record<string, string> = {}) =>
  fetch(`${url}?status=${status}&secret=query-secret`, { method: "POST", headers });

/** Lines are written as the response closes, just after the client has its answer. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("machine endpoints' access lines", () => {
  it("writes nothing for a success or a 429 at info, and echoes the request's id", async () => {
    const answers = [
      await post(200, { "x-request-id": "shopify-1" }),
      await post(204),
      await post(429),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 204, 429]);
    expect(answers[0]!.headers.get("x-request-id")).toBe("shopify-1");
    expect(answers[1]!.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await settled();
    expect(lines).toEqual([]);
  });

  it("writes a refusal at info and a failure at error, with the request's id, path and status", async () => {
    await post(401, { "x-request-id": "refused-1" });
    await post(503, { "x-request-id": "failed-1" });
    await settled();
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request completed",
        requestId: "refused-1",
        method: "POST",
        path: "/hook",
        status: 401,
      }),
      expect.objectContaining({ level: "error", msg: "the handler failed", requestId: "failed-1" }),
      expect.objectContaining({ level: "error", msg: "request failed", status: 503 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("query-secret");
  });

  it("writes every answer's line at debug", async () => {
    logger.level = "debug" satisfies LogLevel;
    try {
      await post(200, { "x-request-id": "accepted-1" });
      await settled();
      expect(lines).toEqual([
        expect.objectContaining({ level: "debug", requestId: "accepted-1", status: 200 }),
      ]);
    } finally {
      logger.level = "info";
    }
  });
});
