import { sql } from "drizzle-orm"
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { refusedExtensionText } from "../../core/domain/tickets/attachments.ts"
import { notOneRecipient } from "../mail/recipient.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"
import { SLICE_BYTES } from "../tickets/file-contents.ts"

let server: TestServer
let acme: string
let globex: string
let ticketid: number
beforeAll(async () => {
  server = await startTestServer()
  ;[acme, globex] = await Promise.all([server.signIn("acme.user"), server.signIn("globex.user")])
  const [t] = await server.db.run<{ ticketid: number }>(
    sql`SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid LIMIT 1`,
  )
  ticketid = t!.ticketid
})
afterAll(() => server?.stop())

const upload = (filename: string, payload: Uint8Array, session = acme, id = ticketid) =>
  server.run((c) => c.tickets.upload({ params: { ticketid: id }, query: { filename }, payload }), session)

describe("attachments", () => {
  it("round-trips the exact bytes through POST /v1/download/ and GET /documents/:dmsId", async () => {
    const bytes = new Uint8Array(randomBytes(300_000))
    const file = await upload("Wartungsbericht Über.pdf", bytes)
    expect(file).toMatchObject({ source: "DMS", originalFileName: "Wartungsbericht Über.pdf", size: 300_000 })
    expect(file.uploadedBy).toBe("Andy Ackerman")
    const viaDownload = await server.run(
      (c) => c.tickets.download({ payload: { filename: file.fileName } }),
      acme,
    )
    expect(Buffer.from(viaDownload).equals(Buffer.from(bytes))).toBe(true)
    const viaDocuments = await server.run(
      (c) => c.documents.document({ params: { dmsId: file.dmsId! } }),
      acme,
    )
    expect(Buffer.from(viaDocuments).equals(Buffer.from(bytes))).toBe(true)
    const { files } = await server.run((c) => c.tickets.files({ params: { ticketid } }), acme)
    expect(files.map((f) => f.dmsId)).toContain(file.dmsId)
  })

  it("serves files as attachments with a server-chosen type, never as HTML", async () => {
    const file = await upload("<script>.html", new TextEncoder().encode("<script>alert(1)</script>"))
    expect(file.originalFileName).toBe("_script_.html")
    const response = await fetch(`${server.url}/documents/${file.dmsId}`, {
      headers: { authorization: `EC ${acme}` },
    })
    expect(response.headers.get("content-type")).toBe("application/octet-stream")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="_script_.html"; filename*=UTF-8''_script_.html`,
    )
    const text = await upload("notes.txt", new TextEncoder().encode("hello"))
    const download = await fetch(`${server.url}/v1/download/`, {
      method: "POST",
      headers: { authorization: `EC ${acme}`, "content-type": "application/json" },
      body: JSON.stringify({ filename: text.fileName }),
    })
    expect(download.headers.get("content-type")).toBe("text/plain; charset=utf-8")
    expect(await download.text()).toBe("hello")
  })

  it("stores the bytes in the file's row under a generated id, whatever the name says, and no file on disk", async () => {
    const file = await upload("../../../../etc/passwd", new TextEncoder().encode("root:x"))
    expect(file.originalFileName).toBe("passwd")
    expect(file.dmsId).toMatch(/^[0-9a-f-]{36}$/)
    const [row] = await server.db.run<{ content: string; size: number }>(
      sql`SELECT convert_from(content, 'UTF8') AS content, size FROM ticket_files WHERE fileid = ${file.dmsId}`,
    )
    expect(row).toEqual({ content: "root:x", size: 6 })
    expect(existsSync(server.config.legacyFilesDir)).toBe(false)
  })

  it("serves a file larger than one read slice whole, byte for byte", async () => {
    const bytes = new Uint8Array(randomBytes(SLICE_BYTES * 2 + 12_345))
    const file = await upload("scan.pdf", bytes)
    const response = await fetch(`${server.url}/documents/${file.dmsId}`, {
      headers: { authorization: `EC ${acme}` },
    })
    expect(response.headers.get("content-length")).toBe(String(bytes.length))
    expect(response.headers.get("content-type")).toBe("application/pdf")
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  })

  it("stores a name without its invisible format characters (bidi controls, zero-width marks)", async () => {
    const file = await upload(
      "\ufeffminutes\u200b\u2066 of\u2069 meeting.txt",
      new TextEncoder().encode("notes"),
    )
    expect(file.originalFileName).toBe("minutes of meeting.txt")
    const listed = await server.run((c) => c.tickets.files({ params: { ticketid } }), acme)
    expect(listed.files.map((f) => f.originalFileName)).toContain("minutes of meeting.txt")
  })

  it.each([
    ["invoice\u202efdp.exe", "invoicefdp.exe", "exe"],
    ["Report.PDF.EXE", "Report.PDF.EXE", "exe"],
    ["setup.msi. . ", "setup.msi", "msi"],
    ["run.ps1", "run.ps1", "ps1"],
  ])("refuses %j with 415 saying why (checked after stripping), storing nothing", async (raw, shown, ext) => {
    const before = await server.run((c) => c.tickets.files({ params: { ticketid } }), acme)
    const answer = await fetch(
      `${server.url}/v1/ticket/${ticketid}/attachment?filename=${encodeURIComponent(raw)}`,
      {
        method: "POST",
        headers: { authorization: `EC ${acme}`, "content-type": "application/octet-stream" },
        body: new Uint8Array([77, 90]),
      },
    )
    expect(answer.status).toBe(415)
    expect(await answer.json()).toEqual({
      _tag: "UnsupportedMediaType",
      message: refusedExtensionText(shown, ext),
      requestId: expect.any(String),
    })
    const after = await server.run((c) => c.tickets.files({ params: { ticketid } }), acme)
    expect(after.files).toHaveLength(before.files.length)
  })

  it("refuses an empty file and an unusable name with 400", async () => {
    const empty = await server.run(
      (c) =>
        flip(
          c.tickets.upload({ params: { ticketid }, query: { filename: "a.txt" }, payload: new Uint8Array() }),
        ),
      acme,
    )
    expect(empty).toMatchObject({ _tag: "BadRequest", field: "body" })
    const dots = await server.run(
      (c) =>
        flip(
          c.tickets.upload({ params: { ticketid }, query: { filename: ".." }, payload: new Uint8Array([1]) }),
        ),
      acme,
    )
    expect(dots).toMatchObject({ _tag: "BadRequest", field: "filename" })
  })

  it("keeps other companies out: upload, list, download and documents answer 404", async () => {
    const file = await upload("secret.txt", new TextEncoder().encode("acme only"))
    const tags = [
      await server.run(
        (c) =>
          flip(
            c.tickets.upload({
              params: { ticketid },
              query: { filename: "x.txt" },
              payload: new Uint8Array([1]),
            }),
          ),
        globex,
      ),
      await server.run((c) => flip(c.tickets.files({ params: { ticketid } })), globex),
      await server.run((c) => flip(c.tickets.download({ payload: { filename: file.fileName } })), globex),
      await server.run((c) => flip(c.documents.document({ params: { dmsId: file.dmsId! } })), globex),
      await server.run(
        (c) => flip(c.tickets.attachmentNotification({ query: { ticketID: ticketid } })),
        globex,
      ),
    ].map((error) => error._tag)
    expect(tags).toEqual(["NotFound", "NotFound", "NotFound", "NotFound", "NotFound"])
    const anonymous = await fetch(`${server.url}/documents/${file.dmsId}`)
    expect(anonymous.status).toBe(401)
  })

  it("makes the upload the latest activity and announces new files once", async () => {
    const file = await upload("photo.png", new Uint8Array([137, 80, 78, 71]))
    const { item } = await server.run((c) => c.tickets.ticket({ params: { ticketid } }), acme)
    expect(item.latestactivitydescription).toBe("Attachment added: photo.png")
    expect(item.latestactivitydate).toBe(file.createdDate)
    const notified = await server.run(
      (c) => c.tickets.attachmentNotification({ query: { ticketID: ticketid } }),
      acme,
    )
    expect(notified.status).toBe("success")
    const pending = await server.db.run(
      sql`SELECT 1 FROM ticket_files WHERE ticketid = ${ticketid} AND notified IS NULL`,
    )
    expect(pending).toHaveLength(0)
  })

  it("never mails a contact address stored before the one-mailbox rule: the message is written failed", async () => {
    const list = '"x",victim1@evil.example,victim2@evil.example,"y"@example.com'
    const [row] = await server.db.run<{ ticketid: number }>(
      sql`UPDATE tickets SET contactemail = ${list}
          WHERE ticketid = (SELECT max(ticketid) FROM tickets WHERE companyid = 2) RETURNING ticketid`,
    )
    const id = row!.ticketid
    await upload("meter.txt", new TextEncoder().encode("4.2 bar"), acme, id)
    await server.run((c) => c.tickets.attachmentNotification({ query: { ticketID: id } }), acme)
    const mails = await server.db.run<{ status: string; last_error: string | null }>(
      sql`SELECT status, last_error FROM outbox WHERE template = 'ticket-attachment' AND to_address = ${list}`,
    )
    expect(mails).toEqual([{ status: "failed", last_error: notOneRecipient }])
  })
})

describe("the notice of new files to a ticket's contact (issue 22: mail to others is bounded)", () => {
  it("answers 429 with Retry-After past the user's bound, mails nothing and keeps the files to announce", async () => {
    const { name, points } = MAIL_LIMITS.ticketContact
    const contact = "site.contact@example.com"
    const [row] = await server.db.run<{ ticketid: number }>(
      sql`UPDATE tickets SET contactemail = ${contact}
          WHERE ticketid = (SELECT ticketid FROM tickets WHERE companyid = 2 ORDER BY ticketid OFFSET 1 LIMIT 1)
          RETURNING ticketid`,
    )
    const id = row!.ticketid
    const [me] = await server.db.run<{ userid: number }>(
      sql`SELECT userid FROM users WHERE username = 'acme.user'`,
    )
    await server.db.run(
      sql`INSERT INTO rate_limits (name, subject, window_start, hits) VALUES (${name}, ${String(me!.userid)}, now(), ${points})
          ON CONFLICT (name, subject) DO UPDATE SET window_start = now(), hits = ${points}`,
    )
    await upload("gauge.txt", new TextEncoder().encode("3.9 bar"), acme, id)
    const response = await fetch(`${server.url}/v1/ticket/attachment/notification?ticketID=${id}`, {
      method: "POST",
      headers: { authorization: `EC ${acme}` },
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await response.json()).message).toMatch(/at most 60 file notices to ticket contacts an hour/)
    const mails = await server.db.run(
      sql`SELECT 1 FROM outbox WHERE template = 'ticket-attachment' AND to_address = ${contact}`,
    )
    expect(mails).toHaveLength(0)
    const pending = await server.db.run(
      sql`SELECT 1 FROM ticket_files WHERE ticketid = ${id} AND notified IS NULL`,
    )
    expect(pending).toHaveLength(1)
  })
})
