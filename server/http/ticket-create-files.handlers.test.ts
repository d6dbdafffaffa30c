import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_ATTACHMENT_BYTES } from "../../core/domain/tickets/attachments.ts"
import { MAX_REQUEST_BODY_BYTES } from "../../core/domain/constants.ts"
import {
  MAX_FILES_PER_NEW_TICKET,
  newTicketFileMessages,
} from "../../core/domain/tickets/new-ticket-files.ts"
import type { NewTicket } from "../../core/schema/ticket.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

/** A new ticket with its files in one call (issue 28); the company's quota here is 1 MB. */
const QUOTA = 1024 * 1024
let server: TestServer
let acme: string
let placement: { agreementid: number; locationid: number }
beforeAll(async () => {
  server = await startTestServer({ attachmentQuotaBytes: QUOTA })
  acme = await server.signIn("acme.user")
  const [a] = await server.db.run<typeof placement>(
    sql`SELECT al.agreementid, al.locationid FROM agreement_locations al
        JOIN agreements a ON a.agreementid = al.agreementid WHERE a.companyid = 2 AND a.active
        ORDER BY al.agreementid, al.locationid LIMIT 1`,
  )
  placement = a!
})
afterAll(() => server?.stop())

const ticket = (problem: string): NewTicket => ({ ...placement, problem, contactname: "Andy Ackerman" })
type Upload = readonly [name: string, size: number]

const formOf = (fields: unknown, files: ReadonlyArray<Upload>) => {
  const form = new FormData()
  form.append("ticket", JSON.stringify(fields))
  for (const [name, size] of files) form.append("files", new Blob([new Uint8Array(size).fill(7)]), name)
  return form
}
const create = (problem: string, files: ReadonlyArray<Upload>, session = acme) =>
  server.run((c) => c.tickets.createWithFiles({ payload: formOf(ticket(problem), files) }), session)
const refusal = (problem: string, files: ReadonlyArray<Upload>, session = acme) =>
  server.run((c) => flip(c.tickets.createWithFiles({ payload: formOf(ticket(problem), files) })), session)

