import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { PROVIDER_PORT, STOREFRONT_PORT } from "./tests/e2e/ports";

/**
 * Journeys on a generated 10,000-product catalogue (issue 18): the same browsers, widths and
 * servers as playwright.config.ts, with the provider seeded from a catalogue the web server's
 * command writes first (the same seed always gives the same file).
 *
 *   npm run build && npx playwright test -c playwright.scale.config.ts
 */
export const SCALE_PRODUCTS = 10_000;
export const SCALE_CATALOGUE = path.join(
  os.tmpdir(),
  `boutique-e2e-${STOREFRONT_PORT}`,
  `catalogue-${SCALE_PRODUCTS}.json`,
);

const webServer = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: "tests/e2e-scale",
  // Seeding 10,000 products into a fresh database takes a while on a busy machine.
  webServer: {
    ...webServer,
    command: `tsx scripts/generate-catalogue.ts --products ${SCALE_PRODUCTS} --out ${JSON.stringify(SCALE_CATALOGUE)} && tsx scripts/start.ts`,
    timeout: 600_000,
    env: {
      ...webServer.env,
      PORT: String(STOREFRONT_PORT),
      PROVIDER_PORT: String(PROVIDER_PORT),
      PROVIDER_CATALOGUE: SCALE_CATALOGUE,
    },
  },
});
