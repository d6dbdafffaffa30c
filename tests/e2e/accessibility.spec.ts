import { expect, test } from "@playwright/test"
import { seriousViolations } from "./support/axe.ts"
import { sideNav, signIn } from "./support/portal.ts"

test("the login screen has no serious or critical axe violations", async ({ page }) => {
  await page.goto("/auth/login")
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the shell has no serious or critical axe violations", async ({ page }) => {
  await signIn(page, "acme.user", "/dashboard")
  await expect(sideNav(page).getByRole("link", { name: /^Open \d+$/ })).toBeVisible()
  await expect(page.getByRole("region", { name: "YOUR ACCOUNT TEAM" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Site announcement" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
