import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as comment from "./tickets-comment.command.ts"
import * as create from "./tickets-create.command.ts"
import * as exportCommand from "./tickets-export.command.ts"
import * as list from "./tickets-list.command.ts"
import * as show from "./tickets-show.command.ts"

const h = useCliHarness("acme.user")
let place: { agreement: string; location: string }
beforeAll(async () => {
  const [ticket] = (await h.run(list, { pageSize: "1" }, h.as())).items
  place = { agreement: String(ticket!.agreementid), location: String(ticket!.locationid) }
})

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)
const openCount = async () =>
  (await h.server.run((c) => c.shell.leftMenu(), h.sessionID())).TicketCounts.totalOpen

describe("portal tickets create", () => {
  it("creates a ticket through the form machine; it shows, with the user as contact, and counts as open", async () => {
    const before = await openCount()
    const problem = "Label printer feeds two labels at once"
    const result = await h.run(create, { ...place, problem, severity: "2", reference: "PO-77" }, h.as())
    expect(result.ticketid).toBeGreaterThan(0)
    expect(create.render(result)).toContain(`#${result.ticketid}`)
    const shown = await h.run(show, { id: String(result.ticketid) }, h.as())
    expect(shown.ticket).toMatchObject({
      problem,
      severitylevel: 2,
      customerreferenceid: "PO-77",
      ticketstatus: "O",
      contactname: "Andy Ackerman",
    })
    expect(await openCount()).toBe(before + 1)
  })

  it.each([
    [{}, "Agreement is required; Location is required; Problem is required"],
    [{ problem: "x".repeat(2001) }, "Problem must be less than 2000 characters"],
    [{ problem: "ok", contactEmail: "not-an-address" }, "Invalid email address"],
    [{ problem: "ok", contact: "   " }, "Contact Name is required"],
  ])("refuses %# with the form's messages and sends nothing", async (extra, message) => {
    const options = "problem" in extra ? { ...place, ...extra } : extra
    const error = await h.fail(create, options, h.as())
    expect(exitOf(error)).toBe(2)
    expect((error as Error).message).toContain(message)
  })

  it("sends --attach files with the ticket; a refused one names itself and creates nothing (exit 1)", async () => {
    const [photo, notes, tool] = ["photo.jpg", "notes.txt", "tool.exe"].map((n) => join(h.dir, n))
    writeFileSync(photo!, "jpeg bytes")
    writeFileSync(notes!, "notes")
    writeFileSync(tool!, "MZ")
    const problem = "Conveyor belt slips"
    const result = await h.run(create, { ...place, problem, attach: [photo!, notes!] }, h.as())
    expect(create.render(result)).toContain("with 2 file(s): photo.jpg, notes.txt")
    const shown = await h.run(show, { id: String(result.ticketid) }, h.as())
    expect(shown.files.map((f) => f.originalFileName).sort()).toEqual(["notes.txt", "photo.jpg"])
    const before = await openCount()
    const error = await h.fail(create, { ...place, problem: "Refused", attach: [notes!, tool!] }, h.as())
    expect(exitOf(error)).toBe(1)
    expect((error as Error).message).toContain('"tool.exe" cannot be uploaded')
    expect(await openCount()).toBe(before)
  })

  it.each([
    [{ agreement: "one" }, "--agreement must be a positive whole number"],
    [{ severity: "4" }, "--severity must be 1, 2 or 3"],
  ])("refuses bad option values %j", async (options, message) => {
    expect(((await h.fail(create, options, h.as())) as Error).message).toContain(message)
  })
})

describe("portal tickets comment", () => {
  it("comments and attaches a file; both show on the ticket", async () => {
    const [ticket] = (await h.run(list, { status: "open", pageSize: "1" }, h.as())).items
    const id = String(ticket!.ticketid)
    const path = join(h.dir, "readings.txt")
    writeFileSync(path, "pressure 4.2 bar\n")
    const result = await h.run(comment, { id, text: "  Readings attached  ", attach: [path] }, h.as())
    expect(result.comment?.description).toBe("Readings attached")
    expect(result.uploads).toEqual([{ name: "readings.txt", size: 17, status: "done", message: undefined }])
    const shown = await h.run(show, { id }, h.as())
    expect(shown.activities.map((a) => a.description)).toContain("Readings attached")
    expect(shown.files.map((f) => f.originalFileName)).toContain("readings.txt")
  })

  it.each([
    [{ text: "   " }, 2, "the comment is not valid: Comment is required"],
    [{ text: "x".repeat(2001) }, 2, "Comment must be less than 2000 characters"],
    [{}, 2, "give --text <comment>, --attach <file>, or both"],
    [{ attach: ["/no/such/file.txt"] }, 2, "cannot read --attach /no/such/file.txt: ENOENT"],
  ])("refuses %#", async (options, code, message) => {
    const error = await h.fail(comment, { id: "1", ...options }, h.as())
    expect(exitOf(error)).toBe(code)
    expect((error as Error).message).toContain(message)
  })

  it("refuses an empty file with the attachments rule's message", async () => {
    const path = join(h.dir, "empty.txt")
    writeFileSync(path, "")
    const error = await h.fail(comment, { id: "1", attach: [path] }, h.as())
    expect((error as Error).message).toBe('"empty.txt" is empty and cannot be uploaded.')
  })
})

describe("portal tickets export", () => {
  it("saves an .xlsx with one row per ticket the list counts, with progress steps", async () => {
    const out = join(h.dir, "closed.xlsx")
    const filters = { status: "closed", calldate: "2025-01-01:2026-12-31" }
    h.progress.length = 0
    const result = await h.run(exportCommand, { ...filters, out }, h.as())
    expect(result.file).toBe(out)
    expect(result.bytes).toBe(readFileSync(out).byteLength)
    const counted = await h.run(list, filters, h.as())
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(out)
    const sheet = book.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).value).toBe("Ticket #")
    expect(sheet.actualRowCount - 1).toBe(counted.count)
    expect(counted.count).toBeGreaterThan(0)
    expect(h.progress.map((p) => `${p.done}/${p.total}`)).toEqual(["0/3", "1/3", "2/3", "3/3"])
  })

  it.each([
    ["exists.xlsx", "exists: pass --force to replace it"],
    ["tickets.csv", "--out must name an .xlsx file"],
    ["missing/dir/t.xlsx", "does not exist"],
  ])("refuses --out %s", async (name, message) => {
    const out = join(h.dir, name)
    if (name === "exists.xlsx") writeFileSync(out, "old")
    const error = await h.fail(exportCommand, { out }, h.as())
    expect(exitOf(error)).toBe(2)
    expect((error as Error).message).toContain(message)
    if (name === "exists.xlsx") expect(readFileSync(out, "utf8")).toBe("old")
  })

  it("--force replaces the file", async () => {
    const out = join(h.dir, "again.xlsx")
    writeFileSync(out, "old")
    await h.run(exportCommand, { out, force: true, search: "zz-no-such-term" }, h.as())
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(out)
    expect(book.worksheets[0]!.actualRowCount).toBe(1)
    expect(existsSync(`${out}.${process.pid}.tmp`)).toBe(false)
  })
})
