import fs from "node:fs";

export const MB = 1024 * 1024;

export interface ProcessUsage {
  /** Highest VmRSS seen while polling, in bytes. */
  peakRss: number;
  /** The kernel's own high-water mark (VmHWM) at the last poll, in bytes (includes start-up). */
  hwm: number;
  /** CPU time (user + system) the process used while watched, in ms. */
  cpuMs: number;
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

/** The process's resident memory now (VmRSS), in bytes; null without procfs. */
export function currentRss(pid: number): number | null {
  return readStatus(pid)?.rss ?? null;
}

/** utime + stime from /proc/<pid>/stat, in ms (Linux reports clock ticks of 10 ms). */
function readCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces; fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Polls /proc/<pid>/status every 100 ms for the peak RSS of the watched window, and measures the
 * CPU time the process spent in it. CPU per request is far steadier than requests/s on a shared,
 * busy machine: other people's jobs delay the server but do not add to its CPU time.
 */
export function watchProcess(pid: number, intervalMs = 100) {
  const usage: ProcessUsage = { peakRss: 0, hwm: 0, cpuMs: 0 };
  const cpuAtStart = readCpuMs(pid);
  const poll = () => {
    const now = readStatus(pid);
    if (!now) return;
    usage.peakRss = Math.max(usage.peakRss, now.rss);
    usage.hwm = Math.max(usage.hwm, now.hwm);
  };
  poll();
  const timer = setInterval(poll, intervalMs);
  timer.unref();
  return {
    /** Stops polling and returns the usage over the watched window. */
    stop: (): ProcessUsage => {
      clearInterval(timer);
      poll();
      const cpuAtEnd = readCpuMs(pid);
      return {
        ...usage,
        cpuMs: cpuAtStart !== null && cpuAtEnd !== null ? cpuAtEnd - cpuAtStart : Number.NaN,
      };
    },
  };
}
