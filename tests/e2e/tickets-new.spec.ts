import { expect, test } from "@playwright/test"
import type { LeftMenu } from "../../core/schema/navigation.ts"
import { seriousViolations } from "./support/axe.ts"
import { apiJson, expectNoSidewaysScroll, sideNav, signIn } from "./support/portal.ts"
import { shownTicketIds, ticketRows, reportPageErrors } from "./support/tickets.ts"

test.beforeEach(({ page }) => reportPageErrors(page))

test("the form validates on blur and on submit with the spec's messages", async ({ page }) => {
  await signIn(page, "acme.user", "/tickets/new")
  // The form as a person meets it: its choices loaded (the blur below went unanswered once in CI
  // on a form still starting; see the stop-27 note).
  const agreements = page.getByRole("combobox", { name: "Agreement" }).getByRole("option")
  await expect.poll(() => agreements.count()).toBeGreaterThan(1)
  const problem = page.getByLabel("Problem")
  await problem.focus()
  await problem.blur()
  await expect(page.getByText("Problem is required")).toBeVisible()
  await problem.fill("x".repeat(2001))
  await problem.blur()
  await expect(page.getByText("Problem must be less than 2000 characters")).toBeVisible()
  await problem.fill("Pump leaks")
  await problem.blur()
  await expect(page.getByText(/^Problem (is|must)/)).toHaveCount(0)
  await page.getByLabel("Contact Email").fill("not-an-address")
  await page.getByLabel("Contact Email").blur()
  await expect(page.getByText("Invalid email address")).toBeVisible()
  await page.getByLabel("Contact Email").fill("ann@example.com")
  await page.getByLabel("Contact Email").blur()
  await expect(page.getByText("Invalid email address")).toHaveCount(0)
  // One address, one mailbox: a quoted list that would reach three recipients is refused in words.
  await page.getByLabel("Contact Email").fill('"x",victim1@evil.example,victim2@evil.example,"y"@example.com')
  await page.getByLabel("Contact Email").blur()
  await expect(page.getByText("Invalid email address")).toBeVisible()
  await page.getByLabel("Contact Name").fill("   ")
  await page.getByRole("button", { name: "Submit Ticket" }).click()
  await expect(page.getByText("Agreement is required")).toBeVisible()
  await expect(page.getByText("Location is required")).toBeVisible()
  await expect(page.getByText("Contact Name is required")).toBeVisible()
  await expect(page.getByLabel("Agreement")).toBeFocused()
  await expect(page).toHaveURL("/tickets/new")
})

test("a new ticket opens after submit with a toast, heads the list and raises the open count", async ({
  page,
}) => {
  const { sessionID } = await signIn(page, "acme.user", "/tickets/new")
  const before = (await apiJson<LeftMenu>(page, "/v1/leftmenu", sessionID)).TicketCounts.totalOpen
  expect(before).toBeGreaterThan(0)
  await expect(sideNav(page).getByRole("link", { name: `Open ${before}`, exact: true })).toBeVisible()

  await page.getByLabel("Agreement").selectOption({ index: 1 })
  const location = page.getByLabel("Location")
  await expect(location.locator("option")).not.toHaveCount(1)
  await location.selectOption({ index: 1 })
  // The equipment choice is searchable (issue 24): typing a serial narrows the choices to it.
  const equipment = page.getByRole("button", { name: /^Equipment: / })
  await expect(equipment).toHaveAccessibleName("Equipment: Not specific equipment")
  await equipment.press("Enter")
  const choices = page.getByRole("dialog", { name: "Equipment", exact: true }).getByRole("option")
  await expect(choices.first()).toHaveText("Not specific equipment")
  const all = await choices.count()
  expect(all).toBeGreaterThan(2)
  const serial = (await choices.last().innerText()).split(" · ").pop()!
  await page.keyboard.type(serial)
  await expect(choices).not.toHaveCount(all)
  await expect(choices.first()).toContainText(serial)
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("Enter")
  await expect(equipment).toHaveAccessibleName(new RegExp(`^Equipment: .* · ${serial}$`))
  await expect(equipment).toBeFocused()
  const problem = `Conveyor belt squeals at start-up ${Date.now()}`
  await page.getByLabel("Problem").fill(problem)
  await page.getByLabel("Severity").selectOption({ label: "Critical Down or System Down" })
  await page.getByLabel("Customer Reference ID").fill("PO-7781")
  await page.getByLabel("Contact Phone").fill("313.555.0142")
  // Files sent with the ticket (issue 28): two chosen, one removed before sending.
  const kept = `belt-noise-${Date.now()}.txt`
  const chooser = page.waitForEvent("filechooser")
  await page.getByRole("button", { name: "Choose files" }).click()
  await (await chooser).setFiles([
    { name: kept, mimeType: "text/plain", buffer: Buffer.from("squeal at 40 Hz, 3 s after start") },
    { name: "wrong-photo.txt", mimeType: "text/plain", buffer: Buffer.from("not this one") },
  ])
  const toSend = page.getByRole("list", { name: "Files to send" })
  await expect(toSend.getByRole("listitem")).toHaveCount(2)
  await toSend.getByRole("button", { name: "Remove wrong-photo.txt" }).click()
  await expect(toSend.getByRole("listitem")).toHaveCount(1)
  await expect(toSend).toContainText(kept)
  expect(await seriousViolations(page)).toEqual([])
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page, width, "the new-ticket form with a file")
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole("button", { name: "Submit Ticket" }).click()

  await expect(page).toHaveURL(/\/tickets\/\d+$/)
  const id = Number(new URL(page.url()).pathname.split("/").pop())
  await expect(page.getByRole("heading", { level: 1, name: `Service Ticket #${id}` })).toBeVisible()
  await expect(
    page.getByRole("region", { name: "Status messages" }).getByText(`Service Ticket #${id} created`),
  ).toBeVisible()
  await expect(page.getByRole("region", { name: "Service", exact: true })).toContainText(problem)
  await expect(page.getByRole("region", { name: "Service", exact: true })).toContainText(
    "Critical Down or System Down",
  )
  await expect(page.getByRole("region", { name: "Equipment", exact: true })).toContainText(serial)
  // The phone as typed is kept; the detail reads it in national format (issue 24 point 9).
  await expect(page.getByRole("region", { name: "Contact" })).toContainText("(313) 555-0142")
  // The kept file arrived with the ticket; the removed one did not.
  const attached = page.getByRole("list", { name: "Attached files" })
  await expect(attached.getByRole("listitem").filter({ hasText: kept })).toBeVisible()
  await expect(attached.getByRole("listitem").filter({ hasText: "wrong-photo.txt" })).toHaveCount(0)
  await expect(sideNav(page).getByRole("link", { name: `Open ${before + 1}`, exact: true })).toBeVisible()

  await sideNav(page)
    .getByRole("link", { name: `Open ${before + 1}`, exact: true })
    .click()
  await expect(page).toHaveURL(/\/tickets\?status=open$/)
  await expect.poll(() => shownTicketIds(page).then((ids) => ids[0])).toBe(id)
  await expect(ticketRows(page).first()).toContainText(problem)
  const after = (await apiJson<LeftMenu>(page, "/v1/leftmenu", sessionID)).TicketCounts.totalOpen
  expect(after).toBe(before + 1)
})
