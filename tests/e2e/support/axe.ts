import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** Serious and critical WCAG 2 A/AA violations on the page as it stands, summarised for the report. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }))
}