/** The SQL oracle: tickets with this problem and file rows (with bytes) on them. */
const stored = async (problem: string) => {
  const [row] = await server.db.run<{ tickets: number; files: number; bytes: number }>(
    sql`SELECT count(DISTINCT t.ticketid)::int AS tickets, count(f.fileid)::int AS files,
          coalesce(sum(octet_length(f.content)), 0)::int AS bytes
        FROM tickets t LEFT JOIN ticket_files f ON f.ticketid = t.ticketid WHERE t.problem = ${problem}`,
  )
  return row!
}
const allFiles = async () =>
  (await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM ticket_files`))[0]!.n

describe("POST /v1/ticket/withfiles", () => {
  it("creates the ticket with every file, its bytes and history entries, announced with the ticket", async () => {
    const { ticketid } = await create("Printer jams", [
      ["photo.jpg", 1000],
      ["log.txt", 20],
    ])
    expect(await stored("Printer jams")).toEqual({ tickets: 1, files: 2, bytes: 1020 })
    const { files } = await server.run((c) => c.tickets.files({ params: { ticketid } }), acme)
    // Files of one transaction share their time: the list orders them by id.
    expect(files.map((f) => [f.originalFileName, f.size]).sort()).toEqual([
      ["log.txt", 20],
      ["photo.jpg", 1000],
    ])
    const entries = await server.db.run<{ description: string }>(
      sql`SELECT description FROM ticket_activities WHERE ticketid = ${ticketid} ORDER BY activityid, description`,
    )
    expect(entries.map((e) => e.description).sort()).toEqual(
      ["Attachment added: log.txt", "Attachment added: photo.jpg", "Ticket created: Printer jams"].sort(),
    )
    const unannounced = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ticket_files WHERE ticketid = ${ticketid} AND notified IS NULL`,
    )
    expect(unannounced[0]!.n).toBe(0)
  })

  it("creates a ticket without files too", async () => {
    await create("No files", [])
    expect(await stored("No files")).toEqual({ tickets: 1, files: 0, bytes: 0 })
  })

  it.each<[string, ReadonlyArray<Upload>, string, string]>([
    [
      "a refused type",
      [
        ["ok.pdf", 10],
        ["setup.exe", 10],
      ],
      "UnsupportedMediaType",
      '"setup.exe" cannot be uploaded: .exe files can run programs',
    ],
    [
      "a file over 10 MB",
      [
        ["ok.pdf", 10],
        ["huge.bin", MAX_ATTACHMENT_BYTES + 1],
      ],
      "PayloadTooLarge",
      '"huge.bin" is larger than 10 MB',
    ],
    [
      "an empty file",
      [
        ["ok.pdf", 10],
        ["empty.txt", 0],
      ],
      "BadRequest",
      '"empty.txt" is empty',
    ],
    [
      "the quota",
      [
        ["a.pdf", 600 * 1024],
        ["b.pdf", 600 * 1024],
      ],
      "PayloadTooLarge",
      '"b.pdf" (0.59 MB) does not fit in the attachment quota',
    ],
  ])(
    "%s fails the whole creation with the file's name and creates nothing",
    async (label, files, tag, text) => {
      const problem = `Refused: ${label}`
      const before = await allFiles()
      const error = await refusal(problem, files)
      expect(error._tag).toBe(tag)
      expect("message" in error ? error.message : "").toContain(text)
      expect(await stored(problem)).toEqual({ tickets: 0, files: 0, bytes: 0 })
      expect(await allFiles()).toBe(before)
    },
  )

  it(`refuses more than ${MAX_FILES_PER_NEW_TICKET} files, and a bad ticket field by name, creating nothing`, async () => {
    const many = Array.from({ length: MAX_FILES_PER_NEW_TICKET + 1 }, (_, i): Upload => [`f${i}.txt`, 1])
    expect(await refusal("Too many", many)).toMatchObject({ _tag: "BadRequest", field: "files" })
    expect(await stored("Too many")).toEqual({ tickets: 0, files: 0, bytes: 0 })
    const bad = await server.run(
      (c) =>
        flip(
          c.tickets.createWithFiles({ payload: formOf({ ...ticket("x"), contactname: "" }, [["a.txt", 1]]) }),
        ),
      acme,
    )
    expect(bad).toMatchObject({ _tag: "BadRequest", field: "contactname" })
  })

  it("refuses a part it does not take, a second ticket part and a file without a name, naming each, creating nothing", async () => {
    const send = async (form: FormData) => {
      const response = await fetch(`${server.url}/v1/ticket/withfiles`, {
        method: "POST",
        headers: { authorization: `EC ${acme}` },
        body: form,
      })
      return { status: response.status, body: await response.json() }
    }
    const base = () => {
      const form = new FormData()
      form.append("ticket", JSON.stringify(ticket("Parts checked")))
      return form
    }
    const unknownField = base()
    unknownField.append("note", "dropped?")
    expect(await send(unknownField)).toMatchObject({
      status: 400,
      body: { field: "note", message: newTicketFileMessages.unknownPart("note") },
    })
    const unknownFile = base()
    unknownFile.append("file", new Blob([new Uint8Array(3)]), "a.txt")
    expect(await send(unknownFile)).toMatchObject({ status: 400, body: { field: "file" } })
    const twice = base()
    twice.append("ticket", JSON.stringify(ticket("Parts checked again")))
    expect(await send(twice)).toMatchObject({
      status: 400,
      body: { field: "ticket", message: newTicketFileMessages.secondTicket },
    })
    const nameless = base()
    nameless.append("files", "bytes without a file name")
    expect(await send(nameless)).toMatchObject({
      status: 400,
      body: { field: "files", message: newTicketFileMessages.fileWithoutName },
    })
    const huge = new FormData()
    huge.append(
      "ticket",
      JSON.stringify({ ...ticket("Huge"), problem: "x".repeat(MAX_REQUEST_BODY_BYTES + 1) }),
    )
    expect(await send(huge)).toMatchObject({ status: 413, body: { limitBytes: MAX_REQUEST_BODY_BYTES } })
    for (const problem of ["Parts checked", "Parts checked again", "Huge"])
      expect(await stored(problem)).toEqual({ tickets: 0, files: 0, bytes: 0 })
  })

  it("answers 404 for another company's agreement and creates nothing", async () => {
    const globex = await server.signIn("globex.user")
    expect(await refusal("Not theirs", [["a.txt", 5]], globex)).toMatchObject({ _tag: "NotFound" })
    expect(await stored("Not theirs")).toEqual({ tickets: 0, files: 0, bytes: 0 })
  })

  it("refuses a body that is not multipart with 415", async () => {
    const response = await fetch(`${server.url}/v1/ticket/withfiles`, {
      method: "POST",
      headers: { authorization: `EC ${acme}`, "content-type": "application/json" },
      body: JSON.stringify(ticket("json")),
    })
    expect(response.status).toBe(415)
  })
})
