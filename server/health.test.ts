import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthRoutes } from "./health";

let database: () => Promise<unknown> = async () => undefined;
let storefrontApi: () => Promise<unknown> = async () => undefined;
let draining = false;
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(
    healthRoutes({
      database: () => database(),
      storefrontApi: () => storefrontApi(),
      draining: () => draining,
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

const get = async (path: string) => {
  const started = Date.now();
  const response = await fetch(`${origin}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as object,
    ms: Date.now() - started,
  };
};

describe("health", () => {
  it("is ready when the database and the Storefront API answer, and says which one does not", async () => {
    expect(await get("/readyz")).toMatchObject({
      status: 200,
      body: { ok: true, database: "ok", storefrontApi: "ok" },
    });
    storefrontApi = () => Promise.reject(new Error("ECONNREFUSED 127.0.0.1:4000"));
    const down = await get("/readyz");
    expect(down).toMatchObject({
      status: 503,
      body: { ok: false, database: "ok", storefrontApi: "unavailable" },
    });
    expect(JSON.stringify(down.body)).not.toContain("ECONNREFUSED");
    // Alive all the same: nothing to restart.
    expect(await get("/healthz")).toMatchObject({ status: 200, body: { ok: true } });
    storefrontApi = async () => undefined;
  });

  it("gives a check that hangs two seconds, and is not ready while the process stops", async () => {
    database = () => new Promise(() => {});
    const hung = await get("/readyz");
    expect(hung).toMatchObject({
      status: 503,
      body: { database: "unavailable", storefrontApi: "ok" },
    });
    expect(hung.ms).toBeGreaterThanOrEqual(1_900);
    expect(hung.ms).toBeLessThan(3_000);
    database = async () => undefined;
    draining = true;
    expect(await get("/readyz")).toMatchObject({ status: 503, body: { draining: true } });
    expect((await get("/healthz")).status).toBe(200);
    draining = false;
  });
});
