import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The rules the accessibility journeys hold every page and overlay to: WCAG 2.0–2.2 A and AA
 * plus axe's best practices. WCAG 2.5.3 "Label in Name" (`label-content-name-mismatch`) was an
 * experimental rule that these tags left out before axe-core 4.14; it is named here so it runs
 * whatever tags a later axe-core gives it.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const ALWAYS_RUN = ["label-content-name-mismatch"];

/** axe-core's serious and critical violations on the page as it is now, one entry per rule. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // `options` replaces the whole option object, so it must come before `withTags`.
    .options({ rules: Object.fromEntries(ALWAYS_RUN.map((id) => [id, { enabled: true }])) })
    .withTags(TAGS)
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
