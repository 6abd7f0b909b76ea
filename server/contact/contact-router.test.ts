import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../tests/support/free-port";
import { startPostgres, type PostgresServer } from "../../tests/support/postgres-server";
import { CONTACT_BODY_LIMIT_BYTES, CONTACT_FORM_PATH } from "./contact-router";
import { post, startContactServer, type ContactServer } from "../test-support/contact-server";
import { sendWholeThenRead } from "../test-support/send-whole-then-read";

// POST /api/contact-form over HTTP, on embedded PGlite and on a real PostgreSQL server.
let postgres: PostgresServer | undefined;
let skipped = "";

beforeAll(async () => {
  const started = await startPostgres(await freePort());
  if ("skipped" in started) skipped = started.skipped;
  else postgres = started;
}, 60_000);

afterAll(() => postgres?.stop());

const LIMIT = { points: 3, durationSeconds: 600 };

const valid = {
  name: "Ann Lee",
  email_address: "ann@example.com",
  subject: "Product Questions",
  message: "Does the cable sweater come in XS?",
};

/** Each test sends from its own loopback address: its own client for the rate limit. */
let nextClient = 10;
const newClient = () => `127.0.0.${nextClient++}`;

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  body: JSON.stringify(body),
  headers: { "idempotency-key": randomUUID(), ...headers },
});

