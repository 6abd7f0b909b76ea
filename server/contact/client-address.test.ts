import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const from = (ip: string) => clientAddress({ ip, socket: {} } as unknown as Request);

describe("the client the contact rate limit counts", () => {
  it("is the IPv4 address, also when it arrives mapped into IPv6", () => {
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    expect(from("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    expect(from("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(from("2001:db8:abcd:12::99")).toBe("2001:db8:abcd:12::/64");
    expect(from("2001:0db8:abcd:0012:ffff::1")).toBe("2001:db8:abcd:12::/64");
    expect(from("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(from("::1")).toBe("0:0:0:0::/64");
    expect(from("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
