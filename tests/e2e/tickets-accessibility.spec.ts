import { expect, test } from "@playwright/test"
import { seriousViolations } from "./support/axe.ts"
import { signIn } from "./support/portal.ts"
import { listCount, shownTicketIds, reportPageErrors } from "./support/tickets.ts"

test.beforeEach(({ page }) => reportPageErrors(page))

test("the ticket list, with a filter popover and a calendar open, has no serious or critical axe violations", async ({
  page,
}) => {
  await signIn(page, "acme.user", "/tickets?status=open")
  await listCount(page)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Contacts" }).click()
  await expect(page.getByRole("dialog", { name: "Contacts" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Call date: Any date" }).click()
  await expect(page.getByRole("dialog", { name: "Call date calendar" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("a ticket's detail has no serious or critical axe violations", async ({ page }) => {
  await signIn(page, "acme.user", "/tickets?status=open")
  await listCount(page)
  const [id] = await shownTicketIds(page)
  await page.getByRole("link", { name: `#${id}`, exact: true }).click()
  await expect(page.getByRole("region", { name: "Activity" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Add comment" }).click()
  await expect(page.getByText("Comment is required")).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the new ticket form, with validation messages shown, has no serious or critical axe violations", async ({
  page,
}) => {
  await signIn(page, "acme.user", "/tickets/new")
  await page.getByRole("button", { name: "Submit Ticket" }).click()
  await expect(page.getByText("Agreement is required")).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("at 390 px the ticket cards and the Filters dialog have no serious or critical axe violations", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await signIn(page, "acme.user", "/tickets")
  await expect(
    page.getByRole("list", { name: "Service tickets" }).getByRole("listitem").first(),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Filters" }).click()
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("at 800 px the minified menu, a staff ticket table and the discard question have no serious or critical axe violations", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await signIn(page, "sysadmin", "/tickets")
  await listCount(page)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("link", { name: "New Service Ticket" }).first().click()
  // The equipment choice open and narrowed by a typed word (issue 24) is axe clean too.
  await page.getByLabel("Agreement").selectOption({ index: 1 })
  await expect(page.getByLabel("Location").locator("option")).not.toHaveCount(1)
  await page.getByLabel("Location").selectOption({ index: 1 })
  await page.getByRole("button", { name: /^Equipment: / }).click()
  await page.getByRole("searchbox", { name: "Search equipment" }).fill("server")
  await expect(page.getByRole("dialog", { name: "Equipment", exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  // Escape clears the search first, then closes the choices.
  await page.keyboard.press("Escape")
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: "Equipment", exact: true })).toHaveCount(0)
  await page.getByLabel("Problem").fill("Spindle overheats")
  await page.getByRole("button", { name: "Cancel", exact: true }).click()
  await expect(page.getByRole("alertdialog", { name: "Discard this service ticket?" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
