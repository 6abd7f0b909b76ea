import { spawn } from "node:child_process";
import { createProvider } from "./app";
import { startSmtpMailbox } from "./auth/smtp-mailbox";
import { ConfigError, loadProviderConfig, type ProviderConfig } from "./config";

const reset = process.argv.includes("--reset") || process.argv.includes("--reset-only");
const prepareOnly =
  process.argv.includes("--reset-only") || process.argv.includes("--prepare-only");

/**
 * Embedded PGlite never hands WebAssembly memory back: creating a data directory (initdb) and
 * seeding it leave a few hundred megabytes behind for the life of the process. So a server on a
 * PGlite directory prepares it (migrate, seed when needed) in a short-lived child process first,
 * and then opens the ready directory with a small heap. PostgreSQL and in-memory databases
 * need no such step.
 */
function preparesInChild(config: ProviderConfig): boolean {
  return !prepareOnly && !config.databaseUrl && !config.dataDir.startsWith("memory://");
}

function prepareInChild(): Promise<void> {
  const args = [...process.execArgv, process.argv[1]!, "--prepare-only"];
  if (reset) args.push("--reset");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env: process.env });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

// The provider's entry point: validate configuration, open and seed the database, listen.
async function main() {
  const config = loadProviderConfig();
  const inChild = preparesInChild(config);
  if (inChild) await prepareInChild();
  const provider = await createProvider({ config, reset: reset && !inChild });
  if (prepareOnly) {
    await provider.close();
    return;
  }
  // Before listening, so /healthz and /readyz answer only once a first search is fast.
  const warming = Date.now();
  await provider.warm();
  provider.logger.info(`warmed the Storefront API in ${Date.now() - warming} ms`);
  const server = provider.app.listen(config.port, config.host, () => {
    provider.logger.info(`local provider listening on ${config.publicUrl}`);
    provider.logger.info(`merchant console at ${config.publicUrl}/admin`);
  });
  // Picks up what an earlier run left pending, then sends each change's webhooks as it commits.
  provider.webhooks.start();
  provider.analyticsPruner.start();
  const smtp = await startSmtpMailbox({
    db: provider.db,
    clock: provider.clock,
    logger: provider.logger,
    port: config.smtpPort,
  });
  provider.logger.info(`dev mailbox accepting mail at smtp://127.0.0.1:${smtp.port}`);
  const stop = () => {
    server.close(
      () =>
        void smtp
          .close()
          .then(provider.close)
          .then(() => process.exit(0)),
    );
    server.closeAllConnections();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
