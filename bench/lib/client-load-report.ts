import type { ClientLoadResult } from "./clients";
import { watchProcess } from "./memory";
import { atLeast, below, fmt, withMark, type Check } from "./report";

// The parts that load one endpoint from many loopback clients (contact, vitals) measure and
// report the same way: the load, the server's CPU per request over the measured window, and one
// table row judged on rate, p99 and answers other than the one expected.

export type MeasuredClientLoad = ClientLoadResult & { serverCpuMsPerRequest: number | null };

/** The load, and the server's CPU time per request over its measured window. */
export async function measureClientLoad(
  pid: number,
  load: (onMeasure: () => void) => Promise<ClientLoadResult>,
): Promise<MeasuredClientLoad> {
  let watch: ReturnType<typeof watchProcess> | undefined;
  const result = await load(() => {
    watch = watchProcess(pid);
  });
  const usage = watch!.stop();
  return {
    ...result,
    serverCpuMsPerRequest: result.total > 0 ? usage.cpuMs / result.total : null,
  };
}

/** One row of the part's table; its checks are added to `checks`. */
export function clientLoadRow(
  name: string,
  result: MeasuredClientLoad,
  targets: { minRate: number; maxP99Ms: number; status: number },
  checks: Check[],
): string[] {
  const { minRate, maxP99Ms, status } = targets;
  const rate = atLeast(`${name} req/s`, result.requestsPerSec, minRate);
  const p99 = below(`${name} p99`, result.p99Ms, maxP99Ms, " ms");
  const others = result.total - result.expected + result.errors;
  const clean = below(`${name} answers other than ${status}`, others, 1);
  checks.push(rate, p99, clean);
  return [
    name,
    withMark(fmt.int(result.requestsPerSec), rate),
    fmt.ms(result.p50Ms),
    withMark(fmt.ms(result.p99Ms), p99),
    fmt.ms(result.maxMs),
    `${fmt.int(result.expected)} × ${status}`,
    withMark(
      others === 0
        ? "0"
        : `${others} ${JSON.stringify(result.statuses)} ${result.firstError ?? ""}`,
      clean,
    ),
    fmt.cpu(result.serverCpuMsPerRequest),
  ];
}
