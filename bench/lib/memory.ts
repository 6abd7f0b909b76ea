import fs from "node:fs";

export interface MemoryPeak {
  /** Highest VmRSS seen while polling, in bytes. */
  peakRss: number;
  /** The kernel's own high-water mark (VmHWM) at the last poll, in bytes. */
  hwm: number;
}

function readStatus(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    return { rss: kb("VmRSS") * 1024, hwm: kb("VmHWM") * 1024 };
  } catch {
    // No procfs (macOS) or the process is gone.
    return null;
  }
}

/**
 * Polls /proc/<pid>/status every 100 ms. VmHWM alone would include start-up and seeding, so the
 * polled VmRSS maximum is what the tables report; VmHWM is kept as a cross-check.
 */
export function watchMemory(pid: number, intervalMs = 100) {
  const peak: MemoryPeak = { peakRss: 0, hwm: 0 };
  const poll = () => {
    const now = readStatus(pid);
    if (!now) return;
    peak.peakRss = Math.max(peak.peakRss, now.rss);
    peak.hwm = Math.max(peak.hwm, now.hwm);
  };
  poll();
  const timer = setInterval(poll, intervalMs);
  timer.unref();
  return {
    /** The peak so far; polling continues. */
    current: (): MemoryPeak => (poll(), { ...peak }),
    /** Stops polling and returns the peak over the watched window. */
    stop: (): MemoryPeak => {
      clearInterval(timer);
      poll();
      return { ...peak };
    },
  };
}

export const MB = 1024 * 1024;
