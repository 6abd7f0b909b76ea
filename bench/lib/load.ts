import autocannon, {
  type AutocannonOptions,
  type AutocannonRequestSpec,
  type AutocannonResult,
} from "autocannon";
import { watchProcess } from "./memory";

export interface LoadScenario {
  name: string;
  url: string;
  /** One step per request; autocannon cycles through them on every connection. */
  requests: AutocannonRequestSpec[];
  headers?: Record<string, string>;
  connections?: number;
  durationSec?: number;
  warmupSec?: number;
  /** Server process whose peak RSS is recorded during the measured window. */
  serverPid?: number;
  /**
   * Checks a sampled response body; returns a problem description or null. Only every
   * `sampleEvery`th response is parsed so that checking does not slow the load generator.
   */
  verify?: (body: string) => string | null;
  sampleEvery?: number;
  /**
   * Ends the measured window early when it settles (the window then lasts until this or
   * `durationSec`, whichever comes first): for load that runs alongside another measurement.
   */
  until?: Promise<unknown>;
}

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  sampled: number;
  /** Sampled bodies that failed `verify`, e.g. GraphQL `errors` or cart `userErrors`. */
  badSamples: number;
  firstProblem: string | null;
  peakRssBytes: number | null;
  /** Server CPU time per completed request (user + system), in ms; steadier than req/s. */
  serverCpuMsPerRequest: number | null;
}

function fire(options: AutocannonOptions, until?: Promise<unknown>): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // Stopping hands the callback the results so far.
    const stop = () => instance.stop();
    void until?.then(stop, stop);
  });
}

/**
 * Warms the server up (JIT, caches, connection pools), then loads it for the measured window.
 * Runs in this process, which the runner pins to its own core.
 */
export async function runLoad(scenario: LoadScenario): Promise<LoadResult> {
  const connections = scenario.connections ?? 10;
  const sampleEvery = scenario.sampleEvery ?? 25;
  let seen = 0;
  let sampled = 0;
  let badSamples = 0;
  let firstProblem: string | null = null;
  const verify = scenario.verify;
  const requests = scenario.requests.map((step): AutocannonRequestSpec =>
    verify
      ? {
          ...step,
          onResponse: (status, body, context, headers) => {
            // The step's own handler (e.g. collecting rotated tokens) runs on every response.
            step.onResponse?.(status, body, context, headers);
            seen += 1;
            // The first responses always, then every Nth: slow runs still get checked.
            if ((seen > 20 && seen % sampleEvery !== 0) || status >= 300) return;
            sampled += 1;
            const problem = verify(body);
            if (problem) {
              badSamples += 1;
              firstProblem ??= problem;
            }
          },
        }
      : step,
  );
  const base: AutocannonOptions = {
    url: scenario.url,
    connections,
    headers: scenario.headers,
    requests,
    timeout: 10,
  };
  if ((scenario.warmupSec ?? 2) > 0) await fire({ ...base, duration: scenario.warmupSec ?? 2 });
  seen = sampled = badSamples = 0;
  firstProblem = null;

  const watch = scenario.serverPid !== undefined ? watchProcess(scenario.serverPid) : null;
  const result = await fire({ ...base, duration: scenario.durationSec ?? 10 }, scenario.until);
  const usage = watch?.stop();
  return {
    name: scenario.name,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    sampled,
    badSamples,
    firstProblem,
    peakRssBytes: usage ? usage.peakRss : null,
    serverCpuMsPerRequest:
      usage && result.requests.total > 0 && Number.isFinite(usage.cpuMs)
        ? usage.cpuMs / result.requests.total
        : null,
  };
}

/** The `errors` of a GraphQL response, plus any non-empty `userErrors`/`warnings` it reports. */
export function graphqlProblems(body: string, alsoCheck: string[] = []): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 120)}`;
  }
  if (!parsed || typeof parsed !== "object") return "empty body";
  const record = parsed as { errors?: unknown; data?: Record<string, unknown> | null };
  if (record.errors) return `errors: ${JSON.stringify(record.errors).slice(0, 200)}`;
  if (!record.data) return "no data";
  for (const field of alsoCheck) {
    const payload = record.data[field] as Record<string, unknown> | null | undefined;
    if (!payload) return `no data.${field}`;
    for (const key of ["userErrors", "warnings"]) {
      const list = payload[key];
      if (Array.isArray(list) && list.length) {
        return `${field}.${key}: ${JSON.stringify(list).slice(0, 200)}`;
      }
    }
  }
  return null;
}
