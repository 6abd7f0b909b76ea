import { useState } from "react";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import type { DeferredDialogProps } from "~/components/ui/use-deferred-dialog";
import { cn } from "~/lib/utils";
import { useBrowserDogProfile } from "../lib/dog-profile-storage";
import { FitFinder } from "./fit-finder";
import {
  rangeOf,
  readSizeChart,
  type LengthUnit,
  type Measure,
  type SizeChart,
  type WeightUnit,
} from "../lib/size-chart";

const COLUMNS: { measure: Measure; label: string }[] = [
  { measure: "neck", label: "Neck" },
  { measure: "chest", label: "Chest" },
  { measure: "back", label: "Back length" },
  { measure: "weight", label: "Weight" },
];

const UNIT_NAMES: Record<LengthUnit, string> = { in: "Inches", cm: "Centimetres" };

function formatRange(range: readonly [number, number] | undefined): string {
  return range ? `${range[0]}–${range[1]}` : "—";
}

/** The size guide: the chart (in or cm), how to measure, and the fit finder. */
export default function SizeGuideDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  chartJson,
  productName,
  sizes,
  onSelectSize,
}: DeferredDialogProps & {
  chartJson: string;
  productName: string;
  sizes: string[];
  onSelectSize: (size: string) => void;
}) {
  const chart = readSizeChart(chartJson);
  const profile = useBrowserDogProfile();
  // A known dog's measurements are shown in the unit they were taken in.
  const [unit, setUnit] = useState<LengthUnit>(
    () => (profile?.chest ?? profile?.neck ?? profile?.back)?.unit ?? "in",
  );
  const weightUnit: WeightUnit = unit === "in" ? "lb" : "kg";

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-full max-w-xl overflow-y-auto sm:w-[90%]"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetHeader>
          <SheetTitle>Size guide</SheetTitle>
          <SheetDescription>{productName}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-8 px-4 pb-8">
          {chart ? (
            <>
              <UnitToggle unit={unit} onChange={setUnit} />
              <ChartTable
                chart={chart}
                unit={unit}
                weightUnit={weightUnit}
                productName={productName}
              />
              <HowToMeasure />
              <FitFinder
                chart={chart}
                unit={unit}
                sizes={sizes}
                profile={profile}
                onSelectSize={onSelectSize}
              />
            </>
          ) : (
            <p>This product&apos;s size chart could not be read. Please ask us about sizing.</p>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function UnitToggle({
  unit,
  onChange,
}: {
  unit: LengthUnit;
  onChange: (unit: LengthUnit) => void;
}) {
  return (
    <div role="group" aria-label="Units" className="inline-flex self-start rounded-md border">
      {(["in", "cm"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={unit === option}
          onClick={() => onChange(option)}
          className={cn(
            "px-3 py-1.5 text-sm outline-none first:rounded-l-md last:rounded-r-md focus-visible:ring-2 focus-visible:ring-ring",
            unit === option ? "bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          {UNIT_NAMES[option]}
        </button>
      ))}
    </div>
  );
}

function ChartTable({
  chart,
  unit,
  weightUnit,
  productName,
}: {
  chart: SizeChart;
  unit: LengthUnit;
  weightUnit: WeightUnit;
  productName: string;
}) {
  // Only the measurements this chart gives (a carrier may give weight alone).
  const columns = COLUMNS.filter(({ measure }) =>
    chart.sizes.some((row) => rangeOf(row, measure, measure === "weight" ? weightUnit : unit)),
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left font-medium">
          {productName} sizes, in{" "}
          {unit === "in" ? "inches and pounds" : "centimetres and kilograms"}
        </caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-3 text-left">
              Size
            </th>
            {columns.map(({ measure, label }) => (
              <th key={measure} scope="col" className="py-2 pr-3 text-left">
                {label} ({measure === "weight" ? weightUnit : unit})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.sizes.map((row) => (
            <tr key={row.size} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {row.size}
              </th>
              {columns.map(({ measure }) => (
                <td key={measure} className="py-2 pr-3 tabular-nums">
                  {formatRange(rangeOf(row, measure, measure === "weight" ? weightUnit : unit))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HowToMeasure() {
  return (
    <section aria-labelledby="how-to-measure" className="flex flex-col gap-2 text-sm">
      <h3 id="how-to-measure" className="font-serif text-lg">
        How to measure
      </h3>
      <p className="text-muted-foreground">
        Use a soft tape with your dog standing square, and keep a finger&apos;s width between the
        tape and the fur.
      </p>
      <dl className="grid gap-2">
        <div>
          <dt className="font-medium">Neck</dt>
          <dd className="text-muted-foreground">
            Round the neck where a collar sits, halfway between the ears and the shoulders.
          </dd>
        </div>
        <div>
          <dt className="font-medium">Chest</dt>
          <dd className="text-muted-foreground">
            Round the widest part of the rib cage, just behind the front legs.
          </dd>
        </div>
        <div>
          <dt className="font-medium">Back length</dt>
          <dd className="text-muted-foreground">
            Along the spine from the base of the neck (where the collar sits) to the base of the
            tail.
          </dd>
        </div>
      </dl>
    </section>
  );
}
