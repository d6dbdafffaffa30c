import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, test } from "@playwright/test"
import { sideNav, signIn } from "./support/portal.ts"

/** Serious and critical WCAG 2 A/AA violations on the page as it stands, summarised for the report. */
async function seriousViolations(page: Page) {
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

test("the login screen has no serious or critical axe violations", async ({ page }) => {
  await page.goto("/auth/login")
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the shell has no serious or critical axe violations", async ({ page }) => {
  await signIn(page, "acme.user", "/dashboard")
  await expect(sideNav(page).getByRole("link", { name: /^Open \d+$/ })).toBeVisible()
  await expect(page.getByRole("region", { name: "YOUR ACCOUNT TEAM" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
