import fs from "node:fs";
import path from "node:path";
import { ROOT, tempDir } from "./processes";

export interface HeapSample {
  /** VmRSS from /proc, in bytes (null without procfs). */
  rss: number | null;
  /** V8's used heap right after a full collection, in bytes (null if the probe did not answer). */
  heapUsed: number | null;
}

function readRss(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A server's memory as a leak shows in it: the RSS, and the live heap after a forced full GC,
 * which the preloaded heap probe (heap-probe.mjs) writes on SIGUSR2. `nodeFlags` and `env` go
 * to the server's start; a server started without them must never be sampled (SIGUSR2 would
 * end it, Node's default for that signal).
 */
export function heapProbe(name: string) {
  const file = path.join(tempDir(`heap-${name}`), "heap.json");
  return {
    nodeFlags: ["--expose-gc", "--import", path.join(ROOT, "bench/lib/heap-probe.mjs")],
    env: { BENCH_HEAP_FILE: file },
    async sample(pid: number): Promise<HeapSample> {
      const asked = Date.now();
      let heapUsed: number | null = null;
      try {
        process.kill(pid, "SIGUSR2");
        // A busy server answers the signal between requests; give it a second at most.
        for (let i = 0; i < 20 && heapUsed === null; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          try {
            const usage = JSON.parse(fs.readFileSync(file, "utf8")) as {
              at: number;
              heapUsed: number;
            };
            if (usage.at >= asked) heapUsed = usage.heapUsed;
          } catch {
            // Not written yet.
          }
        }
      } catch {
        // The process is gone; the RSS read below says so too.
      }
      return { rss: readRss(pid), heapUsed };
    },
  };
}
