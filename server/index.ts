import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServerApp, type HandlerModule } from "./app";
import { startContactBackend } from "./contact/index";
import { CONTACT_RATE_LIMIT } from "./contact/rate-limit";
import { initEnv } from "./env.server";
import { createAuthLimiter } from "./shopify-auth/rate-limit";

// The storefront's entry point: validate configuration, then serve the production build
// (or, with NODE_ENV=development, the app through Vite with hot reload). The app's request
// handler is the server bundle's entry (server/request-handler.ts, built by vite.config.ts).
async function main() {
  const env = initEnv();
  const root = path.resolve(import.meta.dirname, "..");
  const limit = env.CONTACT_RATE_LIMIT_POINTS
    ? { ...CONTACT_RATE_LIMIT, points: env.CONTACT_RATE_LIMIT_POINTS }
    : undefined;
  let app;
  let contact;
  // The contact backend takes the app's rules from the handler module, never from app/.
  const contactParts = (load: () => Promise<HandlerModule> | HandlerModule) => async () => {
    const module = await load();
    return {
      schema: module.contactMessageSchema,
      shopName: module.BRAND,
      shopEmail: module.CONTACT_EMAIL,
    };
  };
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, root });
    const handlerModule = () =>
      devServer.ssrLoadModule("/server/request-handler.ts") as Promise<HandlerModule>;
    contact = await startContactBackend({ env, limit, app: contactParts(handlerModule) });
    app = createServerApp({
      env,
      vite: devServer,
      handlerModule,
      contact: contact.store,
      authLimiter: createAuthLimiter(contact.database.pool),
    });
  } else {
    const bundle = path.join(root, "build/server/index.js");
    const handlerModule = (await import(pathToFileURL(bundle).href)) as HandlerModule;
    contact = await startContactBackend({ env, limit, app: contactParts(() => handlerModule) });
    app = createServerApp({
      env,
      handlerModule,
      contact: contact.store,
      // On PostgreSQL the sign-in limit holds across instances, like the contact form's.
      authLimiter: createAuthLimiter(contact.database.pool),
      clientDir: path.join(root, "build/client"),
    });
  }
  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`storefront listening on http://localhost:${env.PORT}`);
  });
  const stop = () => {
    server.close(() => void contact.close().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
