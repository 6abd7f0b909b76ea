import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PROVIDER_NODE_FLAGS } from "../provider/runtime-flags";

/**
 * `npm start` / `npm run dev`: runs the local provider and the storefront side by side, or the
 * storefront alone when PUBLIC_STORE_DOMAIN points at a real shop. Ctrl-C stops both.
 */
const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));

const storeDomain = process.env.PUBLIC_STORE_DOMAIN;
const usesLocalProvider =
  !storeDomain || /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(storeDomain);

const children: ChildProcess[] = [];
let stopping = false;

function run(
  name: string,
  entry: string,
  extraEnv: Record<string, string>,
  nodeFlags: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...extraEnv },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  let pending = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (pending === 0) process.exit(exitCode);
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.once("exit", () => {
      pending -= 1;
      if (pending === 0) process.exit(exitCode);
    });
    child.kill("SIGTERM");
  }
  setTimeout(() => process.exit(exitCode), 5_000).unref();
}

process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));

const nodeEnv = dev ? "development" : "production";
const storefrontEnv: Record<string, string> = { NODE_ENV: nodeEnv };
if (usesLocalProvider) {
  run("provider", "provider/index.ts", { NODE_ENV: nodeEnv }, PROVIDER_NODE_FLAGS);
  // The shop owner's contact notifications go to the provider's dev mailbox (its SMTP port is
  // PROVIDER_PORT + 25 unless set), so a newcomer sees them at /mailbox; a real SMTP_URL wins.
  if (!process.env.SMTP_URL) {
    const smtpPort =
      process.env.PROVIDER_SMTP_PORT ?? String(Number(process.env.PROVIDER_PORT ?? 4000) + 25);
    storefrontEnv.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
  }
}
run("storefront", "server/index.ts", storefrontEnv);
