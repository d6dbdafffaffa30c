import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import axeCore from "axe-core"

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

/**
 * Serious and critical axe violations on the page once it is settled, summarised for the report.
 *
 * Cheaper passes, the same verdict (axe passes took three quarters of the e2e time of the
 * accessibility specs): only violations are collected (`resultTypes`: axe still runs every rule, it
 * just stops listing every node that passed), and a page without frames runs `axe.run` in place
 * (legacy mode) instead of axe's frame protocol, which opens a blank page, injects axe a second
 * time there and ships every partial result over to it on every call. A page with a frame (the
 * support chat) keeps the frame protocol, so cross-origin frames are still judged.
 */
export async function seriousViolations(page: Page) {
  await settledForAxe(page)
  const framed = page.frames().length > 1
  // In place, axe (560 KB of script) goes into a document once, not twice on every pass (AxeBuilder
  // evaluates its source before each pass and again as it injects): it is given a source that does
  // nothing once the page holds axe. The frame protocol needs the real source for its blank page.
  if (!framed && !(await page.evaluate(() => "axe" in window))) await page.evaluate(axeCore.source)
  const { violations } = await new AxeBuilder({ page, ...(framed ? {} : { axeSource: ";" }) })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(!framed)
    .analyze()
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }))
}
