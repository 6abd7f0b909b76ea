import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServerApp, type HandlerModule } from "./app";
import { initEnv } from "./env.server";

// The storefront's entry point: validate configuration, then serve the production build
// (or, with NODE_ENV=development, the app through Vite with hot reload). The app's request
// handler is the server bundle's entry (server/request-handler.ts, built by vite.config.ts).
async function main() {
  const env = initEnv();
  const root = path.resolve(import.meta.dirname, "..");
  let app;
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, root });
    app = createServerApp({
      env,
      vite: devServer,
      handlerModule: () =>
        devServer.ssrLoadModule("/server/request-handler.ts") as Promise<HandlerModule>,
    });
  } else {
    const bundle = path.join(root, "build/server/index.js");
    const handlerModule = (await import(pathToFileURL(bundle).href)) as HandlerModule;
    app = createServerApp({ env, handlerModule, clientDir: path.join(root, "build/client") });
  }
  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`storefront listening on http://localhost:${env.PORT}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
