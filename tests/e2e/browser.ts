import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type PackagedChromium from "@sparticuz/chromium";

const SYSTEM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

export interface Chromium {
  executablePath: string;
  /** Where it came from, for the one line the test run prints. */
  source: "CHROMIUM_PATH" | "system" | "packaged";
  /** Environment the browser process needs on top of ours. */
  env: Record<string, string>;
}

/**
 * The Chromium that the journeys, Lighthouse and the bench drive. `CHROMIUM_PATH` wins; then a
 * system Chromium or Chrome (Debian's is kept current by the OS); then, so that `npm install &&
 * npm test` works on a bare machine, the headless build shipped in the `@sparticuz/chromium` dev
 * dependency (Linux x64 only), unpacked into the temp folder on first use.
 * `USE_PACKAGED_CHROMIUM=1` skips the system browsers, so CI keeps that fallback working.
 */
export async function findChromium(): Promise<Chromium> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return { executablePath: configured, source: "CHROMIUM_PATH", env: {} };
  }
  if (process.env.USE_PACKAGED_CHROMIUM !== "1") {
    const system = SYSTEM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
    if (system) return { executablePath: system, source: "system", env: {} };
  }
  return packagedChromium();
}

async function packagedChromium(): Promise<Chromium> {
  if (process.platform !== "linux" || process.arch !== "x64") throw new Error(noBrowserMessage());
  let packaged: typeof PackagedChromium;
  try {
    packaged = (await import("@sparticuz/chromium")).default;
  } catch {
    // A production install (`npm ci --omit=dev`) has no dev dependencies.
    throw new Error(noBrowserMessage());
  }
  const executablePath = await packaged.executablePath();
  // The package brings one font family for machines with none (no fontconfig set-up at all).
  const fontconfig: Record<string, string> = fs.existsSync("/etc/fonts/fonts.conf")
    ? {}
    : { FONTCONFIG_PATH: path.join(os.tmpdir(), "fonts") };
  return { executablePath, source: "packaged", env: fontconfig };
}

function noBrowserMessage(): string {
  return [
    "No Chromium found for the end-to-end tests.",
    "Install one and run npm test again:",
    "  Debian/Ubuntu:  sudo apt-get install -y chromium",
    "  macOS:          brew install --cask chromium",
    "  or set CHROMIUM_PATH=/path/to/chrome (any Chromium or Chrome build).",
  ].join("\n");
}

/** Flags that keep a headless Chromium quiet on a machine without network access. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
