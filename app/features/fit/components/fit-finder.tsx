import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { BREEDS, typicalMeasurements } from "../lib/breeds";
import { dogFields, editDogProfile, forgetDog, type DogProfile } from "../lib/dog-profile";
import { dogName, saveDogProfile } from "../lib/dog-profile-storage";
import { readDogMeasurements, type MeasurementsDraft } from "../lib/measurements-form";
import { recommendSize, type DogMeasurements, type SizeAdvice } from "../lib/recommend-size";
import type { LengthUnit, SizeChart, WeightUnit } from "../lib/size-chart";

// "Find my dog's size" in the size guide: a breed's typical measurements or the dog's own, a
// recommended size with its reason, and the dog remembered for every other chart in the shop
// (or forgotten, all at once).

/** The form as the browser's dog left it, or empty. */
function draftOf(profile: DogProfile | null): MeasurementsDraft {
  const text = (measurement: { value: number } | null | undefined) =>
    measurement ? String(measurement.value) : "";
  return {
    weight: text(profile?.weight),
    weightUnit: profile?.weight?.unit ?? "lb",
    neck: text(profile?.neck),
    chest: text(profile?.chest),
    back: text(profile?.back),
  };
}

/** The measurements as text in the form, for a breed's typical values. */
function draftFromMeasurements(
  measurements: Required<DogMeasurements>,
  weightUnit: WeightUnit,
): MeasurementsDraft {
  return {
    weight: String(measurements.weight.value),
    weightUnit,
    neck: String(measurements.neck.value),
    chest: String(measurements.chest.value),
    back: String(measurements.back.value),
  };
}

function headline(advice: SizeAdvice): string {
  switch (advice.kind) {
    case "fits":
      return `We recommend ${advice.size}`;
    case "between":
      return `Between sizes — size up to ${advice.size}`;
    case "outside":
      return advice.direction === "below"
        ? "Smaller than this chart's smallest size"
        : "Larger than this chart's largest size";
    case "unknown":
      return "We can't recommend a size yet";
  }
}

