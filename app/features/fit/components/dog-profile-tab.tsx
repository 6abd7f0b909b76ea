import {
  useEffect,
  useId,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { BREEDS } from "../lib/breeds";
import { editDogProfile, forgetDog, type DogProfile } from "../lib/dog-profile";
import {
  dogProfileDraft,
  readDogProfileForm,
  type DogProfileDraft,
  type DogProfileErrors,
} from "../lib/dog-profile-form";
import { dogProfileSync, saveDogProfile, useBrowserDogProfile } from "../lib/dog-profile-storage";

/**
 * The "My dog" tab on /account: the same profile the size guide keeps, edited here. For a
 * signed-in customer it lives on the customer (`custom.dog_profile`): opening the account reads
 * it and merges it with the browser's field by field, and saving writes both (the account after
 * a short pause, retried if it fails; the browser's copy is kept meanwhile).
 */
export function DogProfileTab() {
  const profile = useBrowserDogProfile();
  const [synced, setSynced] = useState(false);
  // Kept here, above the form: saving changes the profile, which restarts the form (its key).
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    let live = true;
    // The sync never rejects: a failure keeps the browser's copy and is retried later.
    void dogProfileSync.syncNow().then(() => {
      if (live) setSynced(true);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section
      aria-labelledby="my-dog-title"
      aria-busy={!synced || undefined}
      className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-card p-6 shadow-sm"
    >
      <h2 id="my-dog-title" className="font-serif text-2xl">
        My dog
      </h2>
      <p className="text-sm text-muted-foreground">
        We use your dog&apos;s measurements to suggest a size on every product with a size chart.
      </p>
      {synced ? (
        <DogProfileForm
          // A profile arriving from another tab or device restarts the form from it.
          key={JSON.stringify(profile?.updated ?? {})}
          profile={profile}
          outcome={outcome}
          onOutcome={setOutcome}
        />
      ) : (
        <div className="h-80 animate-pulse rounded-lg bg-muted" />
      )}
    </section>
  );
}

/** What the last press did, said beside the buttons until the form is changed again. */
type Outcome = "saved" | "forgotten" | null;

const OUTCOME_TEXT: Record<Exclude<Outcome, null>, string> = {
  saved: "Your dog is saved.",
  forgotten: "We've forgotten your dog.",
};

function DogProfileForm({
  profile,
  outcome,
  onOutcome,
}: {
  profile: DogProfile | null;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<DogProfileDraft>(() => dogProfileDraft(profile));
  const [errors, setErrors] = useState<DogProfileErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDogProfileForm(draft);
    if (!read.ok) {
      setErrors(read.errors);
      onOutcome(null);
      return;
    }
    setErrors({});
    saveDogProfile(editDogProfile(profile, read.changes));
    onOutcome("saved");
  };

  const onForget = () => {
    // Every field cleared, each with its time, so the account's older values do not return.
    saveDogProfile(forgetDog(profile));
    setErrors({});
    onOutcome("forgotten");
  };

  const set = (field: keyof DogProfileDraft) => (value: string) => {
    onOutcome(null);
    setDraft((current) => ({ ...current, [field]: value }));
  };

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
        <Button type="submit">Save my dog</Button>
        {profile ? (
          <Button type="button" variant="outline" onClick={onForget}>
            Forget my dog
          </Button>
        ) : null}
        <p aria-live="polite" className="text-sm">
          {outcome ? OUTCOME_TEXT[outcome] : null}
        </p>
      </div>
    </form>
  );
}
