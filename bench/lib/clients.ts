import http from "node:http";

export interface ClientRequest {
  /** The loopback address the request is sent from: Linux routes all of 127.0.0.0/8 to `lo`. */
  from: string;
  body: string;
  headers: Record<string, string>;
}

export interface ClientLoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  total: number;
  /** Answers with the expected status. */
  expected: number;
  statuses: Record<string, number>;
  errors: number;
  firstError: string | null;
}

/**
 * Load from many distinct clients, which autocannon cannot make: every request names the
 * address it is sent from, and each address gets its own keep-alive connection (an agent bound
 * to it), so the server sees one client per address without trusting any header. `next(worker)`
 * gives each of the `connections` workers its next request; a worker that moves to another
 * address drops its old connection, as a shopper leaving would.
 */
export async function runClientLoad(options: {
  url: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
  expectStatus: number;
  next: (worker: number) => ClientRequest;
  /** Called as the measured window starts, after the warm-up. */
  onMeasure?: () => void;
}): Promise<ClientLoadResult> {
  const target = new URL(options.url);
  const agents = new Map<number, { from: string; agent: http.Agent }>();

  function agentFor(worker: number, from: string) {
    const current = agents.get(worker);
    if (current?.from === from) return current.agent;
    current?.agent.destroy();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: from });
    agents.set(worker, { from, agent });
    return agent;
  }

  function send(worker: number, request: ClientRequest): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          agent: agentFor(worker, request.from),
          headers: {
            ...request.headers,
            "content-length": String(Buffer.byteLength(request.body)),
          },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timed out after 10 s")));
      req.on("error", reject);
      req.end(request.body);
    });
  }

  async function phase(seconds: number) {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let errors = 0;
    let firstError: string | null = null;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async (_, worker) => {
        while (performance.now() < deadline) {
          const request = options.next(worker);
          const sent = performance.now();
          try {
            const status = await send(worker, request);
            latencies.push(performance.now() - sent);
            statuses[status] = (statuses[status] ?? 0) + 1;
          } catch (error) {
            errors += 1;
            firstError ??= error instanceof Error ? error.message : String(error);
          }
        }
      }),
    );
    const elapsedSec = (performance.now() - started) / 1000;
    return { latencies, statuses, errors, firstError, elapsedSec };
  }

  try {
    if (options.warmupSec > 0) await phase(options.warmupSec);
    options.onMeasure?.();
    const measured = await phase(options.durationSec);
    const sorted = measured.latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      requestsPerSec: sorted.length / measured.elapsedSec,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: sorted.at(-1) ?? 0,
      total: sorted.length,
      expected: measured.statuses[options.expectStatus] ?? 0,
      statuses: measured.statuses,
      errors: measured.errors,
      firstError: measured.firstError,
    };
  } finally {
    for (const { agent } of agents.values()) agent.destroy();
  }
}

/** The n-th address of a /16 inside 127.0.0.0/8 (127.<block>.x.y), skipping .0 and .255. */
export function loopbackAddress(block: number, n: number): string {
  const x = Math.floor(n / 254);
  const y = (n % 254) + 1;
  if (x > 255) throw new Error(`more than ${256 * 254} clients in 127.${block}.0.0/16`);
  return `127.${block}.${x}.${y}`;
}
