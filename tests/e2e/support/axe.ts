import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/**
 * Waits until the page stands still: nothing marked busy (a table or list loading, the shell's
 * loading bar) and no finite animation or transition running (a panel sliding in, a popup fading).
 * An axe pass in between judges a half-drawn page (text mid-fade fails contrast); on a loaded
 * machine that window grows, which is how the /admin pass failed under two workers.
 */
export async function settledForAxe(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * What every screen is checked against: WCAG 2.0, 2.1 and 2.2 A/AA, axe's best practices and its
 * experimental rules (off by default in axe; the portal's standard asks for them).
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"]

/** Serious and critical axe violations on the page once it is settled, summarised for the report. */
export async function seriousViolations(page: Page) {
  await settledForAxe(page)
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }))
}
