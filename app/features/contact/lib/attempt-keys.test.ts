import { describe, expect, test } from "vitest";
import { AttemptKeys, randomUuid } from "./attempt-keys";
import type { ContactMessage } from "./contact-message";

const message: ContactMessage = {
  name: "Ada",
  email: "ada@example.com",
  subject: "Other",
  message: "Does the raincoat come in XS?",
};

function counter() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

describe("idempotency keys", () => {
  test("the same content sent again (a double click, a retry) keeps its key", () => {
    const keys = new AttemptKeys(counter());
    expect(keys.keyFor(message)).toBe("key-1");
    expect(keys.keyFor({ ...message })).toBe("key-1");
  });

  test("an edit of any field is a new attempt with a new key", () => {
    for (const field of ["name", "email", "subject", "message"] as const) {
      const keys = new AttemptKeys(counter());
      keys.keyFor(message);
      expect(keys.keyFor({ ...message, [field]: `${message[field]}!` })).toBe("key-2");
    }
  });

  test("after the server accepted a message, the same words again are a new message", () => {
    const keys = new AttemptKeys(counter());
    keys.keyFor(message);
    keys.accepted();
    expect(keys.keyFor(message)).toBe("key-2");
  });

  test("fields are compared one by one, not glued together", () => {
    const keys = new AttemptKeys(counter());
    keys.keyFor({ ...message, name: "Ad", email: "a@example.com" });
    expect(keys.keyFor({ ...message, name: "Ada", email: "@example.com" })).toBe("key-2");
  });

  test("keys are random version-4 UUIDs", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const a = randomUuid();
    expect(a).toMatch(uuid);
    expect(randomUuid()).not.toBe(a);
    expect(randomUuid((bytes) => bytes.fill(0xff))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(new AttemptKeys().keyFor(message)).toMatch(uuid);
  });
});
