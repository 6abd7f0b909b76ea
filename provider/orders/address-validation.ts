import type { AddressFields } from "./address-format";
import { findCountry, isValidPostalCode, requiresZone, zoneName } from "./territories";

export interface FieldError<Code extends string> {
  code: Code;
  field: string[];
  message: string;
}

export const MAX_TEXT_LENGTH = 255;
const HTML_TAG = /<\/?[a-z!][^>]*>/i;
const URL_LIKE =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|dev|app|shop|info|biz|xyz|me|ly)\b/i;

/** The checks Shopify applies to a free-text name field, in its order of precedence. */
export function textProblem(value: string): "CONTAINS_HTML_TAGS" | "TOO_LONG" | null {
  if (HTML_TAG.test(value)) return "CONTAINS_HTML_TAGS";
  if (value.length > MAX_TEXT_LENGTH) return "TOO_LONG";
  return null;
}

export function nameProblem(value: string) {
  return textProblem(value) ?? (URL_LIKE.test(value) ? "CONTAINS_URL" : null);
}

/** Shopify's wording for a free-text field that `textProblem` or `nameProblem` turned down. */
export function textProblemMessage(
  label: string,
  problem: NonNullable<ReturnType<typeof nameProblem>>,
): string {
  switch (problem) {
    case "TOO_LONG":
      return `${label} is too long (maximum is ${MAX_TEXT_LENGTH} characters)`;
    case "CONTAINS_URL":
      return `${label} cannot contain a URL`;
    case "CONTAINS_HTML_TAGS":
      return `${label} cannot contain HTML tags`;
  }
}

/**
 * Normalises a phone number to E.164. Ten-digit numbers are read as North American; anything
 * else must already carry its country code.
 */
export function normalisePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}

export type AddressErrorCode =
  | "ADDRESS_ARGUMENT_EMPTY"
  | "CONTAINS_HTML_TAGS"
  | "TOO_LONG"
  | "TERRITORY_CODE_MISSING"
  | "INVALID_TERRITORY_CODE"
  | "ZONE_CODE_MISSING"
  | "INVALID_FOR_COUNTRY"
  | "PHONE_NUMBER_NOT_VALID";

export interface AddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  territoryCode?: string | null;
  zip?: string | null;
  zoneCode?: string | null;
}

/** A customer's address: the fields every address has, plus a phone number. */
export interface AddressValues extends AddressFields {
  phone: string | null;
}

/** An address that passed the checks: a saved address always has a country. */
export interface CheckedAddressValues extends AddressValues {
  territoryCode: string;
}

export type MergedAddress =
  | { ok: true; values: CheckedAddressValues }
  | { ok: false; errors: FieldError<AddressErrorCode>[] };

const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "company",
  "address1",
  "address2",
  "city",
  "zip",
] as const;

const LABELS: Record<keyof AddressInput, string> = {
  firstName: "First name",
  lastName: "Last name",
  company: "Company",
  address1: "Address1",
  address2: "Address2",
  city: "City",
  zip: "Zip",
  phoneNumber: "Phone number",
  territoryCode: "Territory code",
  zoneCode: "Zone code",
};

export const MAX_ADDRESSES = 100;

/** The user errors the address mutations answer with, in Shopify's words. */
export const addressErrors = {
  argumentEmpty: (): FieldError<"ADDRESS_ARGUMENT_EMPTY"> => ({
    code: "ADDRESS_ARGUMENT_EMPTY",
    field: ["address"],
    message: "Address argument cannot be empty",
  }),
  alreadyExists: (): FieldError<"CUSTOMER_ADDRESS_ALREADY_EXISTS"> => ({
    code: "CUSTOMER_ADDRESS_ALREADY_EXISTS",
    field: ["address"],
    message: "Address already exists",
  }),
  missing: (): FieldError<"ADDRESS_ID_DOES_NOT_EXIST"> => ({
    code: "ADDRESS_ID_DOES_NOT_EXIST",
    field: ["addressId"],
    message: "Address does not exist",
  }),
  tooMany: (): FieldError<"INVALID"> => ({
    code: "INVALID",
    field: ["address"],
    message: `A customer can have at most ${MAX_ADDRESSES} addresses`,
  }),
  demotingDefault: (): FieldError<"DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED"> => ({
    code: "DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED",
    field: ["defaultAddress"],
    message: "Customer's default address cannot be demoted",
  }),
  deletingDefault: (): FieldError<"DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED"> => ({
    code: "DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED",
    field: ["addressId"],
    message: "Customer's default address can't be deleted before setting another one as default",
  }),
};

