import { SearchIcon, XIcon } from "~/components/ui/icons";
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { useNavigate } from "react-router";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { SearchProduct } from "../lib/search-product";
import { useDebouncedValue } from "../lib/use-debounced-value";
import type { SuggestionsState } from "./search-suggestions";

// The dropdown's content (and the search API's query) is fetched when the box takes focus or
// first gets text, rather than with every page.
const loadSuggestions = () => import("./search-suggestions");
const SearchSuggestions = lazy(loadSuggestions);

const FETCHING = <p className="p-4 text-sm text-muted-foreground">Fetching products…</p>;

/** The search box takes focus 100 ms after it appears (once the drawer has slid in). */
export const SEARCH_FOCUS_DELAY_MS = 100;

/** A pause in typing this long asks the API; each keystroke in a word would otherwise. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The header's search box with its suggestion dropdown, built as an
 * ARIA combobox: arrow keys move through the suggestions, Enter picks one or searches the shop.
 */
export function HeaderSearch({
  variant = "inline",
  focusOnMount = false,
  onDone,
}: {
  variant?: "inline" | "drawer";
  /** Focus the box after the spec's delay, for the drawer that opens to search. */
  focusOnMount?: boolean;
  onDone?: () => void;
}) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const containerRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // What the dropdown shows, once its content has loaded; until then it is fetching.
  const [shown, setShown] = useState<SuggestionsState | null>(null);

  const trimmed = query.trim();
  // The API is asked once typing pauses.
  const asked = useDebouncedValue(trimmed, SUGGEST_DEBOUNCE_MS);
  const suggestions = shown?.suggestions ?? [];
  const showDropdown = open && trimmed !== "";

  const reset = () => {
    setQuery("");
    setOpen(false);
    setActiveIndex(-1);
  };

  useEffect(() => {
    if (!focusOnMount) return;
    const timer = setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focusOnMount]);

  // A click outside closes the dropdown only when there is no text; typed text keeps it open.
  const onOutsidePointer = useEffectEvent((event: PointerEvent) => {
    if (containerRef.current?.contains(event.target as Node)) return;
    if (query === "") setOpen(false);
  });
  useEffect(() => {
    document.addEventListener("pointerdown", onOutsidePointer);
    return () => document.removeEventListener("pointerdown", onOutsidePointer);
  }, []);

  const pick = (product: SearchProduct) => {
    reset();
    onDone?.();
    void navigate(`/product/${encodeURIComponent(product.id)}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const active = suggestions[activeIndex];
    if (showDropdown && active) return pick(active);
    if (!trimmed) return;
    reset();
    onDone?.();
    void navigate(`/shop?search=${encodeURIComponent(trimmed)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (query !== "" || open) event.preventDefault();
      reset();
      return;
    }
    if (!showDropdown || suggestions.length === 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActiveIndex((i) => (i + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActiveIndex((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    }
  };

  const loading = shown?.loading ?? true;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = showDropdown && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  return (
    <form
      ref={containerRef}
      role="search"
      aria-label="Products"
      onSubmit={submit}
      className="relative w-full"
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search products
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={showDropdown}
          aria-controls={showDropdown ? listboxId : undefined}
          aria-activedescendant={activeId}
          placeholder="Search products…"
          value={query}
          onFocus={() => {
            void loadSuggestions();
            setOpen(true);
          }}
          onChange={(event) => {
            const next = event.target.value;
            setActiveIndex(-1);
            if (next === "") return reset();
            setQuery(next);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          className={cn("pr-9 pl-9", variant === "inline" && "h-9 rounded-full bg-card/80")}
        />
        {query !== "" ? (
          <button
            type="button"
            onClick={() => {
              reset();
              inputRef.current?.focus();
            }}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer rounded-full p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {showDropdown ? (
        <div
          className={cn(
            "z-50 mt-2 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg",
            variant === "inline" && "absolute right-0 w-[22rem] max-w-[calc(100vw-2rem)]",
          )}
        >
          <Suspense fallback={FETCHING}>
            <SearchSuggestions
              typed={trimmed}
              asked={asked}
              listboxId={listboxId}
              optionId={optionId}
              activeIndex={activeIndex}
              onActiveIndex={setActiveIndex}
              onPick={pick}
              onState={setShown}
            />
          </Suspense>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {showDropdown && !loading
          ? suggestions.length === 0
            ? "No suggestions"
            : `${suggestions.length} ${suggestions.length === 1 ? "suggestion" : "suggestions"}`
          : ""}
      </p>
    </form>
  );
}
