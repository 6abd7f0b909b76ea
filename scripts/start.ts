import fs from "node:fs";
import path from "node:path";
import { providerEnv, providerNodeFlags } from "../provider/runtime-flags";
import {
  PROVIDER_RESTARTS,
  type RestartPolicy,
  spawnEntry,
  supervise,
  type Supervisor,
} from "./supervise";

/**
 * `npm start` / `npm run dev`: runs the local provider and the storefront side by side, or the
 * storefront alone when PUBLIC_STORE_DOMAIN points at a real shop. Ctrl-C stops both. A provider
 * that stops is restarted (scripts/supervise.ts); the storefront stopping stops everything.
 */
const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const storeDomain = process.env.PUBLIC_STORE_DOMAIN;
const usesLocalProvider =
  !storeDomain || /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(storeDomain);

const supervisors: Supervisor[] = [];
let stopping = false;

function run(
  name: string,
  entry: string,
  extraEnv: Record<string, string>,
  nodeFlags: string[] = [],
  restart?: RestartPolicy,
) {
  supervisors.push(
    supervise({
      name,
      start: () => spawnEntry(entry, extraEnv, nodeFlags),
      restart,
      // The storefront is the shop: without it there is nothing to keep running. A provider
      // that keeps crashing leaves the storefront up, showing shoppers that the shop can't be
      // reached, until someone looks at the cause.
      onGiveUp: (code) => {
        if (!restart) stop(code);
      },
    }),
  );
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(exitCode), 5_000).unref();
  void Promise.all(supervisors.map((s) => s.stop())).then(() => process.exit(exitCode));
}

process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));

const nodeEnv = dev ? "development" : "production";
const storefrontEnv: Record<string, string> = { NODE_ENV: nodeEnv };
if (usesLocalProvider) {
  run(
    "provider",
    "provider/index.ts",
    { NODE_ENV: nodeEnv, ...providerEnv() },
    providerNodeFlags(process.env.PROVIDER_CATALOGUE),
    PROVIDER_RESTARTS,
  );
  // The shop owner's contact notifications go to the provider's dev mailbox (its SMTP port is
  // PROVIDER_PORT + 25 unless set), so a newcomer sees them at /mailbox; a real SMTP_URL wins.
  if (!process.env.SMTP_URL) {
    const smtpPort =
      process.env.PROVIDER_SMTP_PORT ?? String(Number(process.env.PROVIDER_PORT ?? 4000) + 25);
    storefrontEnv.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  }
}
run("storefront", "server/index.ts", storefrontEnv);
