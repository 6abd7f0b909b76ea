import fs from "node:fs";

/**
 * V8 flags the provider's server process runs with. Used by `npm start` and the bench.
 *
 * Left alone, V8 lets a busy server's heap grow by hundreds of megabytes before it collects; the
 * provider's live data is about 45 MB (schemas, the catalogue snapshot, its caches), so the old
 * space is capped well inside the memory budget. Within that cap the heap may grow to 3.5 times
 * the live data before a full collection (`--heap-growing-percent`): by default V8 collected at
 * about 1.4 times, every two seconds under load, and each full collection stalled every request
 * in flight for 100–150 ms on a busy core, which was most of the p99 latency the bench measured.
 */
export const PROVIDER_NODE_FLAGS = [
  "--max-old-space-size=160",
  "--max-semi-space-size=4",
  "--heap-growing-percent=250",
];

/**
 * The flags for a provider seeded from `cataloguePath` (PROVIDER_CATALOGUE): a generated
 * catalogue of thousands of products holds its snapshot in memory too (about 12 MB of heap per
 * MB of catalogue file), so the old-space cap grows with the file beyond the shipped one's.
 */
export function providerNodeFlags(cataloguePath?: string): string[] {
  let megabytes = 0;
  try {
    if (cataloguePath) megabytes = fs.statSync(cataloguePath).size / 1_048_576;
  } catch {
    // A missing file is reported by the provider itself when it starts.
  }
  if (megabytes <= 1) return PROVIDER_NODE_FLAGS;
  const cap = 160 + Math.ceil(megabytes * 16);
  return [`--max-old-space-size=${cap}`, ...PROVIDER_NODE_FLAGS.slice(1)];
}

/**
 * Environment the provider's process starts with (glibc reads it only at start). Image renders
 * allocate in libvips's worker threads, and glibc gives each thread its own malloc arena that
 * it never returns to the system: after a burst of 30 distinct 1200-pixel renders the process
 * stayed 127 MB above idle with the default arenas, 51 MB with two (sharp's documentation
 * suggests a lower arena count or jemalloc for the same reason). A value already set wins.
 */
export function providerEnv(): Record<string, string> {
  return { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
}
