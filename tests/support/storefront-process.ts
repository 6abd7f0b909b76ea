import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The storefront's production build (`build/`, as `npm start` serves it) in a process of its
 * own on a loopback port (free, unless `port` names one), talking to `providerUrl` over HTTP,
 * with a throwaway database, or the PostgreSQL at `databaseUrl` (which several may share).
 * `env` adds or overrides configuration (TRUST_PROXY, CONTACT_RATE_LIMIT_POINTS…). Its origin
 * (STOREFRONT_ORIGIN, the only host it serves) is its own `url`, unless `env` names another (the
 * proxy's, for instances behind one). For tests that stop, slow or break the provider under it,
 * or run several behind a proxy.
 */
export async function startStorefrontProcess(options: {
  providerUrl: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}) {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_STORE_DOMAIN: options.providerUrl,
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: options.providerUrl,
    DATA_DIR: "memory://",
    STOREFRONT_ORIGIN: url,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.TRUST_PROXY;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the storefront stopped at start:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the storefront did not start within 120 s:\n${stderr}`);
    }
    // The health endpoint answers whatever the origin: instances behind a proxy serve only its.
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    /** The process's id (to read its memory from /proc). */
    pid: child.pid!,
    /** What the server wrote to stderr so far (its error log). */
    stderr: () => stderr,
    /** Sends a signal (SIGTERM: stop as a supervisor or orchestrator would ask). */
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    /** Resolves with the exit code once the process has ended. */
    exited,
    async close() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
