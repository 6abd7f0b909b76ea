import { describe, expect, it } from "vitest";
import { patchDeletedAddress, patchSavedAddress } from "./customer-patch";

const a = (id: string, city = id) => ({ id, city });
const customer = (def: ReturnType<typeof a> | null, ...others: ReturnType<typeof a>[]) => ({
  id: "c",
  defaultAddress: def,
  addresses: { nodes: others, pageInfo: { hasNextPage: false } },
});

describe("patchSavedAddress", () => {
  it("adds a new address after the others", () => {
    const next = patchSavedAddress(customer(a("d"), a("x")), a("new"), false);
    expect(next.defaultAddress?.id).toBe("d");
    expect(next.addresses.nodes.map((n) => n.id)).toEqual(["x", "new"]);
  });

  it("makes a new default address and pushes the old default to the front", () => {
    const next = patchSavedAddress(customer(a("d"), a("x"), a("y")), a("new"), true);
    expect(next.defaultAddress?.id).toBe("new");
    expect(next.addresses.nodes.map((n) => n.id)).toEqual(["d", "x", "y"]);
  });

  it("makes the first address the default", () => {
    const next = patchSavedAddress(customer(null), a("new"), false);
    expect(next.defaultAddress?.id).toBe("new");
    expect(next.addresses.nodes).toEqual([]);
  });

  it("replaces the default when the default is edited", () => {
    const next = patchSavedAddress(customer(a("d"), a("x")), a("d", "Austin"), false);
    expect(next.defaultAddress).toEqual(a("d", "Austin"));
    expect(next.addresses.nodes.map((n) => n.id)).toEqual(["x"]);
  });

  it("replaces an edited address where it stands", () => {
    const next = patchSavedAddress(customer(a("d"), a("x"), a("y")), a("x", "Venice"), false);
    expect(next.addresses.nodes).toEqual([a("x", "Venice"), a("y")]);
  });

  it("moves an edited address to default and the old default to the front", () => {
    const next = patchSavedAddress(customer(a("d"), a("x"), a("y")), a("y", "Austin"), true);
    expect(next.defaultAddress).toEqual(a("y", "Austin"));
    expect(next.addresses.nodes.map((n) => n.id)).toEqual(["d", "x"]);
  });

  it("keeps the rest of the customer and the page info", () => {
    const before = customer(a("d"));
    const next = patchSavedAddress(before, a("x"), false);
    expect(next.id).toBe("c");
    expect(next.addresses.pageInfo).toBe(before.addresses.pageInfo);
    expect(before.addresses.nodes).toEqual([]);
  });
});

describe("patchDeletedAddress", () => {
  it("removes the address from the others or the default", () => {
    expect(patchDeletedAddress(customer(a("d"), a("x")), "x").addresses.nodes).toEqual([]);
    expect(patchDeletedAddress(customer(a("d")), "d").defaultAddress).toBeNull();
  });
});
