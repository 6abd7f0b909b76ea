import { useSizeChart } from "../api/get-size-charts";
import { dogName, profileMeasurements, useBrowserDogProfile } from "../lib/dog-profile-storage";
import { recommendSize } from "../lib/recommend-size";
import { readSizeChart } from "../lib/size-chart";

// "Fits Bella: S": the size the dog's profile picks on a product's chart. Loaded only once the
// browser holds a profile (./fits-card-badge.tsx, ./size-guide.tsx), so a shopper who never told
// the shop about a dog downloads none of it.

/** The size to show for the browser's dog on this chart, or null when none fits or is known. */
function useFit(chartJson: string | null | undefined, sizes?: readonly string[]) {
  const profile = useBrowserDogProfile();
  const chart = readSizeChart(chartJson);
  if (!profile || !chart) return null;
  const advice = recommendSize(chart, profileMeasurements(profile));
  if (advice.kind !== "fits" && advice.kind !== "between") return null;
  if (sizes && !sizes.includes(advice.size)) return null;
  return { name: dogName(profile), size: advice.size, reason: advice.reason };
}

function FitsLabel({ name, size, reason }: { name: string; size: string; reason: string }) {
  return (
    <p
      data-testid="fits-dog"
      title={reason}
      className="inline-flex w-fit items-center rounded-full bg-cream-200 px-2.5 py-0.5 text-xs font-medium text-blush-800"
    >
      Fits {name}: {size}
    </p>
  );
}

/** On the product page, beside the size guide: the chart is already on the page. */
export function FitsProductNote({ chartJson, sizes }: { chartJson: string; sizes: string[] }) {
  const fit = useFit(chartJson, sizes);
  return fit ? <FitsLabel {...fit} /> : null;
}

/** On a product card: the chart is fetched for the card, gathered with the other cards'. */
export function FitsCardNote({ handle }: { handle: string }) {
  const { data: chartJson } = useSizeChart(handle);
  const fit = useFit(chartJson);
  return fit ? <FitsLabel {...fit} /> : null;
}
