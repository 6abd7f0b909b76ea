import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [
      { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
      // graphql-jit requires graphql's CommonJS build, as Node does for us outside tests; Vite
      // would hand our imports the ES build, a second copy whose schemas the first rejects.
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") },
    ],
  },
  test: {
    include: ["{app,server,provider,shop-policy,scripts,bench}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
    // Starting an embedded database compiles WebAssembly: slow on a busy two-core machine.
    hookTimeout: 180_000,
    // Integration suites start real servers and databases; two cores are all we have.
    maxWorkers: 2,
  },
});
