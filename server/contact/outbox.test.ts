import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port";
import { startPostgres, type PostgresServer } from "../../tests/support/postgres-server";
import { eventually, post, startContactServer } from "../test-support/contact-server";
import { startSmtp } from "../test-support/smtp-server";

// The outbox mails each stored message to the owner through a real SMTP server started here,
// on embedded PGlite and on a real PostgreSQL server.
let postgres: PostgresServer | undefined;
let skipped = "";

beforeAll(async () => {
  const started = await startPostgres(await freePort());
  if ("skipped" in started) skipped = started.skipped;
  else postgres = started;
}, 60_000);

afterAll(() => postgres?.stop());

const FAST = { pollMs: 200, baseDelayMs: 300, maxDelayMs: 1_000, leaseMs: 5_000 };

const message = (text: string, from = "127.0.0.2") => ({
  body: JSON.stringify({
    name: "Cleo Marsh",
    email_address: "cleo@example.com",
    subject: "Returns & Exchanges",
    message: text,
  }),
  headers: { "idempotency-key": randomUUID() },
  from,
});

describe.each([
  ["PGlite", () => ({})],
  ["PostgreSQL", () => (postgres ? { databaseUrl: postgres.url } : null)],
] as const)("the contact outbox on %s", (_name, connection) => {
  const needsDatabase = () => {
    const options = connection();
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    return options!;
  };

  it("emails a stored message to the owner, reply-to the shopper, and records it sent", async () => {
    const smtp = await startSmtp();
    const s = await startContactServer({
      ...needsDatabase(),
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      outbox: FAST,
    });
    try {
      const text = `Can I return the raincoat? ${randomUUID()}`;
      expect((await post(s.port, message(text))).status).toBe(200);
      const got = await eventually(async () =>
        smtp.received.find((r) => r.mail.text?.includes(text)),
      );
      expect(got.recipients).toEqual(["owner@peytonandco.example"]);
      expect(got.mail.subject).toBe("Contact form: Returns & Exchanges — from Cleo Marsh");
      expect(got.mail.replyTo?.value).toEqual([
        { name: "Cleo Marsh", address: "cleo@example.com" },
      ]);
      expect(got.mail.from?.value[0]?.address).toBe("hello@peytonandco.example");
      const row = await eventually(async () =>
        (await s.rows()).find((r) => r.message === text && r.sentAt),
      );
      expect(row).toMatchObject({ deliveryAttempts: 1, lastError: null, failedAt: null });
      expect(smtp.received.filter((r) => r.mail.text?.includes(text))).toHaveLength(1);
      // Nothing a shopper wrote is in the log: ids and outcomes only.
      expect(s.logs.join("\n")).not.toMatch(/cleo@example\.com|raincoat/);
    } finally {
      await s.close();
      await smtp.close();
    }
  });

  it("keeps a message while the mail server is down and sends it once it is up", async () => {
    const port = await freePort();
    const s = await startContactServer({
      ...needsDatabase(),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outbox: FAST,
    });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const text = `Sent while the mail server was down ${randomUUID()}`;
      // The shopper's answer does not wait for, or depend on, the mail server.
      expect((await post(s.port, message(text, "127.0.0.3"))).status).toBe(200);
      const failed = await eventually(async () =>
        (await s.rows()).find((r) => r.message === text && r.deliveryAttempts >= 2),
      );
      expect(failed.sentAt).toBeNull();
      expect(failed.failedAt).toBeNull();
      expect(failed.lastError).toMatch(/ECONNREFUSED/);

      smtp = await startSmtp(port);
      const got = await eventually(
        async () => smtp!.received.find((r) => r.mail.text?.includes(text)),
        20_000,
      );
      expect(got.recipients).toEqual(["owner@peytonandco.example"]);
      const sent = await eventually(async () =>
        (await s.rows()).find((r) => r.message === text && r.sentAt),
      );
      // At least one attempt failed before (the second may have been under way as it came up).
      expect(sent.deliveryAttempts).toBeGreaterThanOrEqual(2);
      expect(sent.lastError).toBeNull();
    } finally {
      await s.close();
      await smtp?.close();
    }
  });
});

describe("the outbox's one SMTP connection", () => {
  it("keeps sending after the mail server closed it for being idle", async () => {
    const smtp = await startSmtp(0, 300);
    const s = await startContactServer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outbox: FAST });
    try {
      for (const n of [1, 2, 3]) {
        const text = `Message ${n} after a quiet spell ${randomUUID()}`;
        expect((await post(s.port, message(text, `127.0.2.${n}`))).status).toBe(200);
        await eventually(async () => smtp.received.find((r) => r.mail.text?.includes(text)));
        // Longer than the server keeps an idle connection open.
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      expect(smtp.received).toHaveLength(3);
      const rows = await s.rows();
      expect(rows.every((row) => row.sentAt && row.deliveryAttempts === 1)).toBe(true);
    } finally {
      await s.close();
      await smtp.close();
    }
  });
});

describe("several storefront instances on one PostgreSQL", () => {
  it("send each message exactly once between them", async () => {
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    const smtp = await startSmtp();
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() =>
        startContactServer({ databaseUrl: postgres!.url, smtpUrl, outbox: FAST }),
      ),
    );
    try {
      const batch = randomUUID();
      const texts = Array.from({ length: 12 }, (_, i) => `Shared outbox ${batch} #${i}`);
      await Promise.all(
        texts.map((text, i) => post(instances[i % 3]!.port, message(text, `127.0.1.${i + 1}`))),
      );
      // Every instance's outbox looks for due messages, all at once.
      for (const instance of instances) instance.backend.outbox!.wake();
      await eventually(async () =>
        texts.every((text) => smtp.received.some((r) => r.mail.text?.includes(text))),
      );
      // Time for any duplicate to arrive.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const text of texts) {
        expect(smtp.received.filter((r) => r.mail.text?.includes(`${text}\n`))).toHaveLength(1);
      }
    } finally {
      await Promise.all(instances.map((i) => i.close()));
      await smtp.close();
    }
  });
});
