import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/e2e/browser";
import { PROVIDER_PORT, STOREFRONT_PORT } from "./tests/e2e/ports";

// Journeys run against the production build with their own ports and a throwaway provider
// database, so they never touch a developer's running shop.
const chromium = await findChromium();

// Journeys whose subject is the same at every width (tokens, caches, HTTP answers, email, the
// owner's console, the server's own behaviour) run once, at desktop width; everything a shopper
// sees laid out runs at both. Keeping this list to the width-blind journeys keeps the whole suite
// inside CI's time.
const WIDTH_BLIND_JOURNEYS = [
  "account-callback",
  "account-session",
  "api-version",
  "assets",
  "back-in-stock",
  "cart-robustness",
  "contact-delivery",
  "demo-checkout",
  "fresh-catalogue",
  "merchant-console",
  "multi-instance",
  "page-cache",
  "static-pages",
  "upstream-faults",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${STOREFRONT_PORT}`,
    launchOptions: {
      executablePath: chromium.executablePath,
      args: CHROMIUM_ARGS,
      env: { ...process.env, ...chromium.env },
    },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "mobile",
      testIgnore: WIDTH_BLIND_JOURNEYS,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: "tsx scripts/start.ts",
    url: `http://localhost:${STOREFRONT_PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(STOREFRONT_PORT),
      PROVIDER_PORT: String(PROVIDER_PORT),
      STOREFRONT_ORIGIN: `http://localhost:${STOREFRONT_PORT}`,
      PROVIDER_DATA_DIR: "memory://",
      DATA_DIR: "memory://",
      // Every journey's browser is one client (127.0.0.1): the contact journeys send more
      // messages in a run than one shopper may in ten minutes.
      CONTACT_RATE_LIMIT_POINTS: "100",
      PROVIDER_LOG_LEVEL: "silent",
      // The storefront's warnings and errors only: an access line per request would bury them.
      LOG_LEVEL: "warn",
    },
  },
});
