import { describe, expect, test } from "vitest";
import {
  clearContactDraft,
  CONTACT_DRAFT_KEY,
  readContactDraft,
  saveContactDraft,
  type ContactDraft,
} from "./contact-draft";
import { MemoryStorage } from "~/test-support/memory-storage";

const draft: ContactDraft = {
  name: "Ada",
  email: "ada@example",
  subject: "Other",
  message: "Half a thought",
};

describe("the contact draft", () => {
  test("round-trips what was typed, incomplete fields included", () => {
    const storage = new MemoryStorage();
    expect(readContactDraft(storage)).toBeNull();
    expect(saveContactDraft(draft, storage)).toBe(true);
    expect(readContactDraft(storage)).toEqual(draft);
  });

  test("an emptied form leaves nothing stored", () => {
    const storage = new MemoryStorage();
    saveContactDraft(draft, storage);
    expect(saveContactDraft({ name: "", email: "", subject: "", message: "" }, storage)).toBe(
      false,
    );
    expect(storage.map.has(CONTACT_DRAFT_KEY)).toBe(false);
  });

  test.each([
    ["not JSON", "{nope"],
    ["JSON of another shape", JSON.stringify({ name: "Ada" })],
    ["another version", JSON.stringify({ version: 2, values: draft })],
    ["a field that is not text", JSON.stringify({ version: 1, values: { ...draft, name: 42 } })],
    ["a missing field", JSON.stringify({ version: 1, values: { name: "Ada" } })],
    [
      "an absurdly long field",
      JSON.stringify({ version: 1, values: { ...draft, message: "x".repeat(20_001) } }),
    ],
    ["null", "null"],
  ])("%s is ignored and removed", (_, stored) => {
    const storage = new MemoryStorage();
    storage.map.set(CONTACT_DRAFT_KEY, stored);
    expect(readContactDraft(storage)).toBeNull();
    expect(storage.map.has(CONTACT_DRAFT_KEY)).toBe(false);
  });

  test("fields other than the form's are dropped on the way back", () => {
    const storage = new MemoryStorage();
    storage.map.set(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ version: 1, values: { ...draft, website: "spam.example" } }),
    );
    expect(readContactDraft(storage)).toEqual(draft);
  });

  test("a storage that refuses reads or writes is survived, not thrown through", () => {
    const storage = new MemoryStorage();
    storage.failing = "writes";
    expect(saveContactDraft(draft, storage)).toBe(false);
    storage.failing = "all";
    expect(readContactDraft(storage)).toBeNull();
    expect(() => clearContactDraft(storage)).not.toThrow();
    expect(readContactDraft(null)).toBeNull();
    expect(saveContactDraft(draft, null)).toBe(false);
  });

  test("clearing removes the draft", () => {
    const storage = new MemoryStorage();
    saveContactDraft(draft, storage);
    clearContactDraft(storage);
    expect(readContactDraft(storage)).toBeNull();
  });
});
