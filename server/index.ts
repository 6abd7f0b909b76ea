import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createServerApp } from "./app";
import { initEnv } from "./env.server";

// The storefront's entry point: validate configuration, then serve the production build
// (or, with NODE_ENV=development, the app through Vite with hot reload).
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
      build: () =>
        devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const buildFile = path.join(root, "build/server/index.js");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    app = createServerApp({ env, build, clientDir: path.join(root, "build/client") });
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
