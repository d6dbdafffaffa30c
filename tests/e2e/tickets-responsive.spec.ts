import { expect, test } from "@playwright/test"
import { networkQuiet, sideNav, signIn, watchRequests } from "./support/portal.ts"
import { apiTickets, reportPageErrors, ticketTable } from "./support/tickets.ts"

test.beforeEach(({ page }) => reportPageErrors(page))

test("at 390 px the tickets are cards with their problem text, sorted by a choice above them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  // Nothing moves while the list loads (issue 24: layout shift 0.78 here): placeholder cards hold
  // the list's place, and the policy notice that comes with the navigation data stays put. The screen's
  // code waits until the navigation data is in, so the notice is shown before the page opens in the
  // shell (the order that once restarted the navigation: notice gone and back, 0.76 in CI); the list's
  // answer waits until its placeholders show. Layout shifts are summed from the first paint.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number }
    w.shifts = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.shifts += e.value
    }).observe({ type: "layout-shift", buffered: true })
  })
  let menuIn = () => {}
  const menuAnswered = new Promise<void>((r) => {
    menuIn = r
  })
  let releaseList = () => {}
  const listReleased = new Promise<void>((r) => {
    releaseList = r
  })
  const calls: Array<string> = []
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith("/v1/")) calls.push(path)
  })
  await page.route("**/v1/leftmenu", async (route) => {
    await route.fulfill({ response: await route.fetch() })
    menuIn()
  })
  await page.route(/\/assets\/ticket-list-screen-[\w-]+\.js$/, (route) =>
    menuAnswered.then(() => route.continue()),
  )
  await page.route(/\/v1\/ticketdetails\?/, (route) => listReleased.then(() => route.continue()))
  const { sessionID, userID } = await signIn(page, "acme.user", "/tickets")
  await expect(page.locator(".list-skeleton .data-card").first()).toBeVisible()
  releaseList()
  const cards = page.getByRole("list", { name: "Service tickets" })
  await expect(cards.getByRole("listitem").first()).toBeVisible()
  await expect(page.locator(".list-skeleton")).toHaveCount(0)
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts)
  expect(shifts, "layout shift while /tickets loads at 390 px").toBeLessThan(0.1)
  // A direct load sends each of the shell's start-up calls once (the menu and notifications went twice).
  // The saved views (issue 28) load with them, from the shell. The announcement's answer came with the
  // page (issue 25): it is not asked for.
  const startUp = [
    "/v1/expired",
    `/v1/user/${userID}`,
    "/v1/banner",
    "/v1/leftmenu",
    "/v1/preferences/ticket-views",
  ]
  expect(startUp.map((path) => calls.filter((c) => c === path).length)).toEqual([1, 1, 0, 1, 1])
  expect(calls.filter((c) => c.startsWith("/v1/user/notifications/"))).toHaveLength(1)
  const first = await apiTickets(page, sessionID, { st: "-ticketid", pl: "25", os: "0" })
  await expect(cards.getByRole("listitem")).toHaveCount(first.items.length)
  await expect(ticketTable(page)).toHaveCount(0)
  const top = first.items[0]!
  const card = cards.getByRole("listitem").first()
  await expect(card.getByRole("link", { name: `#${top.ticketid}`, exact: true })).toBeVisible()
  // The card leads with the problem (its last update may quote it too, as "Ticket created: ...").
  await expect(card.getByRole("paragraph").filter({ hasText: top.problem! }).first()).toBeVisible()

  await page.getByLabel("Sort by").selectOption({ label: "Problem" })
  await expect(page).toHaveURL(/\/tickets\?sort=problem&sortDirection=asc$/)
  await page.getByRole("button", { name: "Ascending, press to reverse" }).click()
  await expect(page).toHaveURL(/\/tickets\?sort=problem&sortDirection=desc$/)
})

