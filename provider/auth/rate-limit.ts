import { isIP } from "node:net";
import type { Clock } from "../clock";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Records one hit for `key`; refuses it (without recording) once the window is full. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

/**
 * A sliding-window limiter kept in memory: enough for one local provider process. The number of
 * keys is bounded so a flood of distinct emails cannot grow it without limit.
 */
export function createRateLimiter(
  clock: Clock,
  rule: RateLimitRule,
  maxKeys = 10_000,
): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key) {
      const now = clock.now().getTime();
      const recent = (hits.get(key) ?? []).filter((t) => t > now - rule.windowMs);
      if (recent.length >= rule.limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldestKey = hits.keys().next().value;
        if (oldestKey !== undefined) hits.delete(oldestKey);
      }
      return { allowed: true };
    },
  };
}

/** IPv6 clients usually control a whole /64, so they are limited per /64. */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const v4Mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4Mapped?.[1]) return v4Mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups.slice(0, 4).join(":")}::/64`;
}
