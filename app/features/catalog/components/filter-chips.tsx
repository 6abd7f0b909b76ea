import { XIcon } from "~/components/ui/icons";
import { activeFilterChips, type ChipKey, type ShopFilters } from "../lib/shop-filters";

/** One removable chip per active filter; removing it restores that filter's default. */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: ShopFilters;
  onRemove: (key: ChipKey) => void;
}) {
  const chips = activeFilterChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onRemove(chip.key)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-blush-200 bg-blush-100 px-3 py-1 text-sm outline-none hover:bg-blush-200 focus-visible:ring-2 focus-visible:ring-ring"
          >
            {chip.label}
            <XIcon aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
