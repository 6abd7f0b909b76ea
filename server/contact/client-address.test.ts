import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { initEnv } from "../env.server";
import { clientAddress } from "./client-address";

const from = (ip: string) => clientAddress({ ip, socket: {} } as unknown as Request);

describe("the client the contact rate limit counts", () => {
  it("is the IPv4 address, also when it arrives mapped into IPv6", () => {
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    expect(from("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    expect(from("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(from("2001:db8:abcd:12::99")).toBe("2001:db8:abcd:12::/64");
    expect(from("2001:0db8:abcd:0012:ffff::1")).toBe("2001:db8:abcd:12::/64");
    expect(from("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(from("::1")).toBe("0:0:0:0::/64");
    expect(from("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("the client behind a reverse proxy (TRUST_PROXY)", () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
  });

  /** A real server with the setting as the storefront applies it; answers who it sees. */
  async function serverTrusting(trustProxy: string | undefined) {
    const app = express();
    app.set("trust proxy", initEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
    app.get("/", (req, res) => res.json({ client: clientAddress(req), host: req.host }));
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await once(server, "listening");
    return (server.address() as AddressInfo).port;
  }

  /** A GET from `localAddress` (any 127.x.y.z is this machine) with these headers. */
  function seenAs(port: number, localAddress: string, headers: http.OutgoingHttpHeaders) {
    return new Promise<{ client: string; host: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, localAddress, headers, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve(JSON.parse(body) as { client: string; host: string }));
        })
        .on("error", reject);
    });
  }

  const forwarded = { "x-forwarded-for": "198.51.100.7", "x-forwarded-host": "shop.example.com" };

  it("is off by default: a direct client's forwarding headers are never believed", async () => {
    for (const setting of [undefined, "", "false", "0"]) {
      const port = await serverTrusting(setting);
      expect(await seenAs(port, "127.0.0.2", forwarded)).toEqual({
        client: "127.0.0.2",
        host: `127.0.0.1:${port}`,
      });
    }
  });

  it("believes only the proxies it names, and takes the last address they did not add", async () => {
    const port = await serverTrusting("127.0.0.1");
    // The proxy (127.0.0.1) passes on what a client wrote, then the client's own address.
    expect(
      await seenAs(port, "127.0.0.1", {
        "x-forwarded-for": "203.0.113.66, 198.51.100.7",
        "x-forwarded-host": "shop.example.com",
      }),
    ).toEqual({ client: "198.51.100.7", host: "shop.example.com" });
    // Anyone else connecting directly is the client, whatever it writes.
    expect(await seenAs(port, "127.0.0.2", forwarded)).toEqual({
      client: "127.0.0.2",
      host: `127.0.0.1:${port}`,
    });
    // A subnet or proxy-addr's names work the same way.
    const subnet = await serverTrusting("10.0.0.0/8, 127.0.0.0/30");
    expect((await seenAs(subnet, "127.0.0.2", forwarded)).client).toBe("198.51.100.7");
    expect((await seenAs(subnet, "127.0.0.5", forwarded)).client).toBe("127.0.0.5");
  });

  it("with a hop count, believes that many hops from whoever connects", async () => {
    const port = await serverTrusting("1");
    expect(
      (await seenAs(port, "127.0.0.3", { "x-forwarded-for": "203.0.113.66, 198.51.100.7" })).client,
    ).toBe("198.51.100.7");
  });
});
