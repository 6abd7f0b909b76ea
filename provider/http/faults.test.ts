import type { AddressInfo } from "node:net";
import os from "node:os";
import express from "express";
import { describe, expect, it } from "vitest";
import { createFaults, isLoopback } from "./faults";

describe("fault switches", () => {
  it("recognise loopback clients only", () => {
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopback("10.0.0.7")).toBe(false);
    expect(isLoopback("::ffff:192.168.1.20")).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });

  it("refuse a client that is not on loopback", async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    if (!external) return; // A machine with no network interface has no remote clients either.
    const app = express();
    app.use("/__provider/faults", createFaults().router);
    const server = app.listen(0, "0.0.0.0");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const remote = await fetch(`http://${external.address}:${port}/__provider/faults`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ status: 500 }),
      });
      expect(remote.status).toBe(403);
      const local = await fetch(`http://127.0.0.1:${port}/__provider/faults`);
      expect(local.status).toBe(200);
      expect(await local.json()).toMatchObject({ status: 0, latencyMs: 0, throttled: false });
    } finally {
      server.close();
    }
  });
});

describe("timed fault switch", () => {
  async function serve(faults: ReturnType<typeof createFaults>) {
    const app = express();
    app.use("/__provider/faults", faults.router);
    app.use(faults.middleware);
    app.post("/api/2025-07/graphql.json", (_req, res) => res.json({ data: { ok: true } }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
  }
  const put = (url: string, body: unknown) =>
    fetch(`${url}/__provider/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const graphql = (url: string) =>
    fetch(`${url}/api/2025-07/graphql.json`, { method: "POST" }).then((r) => r.status);

  it("answers 503 for the set time, reports what is left, then switches itself off", async () => {
    let clock = 1_000_000;
    const faults = createFaults(() => clock);
    const shop = await serve(faults);
    try {
      const set = await put(shop.url, { status: 503, durationSeconds: 60 });
      expect(set.status).toBe(200);
      expect(await set.json()).toMatchObject({
        status: 503,
        remainingSeconds: 60,
        requestsSeen: 0,
      });
      expect(await graphql(shop.url)).toBe(503);
      await fetch(`${shop.url}/healthz`);

      clock += 45_500;
      const midway = await fetch(`${shop.url}/__provider/faults`);
      // Only the calls the faults apply to are counted (the GraphQL API, not /healthz).
      expect(await midway.json()).toMatchObject({
        status: 503,
        remainingSeconds: 15,
        requestsSeen: 1,
      });
      expect(await graphql(shop.url)).toBe(503);

      // Past the end the switch is off, even before its timer has run.
      clock += 15_000;
      expect(await graphql(shop.url)).toBe(200);
      // The count starts again with the switch: the one call since it went off.
      expect(faults.state()).toMatchObject({ status: 0, remainingSeconds: null, requestsSeen: 1 });
    } finally {
      shop.close();
    }
  });

  it("switches off on its timer; a later PUT or DELETE replaces a timed set", async () => {
    const shop = await serve(createFaults());
    try {
      await put(shop.url, { latencyMs: 50, status: 503, durationSeconds: 1 });
      expect(await graphql(shop.url)).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const after = await fetch(`${shop.url}/__provider/faults`);
      expect(await after.json()).toMatchObject({ status: 0, latencyMs: 0, remainingSeconds: null });
      expect(await graphql(shop.url)).toBe(200);

      // An untimed set that replaces a timed one stays until it is switched off.
      await put(shop.url, { status: 503, durationSeconds: 1 });
      await put(shop.url, { status: 500 });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await graphql(shop.url)).toBe(500);
      await put(shop.url, { throttled: true, durationSeconds: 60 });
      const cleared = await fetch(`${shop.url}/__provider/faults`, { method: "DELETE" });
      expect(await cleared.json()).toMatchObject({ throttled: false, remainingSeconds: null });
      expect(await graphql(shop.url)).toBe(200);
    } finally {
      shop.close();
    }
  });

  it("refuses a duration it cannot honour", async () => {
    const shop = await serve(createFaults());
    try {
      for (const durationSeconds of [0, 3601, 1.5, "60"]) {
        const answer = await put(shop.url, { status: 503, durationSeconds });
        expect(answer.status).toBe(400);
      }
      expect(await graphql(shop.url)).toBe(200);
    } finally {
      shop.close();
    }
  });

  it("sends Retry-After with THROTTLED inside a 200, as with a 429", async () => {
    const shop = await serve(createFaults());
    try {
      await put(shop.url, { throttled: true, retryAfterSeconds: 7 });
      const answer = await fetch(`${shop.url}/api/2025-07/graphql.json`, { method: "POST" });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("retry-after")).toBe("7");
      expect(await answer.json()).toMatchObject({
        errors: [{ extensions: { code: "THROTTLED" } }],
      });
    } finally {
      shop.close();
    }
  });
});
