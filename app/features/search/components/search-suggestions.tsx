import { useEffect } from "react";
import { formatMoney } from "~/lib/money";
import { cn } from "~/lib/utils";
import { useSearchProducts } from "../api/get-search-products";
import type { SearchProduct } from "../lib/search-product";

/** What the dropdown shows, for the search box's keyboard handling and announcement. */
export type SuggestionsState = { suggestions: SearchProduct[]; loading: boolean };

const NONE: SearchProduct[] = [];

/**
 * The header search's dropdown content: it asks the API and lists the answer. It loads with the
 * shopper's first keystroke (or focus), not with the page, as nothing shows it before then.
 */
export default function SearchSuggestions({
  typed,
  asked,
  listboxId,
  optionId,
  activeIndex,
  onActiveIndex,
  onPick,
  onState,
}: {
  /** The trimmed text in the box. */
  typed: string;
  /** The trimmed text once typing paused: the one the API is asked about. */
  asked: string;
  listboxId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onActiveIndex: (index: number) => void;
  onPick: (product: SearchProduct) => void;
  onState: (state: SuggestionsState | null) => void;
}) {
  const { data: answered, isPending } = useSearchProducts(asked);
  // Only the answer for the text now in the box is shown: while the box holds text the API has
  // not answered yet, the dropdown says it is fetching.
  const current = asked === typed;
  const suggestions = current && answered ? answered : NONE;
  const loading = !current || isPending;

  useEffect(() => onState({ suggestions, loading }), [onState, suggestions, loading]);
  useEffect(() => () => onState(null), [onState]);

  if (loading) return <p className="p-4 text-sm text-muted-foreground">Fetching products…</p>;
  if (suggestions.length === 0)
    return <p className="p-4 text-sm text-muted-foreground">No products found</p>;
  return (
    <ul id={listboxId} role="listbox" aria-label="Suggestions" className="py-1">
      {suggestions.map((product, index) => (
        // Keyboard selection lives on the combobox input (arrow keys and Enter), as the
        // ARIA combobox pattern prescribes; options only need pointer handlers.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={product.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          // Keep focus in the input so the combobox stays the one focus target.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(product)}
          onMouseEnter={() => onActiveIndex(index)}
          className={cn(
            "flex cursor-pointer items-center gap-3 px-3 py-2",
            index === activeIndex && "bg-accent",
          )}
        >
          <img
            src={product.image.url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-md bg-muted object-cover"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{product.name}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {product.category} · {product.id}
            </span>
          </span>
          <span className="shrink-0 text-sm font-medium">{formatMoney(product.price)}</span>
        </li>
      ))}
    </ul>
  );
}
