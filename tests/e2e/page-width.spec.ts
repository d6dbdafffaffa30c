import { expect, type Page, test } from "@playwright/test"
import { EQUIPMENT_COLUMN_FIELDS } from "../../core/domain/equipment/fields.ts"
import { ROUTES } from "../../core/domain/routes.ts"
import type { TicketList } from "../../core/schema/ticket.ts"
import { apiGet, apiJson, signIn, watchRequests } from "./support/portal.ts"

/**
 * No screen scrolls sideways: every route that exists is visited at 390, 800 and 1280 px, signed in
 * as a customer and as staff, and the document may not be wider than the window. The widest page
 * per width is printed (the figure the screens issue asks for).
 */
const WIDTHS = [390, 800, 1280] as const
// The customer's and the staff's walks are the suite's longest tests: on two workers, one each.
test.describe.configure({ mode: "parallel" })
const TOKEN = "x".repeat(40)

interface Sample {
  readonly who: string
  readonly path: string
  readonly width: number
  /** The document's scroll width. */
  readonly scrollWidth: number
  /** Elements inside the page that scroll sideways themselves (a table behind a scrollbar). */
  readonly scrollers: ReadonlyArray<string>
}

const samples: Sample[] = []

const concretePath = (pattern: string, ids: Record<string, string>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? TOKEN)

/** A ticket of the caller's with two uploaded files whose names are long, as a customer would have. */
const ticketWithFiles = async (page: Page, sessionID: string): Promise<number> => {
  const { items } = await apiJson<TicketList>(page, "/v1/ticketdetails?pl=1", sessionID)
  const ticketid = items[0]!.ticketid
  for (const name of [
    "compressor-vibration-readings-2026-11-24-night-shift.txt",
    "photo_of_the_alarm_panel.txt",
  ])
    await page.request.post(`/v1/ticket/${ticketid}/attachment?filename=${name}`, {
      headers: { authorization: `EC ${sessionID}`, "content-type": "application/octet-stream" },
      data: Buffer.from(`contents of ${name}`),
    })
  return ticketid
}

/** Prints the widest page per width for one sign-in (the figure the screens issue reports). */
const report = (who: string) => {
  for (const width of WIDTHS) {
    const mine = samples.filter((s) => s.who === who && s.width === width)
    const widest = mine.sort((a, b) => b.scrollWidth - a.scrollWidth)[0]
    const inner = mine.flatMap((s) => s.scrollers.map((x) => `${s.path}: ${x}`))
    if (widest)
      console.log(
        `${who}: widest page at ${width} px is ${widest.scrollWidth} px (${widest.path})${inner.length > 0 ? `; scrolling inside: ${inner.join("; ")}` : ""}`,
      )
  }
}

