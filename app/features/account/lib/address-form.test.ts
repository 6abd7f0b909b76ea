import { describe, expect, it } from "vitest";
import {
  addressFormDefaults,
  addressFormSchema,
  addressPayload,
  defaultAddressArgument,
  type AddressFormValues,
} from "./address-form";
import { ADDRESS_COUNTRIES, countryName, US_STATES } from "./countries";

const filled: AddressFormValues = {
  firstName: "Peyton",
  lastName: "Parker",
  address1: "245 Bleecker Street",
  address2: "",
  city: "New York",
  zoneCode: "New York",
  territoryCode: "US",
  zip: "10014",
  phoneNumber: "",
  isDefault: false,
};

function messages(values: AddressFormValues) {
  const result = addressFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe("addressFormSchema", () => {
  it("accepts a filled form with the optional fields empty", () => {
    expect(messages(filled)).toEqual({});
  });

  it("names each missing required field with the spec's message", () => {
    const blank = { ...addressFormDefaults(), territoryCode: "" };
    expect(messages(blank)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      address1: "Address is required",
      city: "City is required",
      zoneCode: "State/Province is required",
      territoryCode: "Country is required",
      zip: "Zip code is required",
    });
  });

  it("counts spaces alone as missing", () => {
    expect(messages({ ...filled, city: "   " })).toEqual({ city: "City is required" });
  });
});

describe("addressPayload", () => {
  it("sends an empty address2 as an empty string and leaves out an empty phone", () => {
    const payload = addressPayload(filled);
    expect(payload.address2).toBe("");
    expect(payload).not.toHaveProperty("phoneNumber");
  });

  it("leaves out an empty zoneCode", () => {
    const payload = addressPayload({ ...filled, territoryCode: "GB", zoneCode: " " });
    expect(payload).not.toHaveProperty("zoneCode");
  });

  it("sends a US state by its code and other zones as typed", () => {
    expect(addressPayload(filled).zoneCode).toBe("NY");
    expect(addressPayload({ ...filled, zoneCode: "District of Columbia" }).zoneCode).toBe("DC");
    expect(addressPayload({ ...filled, territoryCode: "CA", zoneCode: "ON" }).zoneCode).toBe("ON");
    expect(addressPayload({ ...filled, territoryCode: "JP", zoneCode: "Tokyo" }).zoneCode).toBe(
      "Tokyo",
    );
  });

  it("sends exactly the spec's fields, trimmed", () => {
    expect(
      addressPayload({ ...filled, address2: " Apt 4B ", phoneNumber: " +12125550100 " }),
    ).toEqual({
      firstName: "Peyton",
      lastName: "Parker",
      address1: "245 Bleecker Street",
      address2: "Apt 4B",
      city: "New York",
      territoryCode: "US",
      zoneCode: "NY",
      zip: "10014",
      phoneNumber: "+12125550100",
    });
  });
});

describe("defaultAddressArgument", () => {
  it("sends the checkbox, except when editing the current default (left as it is)", () => {
    expect(defaultAddressArgument({ ...filled, isDefault: true }, false)).toBe(true);
    expect(defaultAddressArgument(filled, false)).toBe(false);
    expect(defaultAddressArgument(filled, true)).toBeUndefined();
  });
});

describe("addressFormDefaults", () => {
  it("starts a new address in the United States, not default", () => {
    expect(addressFormDefaults()).toMatchObject({
      territoryCode: "US",
      zoneCode: "",
      isDefault: false,
    });
  });

  it("shows a saved US state by its full name, other zones as stored", () => {
    const saved = {
      id: "a",
      territoryCode: "US",
      zoneCode: "NY",
      address2: null,
      phoneNumber: null,
    };
    expect(addressFormDefaults(saved)).toMatchObject({
      zoneCode: "New York",
      address2: "",
      phoneNumber: "",
    });
    expect(addressFormDefaults({ id: "b", territoryCode: "CA", zoneCode: "ON" }).zoneCode).toBe(
      "ON",
    );
  });
});

describe("countries", () => {
  it("offers the spec's ten countries", () => {
    expect(ADDRESS_COUNTRIES.map((c) => c.name)).toEqual([
      "United States",
      "Canada",
      "United Kingdom",
      "Australia",
      "France",
      "Germany",
      "Italy",
      "Spain",
      "Japan",
      "Mexico",
    ]);
  });

  it("lists the 50 states and the District of Columbia", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
  });

  it("names the spec's countries and shows unknown codes as they are", () => {
    expect(countryName("NL")).toBe("Netherlands");
    expect(countryName("ZZ")).toBe("ZZ");
  });
});
