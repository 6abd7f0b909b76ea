import fs from "node:fs";
import path from "node:path";
import { ConfigError, DEFAULT_WEBHOOK_SECRET, loadProviderConfig } from "../provider/config";
import { newOwnerToken } from "../server/owner-access";
import { providerEnv, providerNodeFlags } from "../provider/runtime-flags";
import {
  PROVIDER_RESTARTS,
  type RestartPolicy,
  spawnEntry,
  supervise,
  type Supervisor,
  whenAnswering,
} from "./supervise";

/**
 * `npm start` / `npm run dev`: runs the local provider and the storefront side by side, or the
 * storefront alone when PUBLIC_STORE_DOMAIN points at a real shop. The storefront starts once the
 * provider answers, and the shop's address is printed once the storefront answers too, so the
 * first page a newcomer opens is a real one. Ctrl-C stops both. A provider that stops is
 * restarted (scripts/supervise.ts); the storefront stopping stops everything.
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
  options: {
    nodeFlags?: string[];
    restart?: RestartPolicy;
    onGiveUp: (exitCode: number) => void;
  },
) {
  supervisors.push(
    supervise({
      name,
      start: () => spawnEntry(entry, extraEnv, options.nodeFlags),
      restart: options.restart,
      onGiveUp: options.onGiveUp,
    }),
  );
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(exitCode), 5_000).unref();
  void Promise.all(supervisors.map((s) => s.stop())).then(() => process.exit(exitCode));
}

/** A server listening on every interface is asked on loopback. */
function loopback(host: string) {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));

async function main() {
  const nodeEnv = dev ? "development" : "production";
  const storefrontEnv: Record<string, string> = { NODE_ENV: nodeEnv };
  const storefrontPort = process.env.PORT ?? "3000";
  let mailbox: string | null = null;
  let storefrontStarted = false;
  if (usesLocalProvider) {
    const config = loadProviderConfig();
    // The provider sends its webhooks to the local storefront, as a Shopify store sends them to
    // the endpoint its app subscribed, signed with the secret the storefront checks them with
    // (a Shopify app's client secret; locally the development one unless .env names another).
    const webhookSecret = process.env.SHOPIFY_WEBHOOK_SECRET ?? DEFAULT_WEBHOOK_SECRET;
    storefrontEnv.SHOPIFY_WEBHOOK_SECRET = webhookSecret;
    const subscribed =
      process.env.PROVIDER_WEBHOOK_URL ?? process.env.PROVIDER_WEBHOOK_SUBSCRIPTIONS;
    const webhooks: Record<string, string> = subscribed
      ? {}
      : {
          PROVIDER_WEBHOOK_URL: `${config.storefrontOrigin}/api/webhooks`,
          PROVIDER_WEBHOOK_SECRET: process.env.PROVIDER_WEBHOOK_SECRET ?? webhookSecret,
        };
    // The merchant console's Analytics page reads shoppers' field speed from the storefront's
    // own database, through the storefront's owner route on loopback, with a token both share.
    const ownerReportToken = process.env.OWNER_REPORT_TOKEN ?? newOwnerToken();
    storefrontEnv.OWNER_REPORT_TOKEN = ownerReportToken;
    run(
      "provider",
      "provider/index.ts",
      {
        NODE_ENV: nodeEnv,
        ...webhooks,
        OWNER_REPORT_TOKEN: ownerReportToken,
        ...providerEnv(),
      },
      {
        nodeFlags: providerNodeFlags(process.env.PROVIDER_CATALOGUE),
        restart: PROVIDER_RESTARTS,
        // Once the storefront is up, a provider that keeps crashing leaves it up, showing
        // shoppers that the shop can't be reached, until someone looks at the cause. Before
        // that there is nothing to keep running.
        onGiveUp: (code) => {
          if (!storefrontStarted) stop(code);
        },
      },
    );
    // The shop owner's contact notifications go to the provider's dev mailbox, so a newcomer
    // sees them at /mailbox beside the sign-in codes; a real SMTP_URL wins.
    if (!process.env.SMTP_URL) storefrontEnv.SMTP_URL = `smtp://127.0.0.1:${config.smtpPort}`;
    mailbox = `${config.publicUrl}/mailbox`;
    // The provider listens only once its Storefront API is warm. A storefront started before
    // then would answer every page with "the shop can't be reached" (503) and log each one.
    const providerReady = `http://${loopback(config.host)}:${config.port}/readyz`;
    if (!(await whenAnswering(providerReady, () => stopping))) return;
  }
  storefrontStarted = true;
  run("storefront", "server/index.ts", storefrontEnv, {
    // The storefront is the shop: without it there is nothing to keep running.
    onGiveUp: (code) => stop(code),
  });
  const storefrontHealthy = `http://${loopback(process.env.HOST ?? "0.0.0.0")}:${storefrontPort}/healthz`;
  if (!(await whenAnswering(storefrontHealthy, () => stopping))) return;
  console.log(`\nBoutique is ready at http://localhost:${storefrontPort}`);
  if (mailbox) {
    console.log(`Sign-in codes and the shop's mail arrive at ${mailbox}`);
    console.log(`The merchant console is at ${mailbox.replace(/\/mailbox$/, "/admin")}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  stop(1);
});
