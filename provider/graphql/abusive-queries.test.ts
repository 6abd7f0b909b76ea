import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVIDER_NODE_FLAGS } from "../runtime-flags";
import { abusiveQuery } from "../testing/abusive-queries";

// Issue 18: distinct abusive queries once kept about a megabyte each in the executor's cache,
// and some 120 of them filled the heap `npm start` gives the provider and stopped the shop. The
// provider runs here in its own process with those same heap flags, so its heap is measured
// alone, after full collections.

let child: ChildProcess;
let endpoint: { storefrontEndpoint: string; token: string };

function ask<T>(message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once("message", (answer) => resolve(answer as T));
    child.send(message);
  });
}

async function post(query: string) {
  const response = await fetch(endpoint.storefrontEndpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": endpoint.token,
    },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: unknown;
    errors?: { extensions: { code: string } }[];
  };
}

/** Sends abusive queries `from`…`to` four at a time; each must be refused with its code. */
async function abuse(from: number, to: number) {
  const refusedWith = new Map<string, number>();
  let next = from;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < to) {
        const { query, code } = abusiveQuery(next++);
        const answer = await post(query);
        expect(answer.data).toBeUndefined();
        expect(answer.errors?.[0]?.extensions.code).toBe(code);
        refusedWith.set(code, (refusedWith.get(code) ?? 0) + 1);
      }
    }),
  );
  return refusedWith;
}

beforeAll(async () => {
  child = fork(path.join(import.meta.dirname, "../testing/heap-probe.ts"), [], {
    execArgv: ["--expose-gc", ...PROVIDER_NODE_FLAGS, "--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...process.env, PROVIDER_LOG_LEVEL: "silent" },
  });
  endpoint = await new Promise((resolve) => child.once("message", (m) => resolve(m as never)));
});

afterAll(async () => {
  if (child?.connected) {
    child.send("stop");
    await new Promise((resolve) => child.once("exit", resolve));
  }
});

describe("a stream of distinct abusive queries", () => {
  it("leaves the provider's heap within 10 % of where it was", { timeout: 300_000 }, async () => {
    // Warm up: the first answers compile code and fill caches that are meant to stay.
    await post("{ shop { name } }");
    await abuse(0, 300);
    const before = (await ask<{ heapUsed: number }>("heap")).heapUsed;

    const refused = await abuse(300, 5_300);
    expect([...refused.values()].reduce((a, b) => a + b)).toBe(5_000);
    expect(refused.size).toBe(3);
    expect(refused.get("MAX_DEPTH_EXCEEDED")).toBe(2_500);

    const after = (await ask<{ heapUsed: number }>("heap")).heapUsed;
    expect(after / before).toBeLessThan(1.1);
    // And the shop still works.
    expect(await post("{ shop { name } }")).toEqual({
      data: { shop: { name: expect.any(String) } },
    });
  });
});
