import { createHash } from "node:crypto"
import type { AddressInfo } from "node:net"
import { sql } from "drizzle-orm"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { ratingTexts } from "../../core/domain/tickets/rating.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

/** Issue 28: a close asks the ticket's contact for a rating, in the portal and by a mailed link. */
let server: TestServer
let smtp: SMTPServer
const received: Array<{ to: ReadonlyArray<string>; raw: string }> = []
const sessions: Record<string, string> = {}
const emails: Record<string, string> = {}
const ids: Record<string, number> = {}
let placement: { agreementid: number; locationid: number }
let colleague: string

const startSmtp = () =>
  new Promise<number>((resolve) => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on("data", (c: Buffer) => chunks.push(c))
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          })
          callback()
        })
      },
    })
    smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as AddressInfo).port))
  })

beforeAll(async () => {
  const port = await startSmtp()
  server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryMs: 200, mailPollMs: 200 })
  const [other] = await server.db.run<{ username: string }>(
    sql`SELECT username FROM users WHERE companyid = 2 AND roleid = 4 AND useractive AND NOT password_expired
          AND username <> 'acme.user'
        ORDER BY userid LIMIT 1`,
  )
  colleague = other!.username
  for (const name of ["sysadmin", "acme.user", "acme.admin", "globex.user", "sales.rep", colleague])
    sessions[name] = await server.signIn(name)
  const rows = await server.db.run<{ userid: number; username: string; email: string }>(
    sql`SELECT userid, username, email FROM users WHERE username IN ('acme.user', 'acme.admin')`,
  )
  for (const r of rows) {
    ids[r.username] = r.userid
    emails[r.username] = r.email
  }
  const [p] = await server.db.run<typeof placement>(
    sql`SELECT al.agreementid, al.locationid FROM agreement_locations al JOIN agreements a ON a.agreementid = al.agreementid
        WHERE a.companyid = 2 AND a.active ORDER BY al.agreementid, al.locationid LIMIT 1`,
  )
  placement = p!
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

