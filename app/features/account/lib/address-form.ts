import { z } from "zod/mini";
import { usStateCode, usStateName } from "./countries";

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** The address form: the required fields and their messages. */
export const addressFormSchema = z.object({
  firstName: required("First name is required"),
  lastName: required("Last name is required"),
  address1: required("Address is required"),
  address2: z.string().check(z.trim()),
  city: required("City is required"),
  zoneCode: required("State/Province is required"),
  territoryCode: required("Country is required"),
  zip: required("Zip code is required"),
  phoneNumber: z.string().check(z.trim()),
  isDefault: z.boolean(),
});

export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** A saved address as the Customer Account API answers it (the fields the form needs). */
export interface SavedAddress {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  zoneCode?: string | null;
  territoryCode?: string | null;
  zip?: string | null;
  phoneNumber?: string | null;
}

/**
 * The form's starting values: empty with the United States for a new address; an address being
 * edited shows its US state by full name, the value the state dropdown holds.
 */
export function addressFormDefaults(address?: SavedAddress, isDefault = false): AddressFormValues {
  const territoryCode = address?.territoryCode ?? "US";
  const zone = address?.zoneCode ?? "";
  return {
    firstName: address?.firstName ?? "",
    lastName: address?.lastName ?? "",
    address1: address?.address1 ?? "",
    address2: address?.address2 ?? "",
    city: address?.city ?? "",
    zoneCode: territoryCode === "US" ? usStateName(zone) : zone,
    territoryCode,
    zip: address?.zip ?? "",
    phoneNumber: address?.phoneNumber ?? "",
    isDefault,
  };
}

export interface AddressPayload {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  territoryCode: string;
  zoneCode?: string;
  zip: string;
  phoneNumber?: string;
}

/**
 * What is sent: an empty address2 is sent as "", an empty zoneCode or phoneNumber is left
 * out. A US state is sent by its code, which is what Shopify's API accepts.
 */
export function addressPayload(values: AddressFormValues): AddressPayload {
  const zone = values.zoneCode.trim();
  const phone = values.phoneNumber.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    territoryCode: values.territoryCode,
    ...(zone ? { zoneCode: values.territoryCode === "US" ? usStateCode(zone) : zone } : {}),
    zip: values.zip.trim(),
    ...(phone ? { phoneNumber: phone } : {}),
  };
}

/**
 * The `defaultAddress` argument: the checkbox's value, except when the current default is being
 * edited (the checkbox is hidden): then nothing is sent, which leaves it the default. Sending
 * false would ask Shopify to demote it, which it refuses.
 */
export function defaultAddressArgument(
  values: AddressFormValues,
  editingDefault: boolean,
): boolean | undefined {
  return editingDefault ? undefined : values.isDefault;
}
