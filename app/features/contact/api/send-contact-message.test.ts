import { describe, expect, test } from "vitest";
import { sendContactMessage, type ContactSend } from "./send-contact-message";

const send: ContactSend = {
  message: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Other",
    message: "Does the raincoat come in XS?",
  },
  website: "",
  idempotencyKey: "0b7c3f4e-2a51-4d8e-9c61-5f2e8a9b1c3d",
};

function answering(response: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(new URL(String(input), "http://shop.example"), init));
    return response();
  }) as typeof fetch;
  return { fetchImpl, requests };
}

describe("sending a contact message", () => {
  test("posts the form as JSON with the attempt's Idempotency-Key", async () => {
    const { fetchImpl, requests } = answering(() => Response.json({ ok: true }));
    expect(await sendContactMessage(send, fetchImpl)).toEqual({ status: "sent" });
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(new URL(request!.url).pathname).toBe("/api/contact-form");
    expect(request?.headers.get("Idempotency-Key")).toBe(send.idempotencyKey);
    expect(request?.headers.get("Content-Type")).toBe("application/json");
    expect(await request?.json()).toEqual({
      name: "Ada Lovelace",
      email_address: "ada@example.com",
      subject: "Other",
      message: "Does the raincoat come in XS?",
      website: "",
    });
  });

  test("field errors come back per field", async () => {
    const { fetchImpl } = answering(() =>
      Response.json(
        {
          error: "Please check the highlighted fields.",
          errors: { email: "Please enter a valid email." },
        },
        { status: 400 },
      ),
    );
    expect(await sendContactMessage(send, fetchImpl)).toEqual({
      status: "invalid",
      errors: { email: "Please enter a valid email." },
    });
  });

  test("a rate limit says how long to wait", async () => {
    const limited = (retryAfter: string | null) =>
      answering(
        () =>
          new Response(JSON.stringify({ error: "Too many" }), {
            status: 429,
            headers: retryAfter ? { "Retry-After": retryAfter } : {},
          }),
      ).fetchImpl;
    expect(await sendContactMessage(send, limited("90"))).toEqual({
      status: "limited",
      retryAfterSeconds: 90,
    });
    // An HTTP date or no header at all: a minute is a sensible guess.
    expect(await sendContactMessage(send, limited(null))).toEqual({
      status: "limited",
      retryAfterSeconds: 60,
    });
  });

  test.each([
    ["a 500", () => Response.json({ error: "Your message could not be stored." }, { status: 500 })],
    ["a proxy's HTML page", () => new Response("<h1>Bad gateway</h1>", { status: 502 })],
    ["a 200 that is not the function's answer", () => new Response("<html></html>")],
    ["a 400 without field errors", () => Response.json({ error: "Bad key" }, { status: 400 })],
  ])("%s is a failure of the function", async (_, response) => {
    expect(await sendContactMessage(send, answering(response).fetchImpl)).toEqual({
      status: "failed",
    });
  });

  test("no answer at all is the network's failure", async () => {
    const { fetchImpl } = answering(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(await sendContactMessage(send, fetchImpl)).toEqual({ status: "offline" });
  });
});
