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
  await page.getByRole("button", { name: "Open calendar for Call date" }).click()
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
