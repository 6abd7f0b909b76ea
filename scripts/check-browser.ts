import { findChromium } from "../tests/e2e/browser";

// `npm test` ends in browser journeys: find (or unpack) the browser before spending minutes on
// the rest of the suite, and say which one will be used.
try {
  const chromium = await findChromium();
  console.log(`End-to-end browser (${chromium.source}): ${chromium.executablePath}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
