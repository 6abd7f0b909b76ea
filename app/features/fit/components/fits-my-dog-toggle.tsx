import type { DogFit } from "~/lib/dog-fit-param";
import { cn } from "~/lib/utils";
import { useHasDogProfile } from "../lib/use-has-dog-profile";

/**
 * "Fits my dog" on /shop, for a browser that knows a dog (or a link that carries one). Turning it
 * on reads the dog's profile then (its code loads on that tap) and puts the dog's measurements in
 * the URL, so the filtered list can be shared; turning it off, or the chip, removes them.
 */
export function FitsMyDogToggle({
  active,
  onChange,
}: {
  active: boolean;
  onChange: (fits: DogFit | null) => void;
}) {
  const hasDog = useHasDogProfile();
  if (!hasDog && !active) return null;

  const toggle = async () => {
    if (active) return onChange(null);
    const { profileMeasurements, readBrowserDogProfile } =
      await import("../lib/dog-profile-storage");
    const measurements = profileMeasurements(readBrowserDogProfile());
    if (Object.keys(measurements).length > 0) onChange(measurements);
  };

  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => void toggle()}
      className={cn(
        "w-fit rounded-full border px-4 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
        active
          ? "border-primary bg-primary text-primary-foreground"
          : "border-blush-200 bg-white hover:bg-blush-100",
      )}
    >
      Fits my dog
    </button>
  );
}
