import { expect, type Page, test } from "@playwright/test"
import { sideNav, signIn } from "./support/portal.ts"

const toggle = (page: Page) => page.getByRole("button", { name: "Toggle navigation menu" })
/** The Open child of Service Tickets: shown only when the navigation is expanded. */
const openChild = (page: Page) => sideNav(page).getByRole("link", { name: /^Open \d+$/ })

test("on a small screen the menu opens as a modal and closes after navigating", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 })
  await signIn(page, "acme.user", "/dashboard")
  await expect(sideNav(page)).toHaveCount(0)
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false")

  await toggle(page).click()
  const dialog = page.getByRole("dialog", { name: "Navigation menu" })
  await expect(dialog).toBeVisible()
  await dialog.getByRole("link", { name: "Equipment" }).click()
  await expect(page).toHaveURL("/equipment")
  await expect(dialog).toHaveCount(0)

  await toggle(page).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
})

test("on a medium screen the menu starts minified and the toggle expands it", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 })
  await signIn(page, "acme.user", "/dashboard")
  await expect(sideNav(page)).toBeVisible()
  await expect(sideNav(page).getByRole("link", { name: "Dashboard" })).toBeVisible()
  await expect(openChild(page)).toBeHidden()

  await toggle(page).click()
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true")
  await expect(openChild(page)).toBeVisible()
  await toggle(page).click()
  await expect(openChild(page)).toBeHidden()
})

test("on a large screen the menu starts expanded and collapses to the minified bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, "acme.user", "/dashboard")
  await expect(openChild(page)).toBeVisible()
  await toggle(page).click()
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false")
  await expect(openChild(page)).toBeHidden()
  await expect(sideNav(page).getByRole("link", { name: "Service Tickets" })).toBeVisible()
})

test("the About page shows the product, version and support phone", async ({ page }) => {
  await signIn(page, "acme.user", "/about")
  await expect(page.getByRole("heading", { name: "About the product" })).toBeVisible()
  await expect(page.getByText("7.1.0", { exact: true })).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "+1 313 555 0100" })).toHaveAttribute(
    "href",
    "tel:+13135550100",
  )
})
