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
 * Environment the provider's process starts with (glibc reads it only at start; a value already
 * set wins). Image renders allocate their pixel buffers (megabytes each) with glibc's malloc, in
 * libvips's worker threads:
 *
 * - `MALLOC_MMAP_THRESHOLD_`: glibc serves an allocation this large or larger with its own
 *   mmap and unmaps it when freed, so the memory goes straight back to the system. By default
 *   the threshold moves: each freed mmap'd block raises it to that block's size (up to 32 MB),
 *   and from then on the renders' buffers come from the heap arenas, which keep what is freed
 *   in fragments they rarely give back. After bursts of 1200-pixel renders (libvips's own
 *   cache already off) the process stayed 20 MB above idle after one burst and 41 MB after
 *   two; with the threshold fixed at glibc's default of 128 KB it came back to idle or below
 *   each time, and peaked 30–45 MB lower. Only blocks of 128 KB or more pay the extra mmap,
 *   which a render's CPU time dwarfs.
 * - `MALLOC_ARENA_MAX`: glibc gives each thread its own arena; two keep fewer partly used ones
 *   (sharp's documentation suggests fewer arenas, or jemalloc, for the same reason).
 */
export function providerEnv(): Record<string, string> {
  return {
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? String(128 * 1024),
  };
}
