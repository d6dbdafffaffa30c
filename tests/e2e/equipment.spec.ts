import { expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./support/axe.ts"
import { apiJson, expectNoSidewaysScroll, signIn } from "./support/portal.ts"
import { reportPageErrors } from "./support/tickets.ts"
import { shotForEyes } from "./support/shots.ts"

test.beforeEach(({ page }) => reportPageErrors(page))

const table = (page: Page) => page.getByRole("table", { name: "Equipment" })
const summary = (page: Page) =>
  page.getByRole("navigation", { name: "Equipment pages" }).locator(".pagination-summary")

/** Shots for looking at the screens by eye (not compared): $E2E_SHOTS/equipment-<name>.png */
const shot = (page: Page, name: string) => shotForEyes(page, `equipment-${name}`, { fullPage: true })

test("choosing columns is kept after a reload and in another browser", async ({ page, browser }) => {
  const { sessionID } = await signIn(page, "acme.admin", "/dashboard")
  // Start from the defaults whatever an earlier spec chose for this user.
  await page.request.put("/v1/preferences/equipment-columns", {
    headers: { authorization: `EC ${sessionID}` },
    data: {
      columns: [
        "monitored",
        "description",
        "serialnumber",
        "coverage",
        "agreementid",
        "responsetime",
        "ticketcount",
      ],
    },
  })
  await page.goto("/equipment")
  await expect(table(page).getByRole("columnheader", { name: "Serial" })).toBeVisible()
  await expect(table(page).getByRole("columnheader", { name: "OEM" })).toHaveCount(0)
  await page.getByRole("button", { name: "Columns" }).click()
  await page.getByRole("dialog", { name: "Columns" }).getByText("OEM", { exact: true }).click()
  await page.keyboard.press("Escape")
  await expect(table(page).getByRole("columnheader", { name: "OEM" })).toBeVisible()
  await shot(page, "list-1280")
  // Saved on the server: wait until the choice is stored, then reload.
  await expect
    .poll(async () => (await page.request.get("/v1/preferences/equipment-columns")).json())
    .toMatchObject({ columns: expect.arrayContaining(["oem"]) })
  await page.reload()
  await expect(table(page).getByRole("columnheader", { name: "OEM" })).toBeVisible()
  const other = await browser.newContext()
  const second = await other.newPage()
  await signIn(second, "acme.admin", "/equipment")
  await expect(table(second).getByRole("columnheader", { name: "OEM" })).toBeVisible()
  await other.close()
})

test("the filter choices load when a filter is pressed, and the filter opens once they are in (issue 25)", async ({
  page,
}) => {
  const asked: Array<string> = []
  page.on("request", (r) => {
    if (/\/v1\/(oem|sla\/time|agreements)\b/.test(r.url())) asked.push(new URL(r.url()).pathname)
  })
  // The manufacturers answer slowly, as on a phone's network.
  await page.route("**/v1/oem", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await signIn(page, "acme.user", "/equipment")
  await expect(summary(page)).toContainText("of")
  await page.waitForTimeout(300)
  expect(asked, "no choices asked for with the list").toEqual([])
  const filters = page.locator(".equipment-filters")
  const oem = filters.getByRole("button", { name: "OEM", exact: true })
  await oem.dispatchEvent("click")
  // Waiting for them: the button says so, no popover opens on "Loading…".
  await expect(oem).toHaveAttribute("aria-busy", "true")
  await expect(page.getByRole("status").filter({ hasText: "Loading oem choices…" })).toBeAttached()
  await expect(page.getByRole("dialog", { name: "OEM" })).toHaveCount(0)
  const dialog = page.getByRole("dialog", { name: "OEM" })
  await expect(dialog.getByRole("checkbox").first()).toBeVisible()
  await expect(dialog.getByText("Loading…")).toHaveCount(0)
  await expect(oem).not.toHaveAttribute("aria-busy", "true")
  expect(asked).toContain("/v1/oem")
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  // Loaded once: another filter opens at once with its choices.
  await filters.getByRole("button", { name: "SLA", exact: true }).click()
  await expect(page.getByRole("dialog", { name: "SLA" }).getByRole("checkbox").first()).toBeVisible()
  expect(asked.filter((p) => p === "/v1/oem")).toHaveLength(1)
})

test("filters by contract category and searches, with the view in the URL", async ({ page }) => {
  const { sessionID } = await signIn(page, "acme.user", "/equipment")
  await expect(summary(page)).toContainText("of")
  const all = await apiJson<{ count: number; items: Array<{ serialnumber: string }> }>(
    page,
    "/v1/userequipment?contracttype=(All)&pl=1",
    sessionID,
  )
  await page.getByLabel("Contract type").selectOption("All")
  await expect(page).toHaveURL(/contracttype=All/)
  await expect(summary(page)).toContainText(`of ${all.count}`)
  const serial = all.items[0]!.serialnumber
  await page.getByLabel("Search equipment").fill(serial)
  await expect(page).toHaveURL(new RegExp(`search=${serial}`))
  await expect(table(page).getByRole("row")).toHaveCount(2)
  await expect(table(page)).toContainText(serial)
  await page.reload()
  await expect(page.getByLabel("Search equipment")).toHaveValue(serial)
  await expect(page.getByLabel("Contract type")).toHaveValue("All")
})

test("opens a detail, sends a change request and finds it on the equipment's activity and in the outbox", async ({
  page,
}) => {
  const message = `Please add the spare controller to this agreement (${Date.now()}).`
  await signIn(page, "acme.user", "/equipment")
  const first = table(page).getByRole("rowheader").first().getByRole("link")
  await first.click()
  await expect(page).toHaveURL(/\/equipment\/\d+$/)
  await expect(page.getByRole("heading", { name: "Ticket history", exact: false })).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "New Service Ticket" })).toHaveAttribute(
    "href",
    /\/tickets\/new\?agreementid=\d+&locationid=\d+&equipmentid=\d+/,
  )
  await shot(page, "detail-1280")
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Request a change" }).click()
  const dialog = page.getByRole("dialog", { name: "Request a change" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])
  // The dialog opens on its message box: what is typed right away lands there (issue 24 point 7).
  await expect(dialog.getByLabel("Message")).toBeFocused()
  await page.keyboard.type(message)
  await expect(dialog.getByLabel("Message")).toHaveValue(message)
  await dialog.getByRole("button", { name: "Submit" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText("Change request sent")).toBeVisible()
  await expect(page.getByRole("region", { name: "Activity" })).toContainText(message)
  // The mail to the agreement's sales representative waits in the outbox (demo mode lists it).
  const outbox = await page.request.get("/v1/dev/outbox")
  expect(outbox.status()).toBe(200)
  const { items } = (await outbox.json()) as {
    items: ReadonlyArray<{ kind: string; to: string; text: string }>
  }
  const mail = items.find((m) => m.kind === "agreement-request" && m.text.includes(message))
  expect(mail?.to).toMatch(/@/)
})

