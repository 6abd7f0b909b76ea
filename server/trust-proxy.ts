import net from "node:net";
import { z } from "zod";

/** proxy-addr's names for address ranges (Express's `trust proxy` accepts them). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 10;

/** Express's `trust proxy` value: off, a hop count, or the proxies' addresses and subnets. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: which reverse proxies the server believes about the client (Express's `trust
 * proxy`, read by `req.ip` for the rate limits and `req.host` for the same-origin rule). Off by
 * default, since any client may write X-Forwarded-For: only a proxy the operator names may.
 * - unset, `false` or `0`: off; the connection's own address is the client.
 * - `loopback`, `10.0.0.5`, `10.0.0.0/8, fd00::/8`…: the proxies' addresses (and proxy-addr's
 *   names `loopback`, `linklocal`, `uniquelocal`); the client is the last address in
 *   X-Forwarded-For that none of them is. The safe choice: nothing else is believed.
 * - a hop count (`1`): that many proxies in front, whoever connects; only for a storefront that
 *   nothing but its proxies can reach.
 * `true` (believe every hop, so the first address any client wrote) is refused.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? "").trim();
    if (value === "" || value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_HOPS) return hops;
      ctx.addIssue({ code: "custom", message: `a hop count is at most ${MAX_HOPS}` });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.find((entry) => !RANGE_NAMES.has(entry) && !isAddressOrSubnet(entry));
    if (bad === undefined) return entries;
    ctx.addIssue({
      code: "custom",
      message:
        value === "true"
          ? "name the proxies (loopback, 10.0.0.5, 10.0.0.0/8…) or a hop count: true would believe any client's X-Forwarded-For"
          : `"${bad}" is not an IP address, a subnet, loopback, linklocal or uniquelocal`,
    });
    return z.NEVER;
  });

function isAddressOrSubnet(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
