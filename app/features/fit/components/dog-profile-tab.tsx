import { useMutation, useQuery, type UseMutationResult } from "@tanstack/react-query";
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { readStored } from "~/lib/browser-storage";
import { CUSTOMER_TOKEN_KEYS, idTokenSubject } from "~/lib/customer-session";
import { BREEDS } from "../lib/breeds";
import { editDogProfile, readDogProfile, type DogProfile } from "../lib/dog-profile";
import {
  dogProfileDraft,
  readDogProfileForm,
  type DogProfileDraft,
  type DogProfileErrors,
} from "../lib/dog-profile-form";
import {
  readBrowserDogProfile,
  useBrowserDogProfile,
  writeBrowserDogProfile,
} from "../lib/dog-profile-storage";
import { reconcileDogProfiles } from "../lib/dog-profile-sync";

/** Where a signed-in customer's dog is kept: a JSON metafield on the customer (the route joins it). */
export interface AccountDogStore {
  read(): Promise<string | null>;
  write(value: string): Promise<void>;
}

/**
 * The "My dog" tab on /account. Opening it meets the browser's dog and the account's: field by
 * field the newer value wins, and whichever side lacks the result is written, so a dog told to
 * the shop as a guest joins the account and a dog saved on another device reaches this browser.
 * Saving writes both. A profile the account holds that does not parse counts as none.
 */
export function DogProfileTab({ account }: { account: AccountDogStore }) {
  // Per customer: another one may sign in on this page, and must not see this one's dog.
  const customer = idTokenSubject(readStored("local", CUSTOMER_TOKEN_KEYS.id));
  const synced = useQuery({
    queryKey: ["fit", "account-dog-profile", customer],
    queryFn: async () => {
      const { profile, writeBrowser, writeAccount } = reconcileDogProfiles(
        readBrowserDogProfile(),
        readDogProfile(await account.read()),
      );
      if (writeBrowser) writeBrowserDogProfile(profile);
      if (writeAccount && profile) await account.write(JSON.stringify(profile));
      return profile;
    },
    // Once per visit to the account: later edits here write both sides themselves.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const browser = useBrowserDogProfile();
  const canWriteAccount = !synced.isError;
  const save = useMutation({
    mutationFn: async (next: DogProfile) => {
      writeBrowserDogProfile(next);
      if (canWriteAccount) await account.write(JSON.stringify(next));
    },
  });

  if (synced.isPending) {
    return (
      <div
        className="h-96 animate-pulse rounded-lg bg-muted"
        aria-busy="true"
        aria-label="Loading your dog"
      />
    );
  }
  return (
    <section
      aria-labelledby="my-dog-title"
      className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-card p-6 shadow-sm"
    >
      <h2 id="my-dog-title" className="font-serif text-2xl">
        My dog
      </h2>
      <p className="text-sm text-muted-foreground">
        We use your dog&apos;s measurements to suggest a size on every product with a size chart.
      </p>
      {synced.isError ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn&apos;t reach your account&apos;s copy of your dog: changes are kept on this
          device for now.
        </p>
      ) : null}
      <DogProfileForm
        // A profile arriving from another tab restarts the form from it.
        key={JSON.stringify(browser?.updated ?? {})}
        profile={browser}
        save={save}
      />
    </section>
  );
}

function DogProfileForm({
  profile,
  save,
}: {
  profile: DogProfile | null;
  save: UseMutationResult<void, Error, DogProfile>;
}) {
  const id = useId();
  const [draft, setDraft] = useState<DogProfileDraft>(() => dogProfileDraft(profile));
  const [errors, setErrors] = useState<DogProfileErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDogProfileForm(draft);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    save.mutate(editDogProfile(readBrowserDogProfile() ?? profile, read.changes));
  };

  const set = (field: keyof DogProfileDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const field = (
    name: "name" | "weight" | "neck" | "chest" | "back" | "birthday",
    label: string,
    extra?: ReactNode,
    inputProps?: ComponentProps<typeof Input>,
  ) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-${name}`}
          value={draft[name]}
          onChange={(event) => set(name)(event.target.value)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          {...inputProps}
        />
        {extra}
      </div>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const knownBreed = BREEDS.some((breed) => breed.name === draft.breed);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {field("name", "Name (optional)", null, { maxLength: 40, autoComplete: "off" })}
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-breed`}>Breed (optional)</Label>
        <NativeSelect
          id={`${id}-breed`}
          value={draft.breed}
          onChange={(event) => set("breed")(event.target.value)}
        >
          <option value="">Not given</option>
          {draft.breed && !knownBreed ? <option value={draft.breed}>{draft.breed}</option> : null}
          {BREEDS.map((breed) => (
            <option key={breed.id} value={breed.name}>
              {breed.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {field(
        "weight",
        "Weight (optional)",
        <div className="w-24 shrink-0">
          <NativeSelect
            aria-label="Weight unit"
            value={draft.weightUnit}
            onChange={(event) => set("weightUnit")(event.target.value === "kg" ? "kg" : "lb")}
          >
            <option value="lb">lb</option>
            <option value="kg">kg</option>
          </NativeSelect>
        </div>,
        { inputMode: "decimal" },
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-length-unit`}>Measurements in</Label>
        <NativeSelect
          id={`${id}-length-unit`}
          value={draft.lengthUnit}
          onChange={(event) => set("lengthUnit")(event.target.value === "cm" ? "cm" : "in")}
        >
          <option value="in">inches</option>
          <option value="cm">centimetres</option>
        </NativeSelect>
      </div>
      {field("neck", `Neck (${draft.lengthUnit}, optional)`, null, { inputMode: "decimal" })}
      {field("chest", `Chest (${draft.lengthUnit}, optional)`, null, { inputMode: "decimal" })}
      {field("back", `Back length (${draft.lengthUnit}, optional)`, null, {
        inputMode: "decimal",
      })}
      {field("birthday", "Birthday (optional)", null, { type: "date" })}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save my dog"}
        </Button>
        <p aria-live="polite" className="text-sm">
          {save.isSuccess ? "Your dog is saved." : null}
          {save.isError ? (
            <span className="text-destructive">
              Saved on this device only: {save.error.message}
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
