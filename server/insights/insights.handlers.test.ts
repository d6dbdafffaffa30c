import { type SQL, sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { companiesInScope } from "../../tests/authz/authz-oracle.ts"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

/**
 * Every figure of the five insights calls against a direct SQL count on the tiny seed, written
 * here from the README's definitions (not from the server's queries), for callers of each scope
 * and with agreement and location narrowing. The period's bounds are the ones the answer reports.
 */
let server: TestServer
const sessions = new Map<string, string>()
const session = async (username: string) => {
  if (!sessions.has(username)) sessions.set(username, await server.signIn(username))
  return sessions.get(username)!
}
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const userId = async (username: string) => {
  const [row] = await server.db.run<{ userid: number }>(
    sql`SELECT userid FROM users WHERE username = ${username}`,
  )
  return row!.userid
}
const scopeOf = async (username: string) => [...(await companiesInScope(server.db, await userId(username)))]

interface Frame {
  companies: number[]
  agreementid?: number | undefined
  locationid?: number | undefined
  start: string
  end: string
}
/** Rows of `alias` (tickets t, equipment e) in the scope and narrowing. */
const where = (f: Frame, alias: string): SQL => {
  const a = sql.raw(alias)
  return sql.join(
    [
      sql`${a}.companyid = ANY(${sql.param(f.companies)}::int[])`,
      f.agreementid === undefined ? sql`TRUE` : sql`${a}.agreementid = ${f.agreementid}`,
      f.locationid === undefined ? sql`TRUE` : sql`${a}.locationid = ${f.locationid}`,
    ],
    sql` AND `,
  )
}
const count = async (from: SQL) => {
  const [row] = await server.db.run<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${from}`)
  return row!.n
}
const inPeriod = (column: string, f: Frame) =>
  sql`${sql.raw(column)} >= ${f.start}::timestamptz AND ${sql.raw(column)} < ${f.end}::timestamptz`
const mondayOf = (iso: string) => {
  const d = new Date(iso)
  const day = (d.getUTCDay() + 6) % 7
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day))
    .toISOString()
    .slice(0, 10)
}
const tally = (keys: ReadonlyArray<string>) => {
  const m = new Map<string, number>()
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1)
  return m
}
const round1 = (n: number) => Math.round(n * 10) / 10
/** p90 with linear interpolation between the closest ranks (as percentile_cont). */
const p90 = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  const rank = 0.9 * (s.length - 1)
  const lo = Math.floor(rank)
  return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (rank - lo)
}

const checkService = async (
  username: string,
  query: { period?: string; agreementid?: number; locationid?: number },
) => {
  const { serviceInsights: s } = await server.run(
    (c) => c.insights.service({ query }),
    await session(username),
  )
  const f: Frame = { companies: await scopeOf(username), ...query, start: s.period.start, end: s.period.end }
  const w = where(f, "t")
  expect(s.open).toBe(await count(sql`tickets t WHERE ${w} AND ticketstatus = 'O'`))
  const raised = await server.db.run<{
    created: Date
    severitylevel: number | null
    ticketstatus: string
    locationid: number | null
    modelnumber: string | null
  }>(sql`SELECT createddateutc AS created, severitylevel, ticketstatus, locationid, modelnumber FROM tickets t
         WHERE ${w} AND ${inPeriod("createddateutc", f)}`)
  const done = await server.db.run<{ completed: Date; hours: number }>(
    sql`SELECT completeddateutc AS completed, extract(epoch FROM completeddateutc - createddateutc)::float8 / 3600 AS hours
        FROM tickets t WHERE ${w} AND ${inPeriod("completeddateutc", f)}`,
  )
  expect(s.opened).toBe(raised.length)
  expect(s.closed).toBe(done.length)
  expect(s.completion.count).toBe(done.length)
  if (done.length > 0) {
    expect(s.completion.meanHours).toBeCloseTo(round1(done.reduce((a, d) => a + d.hours, 0) / done.length), 1)
    expect(s.completion.p90Hours).toBeCloseTo(round1(p90(done.map((d) => d.hours))), 1)
  } else expect(s.completion.meanHours).toBeNull()
  // Weekly series: every week of the period, each count where it belongs, the sums equal the totals.
  const opened = tally(raised.map((r) => mondayOf(new Date(r.created).toISOString())))
  const closed = tally(done.map((d) => mondayOf(new Date(d.completed).toISOString())))
  expect(s.weekly[0]!.week).toBe(mondayOf(s.period.start))
  expect(s.weekly.at(-1)!.week).toBe(mondayOf(s.period.end))
  for (const wk of s.weekly) {
    expect(wk.opened).toBe(opened.get(wk.week) ?? 0)
    expect(wk.closed).toBe(closed.get(wk.week) ?? 0)
  }
  expect(s.weekly.reduce((a, wk) => a + wk.opened, 0)).toBe(raised.length)
  expect(s.weekly.reduce((a, wk) => a + wk.closed, 0)).toBe(done.length)
  for (const b of s.bySeverity)
    expect(b.count).toBe(raised.filter((r) => r.severitylevel === b.severitylevel).length)
  for (const b of s.byStatus)
    expect(b.count).toBe(raised.filter((r) => r.ticketstatus === b.ticketstatus).length)
  // Top lists: each count right, in order, and nothing left out that has more.
  const byLocation = tally(raised.filter((r) => r.locationid !== null).map((r) => String(r.locationid)))
  for (const l of s.topLocations) expect(l.tickets).toBe(byLocation.get(String(l.locationid)))
  const locationCounts = [...byLocation.values()].sort((a, b) => b - a)
  expect(s.topLocations.map((l) => l.tickets)).toEqual(locationCounts.slice(0, 5))
  const byModel = tally(raised.filter((r) => (r.modelnumber ?? "").trim() !== "").map((r) => r.modelnumber!))
  for (const m of s.topModels) expect(m.tickets).toBe(byModel.get(m.modelnumber))
  expect(s.topModels.map((m) => m.tickets)).toEqual([...byModel.values()].sort((a, b) => b - a).slice(0, 5))
  // SLA: tickets on equipment with that SLA, first response after the creation entry.
  for (const row of s.sla) {
    const waits = await server.db.run<{ hours: number | null }>(
      sql`SELECT (SELECT extract(epoch FROM min(a.createddate) - t.createddateutc)::float8 / 3600
                  FROM ticket_activities a WHERE a.ticketid = t.ticketid AND a.activitytypeid <> 1) AS hours
          FROM tickets t JOIN equipment e ON e.equipmentid = t.equipmentid
          WHERE ${w} AND ${inPeriod("t.createddateutc", f)} AND e.responsetime = ${row.responsetime}`,
    )
    expect(row.tickets).toBe(waits.length)
    const answered = waits.filter((x) => x.hours !== null).map((x) => x.hours!)
    expect(row.responded).toBe(answered.length)
    if (answered.length > 0)
      expect(row.meanResponseHours).toBeCloseTo(
        round1(answered.reduce((a, b) => a + b, 0) / answered.length),
        1,
      )
    if (row.targetHours !== null)
      expect(row.withinTarget).toBe(answered.filter((h) => h <= row.targetHours!).length)
  }
  return s
}

const checkEquipment = async (
  username: string,
  query: { period?: string; agreementid?: number; locationid?: number },
) => {
  const sid = await session(username)
  const { equipmentInsights: e } = await server.run((c) => c.insights.equipment({ query }), sid)
  const { equipmentAddRemove: ar } = await server.run((c) => c.insights.equipmentAddRemove({ query }), sid)
  const f: Frame = {
    companies: await scopeOf(username),
    ...query,
    start: ar.period.start,
    end: ar.period.end,
  }
  const w = sql`${where(f, "e")} AND e.removeddate IS NULL`
  expect(e.total).toBe(await count(sql`equipment e WHERE ${w}`))
  for (const b of e.byCoverage)
    expect(b.count).toBe(
      await count(
        b.name === "No Contract"
          ? sql`equipment e WHERE ${w} AND coalesce(btrim(e.coverage), '') = ''`
          : sql`equipment e WHERE ${w} AND e.coverage = ${b.name}`,
      ),
    )
  expect(e.byCoverage.reduce((a, b) => a + b.count, 0)).toBe(e.total)
  for (const b of e.byContractType)
    expect(b.count).toBe(
      await count(
        b.name === "No Agreement"
          ? sql`equipment e LEFT JOIN agreements a ON a.agreementid = e.agreementid WHERE ${w} AND a.contracttype IS NULL`
          : sql`equipment e JOIN agreements a ON a.agreementid = e.agreementid WHERE ${w} AND a.contracttype = ${b.name}`,
      ),
    )
  expect(e.byContractType.reduce((a, b) => a + b.count, 0)).toBe(e.total)
  // "Now" for coverage is the time of the add/remove call's answer or the equipment call's: close enough
  // on the seed, whose expiration dates are whole days from midnight-free anchors.
  for (const h of e.coverageEnding)
    expect(h.count).toBe(
      await count(sql`equipment e WHERE ${w} AND e.expirationdate > ${f.end}::timestamptz
                     AND e.expirationdate <= ${f.end}::timestamptz + ${`${h.days} days`}::interval`),
    )
  const added = await server.db.run<{ month: string }>(
    sql`SELECT to_char(e.createddate AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM equipment e
        WHERE ${where(f, "e")} AND ${inPeriod("e.createddate", f)}`,
  )
  const removed = await server.db.run<{ month: string }>(
    sql`SELECT to_char(e.removeddate AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM equipment e
        WHERE ${where(f, "e")} AND ${inPeriod("e.removeddate", f)}`,
  )
  const a = tally(added.map((r) => r.month))
  const r = tally(removed.map((x) => x.month))
  expect(ar.months[0]!.month).toBe(f.start.slice(0, 7))
  expect(ar.months.at(-1)!.month).toBe(f.end.slice(0, 7))
  for (const m of ar.months) {
    expect(m.added).toBe(a.get(m.month) ?? 0)
    expect(m.removed).toBe(r.get(m.month) ?? 0)
  }
  expect(ar.months.reduce((x, m) => x + m.added, 0)).toBe(added.length)
  expect(ar.months.reduce((x, m) => x + m.removed, 0)).toBe(removed.length)
  return { e, ar }
}

const checkUsers = async (username: string, query: { period?: string; agreementid?: number }) => {
  const sid = await session(username)
  const { userLogins: l } = await server.run(
    (c) => c.insights.userLogins({ query: { period: query.period } }),
    sid,
  )
  const companies = await scopeOf(username)
  const f: Frame = { companies, start: l.period.start, end: l.period.end }
  const signIns = await server.db.run<{ userid: number; at: Date }>(
    sql`SELECT s.userid, s.signed_in AS at FROM sign_ins s JOIN users u ON u.userid = s.userid
        WHERE u.companyid = ANY(${sql.param(companies)}::int[]) AND ${inPeriod("s.signed_in", f)}`,
  )
  expect(l.signIns).toBe(signIns.length)
  for (const wk of l.weekly) {
    const those = signIns.filter((x) => mondayOf(new Date(x.at).toISOString()) === wk.week)
    expect(wk.signIns).toBe(those.length)
    expect(wk.users).toBe(new Set(those.map((x) => x.userid)).size)
  }
  const seen = new Set(signIns.map((x) => x.userid))
  const accounts = await server.db.run<{ userid: number; useractive: boolean }>(
    sql`SELECT userid, useractive FROM users WHERE companyid = ANY(${sql.param(companies)}::int[])`,
  )
  expect(l.activeUsers).toBe(accounts.filter((u) => u.useractive && seen.has(u.userid)).length)
  expect(l.inactiveUsers).toBe(accounts.filter((u) => u.useractive && !seen.has(u.userid)).length)
  expect(l.deactivatedUsers).toBe(accounts.filter((u) => !u.useractive).length)

  const { userTickets: t } = await server.run((c) => c.insights.userTickets({ query }), sid)
  const tf: Frame = { companies, agreementid: query.agreementid, start: t.period.start, end: t.period.end }
  const raised = await server.db.run<{
    userid: number | null
    companyid: number
    creator_company: number | null
  }>(
    sql`SELECT t.createdbyuserid AS userid, t.companyid, u.companyid AS creator_company
        FROM tickets t LEFT JOIN users u ON u.userid = t.createdbyuserid
        WHERE ${where(tf, "t")} AND ${inPeriod("t.createddateutc", tf)}`,
  )
  const own = raised.filter((x) => x.userid !== null && x.creator_company === x.companyid)
  expect(t.byUsers).toBe(own.length)
  expect(t.unattributed).toBe(raised.length - own.length)
  const perUser = tally(own.map((x) => String(x.userid)))
  expect(t.usersWithTickets).toBe(perUser.size)
  for (const u of t.users) expect(u.tickets).toBe(perUser.get(String(u.userid)))
  expect(t.users.map((u) => u.tickets)).toEqual([...perUser.values()].sort((a, b) => b - a).slice(0, 25))
  return { l, t }
}

const firstAgreement = async (companyid: number) => {
  const [row] = await server.db.run<{ agreementid: number; locationid: number }>(
    sql`SELECT t.agreementid, t.locationid, count(*) FROM tickets t WHERE t.companyid = ${companyid}
          AND t.agreementid IS NOT NULL GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
  )
  return row!
}

describe("insights figures equal direct SQL on the seed", () => {
  it("service insights for a company user, a company admin, the sales rep and staff", async () => {
    const acme = await checkService("acme.user", {})
    // No period: Acme's TicketHistoryMonths (24 in the seed).
    expect(acme.period).toMatchObject({ months: 24, isDefault: true })
    expect(acme.opened).toBeGreaterThan(0)
    expect(acme.topLocations.length).toBeGreaterThan(0)
    expect(acme.sla.some((r) => r.tickets > 0)).toBe(true)
    await checkService("acme.admin", { period: "3m" })
    await checkService("globex.user", { period: "12m" })
    const rep = await checkService("sales.rep", { period: "6m" })
    expect(rep.period).toMatchObject({ months: 6, isDefault: false })
    const staff = await checkService("sysadmin", {})
    expect(staff.period).toMatchObject({ months: 3, isDefault: true })
    expect(staff.open).toBeGreaterThan(acme.open)
  })

  it("a new ticket and a closed one change the figures at once (the weekly aggregate is kept by triggers)", async () => {
    const before = await checkService("acme.admin", { period: "3m" })
    const staffBefore = await checkService("sysadmin", {})
    const [created] = await server.db.run<{ ticketid: number }>(
      sql`INSERT INTO tickets (companyid, locationid, modelnumber, problem, createddateutc, modifieddateutc,
            ticketstatus, severitylevel)
          SELECT 2, locationid, ' Rollup Test Model ', 'Rollup test', now() - interval '1 hour', now(), 'O', 1
          FROM locations WHERE companyid = 2 ORDER BY locationid LIMIT 1
          RETURNING ticketid`,
    )
    const opened = await checkService("acme.admin", { period: "3m" })
    expect(opened.open).toBe(before.open + 1)
    expect(opened.opened).toBe(before.opened + 1)
    expect(opened.weekly.at(-1)!.opened).toBe(before.weekly.at(-1)!.opened + 1)
    expect((await checkService("sysadmin", {})).open).toBe(staffBefore.open + 1)
    await server.db.run(
      sql`UPDATE tickets SET ticketstatus = 'C', completeddateutc = now(), modifieddateutc = now()
          WHERE ticketid = ${created!.ticketid}`,
    )
    const closed = await checkService("acme.admin", { period: "3m" })
    expect(closed.open).toBe(before.open)
    expect(closed.closed).toBe(before.closed + 1)
    expect(closed.byStatus.find((b) => b.ticketstatus === "C")!.count).toBe(
      before.byStatus.find((b) => b.ticketstatus === "C")!.count + 1,
    )
    // A ticket moved back a year leaves this period's weeks and the figures with it.
    await server.db.run(
      sql`UPDATE tickets SET createddateutc = createddateutc - interval '1 year',
            completeddateutc = completeddateutc - interval '1 year' WHERE ticketid = ${created!.ticketid}`,
    )
    const moved = await checkService("acme.admin", { period: "3m" })
    expect(moved.opened).toBe(before.opened)
    expect(moved.closed).toBe(before.closed)
    await server.db.run(sql`DELETE FROM tickets WHERE ticketid = ${created!.ticketid}`)
    await checkService("acme.admin", { period: "24m" })
  })

  it("service insights narrowed to an agreement and a location", async () => {
    const { agreementid, locationid } = await firstAgreement(2)
    const a = await checkService("acme.user", { period: "24m", agreementid })
    const both = await checkService("acme.user", { period: "24m", agreementid, locationid })
    expect(both.opened).toBeLessThanOrEqual(a.opened)
    expect(both.opened).toBeGreaterThan(0)
    await checkService("sysadmin", { period: "24m", locationid })
  })

  it("equipment insights and additions and removals per month", async () => {
    const acme = await checkEquipment("acme.user", { period: "24m" })
    expect(acme.e.total).toBeGreaterThan(0)
    expect(acme.ar.months.some((m) => m.removed > 0)).toBe(true)
    const { agreementid, locationid } = await firstAgreement(3)
    await checkEquipment("globex.user", { agreementid })
    await checkEquipment("sysadmin", { period: "36m", locationid })
    await checkEquipment("sales.rep", {})
  })

  it("user insights for a company admin and staff", async () => {
    const acme = await checkUsers("acme.admin", { period: "12m" })
    expect(acme.l.signIns).toBeGreaterThan(0)
    expect(acme.t.byUsers).toBeGreaterThan(0)
    const { agreementid } = await firstAgreement(2)
    await checkUsers("acme.admin", { period: "24m", agreementid })
    await checkUsers("sysadmin", { period: "6m" })
    // Over 36 months the seed's weeks all lie inside: read as the total less the weeks outside.
    await checkUsers("sysadmin", { period: "36m" })
    await checkUsers("acme.admin", { period: "36m" })
  })
})

describe("insights access and input", () => {
  it("refuses user insights to company users and the sales rep (403)", async () => {
    for (const name of ["acme.user", "sales.rep"]) {
      const sid = await session(name)
      expect((await server.run((c) => flip(c.insights.userLogins({ query: {} })), sid))._tag).toBe(
        "Forbidden",
      )
      expect((await server.run((c) => flip(c.insights.userTickets({ query: {} })), sid))._tag).toBe(
        "Forbidden",
      )
    }
  })

  it("answers 404 for another company's agreement or location, and never counts its rows", async () => {
    const globex = await firstAgreement(3)
    const sid = await session("acme.admin")
    for (const query of [{ agreementid: globex.agreementid }, { locationid: globex.locationid }]) {
      const e = await server.run((c) => flip(c.insights.service({ query })), sid)
      expect(e).toMatchObject({ _tag: "NotFound" })
      expect((await server.run((c) => flip(c.insights.userTickets({ query })), sid))._tag).toBe("NotFound")
    }
  })

  it("answers 400 naming the period for a bad one", async () => {
    const sid = await session("acme.user")
    for (const period of ["0m", "37m", "3", "week"]) {
      const res = await fetch(`${server.url}/v1/insights/service?period=${period}`, {
        headers: { authorization: `EC ${sid}` },
      })
      expect(res.status).toBe(400)
      expect(await res.text()).toContain("period")
    }
  })

  it("records a sign-in beside the session it opens", async () => {
    const acmeUser = await userId("acme.user")
    const before = await count(sql`sign_ins WHERE userid = ${acmeUser}`)
    const sessionsBefore = await count(sql`sessions WHERE userid = ${acmeUser} AND NOT is_impersonation`)
    await server.signIn("acme.user")
    expect(await count(sql`sign_ins WHERE userid = ${acmeUser}`)).toBe(before + 1)
    expect(await count(sql`sessions WHERE userid = ${acmeUser} AND NOT is_impersonation`)).toBe(
      sessionsBefore + 1,
    )
  })
})