const waitFor = async <T>(probe: () => T | undefined, what: string, ms = 30_000): Promise<T> => {
  const until = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A new Acme ticket naming `contactemail`, closed by staff; returns its id. */
const closedTicket = async (problem: string, contactemail?: string) => {
  const { ticketid } = await server.run(
    (c) =>
      c.tickets.create({
        payload: {
          ...placement,
          problem,
          contactname: "Alice Acheson",
          ...(contactemail ? { contactemail } : {}),
        },
      }),
    sessions["acme.admin"],
  )
  await server.run(
    (c) => c.tickets.close({ params: { ticketid }, payload: { solution: "Fixed on site" } }),
    sessions.sysadmin,
  )
  return ticketid
}
/** The link the contact was mailed for the ticket, as the real SMTP server received it. */
const mailedToken = async (ticketid: number, to: string) => {
  const message = await waitFor(
    () =>
      received.find((m) => {
        const raw = m.raw.replace(/=\r?\n/g, "")
        return m.to.includes(to) && raw.includes(`Ticket #${ticketid}?`) && raw.includes("/rate/")
      }),
    `the rating mail of #${ticketid}`,
  )
  const raw = message.raw.replace(/=\r?\n/g, "")
  return { raw, token: raw.match(/\/rate\/([A-Za-z0-9_-]{40})/)![1]! }
}
const asks = (ticketid: number) =>
  server.db.run<{ token_hash: string; score: number | null; comment: string | null; rated: boolean }>(
    sql`SELECT token_hash, score, comment, rated IS NOT NULL AS rated FROM ticket_ratings
        WHERE ticketid = ${ticketid} ORDER BY ratingid`,
  )
const view = (ticketid: number, who: string) =>
  server.run((c) => c.ratings.rating({ params: { ticketid } }), sessions[who])
const rate = (ticketid: number, who: string, score: 1 | 2 | 3 | 4 | 5 = 4, comment?: string) =>
  server.run(
    (c) => c.ratings.rate({ params: { ticketid }, payload: { score, ...(comment ? { comment } : {}) } }),
    sessions[who],
  )
const rateError = (ticketid: number, who: string) =>
  server.run((c) => flip(c.ratings.rate({ params: { ticketid }, payload: { score: 3 } })), sessions[who])
const check = (token: string) => server.run((c) => c.ratingLink.check({ params: { token } }))
const rateLink = (token: string, score: 1 | 2 | 3 | 4 | 5) =>
  server.run((c) =>
    c.ratingLink.rate({ params: { token }, payload: { score, comment: "  Quick and kind  " } }),
  )
const rateLinkError = (token: string) =>
  server.run((c) => flip(c.ratingLink.rate({ params: { token }, payload: { score: 2 } })))

describe("asking for a rating when a ticket closes", () => {
  it("mails the contact a single-use link through SMTP, keeps only its hash, and asks in the portal", async () => {
    const ticketid = await closedTicket(
      "Printer jams on tray 2\nsecond line stays private",
      emails["acme.user"],
    )
    const { raw, token } = await mailedToken(ticketid, emails["acme.user"]!)
    expect(raw).toMatch(/Subject: Service Portal: How did we do on Service Ticket #\d+\?/)
    const rows = await asks(ticketid)
    expect(rows).toEqual([
      {
        token_hash: createHash("sha256").update(token).digest("hex"),
        score: null,
        comment: null,
        rated: false,
      },
    ])
    const stored = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ticket_ratings WHERE token_hash = ${token}`,
    )
    expect(stored[0]!.n).toBe(0)
    const [note] = await server.db.run<{ message: string; link: string }>(
      sql`SELECT message, link FROM notifications WHERE userid = ${ids["acme.user"]!} ORDER BY id DESC LIMIT 1`,
    )
    expect(note).toEqual({ message: ratingTexts.ask(ticketid), link: `/tickets/${ticketid}` })
    // Every in-app note of the ticket for the contact, the ask too, is announced on their live
    // stream (issue 29): one `notification` event per notification row.
    const [counts] = await server.db.run<{ notes: number; live: number }>(
      sql`SELECT (SELECT count(*)::int FROM notifications
                   WHERE userid = ${ids["acme.user"]!} AND link = ${`/tickets/${ticketid}`}) AS notes,
                 (SELECT count(*)::int FROM live_events
                   WHERE userid = ${ids["acme.user"]!} AND ticketid = ${ticketid} AND kind = 'notification') AS live`,
    )
    expect(counts!.notes).toBeGreaterThanOrEqual(1)
    expect(counts!.live).toBe(counts!.notes)
    expect(await view(ticketid, "acme.user")).toEqual({ ticketid, asked: true, canRate: true, rating: null })
    // The page shows the number and title only.
    expect(await check(token)).toEqual({ ticketid, title: "Printer jams on tray 2", state: "open" })
  })

  it(`mails one address at most ${MAIL_LIMITS.ratingAskAddress.points} asks a day; later asks stay unmailed`, async () => {
    const outside = "someone.outside@example.org"
    const { name, points } = MAIL_LIMITS.ratingAskAddress
    // As if this day's asks but one were spent (closing twenty tickets here would only be slower).
    await server.db.run(
      sql`INSERT INTO rate_limits (name, subject, window_start, hits) VALUES (${name}, ${outside}, now(), ${points - 1})`,
    )
    const first = await closedTicket("Closed for an outside contact", outside)
    const second = await closedTicket("Closed for an outside contact again", outside)
    for (const id of [first, second]) expect(await asks(id)).toHaveLength(1)
    await mailedToken(first, outside)
    await new Promise((r) => setTimeout(r, 1000))
    expect(received.filter((m) => m.to.includes(outside))).toHaveLength(1)
  })

  it("asks no one when the ticket names no contact address", async () => {
    const ticketid = await closedTicket("No contact address")
    expect(await asks(ticketid)).toEqual([])
    expect(await view(ticketid, "acme.admin")).toMatchObject({ asked: false, canRate: false })
  })
})

describe("the mailed link", () => {
  it("rates once: a second use answers 409 and the link then says it was used", async () => {
    const ticketid = await closedTicket("Link rating once", emails["acme.user"])
    const { token } = await mailedToken(ticketid, emails["acme.user"]!)
    expect(await rateLink(token, 5)).toMatchObject({ ticketid, state: "used" })
    const second = await rateLinkError(token)
    expect(second._tag).toBe("Conflict")
    expect(second.message).toBe(ratingTexts.used)
    expect(await check(token)).toMatchObject({ state: "used" })
    expect(await asks(ticketid)).toMatchObject([{ score: 5, comment: "Quick and kind", rated: true }])
  })

  it("refuses an expired link with 409 and says it expired", async () => {
    const ticketid = await closedTicket("Link expired", emails["acme.user"])
    const { token } = await mailedToken(ticketid, emails["acme.user"]!)
    await server.db.run(
      sql`UPDATE ticket_ratings SET expires = now() - interval '1 minute' WHERE ticketid = ${ticketid}`,
    )
    expect(await check(token)).toMatchObject({ state: "expired" })
    expect((await rateLinkError(token)).message).toBe(ratingTexts.expired)
    expect(await asks(ticketid)).toMatchObject([{ rated: false }])
  })

  it("rates only the ticket whose close sent it, and an unknown token is 404", async () => {
    const first = await closedTicket("Link of the first ticket", emails["acme.user"])
    const second = await closedTicket("Link of the second ticket", emails["acme.user"])
    const { token } = await mailedToken(second, emails["acme.user"]!)
    expect(await rateLink(token, 2)).toMatchObject({ ticketid: second })
    expect(await asks(first)).toMatchObject([{ rated: false }])
    expect(await asks(second)).toMatchObject([{ score: 2, rated: true }])
    const unknown = await server.run((c) => flip(c.ratingLink.check({ params: { token: "x".repeat(40) } })))
    expect(unknown._tag).toBe("NotFound")
  })
})

describe("rating in the portal and who sees it", () => {
  it("lets only the contact rate (403 for the company admin and a colleague, 404 for another company)", async () => {
    const ticketid = await closedTicket("Only the contact rates", emails["acme.user"])
    expect((await rateError(ticketid, "acme.admin"))._tag).toBe("Forbidden")
    expect((await rateError(ticketid, colleague))._tag).toBe("Forbidden")
    expect((await rateError(ticketid, "globex.user"))._tag).toBe("NotFound")
    expect(await asks(ticketid)).toMatchObject([{ rated: false }])
    const answer = await rate(ticketid, "acme.user", 4, "Good work")
    expect(answer).toMatchObject({ canRate: false, rating: { score: 4, comment: "Good work" } })
    expect((await rateError(ticketid, "acme.user"))._tag).toBe("Conflict")
  })

  it("is not given by staff viewing as the contact: no form, and 403 saying why", async () => {
    const ticketid = await closedTicket("Staff do not rate for the customer", emails["acme.user"])
    const viewing = await server.run(
      (c) => c.impersonation.start({ payload: { userID: ids["acme.user"]! } }),
      await server.signIn("sysadmin"),
    )
    const asContact = viewing.sessionID
    expect(await server.run((c) => c.ratings.rating({ params: { ticketid } }), asContact)).toMatchObject({
      asked: true,
      canRate: false,
    })
    const refused = await server.run(
      (c) => flip(c.ratings.rate({ params: { ticketid }, payload: { score: 1 } })),
      asContact,
    )
    expect(refused).toMatchObject({ _tag: "Forbidden", message: ratingTexts.notWhileViewingAs })
    expect(await asks(ticketid)).toMatchObject([{ rated: false }])
    expect((await view(ticketid, "acme.user")).canRate).toBe(true)
  })

  it("shows the rating to staff, the company admin and the contact who gave it, to no one else", async () => {
    const ticketid = await closedTicket("Who sees the rating", emails["acme.user"])
    await rate(ticketid, "acme.user", 3)
    for (const who of ["sysadmin", "acme.admin", "acme.user"])
      expect((await view(ticketid, who)).rating).toMatchObject({ score: 3, ratedby: expect.any(String) })
    for (const who of [colleague, "sales.rep"]) expect((await view(ticketid, who)).rating).toBeNull()
  })

  it("asks again after a reopen and a new close: one rating per close", async () => {
    const ticketid = await closedTicket("Reopened and closed again", emails["acme.user"])
    await rate(ticketid, "acme.user", 2)
    await server.run(
      (c) => c.tickets.reopen({ params: { ticketid }, payload: { comment: "Still jams" } }),
      sessions["acme.user"],
    )
    expect((await view(ticketid, "acme.user")).canRate).toBe(false)
    await server.run(
      (c) => c.tickets.customerClose({ params: { ticketid }, payload: { reason: "resolved" } }),
      sessions["acme.user"],
    )
    expect(await view(ticketid, "acme.user")).toMatchObject({ canRate: true, rating: { score: 2 } })
    await rate(ticketid, "acme.user", 5)
    expect(await asks(ticketid)).toMatchObject([{ score: 2 }, { score: 5 }])
    // The second close asked in the portal only: one mail a day per ticket, however often it closes.
    await new Promise((r) => setTimeout(r, 1000))
    const mails = received.filter((m) => m.raw.replace(/=\r?\n/g, "").includes(`Ticket #${ticketid}?`))
    expect(mails).toHaveLength(1)
  })

  it("expires an unrated ask when the ticket is reopened", async () => {
    const ticketid = await closedTicket("Reopened before rating", emails["acme.user"])
    const { token } = await mailedToken(ticketid, emails["acme.user"]!)
    await server.run(
      (c) => c.tickets.reopen({ params: { ticketid }, payload: { comment: "Not fixed" } }),
      sessions["acme.user"],
    )
    expect(await check(token)).toMatchObject({ state: "expired" })
  })
})

describe("satisfaction insights", () => {
  it("gives the average and count overall, per month and per location as SQL computes them", async () => {
    const answer = await server.run(
      (c) => c.ratings.satisfaction({ query: { period: "12m" } }),
      sessions["acme.admin"],
    )
    const s = answer.satisfaction
    const given = sql`FROM ticket_ratings r JOIN tickets t ON t.ticketid = r.ticketid
      WHERE r.rated IS NOT NULL AND t.companyid = 2 AND r.rated >= ${s.period.start}::timestamptz
        AND r.rated < ${s.period.end}::timestamptz`
    const [overall] = await server.db.run<{ average: number | null; count: number }>(
      sql`SELECT round(avg(r.score), 2)::float8 AS average, count(*)::int AS count ${given}`,
    )
    expect(overall!.count).toBeGreaterThan(3)
    expect(s.overall).toEqual(overall)
    const months = await server.db.run<{ month: string; average: number; count: number }>(
      sql`SELECT to_char(r.rated AT TIME ZONE 'UTC', 'YYYY-MM') AS month, round(avg(r.score), 2)::float8 AS average,
            count(*)::int AS count ${given} GROUP BY 1 ORDER BY 1`,
    )
    expect(s.monthly.filter((m) => m.count > 0)).toEqual(months)
    expect(s.monthly).toHaveLength(13)
    const locations = await server.db.run<{ locationid: number; average: number; count: number }>(
      sql`SELECT t.locationid, round(avg(r.score), 2)::float8 AS average, count(*)::int AS count ${given}
          GROUP BY t.locationid ORDER BY t.locationid`,
    )
    expect(
      s.locations
        .map(({ locationid, average, count }) => ({ locationid, average, count }))
        .sort((a, b) => a.locationid - b.locationid),
    ).toEqual(locations)
    const staff = await server.run(
      (c) => c.ratings.satisfaction({ query: { period: "12m" } }),
      sessions.sysadmin,
    )
    expect(staff.satisfaction.overall.count).toBeGreaterThanOrEqual(s.overall.count)
  })

  it("is for staff and company admins only: an average over few ratings is one person's rating", async () => {
    for (const who of ["acme.user", "globex.user", "sales.rep", colleague])
      expect(
        await server.run((c) => flip(c.ratings.satisfaction({ query: { period: "12m" } })), sessions[who]),
      ).toMatchObject({ _tag: "Forbidden" })
  })
})
