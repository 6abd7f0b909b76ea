import { useId } from "react";
import { NativeSelect } from "~/components/ui/native-select";
import { RangeSlider } from "~/components/ui/range-slider";
import type { Category } from "~/lib/catalog-categories";
import { cn } from "~/lib/utils";
import type { Size } from "../lib/normalize-product";
import {
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  SHOP_CATEGORIES,
  SHOP_SIZES,
  SORT_OPTIONS,
  type ShopFilters,
  type SortOption,
} from "../lib/shop-filters";

type FilterFields = Pick<ShopFilters, "category" | "size" | "maxPrice" | "sort">;

/**
 * Category, size, sort and max price, used inline on desktop and inside the mobile sheet.
 * Native controls: labelled, keyboard-operable and free of JavaScript weight.
 */
export function FilterFieldset({
  value,
  onChange,
  layout,
}: {
  value: FilterFields;
  onChange: (next: FilterFields) => void;
  layout: "inline" | "stacked";
}) {
  const id = useId();
  const field = "flex flex-col gap-1.5 text-sm font-medium";
  return (
    <div
      className={cn(
        layout === "inline"
          ? "grid grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.3fr)] items-end gap-4"
          : "flex flex-col gap-5",
      )}
    >
      <label className={field} htmlFor={`${id}-category`}>
        Category
        <NativeSelect
          id={`${id}-category`}
          value={value.category}
          onChange={(event) => onChange({ ...value, category: event.target.value as Category })}
        >
          {SHOP_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category === "All" ? "All Categories" : category}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className={field} htmlFor={`${id}-size`}>
        Size
        <NativeSelect
          id={`${id}-size`}
          value={value.size ?? ""}
          onChange={(event) =>
            onChange({ ...value, size: (event.target.value || null) as Size | null })
          }
        >
          <option value="">All Sizes</option>
          {SHOP_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className={field} htmlFor={`${id}-sort`}>
        Sort by
        <NativeSelect
          id={`${id}-sort`}
          value={value.sort}
          onChange={(event) => onChange({ ...value, sort: event.target.value as SortOption })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className={cn(field, "gap-3")} htmlFor={`${id}-price`}>
        <span>
          Max price: <span className="tabular-nums">${value.maxPrice}</span>
        </span>
        <RangeSlider
          id={`${id}-price`}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={value.maxPrice}
          aria-valuetext={`$${value.maxPrice}`}
          onChange={(event) => onChange({ ...value, maxPrice: Number(event.target.value) })}
          className="mb-3"
        />
      </label>
    </div>
  );
}
