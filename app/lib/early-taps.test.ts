import { afterEach, expect, test, vi } from "vitest";
import { replayEarlyTaps, takeEarlyTaps } from "./early-taps";

function fakeButton(state: { isConnected?: boolean; disabled?: boolean } = {}) {
  return { isConnected: true, disabled: false, ...state, click: vi.fn() };
}

function recorderSaw(taps: { button: ReturnType<typeof fakeButton>; at: number }[]) {
  vi.stubGlobal("window", { __takeEarlyTaps: () => taps });
}

afterEach(() => vi.unstubAllGlobals());

test("buttons tapped before hydration are clicked once hydrated, in order", () => {
  const cart = fakeButton();
  const menu = fakeButton();
  const order: string[] = [];
  cart.click.mockImplementation(() => order.push("cart"));
  menu.click.mockImplementation(() => order.push("menu"));
  recorderSaw([
    { button: cart, at: 1_000 },
    { button: menu, at: 2_000 },
  ]);
  takeEarlyTaps();
  replayEarlyTaps(3_000);
  expect(order).toEqual(["cart", "menu"]);
});

test("taps older than ten seconds, on removed or disabled buttons, are dropped", () => {
  const stale = fakeButton();
  const removed = fakeButton({ isConnected: false });
  const disabled = fakeButton({ disabled: true });
  recorderSaw([
    { button: stale, at: 0 },
    { button: removed, at: 9_000 },
    { button: disabled, at: 9_000 },
  ]);
  takeEarlyTaps();
  replayEarlyTaps(10_001);
  expect(stale.click).not.toHaveBeenCalled();
  expect(removed.click).not.toHaveBeenCalled();
  expect(disabled.click).not.toHaveBeenCalled();
});

test("taps are replayed once: a second replay (Strict Mode's second effect) clicks nothing", () => {
  const cart = fakeButton();
  recorderSaw([{ button: cart, at: 1_000 }]);
  takeEarlyTaps();
  replayEarlyTaps(1_500);
  replayEarlyTaps(1_600);
  expect(cart.click).toHaveBeenCalledTimes(1);
});

test("a page without the recorder (an error page, a test) replays nothing", () => {
  vi.stubGlobal("window", {});
  takeEarlyTaps();
  expect(() => replayEarlyTaps()).not.toThrow();
});
