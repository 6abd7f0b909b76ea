/**
 * V8 flags the provider's server process runs with. Left alone, V8 lets a busy server's heap
 * grow by hundreds of megabytes before it collects; the provider's live data is a few tens of
 * megabytes (schemas, the catalogue snapshot, its caches), so a small heap keeps the process
 * inside its memory budget for a little more collection work. Used by `npm start` and the bench.
 */
export const PROVIDER_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=4"];
