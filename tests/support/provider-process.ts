import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT_ID = "shp_5f2a9a2e-6c41-4d7e-9d35-server-tests";
const SHOP_ID = "79361827405";

/**
 * A real local provider in its own process (`provider/index.ts`, as `npm start` runs it), on
 * free loopback ports with a fresh in-memory database, for tests of programs that may reach the
 * provider only over HTTP, as they reach Shopify. The shape matches what `./sign-in` needs.
 */
export async function startProviderProcess(options: {
  storefrontOrigin: string;
  /** A port of its own; a provider started again on the same one is the same shop come back. */
  port?: number;
  /**
   * Another catalogue file to seed from (PROVIDER_CATALOGUE). Ids come from positions in the
   * file, so a copy with other stock levels is the same shop after a restock.
   */
  catalogue?: string;
}) {
  const [port, smtpPort] = [options.port ?? (await freePort()), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PROVIDER_PORT: String(port),
    PROVIDER_SMTP_PORT: String(smtpPort),
    PROVIDER_PUBLIC_URL: url,
    PROVIDER_DATA_DIR: "memory://",
    PROVIDER_LOG_LEVEL: "silent",
    PROVIDER_SHOP_ID: SHOP_ID,
    STOREFRONT_ORIGIN: options.storefrontOrigin,
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: CLIENT_ID,
  };
  delete env.PROVIDER_DATABASE_URL;
  delete env.PROVIDER_CATALOGUE;
  if (options.catalogue) env.PROVIDER_CATALOGUE = options.catalogue;
  const child = spawn(process.execPath, ["--import", "tsx", "provider/index.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the provider stopped at start:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the provider did not start within 120 s:\n${stderr}`);
    }
    const ready = await fetch(`${url}/.well-known/openid-configuration`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    config: {
      shopId: SHOP_ID,
      customerClientId: CLIENT_ID,
      storefrontOrigin: options.storefrontOrigin,
    },
    async close() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export type ProviderProcess = Awaited<ReturnType<typeof startProviderProcess>>;
