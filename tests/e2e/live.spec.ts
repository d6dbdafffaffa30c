import { expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./support/axe.ts"
import { expectNoSidewaysScroll, signIn } from "./support/portal.ts"
import { shotForEyes } from "./support/shots.ts"

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ })
const activity = (page: Page) => page.getByRole("region", { name: "Activity" })

/** Staff comment on the ticket open in `staff`, through the form. */
async function staffComment(staff: Page, text: string): Promise<void> {
  await staff.getByLabel("Add a comment").fill(text)
  await staff.getByRole("button", { name: "Add comment" }).click()
  await expect(staff.getByLabel("Add a comment")).toHaveValue("")
}

/**
 * Issue 29, live updates in two browsers: staff comment on a customer's ticket; the customer's open
 * ticket shows the comment and the bell turns unread without a reload; on the customer's ticket list
 * the next comment is counted ("1 ticket changed") and Refresh shows it, the rows never moving by
 * themselves. Screenshots: test-results/live-list-changed-*.png.
 */
test("a comment by staff reaches the customer's open ticket, bell and list without a reload", async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const customerContext = await browser.newContext()
  const customer = await customerContext.newPage()
  // globex.user: no other test counts its notifications (acme.user's bell is counted elsewhere).
  const { sessionID } = await signIn(customer, "globex.user")
  const menu = await customer.request.get("/v1/leftmenu", { headers: { authorization: `EC ${sessionID}` } })
  const [agreement] = (
    (await menu.json()) as {
      TicketCounts: { Agreements: Array<{ agreementid: number; Locations: Array<{ locationid: number }> }> }
    }
  ).TicketCounts.Agreements.filter((a) => a.Locations.length > 0)
  const created = await customer.request.post("/v1/ticket", {
    headers: { authorization: `EC ${sessionID}` },
    data: {
      agreementid: agreement!.agreementid,
      locationid: agreement!.Locations[0]!.locationid,
      problem: "Dock door sensor trips at random",
      contactname: "Gina Gomez",
    },
  })
  expect(created.status()).toBe(200)
  const { ticketid } = (await created.json()) as { ticketid: number }
  await customer.goto(`/tickets/${ticketid}`)
  await expect(customer.getByRole("heading", { name: `Service Ticket #${ticketid}` })).toBeVisible()
  // Every notification seen: closing the panel marks them so.
  await bell(customer).click()
  await expect(bell(customer)).toHaveAttribute("aria-expanded", "true")
  await customer.keyboard.press("Escape")
  await expect(bell(customer)).toHaveAttribute("aria-expanded", "false")
  await expect(bell(customer)).toHaveAccessibleName("Notifications")

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, "sysadmin", `/tickets/${ticketid}`)
  await expect(staff.getByRole("heading", { name: `Service Ticket #${ticketid}` })).toBeVisible()
  const first = `The technician comes at 9 (${Date.now()})`
  await staffComment(staff, first)
  await expect(activity(customer).getByRole("listitem").first()).toContainText(first)
  // Said to screen readers too (a polite status).
  await expect(customer.getByRole("status").filter({ hasText: "new update" })).toHaveText(
    "1 new update on this ticket",
  )
  await expect(bell(customer)).toHaveAccessibleName("Notifications (unread)")

  // The list: reached by its link (no reload); the next change is counted, not shown by itself.
  await customer.getByRole("link", { name: "Service Tickets", exact: true }).first().click()
  await expect(customer.getByRole("heading", { name: "Service Tickets", level: 1 })).toBeVisible()
  const notice = customer.getByRole("status").filter({ hasText: "ticket changed" })
  await expect(notice).toHaveCount(0)
  await staffComment(staff, `Parts ordered (${Date.now()})`)
  await expect(notice).toHaveText("1 ticket changed")
  expect(await seriousViolations(customer)).toEqual([])
  for (const width of [390, 800, 1280]) {
    await customer.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(customer, width, "tickets changed notice")
    await notice.evaluate((element) => element.scrollIntoView({ block: "center" }))
    await shotForEyes(customer, `live-list-changed-${width}`)
  }
  // With the keyboard: Refresh takes the notice away and focus goes to the list's heading.
  await customer.getByRole("button", { name: "Refresh" }).focus()
  await customer.keyboard.press("Enter")
  await expect(notice).toHaveCount(0)
  await expect(customer.getByRole("heading", { name: "Service Tickets", level: 1 })).toBeFocused()
  await expect(customer.getByRole("button", { name: "Refresh" })).toHaveCount(0)
  await staffContext.close()
  await customerContext.close()
})