export function isEmptyInput(input: AddressInput | null | undefined): boolean {
  if (!input) return true;
  return Object.values(input).every(
    (v) => v === undefined || v === null || String(v).trim() === "",
  );
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Applies an address input onto the stored values (keys the client left out stay as they are,
 * explicit nulls clear) and validates the result. Territory codes may be alpha-2, alpha-3 or
 * numeric and are stored as alpha-2; zones are required where the country has them.
 */
export function mergeAddress(base: AddressValues, input: AddressInput): MergedAddress {
  const errors: FieldError<AddressErrorCode>[] = [];
  const field = (name: string) => ["address", name];
  const values: AddressValues = { ...base };
  for (const name of TEXT_FIELDS) {
    if (input[name] === undefined) continue;
    const value = blankToNull(input[name]);
    if (value !== null) {
      const problem = textProblem(value);
      if (problem) {
        errors.push({
          code: problem,
          field: field(name),
          message: textProblemMessage(LABELS[name], problem),
        });
        continue;
      }
    }
    values[name] = value;
  }
  if (input.phoneNumber !== undefined) {
    const raw = blankToNull(input.phoneNumber);
    if (raw === null) values.phone = null;
    else {
      const phone = normalisePhone(raw);
      if (!phone) {
        errors.push({
          code: "PHONE_NUMBER_NOT_VALID",
          field: field("phoneNumber"),
          message: "Phone number is invalid",
        });
      } else values.phone = phone;
    }
  }
  if (input.territoryCode !== undefined) {
    const raw = blankToNull(input.territoryCode);
    values.territoryCode = raw === null ? null : (findCountry(raw)?.code ?? `?${raw}`);
  }
  if (input.zoneCode !== undefined)
    values.zoneCode = blankToNull(input.zoneCode)?.toUpperCase() ?? null;

  const country = values.territoryCode;
  if (country === null) {
    errors.push({
      code: "TERRITORY_CODE_MISSING",
      field: field("territoryCode"),
      message: "Territory code is missing",
    });
  } else if (country.startsWith("?")) {
    errors.push({
      code: "INVALID_TERRITORY_CODE",
      field: field("territoryCode"),
      message: `Territory code ${country.slice(1)} is invalid`,
    });
  } else {
    if (requiresZone(country)) {
      if (values.zoneCode === null) {
        errors.push({
          code: "ZONE_CODE_MISSING",
          field: field("zoneCode"),
          message: "Zone code is missing",
        });
      } else if (!zoneName(country, values.zoneCode)) {
        errors.push({
          code: "INVALID_FOR_COUNTRY",
          field: field("zoneCode"),
          message: `Zone code ${values.zoneCode} is invalid for ${country}`,
        });
      }
    } else {
      // Countries without zones have no province line; a stale zone must not leak into it.
      values.zoneCode = null;
    }
    if (values.zip !== null && !isValidPostalCode(country, values.zip)) {
      errors.push({
        code: "INVALID_FOR_COUNTRY",
        field: field("zip"),
        message: `Zip is invalid for ${country}`,
      });
    }
  }
  const { territoryCode } = values;
  // A missing or unknown territory has already been reported among the errors.
  if (errors.length || territoryCode === null) return { ok: false, errors };
  return { ok: true, values: { ...values, territoryCode } };
}

/** Two addresses are the same when every field matches, ignoring case and spacing. */
export function sameAddress(a: AddressValues, b: AddressValues): boolean {
  const norm = (v: string | null) => (v ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  return (Object.keys(a) as (keyof AddressValues)[]).every((k) => norm(a[k]) === norm(b[k]));
}
