import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import {
  addressFormDefaults,
  addressFormSchema,
  type AddressFormValues,
  type SavedAddress,
} from "../lib/address-form";
import { ADDRESS_COUNTRIES, countryName, US_STATES } from "../lib/countries";

type Field = Exclude<keyof AddressFormValues, "isDefault">;

/**
 * The address form. `address` is the one being edited (none: a new address);
 * `isCurrentDefault` hides "Set as default address", since the default cannot be demoted.
 */
export function AddressForm({
  address,
  isCurrentDefault = false,
  onSubmit,
  onCancel,
}: {
  address?: SavedAddress;
  isCurrentDefault?: boolean;
  onSubmit: (values: AddressFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const { register, handleSubmit, formState, control, setValue } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: addressFormDefaults(address, isCurrentDefault),
  });
  const { errors, isSubmitting } = formState;
  const country = useWatch({ control, name: "territoryCode" });
  // An address saved in a country the form does not list stays selectable as it is.
  const countries = ADDRESS_COUNTRIES.some((c) => c.code === country)
    ? ADDRESS_COUNTRIES
    : [...ADDRESS_COUNTRIES, { code: country, name: countryName(country) }];

  const wiring = (name: Field) => {
    const error = errors[name]?.message;
    return {
      id: `${id}-${name}`,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
    };
  };

  const field = (
    name: Field,
    label: string,
    control: (props: ReturnType<typeof wiring> & UseFormRegisterReturn) => ReactNode,
    optional = false,
  ) => {
    const error = errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {label}
          {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
        </label>
        {control({ ...wiring(name), ...register(name) })}
        {error ? (
          <p id={`${id}-${name}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const countryField = register("territoryCode", {
    // A US state name means nothing elsewhere (and a typed province nothing in the dropdown).
    onChange: () => setValue("zoneCode", ""),
  });

  return (
    <form
      noValidate
      aria-label={address ? "Edit address" : "Add address"}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="grid gap-4 rounded-lg border bg-background p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", "First Name", (p) => (
          <Input autoComplete="given-name" {...p} />
        ))}
        {field("lastName", "Last Name", (p) => (
          <Input autoComplete="family-name" {...p} />
        ))}
      </div>
      {field("address1", "Address", (p) => (
        <Input autoComplete="address-line1" {...p} />
      ))}
      {field(
        "address2",
        "Apartment, suite, etc.",
        (p) => (
          <Input autoComplete="address-line2" {...p} />
        ),
        true,
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("city", "City", (p) => (
          <Input autoComplete="address-level2" {...p} />
        ))}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-territoryCode`} className="text-sm font-medium">
            Country
          </label>
          <NativeSelect autoComplete="country" {...wiring("territoryCode")} {...countryField}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
          {errors.territoryCode?.message ? (
            <p id={`${id}-territoryCode-error`} role="alert" className="text-sm text-destructive">
              {errors.territoryCode.message}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {country === "US"
          ? field("zoneCode", "State", (p) => (
              <NativeSelect autoComplete="address-level1" {...p}>
                <option value="">Select a state</option>
                {US_STATES.map((s) => (
                  <option key={s.code} value={s.name}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            ))
          : field("zoneCode", "State/Province", (p) => (
              <Input autoComplete="address-level1" {...p} />
            ))}
        {field("zip", "Zip Code", (p) => (
          <Input autoComplete="postal-code" {...p} />
        ))}
      </div>
      {field(
        "phoneNumber",
        "Phone",
        (p) => (
          <Input type="tel" autoComplete="tel" {...p} />
        ),
        true,
      )}
      {isCurrentDefault ? null : (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-blush-700" {...register("isDefault")} />
          Set as default address
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : address ? "Update Address" : "Save Address"}
        </Button>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
