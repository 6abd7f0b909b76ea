import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { findChromium } from "../../tests/e2e/browser";
import { onCleanup, removeTempDir, tempDir } from "./processes";

/**
 * Chrome as the measurements want it: headless, no GPU, no QUIC, and nothing in the background
 * (updates, sync, network chatter) to take time from a run; a fresh profile is added per run.
 */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type FormFactor = "mobile" | "desktop";

export interface LighthouseRun {
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's runtime error or a crash, when the run produced no numbers. */
  error: string | null;
}

/**
 * One Lighthouse performance run in a fresh Chromium with a fresh profile. A run whose trace
 * Chromium failed to record (NO_NAVSTART, NO_FCP…) says nothing about the page, so it is tried
 * once more before it counts as an error. So is a run whose trace ended before the app's client
 * entry was even requested: the page paints before its scripts load, and a trace that stops at
 * the painted page scores 100 without counting a moment of the hydration a shopper waits for.
 */
export async function runLighthouse(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  const first = await runLighthouseOnce(url, formFactor);
  return first.score === null ? runLighthouseOnce(url, formFactor) : first;
}

async function runLighthouseOnce(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  const profile = tempDir("chromium-profile");
  const chromium = await findChromium();
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    envVars: { ...(process.env as Record<string, string>), ...chromium.env },
    chromeFlags: CHROME_FLAGS,
    // chrome-launcher turns this into --user-data-dir: a fresh profile per run.
    userDataDir: profile,
    logLevel: "silent",
    handleSIGINT: false,
  });
  const forget = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
      // Mobile is Lighthouse's default config: simulated throttling, Moto G Power emulation.
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) return emptyRun("Lighthouse returned no result");
    if (!clientEntryRequested(lhr)) {
      return emptyRun("the trace ended before the app's scripts were requested");
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    return {
      score: typeof score === "number" ? score * 100 : null,
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      fcpMs: numeric("first-contentful-paint"),
      speedIndexMs: numeric("speed-index"),
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } catch (error) {
    return emptyRun(error instanceof Error ? error.message : String(error));
  } finally {
    chrome.kill();
    forget();
    removeTempDir(profile);
  }
}

/** The client entry (React Router's `entry.client-<hash>.js`) among the run's requests. */
function clientEntryRequested(lhr: { audits: Record<string, { details?: unknown }> }): boolean {
  const details = lhr.audits["network-requests"]?.details as
    { items?: { url?: unknown }[] } | undefined;
  return (details?.items ?? []).some(
    (item) => typeof item.url === "string" && /\/entry\.client-[^/]*\.js$/.test(item.url),
  );
}

function emptyRun(error: string): LighthouseRun {
  return {
    score: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    fcpMs: null,
    speedIndexMs: null,
    error,
  };
}

/** Median of the numbers present; null when no run produced one. */
export function median(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (!present.length) return null;
  const sorted = [...present].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median of each metric over several runs (each metric on its own, as PSI does). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: Exclude<keyof LighthouseRun, "error">) => median(runs.map((r) => r[key]));
  const errors = runs.map((r) => r.error).filter(Boolean);
  return {
    score: pick("score"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    fcpMs: pick("fcpMs"),
    speedIndexMs: pick("speedIndexMs"),
    error: errors.length ? `${errors.length}/${runs.length} runs: ${errors[0]}` : null,
  };
}