describe.each([
  ["PGlite", () => ({})],
  ["PostgreSQL", () => (postgres ? { databaseUrl: postgres.url } : null)],
] as const)("POST /api/contact-form on %s", (_name, connection) => {
  let t: ContactServer | undefined;

  beforeAll(async () => {
    const options = connection();
    if (options) t = await startContactServer({ ...options, limit: LIMIT });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  /** The server, or (PostgreSQL missing) a failed expectation saying why. */
  const server = () => {
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    return t!;
  };
  const stored = async (text: string) =>
    (await server().rows()).filter((row) => row.message === text);

  it("stores a valid message and answers 200 { ok: true }, never cached", async () => {
    const s = server();
    const message = `Stored once ${randomUUID()}`;
    const answer = await post(s.port, { ...json({ ...valid, message }), from: newClient() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(answer.headers["cache-control"]).toBe("no-store");
    const rows = await stored(message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ann Lee",
      email: "ann@example.com",
      subject: "Product Questions",
      sentAt: null,
    });
  });

  it("accepts the form encoding with its idempotency_key field, and email as an alias", async () => {
    const s = server();
    const message = `Sent without JavaScript ${randomUUID()}`;
    const key = randomUUID();
    const form = new URLSearchParams({
      name: "Bo Park",
      email: "bo@example.com",
      subject: "Other",
      message,
      idempotency_key: key,
    });
    const send = () =>
      post(s.port, {
        body: form.toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        from: newClient(),
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const rows = await stored(message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "bo@example.com", idempotencyKey: key });
  });

  it("ignores unknown fields and never stores them", async () => {
    const s = server();
    const message = `With extras ${randomUUID()}`;
    const forged = "00000000-0000-4000-8000-000000000000";
    const answer = await post(s.port, {
      ...json({
        ...valid,
        message,
        id: forged,
        sentAt: "2020-01-01T00:00:00Z",
        sent_at: "2020-01-01T00:00:00Z",
        delivery_attempts: 99,
        is_admin: true,
      }),
      from: newClient(),
    });
    expect(answer.status).toBe(200);
    const [row] = await stored(message);
    expect(row!.id).not.toBe(forged);
    expect(row!.sentAt).toBeNull();
    expect(row!.deliveryAttempts).toBe(0);
    expect(Object.keys(row!)).not.toContain("is_admin");
  });

  it("answers 400 with the spec's message for each bad field, storing nothing", async () => {
    const s = server();
    const before = (await s.rows()).length;
    const empty = await post(s.port, { ...json({}), from: newClient() });
    expect(empty.status).toBe(400);
    expect(empty.headers["cache-control"]).toBe("no-store");
    expect(empty.body).toEqual({
      error: "Please check the highlighted fields.",
      errors: {
        name: "Please enter your name.",
        email: "Please enter a valid email.",
        subject: "Please select a subject.",
        message: "Please share a bit more detail.",
      },
    });
    const one = async (patch: Record<string, unknown>) =>
      (await post(s.port, { ...json({ ...valid, ...patch }), from: newClient() })).body.errors;
    expect(await one({ name: "A" })).toEqual({ name: "Please enter your name." });
    expect(await one({ name: "Ann\r\nBcc: x@example.com" })).toEqual({
      name: "Please enter your name.",
    });
    expect(await one({ email_address: "a@b.c\r\nBcc:x@y.z" })).toEqual({
      email: "Please enter a valid email.",
    });
    expect(await one({ subject: "Wholesale" })).toEqual({ subject: "Please select a subject." });
    expect(await one({ message: "too short" })).toEqual({
      message: "Please share a bit more detail.",
    });
    expect(await one({ message: "x".repeat(5001) })).toEqual({
      message: "Please keep your message under 5,000 characters.",
    });
    expect(await one({ name: 42, message: ["an", "array"] })).toEqual({
      name: "Please enter your name.",
      message: "Please share a bit more detail.",
    });
    const badJson = await post(s.port, { body: "{ not json", from: newClient() });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error).toBe("The request body is not valid JSON.");
    expect(JSON.stringify(badJson.body)).not.toMatch(/at .*\.js|SyntaxError/);
    const badKey = await post(s.port, {
      ...json(valid, { "idempotency-key": "not-a-uuid" }),
      from: newClient(),
    });
    expect(badKey.status).toBe(400);
    expect((await s.rows()).length).toBe(before);
  });

  it("answers 415 to any other content type, 413 over 16 KB and 403 to a foreign Origin", async () => {
    const s = server();
    const before = (await s.rows()).length;
    const plain = await post(s.port, {
      ...json(valid, { "content-type": "text/plain" }),
      from: newClient(),
    });
    expect(plain.status).toBe(415);
    expect(plain.body.error).toEqual(expect.any(String));
    expect(plain.headers["cache-control"]).toBe("no-store");

    const multipart = await post(s.port, {
      ...json(valid, { "content-type": "multipart/form-data; boundary=x" }),
      from: newClient(),
    });
    expect(multipart.status).toBe(415);

    const padding = "x".repeat(CONTACT_BODY_LIMIT_BYTES);
    const large = await post(s.port, { ...json({ ...valid, padding }), from: newClient() });
    expect(large.status).toBe(413);
    expect(large.body.error).toBe("The message is too large.");
    // Sent in chunks, without a length up front: the parser counts the bytes instead.
    const chunked = await post(s.port, {
      ...json({ ...valid, padding }, { "transfer-encoding": "chunked" }),
      from: newClient(),
    });
    expect(chunked.status).toBe(413);
    const manyFields = new URLSearchParams(
      Array.from({ length: 40 }, (_, i) => [`field${i}`, "x"]),
    );
    const crowded = await post(s.port, {
      body: manyFields.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      from: newClient(),
    });
    expect(crowded.status).toBe(413);
    expect(crowded.body.error).toBe("The message is too large.");

    const foreign = await post(s.port, {
      ...json(valid, { origin: "https://evil.test" }),
      from: newClient(),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toEqual(expect.any(String));
    const opaque = await post(s.port, { ...json(valid, { origin: "null" }), from: newClient() });
    expect(opaque.status).toBe(403);
    expect((await s.rows()).length).toBe(before);

    const own = await post(s.port, {
      ...json(
        { ...valid, message: `From the shop's page ${randomUUID()}` },
        { origin: `http://127.0.0.1:${s.port}` },
      ),
      from: newClient(),
    });
    expect(own.status).toBe(200);
  });

  it("answers a body far over the limit with its 413 JSON, which the client reads before the connection closes", async () => {
    const s = server();
    // Megabytes still on their way when the server answers, from a client that reads only once
    // it has sent them all (as curl and most HTTP libraries do): a connection destroyed with
    // them unread is reset, and the reset throws the answer away on the client's side.
    const body = JSON.stringify({ ...valid, message: "x".repeat(4 * 1024 * 1024) });
    for (let i = 0; i < 3; i++) {
      const { received, error } = await sendWholeThenRead(s.port, CONTACT_FORM_PATH, body, {
        from: newClient(),
      });
      expect(error).toBeNull();
      const [head = "", text = ""] = received.split("\r\n\r\n");
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head).toMatch(/\r\nconnection: close\r\n/i);
      expect(head).toMatch(/\r\ncache-control: no-store\r\n/i);
      expect(JSON.parse(text)).toEqual({ error: "The message is too large." });
    }
  });

  it("stores a retried or double-submitted message once, also when the copies arrive together", async () => {
    const s = server();
    const message = `Double click ${randomUUID()}`;
    const attempt = json({ ...valid, message });
    const client = newClient();
    const first = await post(s.port, { ...attempt, from: client });
    const retry = await post(s.port, { ...attempt, from: client });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(await stored(message)).toHaveLength(1);

    const together = `Ten at once ${randomUUID()}`;
    const burst = json({ ...valid, message: together });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(s.port, { ...burst, from: newClient() })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await stored(together)).toHaveLength(1);
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    const s = server();
    const message = `Buy cheap followers ${randomUUID()}`;
    const answer = await post(s.port, {
      ...json({ ...valid, message, website: "https://spam.example" }),
      from: newClient(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    expect(await stored(message)).toHaveLength(0);
  });

  it("limits each client, answering 429 with Retry-After, while retries of stored messages pass", async () => {
    const s = server();
    const client = newClient();
    const attempts = Array.from({ length: LIMIT.points }, (_, i) =>
      json({ ...valid, message: `Message number ${i} ${randomUUID()}` }),
    );
    for (const attempt of attempts) {
      expect((await post(s.port, { ...attempt, from: client })).status).toBe(200);
    }
    const over = json({ ...valid, message: `One too many ${randomUUID()}` });
    const limited = await post(s.port, { ...over, from: client });
    expect(limited.status).toBe(429);
    expect(limited.headers["cache-control"]).toBe("no-store");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMIT.durationSeconds);
    expect(limited.body.error).toEqual(expect.any(String));
    expect(await stored(JSON.parse(over.body).message)).toHaveLength(0);
    // The answer to the last stored message was lost: its retry is not a new message.
    expect((await post(s.port, { ...attempts.at(-1)!, from: client })).status).toBe(200);
    // Another client is not held back by this one.
    const other = json({ ...valid, message: `Someone else ${randomUUID()}` });
    expect((await post(s.port, { ...other, from: newClient() })).status).toBe(200);
  });

  it("answers other methods 405 with Allow: POST", async () => {
    const s = server();
    const answer = await post(s.port, { body: "", method: "GET", from: newClient() });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("two storefront instances on one PostgreSQL", () => {
  it("share the rate limit and store a message sent to both once", async () => {
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    const a = await startContactServer({ databaseUrl: postgres!.url, limit: LIMIT });
    const b = await startContactServer({ databaseUrl: postgres!.url, limit: LIMIT });
    try {
      const client = newClient();
      const statuses = [];
      for (let i = 0; i <= LIMIT.points; i += 1) {
        const attempt = json({ ...valid, message: `Instance round ${i} ${randomUUID()}` });
        statuses.push((await post((i % 2 ? b : a).port, { ...attempt, from: client })).status);
      }
      expect(statuses).toEqual([...Array(LIMIT.points).fill(200), 429]);

      const message = `Both instances ${randomUUID()}`;
      const attempt = json({ ...valid, message });
      const answers = await Promise.all(
        [a, b, a, b].map((s) => post(s.port, { ...attempt, from: newClient() })),
      );
      expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
      expect((await a.rows()).filter((row) => row.message === message)).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe("when the database fails", () => {
  it("answers 500 with a plain error, never a stack trace", async () => {
    const s = await startContactServer({ limit: LIMIT });
    await s.backend.database.close();
    // The logger writes errors to stderr (server/logging/logger.ts).
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      // No idempotency key: the insert itself fails, whose query names every field.
      const answer = await post(s.port, {
        body: JSON.stringify({
          ...valid,
          email_address: "private.person@example.com",
          message: "A private message that must stay out of logs",
        }),
        from: newClient(),
      });
      expect(answer.status).toBe(500);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toEqual({
        error: "Your message could not be stored. Please try again.",
      });
      const lines = logged.mock.calls.flat().map(String).join("\n");
      expect(lines).toMatch(/could not be stored/);
      expect(lines).not.toContain("private.person@example.com");
      expect(lines).not.toContain("A private message");
    } finally {
      logged.mockRestore();
      await s.close().catch(() => undefined);
    }
  });
});
