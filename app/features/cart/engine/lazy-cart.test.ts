import { describe, expect, test, vi } from "vitest";
import { toast } from "~/components/ui/toast";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import { INITIAL_CART_VIEW } from "../lib/cart-view";
import type { CartEngine } from "./cart-engine";
import { LazyCart } from "./lazy-cart";

/** A store stand-in that records what it is asked to do. */
function fakeStore() {
  const listeners = new Set<() => void>();
  let state = INITIAL_CART_VIEW;
  const store = {
    calls: [] as string[],
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    start: vi.fn(() => () => store.calls.push("stop")),
    add: (draft: CartLineDraft) => store.calls.push(`add ${draft.variantId}`),
    warm: () => store.calls.push("warm"),
    set(count: number) {
      state = { ...state, count };
      for (const listener of listeners) listener();
    },
  };
  return store;
}

const request = { variantId: "v1", quantity: 1 } as unknown as CartLineDraft;

vi.mock("~/components/ui/toast", () => ({ toast: { error: vi.fn() } }));

describe("LazyCart", () => {
  test("an action taken before the store's code arrives runs once it has", async () => {
    const store = fakeStore();
    let deliver = (_: CartEngine) => {};
    const client = new LazyCart({
      loadEngine: () => new Promise<CartEngine>((resolve) => (deliver = resolve)),
      preload: () => {},
    });
    client.start();
    client.add(request);
    expect(store.calls).toEqual([]);

    deliver(store as unknown as CartEngine);
    await vi.waitFor(() => expect(store.calls).toEqual(["add v1"]));
    expect(store.start).toHaveBeenCalledOnce();
    client.add(request);
    expect(store.calls).toEqual(["add v1", "add v1"]);
  });

  test("the drawer opens at once, and an add opens it through the store's onAdd", async () => {
    const store = fakeStore();
    let onAdd = () => {};
    const preload = vi.fn();
    const client = new LazyCart({
      loadEngine: async (hooks) => {
        onAdd = hooks.onAdd;
        return store as unknown as CartEngine;
      },
      preload,
    });
    expect(client.getSnapshot()).toBe(client.getServerSnapshot());
    client.start();
    client.setOpen(true);
    expect(client.getSnapshot().open).toBe(true);
    expect(preload).toHaveBeenCalledOnce();
    client.setOpen(false);
    await vi.waitFor(() => expect(store.start).toHaveBeenCalled());
    onAdd();
    expect(client.getSnapshot().open).toBe(true);
  });

  test("the view follows the store, and stopping stops it", async () => {
    const store = fakeStore();
    const client = new LazyCart({
      loadEngine: async () => store as unknown as CartEngine,
      preload: () => {},
    });
    const stop = client.start();
    await vi.waitFor(() => expect(store.start).toHaveBeenCalled());
    store.set(4);
    expect(client.getSnapshot().count).toBe(4);
    stop();
    expect(store.calls).toContain("stop");
  });

  test("a start undone before the code arrives (StrictMode's double effect) starts it once", async () => {
    const store = fakeStore();
    const client = new LazyCart({
      loadEngine: async () => store as unknown as CartEngine,
      preload: () => {},
    });
    client.start()();
    client.start();
    await vi.waitFor(() => expect(store.start).toHaveBeenCalledOnce());
  });

  test("a remount starts the store again", async () => {
    const store = fakeStore();
    const client = new LazyCart({
      loadEngine: async () => store as unknown as CartEngine,
      preload: () => {},
    });
    const stop = client.start();
    await vi.waitFor(() => expect(store.start).toHaveBeenCalledOnce());
    stop();
    client.start();
    expect(store.start).toHaveBeenCalledTimes(2);
  });

  test('code that cannot be fetched fails the add with "Failed to add to cart", and is tried again', async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = fakeStore();
    const loadEngine = vi
      .fn<() => Promise<CartEngine>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(store as unknown as CartEngine);
    const client = new LazyCart({ loadEngine, preload: () => {} });
    client.start();
    client.add(request);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to add to cart"));
    expect(store.calls).toEqual([]);

    client.add(request);
    await vi.waitFor(() => expect(store.calls).toEqual(["add v1"]));
    expect(loadEngine).toHaveBeenCalledTimes(2);
  });
});
