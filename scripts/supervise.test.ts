import { spawn } from "node:child_process";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/free-port";
import { PROVIDER_NODE_FLAGS } from "../provider/runtime-flags";
import {
  PROVIDER_RESTARTS,
  spawnEntry,
  supervise,
  type Supervisor,
  whenAnswering,
} from "./supervise";

// The supervisor npm start runs the provider under: real child processes, stopped for real.

const node = (script: string) => () => spawn(process.execPath, ["-e", script], { stdio: "ignore" });

let running: Supervisor | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

function watch(
  script: string,
  restart = { delaysMs: [30, 60], maxRestarts: 3, healthyAfterMs: 10_000 },
) {
  const starts: number[] = [];
  const logs: string[] = [];
  let gaveUp: ((code: number) => void) | undefined;
  const givenUp = new Promise<number>((resolve) => (gaveUp = resolve));
  running = supervise({
    name: "provider",
    start: () => {
      starts.push(Date.now());
      return node(script)();
    },
    restart,
    onGiveUp: (code) => gaveUp?.(code),
    log: (message) => logs.push(message),
  });
  return { starts, logs, givenUp };
}

describe("supervise", () => {
  it("restarts a process that stops, waiting longer each time, and gives up at the limit", async () => {
    const { starts, logs, givenUp } = watch("process.exit(3)");
    expect(await givenUp).toBe(3);
    expect(starts).toHaveLength(4);
    expect(logs).toEqual([
      "provider stopped (exit code 3); restarting it in 0.03 s (restart 1 of 3).",
      "provider stopped (exit code 3); restarting it in 0.06 s (restart 2 of 3).",
      "provider stopped (exit code 3); restarting it in 0.06 s (restart 3 of 3).",
      "provider stopped (exit code 3) again after 3 restarts in a row; not restarting it. Find the cause above, then run npm start again.",
    ]);
    const gaps = starts.slice(1).map((at, i) => at - starts[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(30);
    expect(gaps[1]).toBeGreaterThanOrEqual(60);
  });

  it("counts restarts from zero after a healthy run", async () => {
    const { starts, logs } = watch("setTimeout(() => process.exit(1), 120)", {
      delaysMs: [10],
      maxRestarts: 1,
      healthyAfterMs: 100,
    });
    await expect.poll(() => starts.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    expect(logs.every((line) => line.includes("(restart 1 of 1)"))).toBe(true);
  });

  it("without a restart policy, reports the stop and leaves the decision to its owner", async () => {
    const logs: string[] = [];
    const code = await new Promise<number>((resolve) => {
      running = supervise({
        name: "storefront",
        start: node("process.exit(2)"),
        onGiveUp: resolve,
        log: (message) => logs.push(message),
      });
    });
    expect(code).toBe(2);
    expect(logs).toEqual(["storefront stopped (exit code 2); stopping everything."]);
  });

  it("stop() ends the process and nothing restarts it", async () => {
    const { starts, logs } = watch("setInterval(() => {}, 1000)");
    await expect.poll(() => running?.child?.pid).toBeTruthy();
    await running!.stop();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(starts).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  it("brings the real provider back after it is killed, on the same port", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const logs: string[] = [];
    running = supervise({
      name: "provider",
      start: () =>
        spawnEntry(
          "provider/index.ts",
          {
            PROVIDER_PORT: String(port),
            PROVIDER_SMTP_PORT: "0",
            PROVIDER_PUBLIC_URL: url,
            PROVIDER_DATA_DIR: "memory://",
            PROVIDER_LOG_LEVEL: "silent",
          },
          PROVIDER_NODE_FLAGS,
          "ignore",
        ),
      restart: { ...PROVIDER_RESTARTS, delaysMs: [100] },
      onGiveUp: () => logs.push("gave up"),
      log: (message) => logs.push(message),
    });
    const answers = async () =>
      fetch(`${url}/.well-known/openid-configuration`).then(
        (response) => response.status,
        () => 0,
      );
    await expect.poll(answers, { timeout: 120_000, interval: 250 }).toBe(200);
    const first = running.child!;
    first.kill("SIGKILL");
    await expect.poll(() => logs.length).toBe(1);
    expect(logs[0]).toBe("provider stopped (SIGKILL); restarting it in 0.1 s (restart 1 of 5).");
    await expect.poll(answers, { timeout: 120_000, interval: 250 }).toBe(200);
    expect(running.child).not.toBe(first);
  }, 300_000);
});

describe("whenAnswering", () => {
  it("waits through a server not yet listening and one answering 503, until a 2xx", async () => {
    const port = await freePort();
    const statuses = [503, 503, 200];
    const asked: number[] = [];
    const server = http.createServer((_req, res) => {
      const status = statuses[Math.min(asked.length, statuses.length - 1)]!;
      asked.push(status);
      res.writeHead(status).end();
    });
    setTimeout(() => server.listen(port, "127.0.0.1"), 300);
    try {
      const ready = await whenAnswering(`http://127.0.0.1:${port}/readyz`, () => false, 50);
      expect(ready).toBe(true);
      expect(asked).toEqual([503, 503, 200]);
    } finally {
      server.close();
    }
  });

  it("answers false as soon as it is given up, without waiting for the server", async () => {
    const port = await freePort();
    const startedAt = Date.now();
    const ready = await whenAnswering(
      `http://127.0.0.1:${port}/readyz`,
      () => Date.now() - startedAt > 200,
      50,
    );
    expect(ready).toBe(false);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});
