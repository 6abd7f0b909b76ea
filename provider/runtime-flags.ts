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
