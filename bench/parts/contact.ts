import { randomUUID } from "node:crypto";
import { freePort } from "../../tests/support/free-port";
import { loopbackAddress, runClientLoad, type ClientLoadResult } from "../lib/clients";
import { watchProcess } from "../lib/memory";
import type { BenchOptions } from "../lib/options";
import {
  atLeast,
  below,
  fmt,
  printTable,
  withMark,
  type Check,
  type PartResult,
} from "../lib/report";
import { prepareStorefront, startStorefront } from "../lib/storefront";

/** Below the limit of 5 per client (server/contact/rate-limit.ts): every message is accepted. */
const MESSAGES_PER_CLIENT = 4;
const CONNECTIONS = 10;
const SUBJECTS = ["Order Information", "Product Questions", "Returns & Exchanges", "Other"];

/**
 * Issue 16: `POST /api/contact-form` on the production server, its database embedded (PGlite in
 * a throwaway folder, with PGlite's default durability, as `npm start` runs it). Accepted: messages
 * from many distinct clients (4 each, under the limit), each answered only after its commit.
 * Limited: one client over its allowance keeps sending new messages, all answered 429 by the
 * rate limiter. Each client is its own loopback address (127.x.y.z), not a header.
 */
export async function benchContact(options: BenchOptions): Promise<PartResult> {
  console.log(`\n▶ contact: production build (${options.source}) under /tmp/build.lock…`);
  const dir = await prepareStorefront(options.source);
  const port = await freePort();
  // Nothing listens there: the contact endpoint never calls the provider.
  const providerPort = await freePort();
  const storefront = await startStorefront({ dir, port, providerPort, core: 0 });
  try {
    const url = `${storefront.url}/api/contact-form`;
    const headers = {
      "content-type": "application/json",
      origin: storefront.url,
    };
    const message = (n: number) =>
      JSON.stringify({
        name: "Bench Shopper",
        email_address: `shopper${n}@example.com`,
        subject: SUBJECTS[n % SUBJECTS.length],
        message: `Message ${n}: does the cable sweater come in XS, and how soon could it ship?`,
      });

    let sent = 0;
    let clients = 0;
    const workerClient = new Map<number, { from: string; left: number }>();
    const accepted = await measure(storefront.pid, (onMeasure) =>
      runClientLoad({
        onMeasure,
        url,
        connections: CONNECTIONS,
        durationSec: options.durationSec,
        warmupSec: 2,
        expectStatus: 200,
        next(worker) {
          let client = workerClient.get(worker);
          if (!client || client.left === 0) {
            client = { from: loopbackAddress(1, clients++), left: MESSAGES_PER_CLIENT };
            workerClient.set(worker, client);
          }
          client.left -= 1;
          return {
            from: client.from,
            body: message(sent++),
            headers: { ...headers, "idempotency-key": randomUUID() },
          };
        },
      }),
    );

    // One client spends its allowance, then keeps sending new messages over 10 connections.
    const flooder = loopbackAddress(2, 0);
    const limited = await measure(storefront.pid, (onMeasure) =>
      runClientLoad({
        onMeasure,
        url,
        connections: CONNECTIONS,
        durationSec: options.durationSec,
        warmupSec: 2,
        expectStatus: 429,
        next: () => ({
          from: flooder,
          body: message(sent++),
          headers: { ...headers, "idempotency-key": randomUUID() },
        }),
      }),
    );

    const checks: Check[] = [];
    const rows = [
      row("accepted (distinct clients)", accepted, 300, 200, checks),
      row("limited (one client over its limit)", limited, 3000, 429, checks),
    ];
    printTable(
      `contact: POST /api/contact-form, ${CONNECTIONS} connections, ${options.durationSec} s`,
      ["scenario", "req/s", "p50", "p99", "max", "expected status", "other", "CPU/req"],
      rows,
    );
    console.log(`  clients used for accepted messages: ${fmt.int(clients)}`);
    return {
      part: "contact",
      data: { accepted, limited, acceptedClients: clients },
      checks,
    };
  } finally {
    await storefront.stop();
  }
}

/** The load, and the server's CPU time per request over its measured window. */
async function measure(pid: number, load: (onMeasure: () => void) => Promise<ClientLoadResult>) {
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

function row(
  name: string,
  result: ClientLoadResult & { serverCpuMsPerRequest: number | null },
  minRate: number,
  status: number,
  checks: Check[],
): string[] {
  const rate = atLeast(`${name} req/s`, result.requestsPerSec, minRate);
  const p99 = below(`${name} p99`, result.p99Ms, 100, " ms");
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
