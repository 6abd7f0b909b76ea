import { describe, expect, it } from "vitest";
import { allowedClients, parseClientEntry } from "./client-filter";

describe("allowed clients", () => {
  it("reads loopback, addresses and subnets, and nothing else", () => {
    expect(parseClientEntry("loopback")).toBe("loopback");
    expect(parseClientEntry("10.0.0.0/8")).toEqual({
      address: "10.0.0.0",
      prefix: 8,
      family: "ipv4",
    });
    expect(parseClientEntry("fd00::/8")).toMatchObject({ family: "ipv6", prefix: 8 });
    expect(parseClientEntry("192.168.1.20")).toMatchObject({ prefix: 32 });
    for (const bad of ["", "localhost", "10.0.0.0/33", "10.0.0.0/8/1", "10.0.0.0/x", "::1/129"]) {
      expect(parseClientEntry(bad), bad).toBeNull();
    }
  });

  it("lets in only the clients named, IPv4 clients of a dual-stack socket included", () => {
    const loopback = allowedClients(["loopback"]);
    expect(loopback("127.0.0.1")).toBe(true);
    expect(loopback("127.8.0.1")).toBe(true);
    expect(loopback("::1")).toBe(true);
    expect(loopback("::ffff:127.0.0.1")).toBe(true);
    expect(loopback("10.1.2.3")).toBe(false);
    expect(loopback(undefined)).toBe(false);
    const office = allowedClients(["10.0.0.0/8", "2001:db8::/32"]);
    expect(office("10.1.2.3")).toBe(true);
    expect(office("::ffff:10.1.2.3")).toBe(true);
    expect(office("2001:db8::5")).toBe(true);
    expect(office("127.0.0.1")).toBe(false);
    expect(office("11.0.0.1")).toBe(false);
  });
});
