import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadProviderConfig } from "../config";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// DNS rebinding: a page on evil.example whose name now resolves to 127.0.0.1 reaches the
// provider from loopback, but its requests still say `Host: evil.example:…`. The dev pages
// (mailbox, fault switches) must refuse them before doing anything.

let t: TestProvider;
let port: number;

beforeAll(async () => {
  t = await startTestProvider({
    env: { PROVIDER_ALLOWED_HOSTS: "boutique.test, proxy.test:8080" },
  });
  port = Number(new URL(t.url).port);
});

afterAll(async () => {
  await t?.close();
});

/** A request from loopback naming any `Host` (fetch does not let a caller set it). */
function request(method: string, path: string, host: string, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          host,
          ...(body ? { "content-type": "application/json", "content-length": body.length } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.once("error", reject);
    req.end(body);
  });
}

describe("the provider's dev pages", () => {
  it("refuse a loopback request that names a host the provider does not serve", async () => {
    for (const host of ["evil.example:4700", "evil.example", `evil.example:${port}`]) {
      const mailbox = await request("GET", "/mailbox", host);
      expect(mailbox.status, host).toBe(403);
      expect(mailbox.body).not.toContain("sign-in code");
      expect((await request("GET", "/mailbox?email=demo%40example.com", host)).status).toBe(403);
      expect((await request("GET", "/__provider/faults", host)).status, host).toBe(403);
    }
    // A refused switch changes nothing.
    const put = await request(
      "PUT",
      "/__provider/faults",
      "evil.example:4700",
      JSON.stringify({ status: 503 }),
    );
    expect(put.status).toBe(403);
    const state = await request("GET", "/__provider/faults", `localhost:${port}`);
    expect(JSON.parse(state.body)).toMatchObject({ status: 0 });
  });

  it("answer loopback's names on the provider's port, and the configured names", async () => {
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      `LOCALHOST:${port}`,
      "boutique.test",
      "boutique.test:443",
      "proxy.test:8080",
    ]) {
      const mailbox = await request("GET", "/mailbox", host);
      expect(mailbox.status, host).toBe(200);
      expect(mailbox.body).toContain("<html");
      expect((await request("GET", "/__provider/faults", host)).status, host).toBe(200);
    }
    // Loopback's names on another port, or a configured name on another port, are someone else.
    for (const host of [`localhost:${port + 1}`, "proxy.test:8081", "proxy.test"]) {
      expect((await request("GET", "/mailbox", host)).status, host).toBe(403);
    }
  });

  it("leave the shop's own APIs alone", async () => {
    expect((await request("GET", "/healthz", "evil.example:4700")).status).toBe(200);
  });
});

describe("PROVIDER_ALLOWED_HOSTS", () => {
  it("takes comma-separated host[:port] names and stops on anything else, naming the variable", () => {
    expect(
      loadProviderConfig({ PROVIDER_ALLOWED_HOSTS: " Shop.Test:4000 , [::1]:9000,," }).allowedHosts,
    ).toEqual(["shop.test:4000", "[::1]:9000"]);
    expect(loadProviderConfig({}).allowedHosts).toEqual([]);
    for (const bad of ["http://shop.test", "shop.test/path", "shop.test:99999", "*"]) {
      expect(() => loadProviderConfig({ PROVIDER_ALLOWED_HOSTS: bad }), bad).toThrow(ConfigError);
      expect(() => loadProviderConfig({ PROVIDER_ALLOWED_HOSTS: bad })).toThrow(
        /PROVIDER_ALLOWED_HOSTS/,
      );
    }
  });
});
