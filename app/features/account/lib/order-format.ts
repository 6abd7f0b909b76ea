const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
});

const longDateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "November 24, 2026" (the account card's long US date); "" when unreadable. */
export function formatLongDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? longDate.format(date) : "";
}

/** "November 24, 2026 at 3:04 PM" (the orders page's "Updated on"); "" when unreadable. */
export function formatLongDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? longDateTime.format(date) : "";
}

/** The sum of the lines' quantities, "1 item" or "n items". */
export function itemCount(lines: readonly { quantity: number }[]): string {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/** The variant title worth showing: none for a single-variant product ("Default Title"). */
export function shownVariantTitle(title: string | null | undefined): string | null {
  return title && title !== "Default Title" ? title : null;
}
