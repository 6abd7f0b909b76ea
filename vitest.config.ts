import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["{app,server,provider,scripts,bench}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    // Starting an embedded database compiles WebAssembly: slow on a busy two-core machine.
    hookTimeout: 180_000,
    // Integration suites start real servers and databases; two cores are all we have.
    maxWorkers: 2,
  },
});
