// Preloaded into a server by the soak bench (`node --expose-gc --import <this file> …`): on
// SIGUSR2 it collects garbage and writes process.memoryUsage() to BENCH_HEAP_FILE, so the bench
// reads the live heap (what a leak grows) next to the RSS it reads from /proc. Plain JavaScript:
// it loads before tsx. Nothing here runs unless the bench starts the server with it.
import fs from "node:fs";

const file = process.env.BENCH_HEAP_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    globalThis.gc?.();
    const usage = process.memoryUsage();
    fs.writeFileSync(file, JSON.stringify({ at: Date.now(), ...usage }));
  });
}
