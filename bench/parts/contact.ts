import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../tests/support/free-port";
import { loopbackAddress, runClientLoad } from "../lib/clients";
import { clientLoadRow, measureClientLoad } from "../lib/client-load-report";
import type { BenchOptions } from "../lib/options";
import { fmt, printTable, type Check, type PartResult } from "../lib/report";
import type { StartedProcess } from "../lib/processes";
import { prepareStorefront, startStorefront } from "../lib/storefront";

/** Below the limit of 5 per client (server/contact/rate-limit.ts): every message is accepted. */
const MESSAGES_PER_CLIENT = 4;
const CONNECTIONS = 10;
const SUBJECTS = ["Order Information", "Product Questions", "Returns & Exchanges", "Other"];

/**
 * `POST /api/contact-form` on the production server, its database embedded (PGlite in
 * a throwaway folder, with PGlite's default durability, as `npm start` runs it). Accepted: messages
 * from many distinct clients (4 each, under the limit), each answered only after its commit.
 * Limited: one client over its allowance keeps sending new messages, all answered 429 by the
 * rate limiter. Each client is its own loopback address (127.x.y.z), not a header.
 */
export async function benchContact(options: BenchOptions): Promise<PartResult> {
  console.log(`\n▶ contact: production build (${options.source}) under /tmp/build.lock…`);
  const dir = await prepareStorefront(options.source);
  // Nothing listens there: the contact endpoint never calls the provider.
  const providerPort = await freePort();
  let sent = 0;
  let clients = 0;
  const message = (n: number) =>
    JSON.stringify({
      name: "Bench Shopper",
      email_address: `shopper${n}@example.com`,
      subject: SUBJECTS[n % SUBJECTS.length],
      message: `Message ${n}: does the cable sweater come in XS, and how soon could it ship?`,
    });

  /** New messages from distinct clients, four each, every one of them to be accepted. */
  const acceptedLoad = (storefront: StartedProcess) => {
    const workerClient = new Map<number, { from: string; left: number }>();
    return measureClientLoad(storefront.pid, (onMeasure) =>
      runClientLoad({
        onMeasure,
        url: `${storefront.url}/api/contact-form`,
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
            headers: headersFor(storefront),
          };
        },
      }),
    );
  };

  const storefront = await startStorefront({ dir, port: await freePort(), providerPort, core: 0 });
  let accepted;
  let limited;
  try {
    accepted = await acceptedLoad(storefront);
    // One client spends its allowance, then keeps sending new messages over 10 connections.
    const flooder = loopbackAddress(2, 0);
    limited = await measureClientLoad(storefront.pid, (onMeasure) =>
      runClientLoad({
        onMeasure,
        url: `${storefront.url}/api/contact-form`,
        connections: CONNECTIONS,
        durationSec: options.durationSec,
        warmupSec: 2,
        expectStatus: 429,
        next: () => ({ from: flooder, body: message(sent++), headers: headersFor(storefront) }),
      }),
    );
  } finally {
    await storefront.stop();
  }

  // As `npm start` runs it: the outbox mails every message to the owner (here an SMTP server
  // in this process that only counts them) while the messages keep coming.
  const sink = await startSinkSmtp();
  const mailing = await startStorefront({
    dir,
    port: await freePort(),
    providerPort,
    core: 0,
    env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
  });
  let withOutbox;
  let mailed;
  try {
    withOutbox = await acceptedLoad(mailing);
    // The outbox catches up once the load stops; what it had not sent by then is still due.
    mailed = await sink.settle();
  } finally {
    await mailing.stop();
    await sink.close();
  }

  const checks: Check[] = [];
  const rows = [
    clientLoadRow(
      "accepted (distinct clients)",
      accepted,
      { minRate: 300, maxP99Ms: 100, status: 200 },
      checks,
    ),
    clientLoadRow(
      "limited (one client over its limit)",
      limited,
      { minRate: 3000, maxP99Ms: 100, status: 429 },
      checks,
    ),
    clientLoadRow(
      "accepted, outbox mailing each",
      withOutbox,
      { minRate: 300, maxP99Ms: 100, status: 200 },
      checks,
    ),
  ];
  printTable(
    `contact: POST /api/contact-form, ${CONNECTIONS} connections, ${options.durationSec} s`,
    ["scenario", "req/s", "p50", "p99", "max", "expected status", "other", "CPU/req"],
    rows,
  );
  console.log(
    `  clients used for accepted messages: ${fmt.int(clients)}; owner emails received by the end: ${fmt.int(mailed)}`,
  );
  return {
    part: "contact",
    data: { accepted, limited, withOutbox, ownerEmails: mailed, acceptedClients: clients },
    checks,
  };
}

function headersFor(storefront: StartedProcess) {
  return {
    "content-type": "application/json",
    origin: storefront.url,
    "idempotency-key": randomUUID(),
  };
}

/** An SMTP server that accepts and counts mail, nothing more. */
async function startSinkSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    /** Waits until no mail arrived for 2 s (at most 60 s), then tells how many came. */
    async settle() {
      const deadline = Date.now() + 60_000;
      let last = -1;
      while (received !== last && Date.now() < deadline) {
        last = received;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
