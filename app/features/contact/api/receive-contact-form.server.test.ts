import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { contactInboxContext, type ContactInbox, type ContactSubmission } from "./contact-inbox";
import { receiveContactForm } from "./receive-contact-form.server";

const KEY = "0b7c3f4e-2a51-4d8e-9c61-5f2e8a9b1c3d";

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://shop.example/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** An inbox that records what it was handed and answers as told. */
function inboxAnswering(answer: () => ReturnType<ContactInbox["receive"]>) {
  const received: ContactSubmission[] = [];
  const context = new RouterContextProvider();
  context.set(contactInboxContext, {
    receive(submission) {
      received.push(submission);
      return answer();
    },
  });
  return { context, received };
}

const typed = {
  name: "Ada Lovelace",
  email: "ada@example",
  subject: "Other",
  message: "Does the raincoat come in XS?",
};

/** What React Router's `data()` holds: the value and the response's status and headers. */
type DataResult = { data: unknown; init: ResponseInit | null };
const headersOf = (result: DataResult) => new Headers(result.init?.headers);

describe("the /contact action (a post without JavaScript)", () => {
  test("hands the inbox the posted fields and the form's attempt key", async () => {
    const { context, received } = inboxAnswering(async () => ({ status: "accepted", id: "1" }));
    const result = (await receiveContactForm({
      request: post({ ...typed, website: "", idempotency_key: KEY }),
      context,
    })) as DataResult;
    expect(result.data).toEqual({ status: "sent" });
    expect(headersOf(result).get("Cache-Control")).toBe("no-store");
    expect(received).toEqual([
      { fields: { ...typed, website: "", idempotency_key: KEY }, idempotencyKey: KEY },
    ]);
  });

  test("answers field errors with everything typed, and the same key for the corrected post", async () => {
    const { context } = inboxAnswering(async () => ({
      status: "invalid",
      errors: { email: "Please enter a valid email." },
    }));
    const result = (await receiveContactForm({
      request: post({ ...typed, idempotency_key: KEY }),
      context,
    })) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      status: "invalid",
      errors: { email: "Please enter a valid email." },
      values: typed,
      idempotencyKey: KEY,
    });
  });

  test("a rate limit comes back as 429 with Retry-After and the form still filled", async () => {
    const { context } = inboxAnswering(async () => ({ status: "limited", retryAfterSeconds: 90 }));
    const result = (await receiveContactForm({
      request: post({ ...typed, idempotency_key: KEY }),
      context,
    })) as DataResult;
    expect(result.init?.status).toBe(429);
    expect(headersOf(result).get("Retry-After")).toBe("90");
    expect(result.data).toMatchObject({ status: "limited", retryAfterSeconds: 90, values: typed });
  });

  test("a store that fails keeps the message in the form and says nothing of why", async () => {
    const { context } = inboxAnswering(async () => {
      throw new Error("connection refused at 10.0.0.5:5432");
    });
    const result = (await receiveContactForm({
      request: post({ ...typed, idempotency_key: KEY }),
      context,
    })) as DataResult;
    expect(result.init?.status).toBe(500);
    expect(result.data).toEqual({
      status: "failed",
      errors: {},
      values: typed,
      idempotencyKey: KEY,
    });
    expect(JSON.stringify(result.data)).not.toContain("10.0.0.5");
  });

  test("a missing or tampered key is replaced by a fresh one", async () => {
    const { context, received } = inboxAnswering(async () => ({ status: "accepted", id: "1" }));
    await receiveContactForm({ request: post({ ...typed, idempotency_key: "1 OR 1=1" }), context });
    await receiveContactForm({ request: post(typed), context });
    const [first, second] = received.map((submission) => submission.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  test("a post from another site is refused before the inbox sees it", async () => {
    const { context, received } = inboxAnswering(async () => ({ status: "accepted", id: "1" }));
    for (const origin of ["https://evil.example", "null"]) {
      await expect(
        receiveContactForm({ request: post(typed, { Origin: origin }), context }),
      ).rejects.toMatchObject({ init: { status: 403 } });
    }
    await receiveContactForm({
      request: post(typed, { Origin: "https://shop.example" }),
      context,
    });
    expect(received).toHaveLength(1);
  });
});
