/**
 * Every expiry in the provider (carts, codes, tokens) reads time through a Clock so tests can
 * move it forward. Production code only ever receives `systemClock`; the adjustable clock is
 * created by tests and handed to `createProvider`, so no switch exists outside them.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function createAdjustableClock(start = new Date()) {
  let offsetMs = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}