test("the Ticket History count links to that equipment's tickets", async ({ page }) => {
  await signIn(page, "acme.user", "/equipment?contracttype=All&sort=ticketcount&sortDirection=desc")
  const link = table(page)
    .getByRole("link", { name: /tickets?$/ })
    .first()
  await link.click()
  await expect(page).toHaveURL(/\/tickets\?equipment=/)
})

test("opens an agreement with its record and its locations", async ({ page }) => {
  await signIn(page, "acme.user", "/agreements")
  const agreements = page.getByRole("table", { name: "Agreements" })
  await expect(agreements.getByRole("row").nth(1)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await agreements.getByRole("rowheader").first().getByRole("button").click()
  await expect(page).toHaveURL(/\/agreements\?agreement=\d+/)
  const detail = page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 3, name: /Locations/ }) })
  await expect(detail.getByText("Payment terms")).toBeVisible()
  await expect(detail.getByRole("heading", { name: /Locations \([1-9]/ })).toBeVisible()
  // Issue 24: the billing-display flags, each shown or hidden.
  await expect(detail.getByRole("heading", { level: 3, name: "Billing display" })).toBeVisible()
  for (const label of ["Pricing", "Labor rates", "Parts prices", "Freight", "Tax", "Totals", "Hours worked"])
    await expect(detail.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible()
  await shot(page, "agreements-1280")
  expect(await seriousViolations(page)).toEqual([])
})

test("the equipment list fits 390 px as cards, with no serious axe violation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await signIn(page, "acme.user", "/equipment")
  await expect(page.getByRole("list", { name: "Equipment" })).toBeVisible()
  await shotForEyes(page, "equipment-list-390-top")
  await expectNoSidewaysScroll(page, 390, "equipment list")
  expect(await seriousViolations(page)).toEqual([])
  await page.setViewportSize({ width: 800, height: 900 })
  await shot(page, "list-800")
})

test("staff choose a customer account: the list narrows to it, the choice is in the URL and fits every width", async ({
  page,
}) => {
  test.setTimeout(300_000)
  const { sessionID } = await signIn(page, "sysadmin", "/equipment")
  const picker = page.getByLabel("Customer account")
  await expect(picker).toHaveValue("")
  await expect(picker.getByRole("option", { name: "Globex Logistics" })).toHaveCount(1)
  const globex = await apiJson<{ count: number }>(
    page,
    "/v1/userequipment?contracttype=(All)&salesforceaccountid=(3)&pl=1",
    sessionID,
  )
  expect(globex.count).toBeGreaterThan(0)
  await page.getByLabel("Contract type").selectOption("All")
  await picker.selectOption({ label: "Globex Logistics" })
  await expect(page).toHaveURL(/account=3/)
  await expect(summary(page)).toContainText(`of ${globex.count}`)
  await page.reload()
  await expect(page.getByLabel("Customer account")).toHaveValue("3")
  await expect(summary(page)).toContainText(`of ${globex.count}`)
  expect(await seriousViolations(page)).toEqual([])
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(page.getByLabel("Customer account")).toBeVisible()
    await expectNoSidewaysScroll(page, width, "equipment list with an account chosen")
    await shot(page, `account-${width}`)
  }
  expect(await seriousViolations(page)).toEqual([])
  // "All accounts" lifts the choice and leaves it out of the URL.
  await page.getByLabel("Customer account").selectOption("")
  await expect(page).not.toHaveURL(/account=/)
})
