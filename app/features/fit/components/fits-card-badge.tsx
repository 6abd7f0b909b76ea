import { lazy, Suspense } from "react";
import { useHasDogProfile } from "../lib/use-has-dog-profile";

// What every product card carries of the dog: the question whether the browser knows one. The
// badge itself, its chart query and the recommendation rules load only when it does.
const FitsCardNote = lazy(() =>
  import("./fits-badge").then((module) => ({ default: module.FitsCardNote })),
);

/** "Fits Bella: S" on a product card, when the browser knows a dog and the product has a chart. */
export function FitsCardBadge({ handle }: { handle: string }) {
  const hasDog = useHasDogProfile();
  if (!hasDog) return null;
  return (
    <Suspense fallback={null}>
      <FitsCardNote handle={handle} />
    </Suspense>
  );
}
