/**
 * Saving an address: after a create or update the customer is patched at once, before the
 * server's copy arrives, so the list shows the change without waiting.
 */

interface AddressLike {
  id: string;
}

export interface CustomerAddresses<A extends AddressLike> {
  defaultAddress?: A | null;
  addresses: { nodes: A[] };
}

/**
 * The saved address replaces its old copy; when it becomes the default (asked for, or the first
 * address the customer has), the old default moves to the front of the other addresses.
 */
export function patchSavedAddress<A extends AddressLike, C extends CustomerAddresses<A>>(
  customer: C,
  saved: A,
  makeDefault: boolean,
): C {
  const current = customer.defaultAddress ?? null;
  const others = customer.addresses.nodes;
  if (current?.id === saved.id) {
    return { ...customer, defaultAddress: saved };
  }
  if (makeDefault || !current) {
    const rest = others.filter((a) => a.id !== saved.id);
    return {
      ...customer,
      defaultAddress: saved,
      addresses: { ...customer.addresses, nodes: current ? [current, ...rest] : rest },
    };
  }
  const index = others.findIndex((a) => a.id === saved.id);
  const nodes = index === -1 ? [...others, saved] : others.map((a, i) => (i === index ? saved : a));
  return { ...customer, addresses: { ...customer.addresses, nodes } };
}

/** A deleted address leaves the list (the server's copy follows with the refresh). */
export function patchDeletedAddress<A extends AddressLike, C extends CustomerAddresses<A>>(
  customer: C,
  deletedId: string,
): C {
  return {
    ...customer,
    defaultAddress: customer.defaultAddress?.id === deletedId ? null : customer.defaultAddress,
    addresses: {
      ...customer.addresses,
      nodes: customer.addresses.nodes.filter((a) => a.id !== deletedId),
    },
  };
}
