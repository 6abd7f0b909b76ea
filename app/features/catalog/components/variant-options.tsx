import { InfoIcon } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { isColourOption, swatchColour } from "../lib/colour-swatches";
import type { ProductVariant } from "../lib/normalize-product";
import { hasStock, optionValues, variantForOption } from "../lib/variant-selection";

/**
 * One radio group per option (native radios: arrow keys move within a group). Colour options
 * are swatches. A value whose variant is out of stock stays choosable but looks disabled (the
 * shopper may still pick it and see it is sold out). Next to Size, an info button jumps the
 * gallery to the size chart, and `sizeAction` (the size guide, when the product has one) follows.
 */
export function VariantOptions({
  variants,
  selected,
  onSelect,
  onShowSizeChart,
  sizeAction,
}: {
  variants: ProductVariant[];
  selected: ProductVariant | undefined;
  onSelect: (variant: ProductVariant) => void;
  onShowSizeChart?: () => void;
  sizeAction?: ReactNode;
}) {
  const options = optionValues(variants).filter(
    // A single "Title: Default Title" option means there is nothing to choose.
    (option) => !(option.values.length === 1 && option.values[0] === "Default Title"),
  );
  if (options.length === 0) return null;

  return (
    <div className="flex flex-col gap-5">
      {options.map((option) => {
        const colour = isColourOption(option.name);
        const current = selected?.options[option.name];
        return (
          <fieldset key={option.name} className="flex flex-col gap-2">
            <div className="flex items-center gap-2">
              <legend className="text-sm font-medium">
                {option.name}
                {current ? (
                  <span className="font-normal text-muted-foreground">: {current}</span>
                ) : null}
              </legend>
              {option.name.toLowerCase() === "size" && onShowSizeChart ? (
                <button
                  type="button"
                  onClick={onShowSizeChart}
                  aria-label="Show size chart"
                  title="Size chart"
                  className="rounded-full p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <InfoIcon aria-hidden="true" className="size-4" />
                </button>
              ) : null}
              {option.name.toLowerCase() === "size" && sizeAction ? (
                <div className="ml-auto">{sizeAction}</div>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => {
                const target = variantForOption(variants, selected, option.name, value);
                const inStock = target ? hasStock(target) : false;
                const checked = current === value;
                const id = `option-${option.name}-${value}`.replace(/\s+/g, "-").toLowerCase();
                return (
                  <label
                    key={value}
                    htmlFor={id}
                    className={cn(
                      "relative cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
                      colour ? "rounded-full" : "rounded-md",
                    )}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={`option-${option.name}`}
                      value={value}
                      checked={checked}
                      onChange={() => target && onSelect(target)}
                      className="peer sr-only"
                      aria-describedby={inStock ? undefined : `${id}-stock`}
                    />
                    {colour ? (
                      <span
                        aria-hidden="true"
                        title={value}
                        className={cn(
                          "block size-9 rounded-full border border-ink/15 ring-offset-2 peer-checked:ring-2 peer-checked:ring-blush-700",
                          !inStock && "opacity-40",
                        )}
                        style={{ backgroundColor: swatchColour(option.name, value, variants) }}
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className={cn(
                          "flex h-10 min-w-12 items-center justify-center rounded-md border border-input bg-background px-3 text-sm peer-checked:border-blush-700 peer-checked:bg-blush-700 peer-checked:text-white",
                          !inStock && "text-muted-foreground line-through opacity-60",
                        )}
                      >
                        {value}
                      </span>
                    )}
                    <span className="sr-only">{value}</span>
                    {inStock ? null : (
                      <span id={`${id}-stock`} className="sr-only">
                        (out of stock)
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
