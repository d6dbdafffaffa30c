import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, test } from "@playwright/test"
import { signIn } from "./support/portal.ts"
import { listCount, shownTicketIds, reportPageErrors } from "./support/tickets.ts"

test.beforeEach(({ page }) => reportPageErrors(page))

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
