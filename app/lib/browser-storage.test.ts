import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { MemoryStorage } from "~/test-support/memory-storage";
import {
  browserStorage,
  readStored,
  readStoredJson,
  removeStored,
  writeStored,
} from "./browser-storage";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("browser storage", () => {
  test("there is none on the server, nor where the browser refuses it", () => {
    expect(browserStorage("local")).toBeNull();
    expect(readStored("local", "k")).toBeUndefined();
    expect(writeStored("session", "k", "v")).toBe(false);
    expect(removeStored("session", "k")).toBe(false);

    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(browserStorage("local")).toBeNull();
    expect(readStored("local", "k")).toBeUndefined();
  });

  test("reads and writes the area asked for", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
    expect(readStored("local", "k")).toBeNull();
    expect(writeStored("local", "k", "in local")).toBe(true);
    expect(writeStored("session", "k", "in session")).toBe(true);
    expect(local.getItem("k")).toBe("in local");
    expect(readStored("session", "k")).toBe("in session");
    expect(removeStored("local", "k")).toBe(true);
    expect(local.map.has("k")).toBe(false);
    expect(session.getItem("k")).toBe("in session");
  });

  test("a storage that throws reads as unreadable and refuses writes without throwing", () => {
    const storage = new MemoryStorage();
    storage.setItem("k", "v");
    storage.failing = "writes";
    expect(readStored(storage, "k")).toBe("v");
    expect(writeStored(storage, "k", "w")).toBe(false);
    storage.failing = "all";
    expect(readStored(storage, "k")).toBeUndefined();
    expect(writeStored(storage, "k", "w")).toBe(false);
    expect(removeStored(storage, "k")).toBe(false);
    expect(storage.map.get("k")).toBe("v");
  });

  test("a value the reader turns down is removed, not returned", () => {
    const storage = new MemoryStorage();
    const digits = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : undefined);
    storage.setItem("n", "42");
    expect(readStored(storage, "n", digits)).toBe(42);
    storage.setItem("n", "forty-two");
    expect(readStored(storage, "n", digits)).toBeNull();
    expect(storage.map.has("n")).toBe(false);
  });

  test("JSON is read only in the schema's shape; anything else is removed", () => {
    const storage = new MemoryStorage();
    const schema = z.object({ version: z.literal(1), name: z.string() });
    storage.setItem("j", JSON.stringify({ version: 1, name: "Ada" }));
    expect(readStoredJson(storage, "j", schema)).toEqual({ version: 1, name: "Ada" });
    for (const raw of ["{nope", JSON.stringify({ version: 2, name: "Ada" }), "null"]) {
      storage.setItem("j", raw);
      expect(readStoredJson(storage, "j", schema), raw).toBeNull();
      expect(storage.map.has("j")).toBe(false);
    }
  });
});
