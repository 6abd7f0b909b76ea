import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainable } from "./drain";

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

const agents: http.Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** A server whose answers take `ms` (a request under way), with a drain around it. */
async function slowServer(ms: number) {
  const server = http.createServer((_req, res) => {
    setTimeout(() => res.end("answered"), ms);
  });
  let closed = false;
  const drain = drainable(server, { drainMs: 5_000, onClosed: () => (closed = true) });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  // Like a proxy: one kept-alive connection, reused for each request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  const get = () =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, agent }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () =>
            resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
          );
        })
        .on("error", reject);
    });
  const fresh = () =>
    new Promise<void>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, agent: false }, () => resolve()).on("error", reject);
    });
  return { server, drain, get, fresh, closed: () => closed };
}

describe("draining on SIGTERM", () => {
  it("answers the request under way, telling the client not to reuse the connection", async () => {
    const s = await slowServer(300);
    expect((await s.get()).connection).toBe("keep-alive");
    const underWay = s.get();
    await new Promise((resolve) => setTimeout(resolve, 100));
    s.drain.start();
    expect(s.drain.draining).toBe(true);
    expect(await underWay).toEqual({ status: 200, connection: "close", body: "answered" });
    // Nothing new is taken, and the server has closed once the answer went out.
    await expect(s.fresh()).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await expect.poll(s.closed, { timeout: 2_000 }).toBe(true);
  });

  it("closes a kept-alive connection that is idle, so the stop does not wait for it", async () => {
    const s = await slowServer(10);
    await s.get();
    const started = Date.now();
    s.drain.start();
    await once(s.server, "close");
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
