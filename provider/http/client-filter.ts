import { BlockList, isIP } from "node:net";

/**
 * One entry of a list of allowed clients: `loopback`, an IP address, or a subnet in CIDR
 * notation (`10.0.0.0/8`, `fd00::/8`). Null when the entry is none of those.
 */
export function parseClientEntry(
  entry: string,
): { address: string; prefix: number; family: "ipv4" | "ipv6" } | "loopback" | null {
  const value = entry.trim().toLowerCase();
  if (value === "loopback") return "loopback";
  const [address = "", prefixText, ...rest] = value.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length) return null;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(bits)) || prefix > bits) return null;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/**
 * Whether a socket's remote address is one of the allowed clients. Entries were checked when the
 * configuration was read, so a bad one here is a programming error. An IPv4 client of a dual-stack
 * socket shows as `::ffff:a.b.c.d` and is matched as the IPv4 address it is.
 */
export function allowedClients(
  entries: readonly string[],
): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseClientEntry(entry);
    if (parsed === null) throw new Error(`Not a client address or subnet: ${entry}`);
    if (parsed === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
    } else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (address) => {
    if (!address) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return list.check(mapped[1], "ipv4");
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? "ipv4" : "ipv6");
  };
}
