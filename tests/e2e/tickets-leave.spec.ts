import { expect, type Page, test } from "@playwright/test"
import { avatarButton, sideNav, signIn } from "./support/portal.ts"
import { reportPageErrors } from "./support/tickets.ts"

test.beforeEach(({ page }) => reportPageErrors(page))

const discardDialog = (page: Page) => page.getByRole("alertdialog", { name: "Discard this service ticket?" })

test("leaving the new-ticket form with unsaved text asks first: Cancel stays, Discard leaves", async ({
  page,
}) => {
  await signIn(page, "acme.user", "/tickets/new")
  await page.getByLabel("Problem").fill("Press brake hydraulic leak")
  await page.getByRole("button", { name: "Cancel", exact: true }).click()
  await expect(discardDialog(page)).toBeVisible()
  await expect(discardDialog(page)).toContainText("What you have entered will be lost.")

  await discardDialog(page).getByRole("button", { name: "Cancel" }).click()
  await expect(discardDialog(page)).toHaveCount(0)
  await expect(page).toHaveURL("/tickets/new")
  await expect(page.getByLabel("Problem")).toHaveValue("Press brake hydraulic leak")

  await page.getByRole("button", { name: "Cancel", exact: true }).click()
  await discardDialog(page).getByRole("button", { name: "Discard" }).click()
  await expect(page).toHaveURL("/tickets")
  await expect(discardDialog(page)).toHaveCount(0)
})

test("menu links ask too; Escape keeps the form, Discard follows the link", async ({ page }) => {
  await signIn(page, "acme.user", "/tickets/new")
  await page.getByLabel("Customer Reference ID").fill("PO-1182")
  await avatarButton(page).click()
  await page.getByRole("menuitem", { name: "About the product" }).click()
  await discardDialog(page).getByRole("button", { name: "Cancel" }).click()
  await expect(page.getByRole("menu")).toHaveCount(0)
  await expect(page).toHaveURL("/tickets/new")

  await sideNav(page).getByRole("link", { name: "Equipment" }).click()
  await expect(discardDialog(page)).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(discardDialog(page)).toHaveCount(0)
  await expect(page).toHaveURL("/tickets/new")
  await expect(page.getByLabel("Customer Reference ID")).toHaveValue("PO-1182")

  await sideNav(page).getByRole("link", { name: "Equipment" }).click()
  // Keyboard only: Tab reaches the dialog's buttons, Enter presses the one with focus.
  await expect(discardDialog(page).getByRole("button", { name: "Discard" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL("/equipment")
})

test("an untouched form leaves without asking", async ({ page }) => {
  await signIn(page, "acme.user", "/tickets/new")
  await expect(page.getByLabel("Contact Name")).not.toHaveValue("")
  await page.getByRole("button", { name: "Cancel", exact: true }).click()
  await expect(page).toHaveURL("/tickets")
  await sideNav(page).getByRole("link", { name: "New Service Ticket" }).click()
  await expect(page).toHaveURL("/tickets/new")
  await sideNav(page).getByRole("link", { name: "Dashboard" }).click()
  await expect(page).toHaveURL("/dashboard")
  await expect(discardDialog(page)).toHaveCount(0)
})
