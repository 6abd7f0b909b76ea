import { createProvider } from "./app";
import { ConfigError, loadProviderConfig } from "./config";

// The provider's entry point: validate configuration, open and seed the database, listen.
async function main() {
  const config = loadProviderConfig();
  const provider = await createProvider({
    config,
    reset: process.argv.includes("--reset") || process.argv.includes("--reset-only"),
  });
  if (process.argv.includes("--reset-only")) {
    await provider.close();
    return;
  }
  const server = provider.app.listen(config.port, config.host, () => {
    provider.logger.info(`local provider listening on ${config.publicUrl}`);
  });
  const stop = () => {
    server.close(() => void provider.close().then(() => process.exit(0)));
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