test("at 390 px the filters open in a dialog; it says how many are on and closes when the route is left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await signIn(page, "acme.user", "/dashboard")
  await page.getByRole("button", { name: "Toggle navigation menu" }).click()
  await page
    .getByRole("dialog", { name: "Navigation menu" })
    .getByRole("link", { name: "Service Tickets" })
    .click()
  await expect(page).toHaveURL("/tickets")
  await expect(page.getByLabel("Status", { exact: true })).toHaveCount(0)

  const dialog = page.getByRole("dialog", { name: "Filters" })
  await page.getByRole("button", { name: "Filters" }).click()
  await expect(dialog).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL("/dashboard")
  await expect(dialog).toHaveCount(0)

  await page.goForward()
  await expect(page).toHaveURL("/tickets")
  await page.getByRole("button", { name: "Filters" }).click()
  await dialog.getByLabel("Status", { exact: true }).selectOption({ label: "Open" })
  await expect(page).toHaveURL(/\/tickets\?status=open$/)
  await dialog.getByRole("button", { name: "Show tickets" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Filters, 1 on" })).toBeFocused()
})

for (const [username, customerColumn] of [
  ["sysadmin", true],
  ["sales.rep", true],
  ["acme.user", false],
] as const)
  test(`${username} ${customerColumn ? "gets" : "gets no"} Customer column in the ticket list`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const { sessionID } = await signIn(page, username, "/tickets")
    const header = ticketTable(page).getByRole("columnheader", { name: "Customer" })
    await expect(ticketTable(page).getByRole("columnheader", { name: "Problem" })).toBeVisible()
    if (!customerColumn) return expect(header).toHaveCount(0)
    await expect(header).toBeVisible()
    const [top] = (
      await apiTickets(page, sessionID, { st: "-ticketid", pl: "1", os: "0", s: "ticketid,customername" })
    ).items as unknown as Array<{ customername: string }>
    await expect(ticketTable(page).locator("tbody tr").first()).toContainText(top!.customername)
  })

test("the minified menu names its entries, shows a label on hover, and the team card is not cut off", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 })
  const open = watchRequests(page)
  await signIn(page, "acme.user", "/dashboard")
  // The announcement arrives after the first paint and moves the menu down: hover once it has.
  await networkQuiet(page, open)
  const nav = sideNav(page)
  for (const name of ["New Service Ticket", "Dashboard", "Service Tickets", "Equipment", "Agreements"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible()
  await expect(nav.getByRole("link", { name: /^Call / })).toBeVisible()
  await nav.getByRole("link", { name: "Equipment", exact: true }).hover()
  await expect(page.getByRole("tooltip", { name: "Equipment" })).toBeVisible()

  const member = page.getByRole("region", { name: "YOUR ACCOUNT TEAM" }).getByRole("listitem").first()
  await member.getByRole("button").hover()
  const card = member.locator(".team-card")
  await expect(card.getByRole("link", { name: /@/ })).toBeVisible()
  // The whole card shows: it is in the window and nothing (the menu) covers its corners. Measured
  // again until it holds: a banner arriving above the menu moves the trigger, and the card with it.
  const navRight = await nav.evaluate((el) => el.getBoundingClientRect().right)
  await expect
    .poll(() =>
      card.evaluate((el, left) => {
        const box = el.getBoundingClientRect()
        const corners = [
          [box.left + 4, box.top + 4],
          [box.right - 4, box.bottom - 4],
        ] as const
        const covered = corners.some(([x, y]) => !el.contains(document.elementFromPoint(x, y)))
        return { inWindow: box.left >= left && box.right <= 800, covered }
      }, navRight),
    )
    .toEqual({ inWindow: true, covered: false })
})

test("with the keyboard: the Filters dialog opens with Enter and Escape returns focus; a focused row shows its whole text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await signIn(page, "acme.user", "/tickets")
  const filters = page.getByRole("button", { name: "Filters" })
  await filters.focus()
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "Filters" })
  await expect(dialog).toBeVisible()
  await expect(dialog).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(dialog.getByRole("button", { name: "Close filters" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(filters).toBeFocused()

  await page.setViewportSize({ width: 1280, height: 900 })
  const row = ticketTable(page).locator("tbody tr").first()
  const clamp = () =>
    row
      .locator(".cell-clip")
      .first()
      .evaluate((el) => getComputedStyle(el).webkitLineClamp)
  await page.mouse.move(5, 895)
  expect(await clamp()).toBe("2")
  await row.getByRole("link").focus()
  expect(await clamp()).toBe("none")
})
