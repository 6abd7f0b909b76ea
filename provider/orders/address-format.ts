import { countryName, zoneName } from "./territories";

export interface AddressFields {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  territoryCode: string | null;
  zoneCode: string | null;
  zip: string | null;
}

export function fullName(a: Pick<AddressFields, "firstName" | "lastName">): string | null {
  return [a.firstName, a.lastName].filter(Boolean).join(" ") || null;
}

export function provinceName(a: AddressFields): string | null {
  if (!a.territoryCode || !a.zoneCode) return null;
  return zoneName(a.territoryCode, a.zoneCode) ?? a.zoneCode;
}

/** Address lines the way Shopify prints North American addresses: `City ST ZIP` on one line. */
export function formatAddress(
  a: AddressFields,
  options: { withName?: boolean; withCompany?: boolean } = {},
): string[] {
  const lines: string[] = [];
  const name = fullName(a);
  if (options.withName && name) lines.push(name);
  if ((options.withCompany ?? true) && a.company) lines.push(a.company);
  if (a.address1) lines.push(a.address1);
  if (a.address2) lines.push(a.address2);
  const locality = [a.city, [a.zoneCode, a.zip].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(a.territoryCode === "US" || a.territoryCode === "CA" ? " " : ", ");
  if (locality) lines.push(locality);
  if (a.territoryCode) lines.push(countryName(a.territoryCode));
  return lines;
}

export function formatArea(a: AddressFields): string | null {
  const parts = [a.city, provinceName(a), a.territoryCode ? countryName(a.territoryCode) : null];
  return parts.filter(Boolean).join(", ") || null;
}
