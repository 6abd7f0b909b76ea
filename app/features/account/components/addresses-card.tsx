import { MapPinIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { CustomerAddressFieldsFragment } from "~/graphql/customer-account/graphql";
import { deleteCustomerAddress } from "../api/customer-address-delete";
import { createCustomerAddress, updateCustomerAddress } from "../api/customer-address-save";
import {
  addressPayload,
  defaultAddressArgument,
  type AddressFormValues,
} from "../lib/address-form";
import { countryName } from "../lib/countries";
import { patchDeletedAddress, patchSavedAddress } from "../lib/customer-patch";
import { failureMessage } from "./account-errors";
import { AddressForm } from "./address-form";
import { useCustomerSession } from "./customer-session";

type Address = CustomerAddressFieldsFragment;

/** Add mode, or the id of the one address being edited (exclusive). */
type Mode = { kind: "list" } | { kind: "add" } | { kind: "edit"; id: string };

function AddressLines({ address }: { address: Address }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(" ");
  const area = [address.city, address.zoneCode ?? address.province, address.zip]
    .filter(Boolean)
    .join(", ");
  return (
    <address className="text-sm leading-6 not-italic">
      {name ? <span className="block font-medium">{name}</span> : null}
      {address.company ? <span className="block">{address.company}</span> : null}
      {address.address1 ? <span className="block">{address.address1}</span> : null}
      {address.address2 ? <span className="block">{address.address2}</span> : null}
      {area ? <span className="block">{area}</span> : null}
      {address.territoryCode ? (
        <span className="block">{countryName(address.territoryCode)}</span>
      ) : null}
      {address.phoneNumber ? <span className="block">{address.phoneNumber}</span> : null}
    </address>
  );
}

/**
 * The addresses card: the default address first with its badge, then the others, each
 * editable and deletable; "Add Address" only while nothing is being added or edited.
 */
export function AddressesCard() {
  const { status, customer, patchCustomer, refreshCustomer } = useCustomerSession();
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [deleting, setDeleting] = useState<string | null>(null);
  const defaultAddress = customer?.defaultAddress ?? null;
  const addresses = [
    ...(defaultAddress ? [defaultAddress] : []),
    ...(customer?.addresses.nodes ?? []).filter((a) => a.id !== defaultAddress?.id),
  ];

  const save = async (values: AddressFormValues, editing?: Address) => {
    if (status !== "signed-in" || !customer) {
      toast.error("Authentication required");
      return;
    }
    const editingDefault = editing !== undefined && editing.id === defaultAddress?.id;
    const makeDefault = defaultAddressArgument(values, editingDefault);
    try {
      const payload = addressPayload(values);
      const saved = editing
        ? await updateCustomerAddress(editing.id, payload, makeDefault)
        : await createCustomerAddress(payload, makeDefault ?? false);
      if (saved)
        patchCustomer((current) => patchSavedAddress(current, saved, makeDefault === true));
      toast.success(editing ? "Address updated successfully!" : "Address added successfully!");
      setMode({ kind: "list" });
      void refreshCustomer();
    } catch (error) {
      toast.error(failureMessage(error, "Failed to save address"));
    }
  };

  const remove = async (address: Address) => {
    if (status !== "signed-in" || !customer) {
      toast.error("Authentication required");
      return;
    }
    setDeleting(address.id);
    try {
      const deletedId = await deleteCustomerAddress(address.id);
      patchCustomer((current) => patchDeletedAddress(current, deletedId ?? address.id));
      toast.success("Address deleted successfully!");
      void refreshCustomer();
    } catch (error) {
      toast.error(failureMessage(error, "Failed to delete address"));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section
      aria-labelledby="addresses-heading"
      className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="addresses-heading" className="text-xl font-semibold">
          Addresses
        </h2>
        {mode.kind === "list" ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setMode({ kind: "add" })}
          >
            Add Address
          </Button>
        ) : null}
      </div>
      {mode.kind === "add" ? (
        <AddressForm
          onSubmit={(values) => save(values)}
          onCancel={() => setMode({ kind: "list" })}
        />
      ) : null}
      {addresses.length === 0 && mode.kind !== "add" ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center">
          <MapPinIcon aria-hidden="true" className="size-8 text-blush-500" />
          <h3 className="font-semibold">No addresses added</h3>
          <p className="text-sm text-muted-foreground">Add an address to make checkout faster</p>
        </div>
      ) : null}
      <ul className="grid gap-3">
        {addresses.map((address) => {
          const isDefault = address.id === defaultAddress?.id;
          if (mode.kind === "edit" && mode.id === address.id) {
            return (
              <li key={address.id}>
                <AddressForm
                  address={address}
                  isCurrentDefault={isDefault}
                  onSubmit={(values) => save(values, address)}
                  onCancel={() => setMode({ kind: "list" })}
                />
              </li>
            );
          }
          return (
            <li
              key={address.id}
              className="flex items-start justify-between gap-3 rounded-lg border p-4"
              data-testid="address"
            >
              <div className="grid gap-2">
                {isDefault ? (
                  <span className="w-fit rounded-full bg-blush-100 px-2 py-0.5 text-xs font-medium text-blush-800">
                    Default
                  </span>
                ) : null}
                <AddressLines address={address} />
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit address ${address.address1 ?? ""}`.trim()}
                  disabled={mode.kind !== "list" || deleting !== null}
                  onClick={() => setMode({ kind: "edit", id: address.id })}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete address ${address.address1 ?? ""}`.trim()}
                  disabled={mode.kind !== "list" || deleting !== null}
                  onClick={() => void remove(address)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
