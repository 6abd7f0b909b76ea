import type { BuildSource } from "./storefront";

/** Command-line options every part receives. */
export interface BenchOptions {
  /** Seconds of each measured load window (after a 2 s warm-up). */
  durationSec: number;
  /** What the storefront part builds: the working tree (default) or a git revision. */
  source: BuildSource;
  /** Lighthouse runs per page and form factor; the median is reported. */
  lighthouseRuns: number;
  /** Minutes the soak part runs (default 30); its load is not the per-case `--duration`. */
  soakMinutes: number;
}
