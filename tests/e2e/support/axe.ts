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

/** Serious and critical WCAG 2 A/AA violations on the page once it is settled, summarised for the report. */
export async function seriousViolations(page: Page) {
  await settledForAxe(page)
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
