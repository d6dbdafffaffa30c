import { expect, type Page } from "@playwright/test"
import type { TicketList } from "../../../core/schema/ticket.ts"
import { apiJson } from "./portal.ts"

/** The ticket list table. */
export const ticketTable = (page: Page) => page.getByRole("table", { name: "Service tickets" })

/** Rows of the ticket list (the empty-list row has no ticket link). */
export const ticketRows = (page: Page) =>
  ticketTable(page)
    .locator("tbody tr")
    .filter({ has: page.getByRole("link") })

/** Ticket ids of the rows shown, top to bottom. */
export async function shownTicketIds(page: Page): Promise<number[]> {
  const links = await ticketTable(page).locator("tbody th a").allTextContents()
  return links.map((text) => Number(text.replace("#", "")))
}

/** Waits until the list has settled (not busy) and returns the total the pagination reports. */
export async function listCount(page: Page): Promise<number> {
  await expect(ticketTable(page)).toHaveAttribute("aria-busy", "false")
  const summary = page
    .getByRole("navigation", { name: "Service tickets pages" })
    .locator(".pagination-summary")
  const text = (await summary.textContent()) ?? ""
  if (text === "No results") return 0
  const match = /of (\d+)$/.exec(text)
  if (!match) throw new Error(`unexpected pagination summary "${text}"`)
  return Number(match[1])
}

/** GET /v1/ticketdetails with the spec's encoding, as the test's own oracle. */
export const apiTickets = (
  page: Page,
  sessionID: string,
  query: Record<string, string>,
): Promise<TicketList> =>
  apiJson<TicketList>(
    page,
    `/v1/ticketdetails?${new URLSearchParams({ s: "ticketid,problem,ticketstatus", ...query })}`,
    sessionID,
  )

/** Waits until the rows shown are exactly these ids in this order. */
export const expectRows = (page: Page, ids: ReadonlyArray<number>) =>
  expect.poll(() => shownTicketIds(page)).toEqual([...ids])

/** The `search` part of the page's URL as a record. */
export const urlParams = (page: Page): Record<string, string> =>
  Object.fromEntries(new URL(page.url()).searchParams)

/** Prints the page's console errors and uncaught exceptions into the test output (why a screen failed). */
export function reportPageErrors(page: Page): void {
  page.on("console", (m) => {
    if (m.type() === "error") console.log(`[page console.error] ${m.text()}`)
  })
  page.on("pageerror", (e) => console.log(`[page error] ${e.stack ?? e.message}`))
}
