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
