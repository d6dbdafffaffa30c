import { execFile } from "node:child_process"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { listQuery } from "../../../server/testing/test-server.ts"
import { isCliError } from "../../runtime/cli-errors.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as equipmentList from "../equipment/equipment-list.command.ts"
import * as notificationsList from "../notifications/notifications-list.command.ts"
import * as ticketsList from "../tickets/tickets-list.command.ts"
import { TICKET_COLUMNS } from "../tickets/ticket.format.ts"
import * as usersList from "../users/users-list.command.ts"

// --all reads every page through the list machines; --format csv writes the table's columns.

const h = useCliHarness("sysadmin")

const unique = (ids: ReadonlyArray<number>) => new Set(ids).size

describe("--all", () => {
  it("tickets: every page in turn, each item once, progress per page", async () => {
    const direct = await h.server.run((c) => c.tickets.list({ query: listQuery() }), h.sessionID())
    const pageSize = Math.max(1, Math.ceil(direct.count / 3))
    h.progress.length = 0
    const result = await h.run(ticketsList, { all: true, pageSize: String(pageSize) }, h.as())
    expect(direct.count).toBeGreaterThan(3)
    expect(result).toMatchObject({
      all: true,
      page: 1,
      count: direct.count,
      pages: 3,
      url: { pageSize: String(pageSize) },
    })
    expect(result.items).toHaveLength(direct.count)
    expect(unique(result.items.map((t) => t.ticketid))).toBe(direct.count)
    expect(h.progress.map((p) => [p.label, p.done, p.total])).toEqual([
      ["Fetching tickets", 1, 3],
      ["Fetching tickets", 2, 3],
      ["Fetching tickets", 3, 3],
    ])
    expect(ticketsList.render(result).split("\n").at(-1)).toMatch(
      new RegExp(`^All ${direct.count} tickets \\(3 pages read\\) · sorted by ticketid desc`),
    )
  })

  it("users and equipment: every item of the count", async () => {
    const users = await h.run(usersList, { all: true, pageSize: "5" }, h.as())
    expect(users.count).toBeGreaterThan(5)
    expect([users.items.length, unique(users.items.map((u) => u.userid))]).toEqual([users.count, users.count])
    const equipment = await h.run(equipmentList, { all: true, pageSize: "4" }, h.as())
    expect(equipment.count).toBeGreaterThan(4)
    expect(unique(equipment.items.map((e) => e.equipmentid))).toBe(equipment.count)
  })

  it("notifications: 'load more' until none is left", async () => {
    const first = await h.run(notificationsList, {}, h.as())
    const all = await h.run(notificationsList, { all: true }, h.as())
    // The tiny seed has fewer than a page of them: notifications-all.test.ts pages a larger list.
    expect(all.hasMore).toBe(false)
    expect(all.items.map((n) => n.id)).toEqual(first.items.map((n) => n.id))
  })

  it("refuses --page beside it (exit 2)", async () => {
    const error = await h.fail(ticketsList, { all: true, page: "2" }, h.as())
    expect(isCliError(error) && [error.exitCode, error.message]).toEqual([
      2,
      "give either --page or --all (which reads every page), not both",
    ])
  })
})

describe("--format csv", () => {
  it("has the table's headings as its header row and one record per ticket", async () => {
    const result = await h.run(ticketsList, { pageSize: "5" }, h.as())
    const csv = ticketsList.render(result, { format: "csv" })
    const [header, ...records] = csv.split("\r\n")
    expect(header).toBe(TICKET_COLUMNS.map((c) => c.heading).join(","))
    expect(header).toBe("ID,STATUS,SEVERITY,PROBLEM,LOCATION,CREATED")
    expect(records.map((r) => r.split(",")[0])).toEqual(result.items.map((t) => String(t.ticketid)))
  })
})

describe("as a process", () => {
  const bin = join(import.meta.dirname, "../../bin.mjs")
  const portal = (...args: Array<string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      const env = { PATH: process.env.PATH ?? "", HOME: h.dir, XDG_CONFIG_HOME: join(h.dir, "xdg") }
      execFile(
        process.execPath,
        [bin, "--session", h.file(), ...args],
        { env, timeout: 60_000 },
        (e, stdout, stderr) => done({ code: e === null ? 0 : Number(e.code ?? -1), stdout, stderr }),
      )
    })

  it("--format json is --json; --format csv prints CSV; --json beside --format csv is refused", async () => {
    const viaFormat = await portal("users", "list", "--all", "--format", "json")
    expect([viaFormat.code, viaFormat.stderr]).toEqual([0, ""])
    const parsed = JSON.parse(viaFormat.stdout)
    expect(parsed).toMatchObject({ all: true })
    expect(parsed.items).toHaveLength(parsed.count)
    const csv = await portal("agreements", "list", "--format", "csv")
    expect([csv.code, csv.stdout.split("\r\n")[0]]).toEqual([
      0,
      "ID,NAME,TYPE,ACTIVE,START,RENEWAL,SALES CONTACT",
    ])
    const both = await portal("--json", "tickets", "list", "--format", "csv")
    expect([both.code, both.stdout]).toEqual([2, ""])
    expect(JSON.parse(both.stderr)).toEqual({
      error: { tag: "Usage", message: "give either --json or --format csv, not both" },
    })
  })
})
