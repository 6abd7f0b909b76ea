import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Typed context keys (createContext) are how React Router 8 passes load context.
  future: { v8_middleware: true },
  // Every route is known from the first document (a few KB of manifest). Lazy discovery fetched
  // the manifest for the page's links once it had hydrated, and patching the routes in then
  // rendered the whole page a second time, in one task, while a phone was still loading.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
