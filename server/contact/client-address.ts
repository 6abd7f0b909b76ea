import type { Request } from "express";

/**
 * The client the rate limits count: `req.ip`, the connection's address, or behind a proxy named
 * in TRUST_PROXY (server/trust-proxy.ts, Express's `trust proxy`) the last address in
 * X-Forwarded-For that is not one of the proxies. No forwarding header is believed otherwise,
 * since any client could write one. An IPv6 client counts by its /64, the block one subscriber
 * is given: otherwise every address of it would be a client of its own.
 */
export function clientAddress(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
  if (address.startsWith("::ffff:")) return address.slice(7);
  return address.includes(":") ? ipv6Block(address) : address;
}

function ipv6Block(address: string): string {
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const first = head ? head.split(":") : [];
  const last = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = [
    ...first,
    ...Array(Math.max(0, 8 - first.length - last.length)).fill("0"),
    ...last,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}
