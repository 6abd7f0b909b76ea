import { chromiumExecutable } from "../tests/e2e/browser";

// `npm test` ends in browser journeys; say how to get a browser before spending minutes on the
// rest of the suite.
const executable = chromiumExecutable();
if (!executable) {
  console.error(
    [
      "No Chromium found for the end-to-end tests.",
      "Install one and run npm test again:",
      "  Debian/Ubuntu:  sudo apt-get install -y chromium",
      "  macOS:          brew install --cask chromium",
      "  or set CHROMIUM_PATH=/path/to/chrome (any Chromium or Chrome build).",
    ].join("\n"),
  );
  process.exit(1);
}
