import { isIP } from "node:net";

/**
 * The key a client is rate-limited by (sign-in codes, gift card guesses): its address, except
 * that IPv6 clients usually control a whole /64, so they are limited per /64.
 */
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
