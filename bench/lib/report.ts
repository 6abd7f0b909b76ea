/** One target next to its measured value; `pass` is null when the value could not be measured. */
export interface Check {
  metric: string;
  value: number | null;
  target: string;
  pass: boolean | null;
}

export interface PartResult {
  part: string;
  /** Why the part did not run, e.g. a feature that has not landed yet. */
  skipped?: string;
  /** Everything measured, as plain JSON for bench/results. */
  data: unknown;
  checks: Check[];
}

export function atLeast(metric: string, value: number | null, min: number, unit = ""): Check {
  return {
    metric,
    value,
    target: `≥ ${min}${unit}`,
    pass: value === null || Number.isNaN(value) ? null : value >= min,
  };
}

export function atMost(metric: string, value: number | null, max: number, unit = ""): Check {
  return {
    metric,
    value,
    target: `≤ ${max}${unit}`,
    pass: value === null || Number.isNaN(value) ? null : value <= max,
  };
}

export function below(metric: string, value: number | null, limit: number, unit = ""): Check {
  return {
    metric,
    value,
    target: `< ${limit}${unit}`,
    pass: value === null || Number.isNaN(value) ? null : value < limit,
  };
}

/** "✓ ≥ 800" — the mark printed next to a number in the tables. */
export function mark(check: Check): string {
  const symbol = check.pass === null ? "?" : check.pass ? "✓" : "✗";
  return `${symbol} ${check.target}`;
}

export const fmt = {
  int: (n: number | null | undefined) => (n == null ? "—" : Math.round(n).toLocaleString("en-US")),
  ms: (n: number | null | undefined) =>
    n == null ? "—" : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`,
  mb: (bytes: number | null | undefined) =>
    bytes == null ? "—" : `${(bytes / (1024 * 1024)).toFixed(0)} MB`,
  kb: (bytes: number | null | undefined) =>
    bytes == null ? "—" : `${(bytes / 1024).toFixed(1)} KB`,
  cpu: (n: number | null | undefined) => (n == null ? "—" : `${n.toFixed(2)} ms`),
  score: (n: number | null | undefined) => (n == null ? "—" : String(Math.round(n))),
  cls: (n: number | null | undefined) => (n == null ? "—" : n.toFixed(3)),
};

/** `value  ✓ ≥ target`, or the value alone when no target applies. */
export function withMark(text: string, check?: Check) {
  return check ? `${text}  ${mark(check)}` : text;
}

/** Prints a plain aligned text table (first column left-aligned, the rest right-aligned). */
export function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((h, i) =>
    Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[i] ?? ""))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const pad = " ".repeat((widths[i] ?? 0) - visibleLength(cell));
        return i === 0 ? cell + pad : pad + cell;
      })
      .join("  │  ");
  const rule = widths.map((w) => "─".repeat(w)).join("──┼──");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(rule);
  for (const row of rows) console.log(line(row));
}

function visibleLength(text: string) {
  return [...text].length;
}

/** Summary of every check of every part: the last thing `npm run bench` prints. */
export function printSummary(results: PartResult[]) {
  const rows: string[][] = [];
  for (const result of results) {
    if (result.skipped) {
      rows.push([result.part, "skipped", result.skipped, ""]);
      continue;
    }
    for (const check of result.checks) {
      rows.push([
        result.part,
        check.metric,
        check.value === null ? "—" : String(Math.round(check.value * 1000) / 1000),
        mark(check),
      ]);
    }
  }
  printTable("Summary", ["part", "metric", "value", "target"], rows);
  const failed = results.flatMap((r) => r.checks).filter((c) => c.pass === false).length;
  const unknown = results.flatMap((r) => r.checks).filter((c) => c.pass === null).length;
  console.log(`\n${failed} target(s) missed, ${unknown} not measured.`);
}
