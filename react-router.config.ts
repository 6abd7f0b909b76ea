import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Typed context keys (createContext) are how React Router 8 passes load context.
  future: { v8_middleware: true },
} satisfies Config;