/** The document's width and the elements that scroll sideways inside it, at the current size. */
const sample = async (page: Page, who: string, path: string, width: number) => {
  const { scrollWidth, scrollers } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollers: [...document.querySelectorAll("body *")]
      .filter((e) => {
        const overflow = getComputedStyle(e).overflowX
        return (overflow === "auto" || overflow === "scroll") && e.scrollWidth > e.clientWidth + 1
      })
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} ${e.scrollWidth}/${e.clientWidth} px`,
      ),
  }))
  samples.push({ who, path, width, scrollWidth, scrollers })
}

/** Requests the page has sent and not yet seen answered (the live stream left out: `watchRequests`). */
const inFlight = new WeakMap<Page, Set<unknown>>()
const watch = (page: Page) => {
  inFlight.set(page, watchRequests(page))
}

/** Two animation frames: the side menu's mode follows a resize one frame later. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/**
 * After a load or a resize: until nothing is in flight (a layout may load its own chunk, a screen
 * its data), nothing is aria-busy and the document's width is the same on three reads two frames
 * apart. Conditions only: networkidle would wait a fixed 500 ms after the last request of every
 * load, and a timer between reads would wait even when the page had already settled.
 */
const settled = async (page: Page) => {
  const open = inFlight.get(page)
  let last = -1
  let same = 0
  for (;;) {
    await twoFrames(page)
    const { width, busy } = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      busy: document.querySelector('[aria-busy="true"]') !== null,
    }))
    const quiet = !busy && (open?.size ?? 0) === 0
    same = quiet && width === last ? same + 1 : 0
    if (same >= 2) return
    last = width
  }
}

/**
 * Measures `path` at every width. One page load (at the first width, until it settled) and then
 * the window resized to each further width, which a screen must follow as a load would: a third of
 * the page loads of a load per width. A screen that needs `prepare` (choices made on the page) is
 * loaded once per width.
 */
const measure = async (page: Page, who: string, path: string, prepare?: (page: Page) => Promise<void>) => {
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 900 })
    if (index === 0 || prepare !== undefined) {
      await page.goto(path)
      await settled(page)
      await prepare?.(page)
    } else await settled(page)
    await sample(page, who, path, width)
  }
}

for (const [who, username] of [
  ["customer", "acme.admin"],
  ["staff", "sysadmin"],
] as const) {
  test(`no route scrolls sideways for ${who} at ${WIDTHS.join(", ")} px`, async ({ page }) => {
    test.setTimeout(240_000)
    watch(page)
    const { sessionID, userID } = await signIn(page, username, "/dashboard")
    const ticketid = await ticketWithFiles(page, sessionID)
    const equipment = await apiGet(page, "/v1/userequipment?pl=1", sessionID)
    const equipmentid = equipment.ok()
      ? String(
          ((await equipment.json()) as { items: Array<{ equipmentid: number }> }).items[0]?.equipmentid ?? 1,
        )
      : "1"
    const ids = { id: String(ticketid), userId: String(userID) }
    for (const route of ROUTES) {
      if (route.path === "/" || route.path === "/auth/login") continue
      const path =
        route.path === "/equipment/:id" ? `/equipment/${equipmentid}` : concretePath(route.path, ids)
      await measure(page, who, path)
    }
    // The equipment list with every column chosen, and an agreement opened with its record.
    await page.request.put("/v1/preferences/equipment-columns", {
      headers: { authorization: `EC ${sessionID}` },
      data: { columns: EQUIPMENT_COLUMN_FIELDS },
    })
    await measure(page, who, "/equipment?contracttype=All")
    await measure(page, who, "/equipment?contracttype=All&account=3")
    await measure(page, who, "/agreements?agreement=1")
    // The users list filtered and another user's profile (acme.user, in both callers' scope).
    await measure(page, who, "/users?active=1&sort=email")
    await measure(page, who, "/profile/4")
    await measure(page, who, "/no-such-page")
    if (who === "staff") {
      // /admin with a company's agreements open (cards below 770 px) and a user chosen for transfer.
      const seen: string[] = []
      await measure(page, who, "/admin#agreements-and-transfer", async (p) => {
        const agreements = p.getByRole("region", { name: "Company agreements" })
        const company = agreements.getByLabel("Company", { exact: true })
        await company.selectOption(
          (await company.locator("option", { hasText: "Initech" }).getAttribute("value"))!,
        )
        await expect(agreements.getByLabel("Name of agreement 8")).toBeVisible()
        const small = (p.viewportSize()?.width ?? 1280) < 770
        await expect(agreements.getByRole(small ? "list" : "table", { name: /^Agreements of/ })).toBeVisible()
        const transfer = p.getByRole("region", { name: "Transfer a user" })
        const user = transfer.getByLabel("User to transfer", { exact: true })
        await expect(user.locator("option")).not.toHaveCount(1)
        await user.selectOption({ index: 1 })
        seen.push(small ? "cards" : "table")
      })
      expect(seen).toEqual(["cards", "table", "table"])
    }
    report(who)
    const wide = samples.filter((s) => s.who === who && (s.scrollWidth > s.width || s.scrollers.length > 0))
    const text = wide.map((s) => `${s.path} at ${s.width}: ${s.scrollWidth} px ${s.scrollers.join(", ")}`)
    expect(wide, text.join("\n")).toEqual([])
  })
}

test("the login page does not scroll sideways", async ({ page }) => {
  watch(page)
  await measure(page, "signed out", "/auth/login")
  report("signed out")
  expect(
    samples.filter((s) => s.who === "signed out" && (s.scrollWidth > s.width || s.scrollers.length > 0)),
  ).toEqual([])
})