export function FitFinder({
  chart,
  unit,
  sizes,
  profile,
  onSelectSize,
}: {
  chart: SizeChart;
  unit: LengthUnit;
  sizes: string[];
  /** The browser's dog: the form starts from it, and a found size updates it. */
  profile: DogProfile | null;
  onSelectSize: (size: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<MeasurementsDraft>(() => draftOf(profile));
  const [name, setName] = useState(profile?.name ?? "");
  const [breed, setBreed] = useState(
    () => BREEDS.find((known) => known.name === profile?.breed)?.id ?? "",
  );
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<
    Partial<Record<keyof MeasurementsDraft | "form" | "name", string>>
  >({});
  const [advice, setAdvice] = useState<SizeAdvice | null>(null);
  const chosenBreed = BREEDS.find((known) => known.id === breed);

  const onBreedChange = (next: string) => {
    setBreed(next);
    const picked = BREEDS.find((known) => known.id === next);
    // A breed fills in a typical adult's measurements, which the shopper may then correct.
    if (picked) {
      setDraft(
        draftFromMeasurements(
          typicalMeasurements(picked, unit, draft.weightUnit),
          draft.weightUnit,
        ),
      );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDogMeasurements(draft, unit);
    const trimmedName = name.trim();
    const nameOk = !trimmedName || dogFields.name.safeParse(trimmedName).success;
    if (!read.ok || !nameOk) {
      setErrors({
        ...(read.ok ? {} : read.errors),
        ...(nameOk ? {} : { name: "Name must be at most 40 characters" }),
      });
      setAdvice(null);
      return;
    }
    setErrors({});
    setAdvice(recommendSize(chart, read.measurements));
    if (remember) {
      const { weight, neck, chest, back } = read.measurements;
      const given = {
        name: trimmedName || null,
        breed: chosenBreed?.name ?? null,
        weight: weight ?? null,
        neck: neck ?? null,
        chest: chest ?? null,
        back: back ?? null,
      };
      // Only what the shopper changed is new: a field left as the form found it (empty when the
      // dog had none) keeps its time, so signing in later does not let a blank here override
      // what the account knows.
      const changes = Object.fromEntries(
        Object.entries(given).filter(
          ([field, value]) =>
            JSON.stringify(value) !==
            JSON.stringify(profile?.[field as keyof typeof given] ?? null),
        ),
      );
      saveDogProfile(editDogProfile(profile, changes));
    }
  };

  const field = (name: "neck" | "chest" | "back", label: string) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${name}`}>
        {label} ({unit}, optional)
      </Label>
      <Input
        id={`${id}-${name}`}
        inputMode="decimal"
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const recommended =
    advice && "size" in advice && sizes.includes(advice.size) ? advice.size : null;

  const onForget = () => {
    // Cleared rather than removed: each field's time of clearing travels to the account, so
    // the account's older values do not come back on the next sign-in.
    saveDogProfile(forgetDog(profile));
    setDraft(draftOf(null));
    setName("");
    setBreed("");
    setErrors({});
    setAdvice(null);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-serif text-lg">
        Find my dog&apos;s size
      </h3>
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-name`}>Your dog&apos;s name (optional)</Label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            maxLength={40}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="text-sm text-destructive">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-breed`}>Breed (optional)</Label>
          <NativeSelect
            id={`${id}-breed`}
            value={breed}
            onChange={(event) => onBreedChange(event.target.value)}
            aria-describedby={chosenBreed ? `${id}-breed-note` : undefined}
          >
            <option value="">Choose a breed</option>
            {BREEDS.map((known) => (
              <option key={known.id} value={known.id}>
                {known.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {chosenBreed ? (
          <p id={`${id}-breed-note`} className="text-sm text-muted-foreground sm:col-span-2">
            Filled in with a typical adult {chosenBreed.name}&apos;s measurements. Your own
            dog&apos;s, taken with a tape, give the surest fit.
          </p>
        ) : null}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <Label htmlFor={`${id}-weight`}>Weight</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-weight`}
              inputMode="decimal"
              value={draft.weight}
              onChange={(event) => setDraft({ ...draft, weight: event.target.value })}
              aria-invalid={errors.weight ? true : undefined}
              aria-describedby={errors.weight ? `${id}-weight-error` : undefined}
            />
            <div className="w-24 shrink-0">
              <NativeSelect
                aria-label="Weight unit"
                value={draft.weightUnit}
                onChange={(event) =>
                  setDraft({ ...draft, weightUnit: event.target.value === "kg" ? "kg" : "lb" })
                }
              >
                <option value="lb">lb</option>
                <option value="kg">kg</option>
              </NativeSelect>
            </div>
          </div>
          {errors.weight ? (
            <p id={`${id}-weight-error`} className="text-sm text-destructive">
              {errors.weight}
            </p>
          ) : null}
        </div>
        {field("neck", "Neck")}
        {field("chest", "Chest")}
        {field("back", "Back length")}
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id={`${id}-remember`}
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="size-4 accent-primary"
          />
          <Label htmlFor={`${id}-remember`} className="font-normal">
            Remember my dog on this device
          </Label>
        </div>
        <div className="flex items-end">
          <Button type="submit" variant="outline" className="w-full">
            Find my size
          </Button>
        </div>
        {profile ? (
          <div className="sm:col-span-2">
            <Button type="button" variant="link" className="h-auto px-0" onClick={onForget}>
              Forget {dogName(profile)}
            </Button>
          </div>
        ) : null}
        {errors.form ? (
          <p className="text-sm text-destructive sm:col-span-2" role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" className="flex flex-col gap-2" data-testid="size-advice">
        {advice ? (
          <>
            <p className="font-medium">{headline(advice)}</p>
            <p className="text-sm text-muted-foreground">{advice.reason}</p>
            {recommended ? (
              <Button
                type="button"
                onClick={() => onSelectSize(recommended)}
                className="self-start"
              >
                Select {recommended}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
