import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { slaTargetHours } from "../../core/domain/insights/period.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

/**
 * The aggregates that triggers keep on tickets (migrations 0018, 0019, 0023, 0044 and, per place, 0043) equal the same
 * figures computed afresh from tickets, after the seed and after each way a ticket changes: created
 * through the API, answered (its first response), closed, moved, given another creator, its
 * equipment's SLA changed, deleted. The sign-ins aggregate (0023) likewise after each sign-in.
 */
let server: TestServer
let acme: string
beforeAll(async () => {
  server = await startTestServer()
  acme = await server.signIn("acme.user")
})
afterAll(() => server?.stop())

/** Rows of `kept` (non-zero) not in `fresh` and the other way round: both empty when equal. */
const difference = async (kept: string, fresh: string) =>
  server.db.run<Record<string, unknown>>(
    sql.raw(
      `(SELECT * FROM (${kept}) k EXCEPT SELECT * FROM (${fresh}) f)
       UNION ALL (SELECT * FROM (${fresh}) f EXCEPT SELECT * FROM (${kept}) k)`,
    ),
  )

const DURATION = "insights_duration_bucket(createddateutc, completeddateutc)"
const WAIT = "extract(epoch FROM t.firstresponsedate - t.createddateutc)"

/** Tickets in a place (migration 0043): with an agreement or a location. */
const PLACED = "(t.agreementid IS NOT NULL OR t.locationid IS NOT NULL)"

const expectPlaceAggregatesEqualTickets = async () => {
  expect(
    await difference(
      `SELECT agreementid, locationid, week, severitylevel, ticketstatus, companyid, n
         FROM ticket_place_raised_weekly WHERE n <> 0`,
      `SELECT agreementid, locationid, insights_week(createddateutc), severitylevel, ticketstatus, companyid,
         count(*)::int FROM tickets t WHERE ${PLACED} GROUP BY 1, 2, 3, 4, 5, 6`,
    ),
  ).toEqual([])
  expect(
    await difference(
      "SELECT agreementid, locationid, week, model, companyid, n FROM ticket_place_model_weekly WHERE n <> 0",
      `SELECT agreementid, locationid, insights_week(createddateutc), insights_model(modelnumber), companyid,
         count(*)::int FROM tickets t WHERE ${PLACED} GROUP BY 1, 2, 3, 4, 5`,
    ),
  ).toEqual([])
  expect(
    await difference(
      `SELECT agreementid, locationid, week, companyid, n, round(hours::numeric, 6)
         FROM ticket_place_completed_weekly WHERE n <> 0`,
      `SELECT agreementid, locationid, insights_week(completeddateutc), companyid, count(*)::int,
         round(sum(extract(epoch FROM completeddateutc - createddateutc) / 3600), 6)
       FROM tickets t WHERE completeddateutc IS NOT NULL AND ${PLACED} GROUP BY 1, 2, 3, 4`,
    ),
  ).toEqual([])
  expect(
    await difference(
      `SELECT agreementid, locationid, week, responsetime, companyid, n, responded, within,
         round(waitseconds::numeric, 3) FROM ticket_place_sla_weekly WHERE n <> 0`,
      `SELECT t.agreementid, t.locationid, insights_week(t.createddateutc), e.responsetime, t.companyid,
         count(*)::int, count(t.firstresponsedate)::int,
         (count(*) FILTER (WHERE ${WAIT} <= insights_sla_target(e.responsetime) * 3600))::int,
         round(coalesce(sum(${WAIT}), 0), 3)
       FROM tickets t JOIN equipment e ON e.equipmentid = t.equipmentid
       WHERE e.responsetime IS NOT NULL AND ${PLACED} GROUP BY 1, 2, 3, 4, 5`,
    ),
  ).toEqual([])
  expect(
    await difference(
      `SELECT agreementid, locationid, week, createdbyuserid, companyid, n
         FROM ticket_place_user_weekly WHERE n <> 0`,
      `SELECT agreementid, locationid, insights_week(createddateutc), createdbyuserid, companyid, count(*)::int
       FROM tickets t WHERE ${PLACED} GROUP BY 1, 2, 3, 4, 5`,
    ),
  ).toEqual([])
}

const expectAggregatesEqualTickets = async () => {
  await expectPlaceAggregatesEqualTickets()
  expect(
    await difference(
      "SELECT companyid, week, bucket, n FROM ticket_completion_hist WHERE n <> 0",
      `SELECT companyid, insights_week(completeddateutc), ${DURATION}, count(*)::int FROM tickets
         WHERE completeddateutc IS NOT NULL GROUP BY 1, 2, 3
       UNION ALL
       SELECT NULL, insights_week(completeddateutc), ${DURATION}, count(*)::int FROM tickets
         WHERE completeddateutc IS NOT NULL GROUP BY 2, 3`,
    ),
  ).toEqual([])
  expect(
    await difference(
      `SELECT companyid, week, responsetime, n, responded, within, round(waitseconds::numeric, 3)
         FROM ticket_sla_weekly WHERE n <> 0`,
      `SELECT t.companyid, insights_week(t.createddateutc), e.responsetime, count(*)::int,
         count(t.firstresponsedate)::int,
         (count(*) FILTER (WHERE ${WAIT} <= insights_sla_target(e.responsetime) * 3600))::int,
         round(coalesce(sum(${WAIT}), 0), 3)
       FROM tickets t JOIN equipment e ON e.equipmentid = t.equipmentid
       WHERE e.responsetime IS NOT NULL GROUP BY 1, 2, 3`,
    ),
  ).toEqual([])
  expect(
    await difference(
      "SELECT companyid, week, n, round(hours::numeric, 6) FROM ticket_completed_weekly WHERE n <> 0",
      `SELECT companyid, insights_week(completeddateutc), count(*)::int,
         round(sum(extract(epoch FROM completeddateutc - createddateutc) / 3600), 6)
       FROM tickets WHERE completeddateutc IS NOT NULL GROUP BY 1, 2`,
    ),
  ).toEqual([])
  expect(
    await difference(
      "SELECT companyid, createdbyuserid, n FROM ticket_user_total WHERE n <> 0",
      "SELECT companyid, createdbyuserid, count(*)::int FROM tickets GROUP BY 1, 2",
    ),
  ).toEqual([])
  expect(
    await difference(
      "SELECT companyid, week, createdbyuserid, n FROM ticket_user_weekly WHERE n <> 0",
      `SELECT companyid, insights_week(createddateutc), createdbyuserid, count(*)::int
       FROM tickets GROUP BY 1, 2, 3`,
    ),
  ).toEqual([])
  expect(
    await difference(
      "SELECT companyid, week, severitylevel, ticketstatus, n FROM ticket_raised_weekly WHERE n <> 0",
      `SELECT companyid, insights_week(createddateutc), severitylevel, ticketstatus, count(*)::int
       FROM tickets GROUP BY 1, 2, 3, 4`,
    ),
  ).toEqual([])
}

describe("insights aggregates kept on tickets", () => {
  it("equal the figures computed from tickets after the seed and after every kind of change", async () => {
    await expectAggregatesEqualTickets()
    const [placement] = await server.db.run<{ agreementid: number; locationid: number; equipmentid: number }>(
      sql`SELECT e.agreementid, e.locationid, e.equipmentid FROM equipment e
          WHERE e.companyid = 2 AND e.responsetime IS NOT NULL AND e.agreementid IS NOT NULL
            AND e.removeddate IS NULL ORDER BY e.equipmentid LIMIT 1`,
    )
    // Created through the API (the ticket and its "created" activity in one transaction).
    const { ticketid } = await server.run(
      (c) =>
        c.tickets.create({
          payload: {
            ...placement!,
            problem: "Aggregate test",
            severitylevel: 1,
            contactname: "Andy Ackerman",
          },
        }),
      acme,
    )
    await expectAggregatesEqualTickets()
    // Answered: the first response (a comment through the API) sets firstresponsedate.
    await server.run(
      (c) =>
        c.tickets.comment({ payload: { ticketid, comment: "On our way.", activityid: 3, applicationid: 1 } }),
      acme,
    )
    const [answered] = await server.db.run<{ firstresponsedate: Date | null }>(
      sql`SELECT firstresponsedate FROM tickets WHERE ticketid = ${ticketid}`,
    )
    expect(answered!.firstresponsedate).not.toBeNull()
    await expectAggregatesEqualTickets()
    // Closed, then its completion moved within the same week (the count stays, the hours change).
    await server.db.run(
      sql`UPDATE tickets SET ticketstatus = 'C', completeddateutc = createddateutc + interval '30 hours'
          WHERE ticketid = ${ticketid}`,
    )
    await expectAggregatesEqualTickets()
    await server.db.run(
      sql`UPDATE tickets SET completeddateutc = completeddateutc + interval '1 minute' WHERE ticketid = ${ticketid}`,
    )
    await expectAggregatesEqualTickets()
    // Every ticket of a company closed at once (a bulk update), then moved back a year.
    await server.db.run(
      sql`UPDATE tickets SET ticketstatus = 'C', completeddateutc = createddateutc + interval '5 hours'
          WHERE companyid = 3 AND completeddateutc IS NULL`,
    )
    await server.db.run(
      sql`UPDATE tickets SET createddateutc = createddateutc - interval '1 year',
            completeddateutc = completeddateutc - interval '1 year' WHERE ticketid = ${ticketid}`,
    )
    await expectAggregatesEqualTickets()
    // Moved to another place: another location of its agreement, then no agreement, then no place.
    await server.db.run(
      sql`UPDATE tickets SET locationid = (SELECT min(locationid) FROM locations WHERE companyid = 2
            AND locationid <> ${placement!.locationid}) WHERE ticketid = ${ticketid}`,
    )
    await expectAggregatesEqualTickets()
    await server.db.run(sql`UPDATE tickets SET agreementid = NULL WHERE ticketid = ${ticketid}`)
    await expectAggregatesEqualTickets()
    await server.db.run(sql`UPDATE tickets SET locationid = NULL WHERE ticketid = ${ticketid}`)
    await expectAggregatesEqualTickets()
    await server.db.run(
      sql`UPDATE tickets SET agreementid = ${placement!.agreementid}, locationid = ${placement!.locationid}
          WHERE ticketid = ${ticketid}`,
    )
    await expectAggregatesEqualTickets()
    // Raised by someone else, then by no user (phone or email).
    await server.db.run(
      sql`UPDATE tickets SET createdbyuserid = (SELECT min(userid) FROM users WHERE companyid = 2)
          WHERE ticketid = ${ticketid}`,
    )
    await expectAggregatesEqualTickets()
    await server.db.run(sql`UPDATE tickets SET createdbyuserid = NULL WHERE ticketid = ${ticketid}`)
    await expectAggregatesEqualTickets()
    // The equipment's SLA changes: its tickets move to the new SLA's counts.
    await server.db.run(
      sql`UPDATE equipment SET responsetime = CASE responsetime WHEN '2 Hour' THEN '8 Hour' ELSE '2 Hour' END
          WHERE equipmentid = ${placement!.equipmentid}`,
    )
    await expectAggregatesEqualTickets()
    await server.db.run(
      sql`UPDATE equipment SET responsetime = NULL WHERE equipmentid = ${placement!.equipmentid}`,
    )
    await expectAggregatesEqualTickets()
    await server.db.run(sql`DELETE FROM ticket_activities WHERE ticketid = ${ticketid}`)
    await server.db.run(sql`DELETE FROM tickets WHERE ticketid = ${ticketid}`)
    await expectAggregatesEqualTickets()
  })

  it("counts within target by the same rule as the answer's targets (slaTargetHours)", async () => {
    const texts = [
      ...(await server.db.run<{ t: string }>(sql`SELECT DISTINCT responsetime AS t FROM equipment`)).map(
        (r) => r.t,
      ),
      "2 Hour",
      "4 hours",
      " 8 Hours ",
      "24hours",
      "999 Hours",
      "1000 Hours",
      "Next Business Day",
      "next business day ",
      "Next Business Days",
      "Same Day",
      "4 Hour Onsite",
      "",
      null,
    ]
    for (const text of texts) {
      const [row] = await server.db.run<{ target: number | null }>(
        sql`SELECT insights_sla_target(${text}::text) AS target`,
      )
      expect([text, row!.target]).toEqual([text, slaTargetHours(text) ?? null])
    }
  })

  it("sign-ins per company, week and user equal sign_ins after the seed and after each change", async () => {
    const expectSignInsEqual = async () => {
      expect(
        await difference(
          "SELECT companyid, week, userid, n FROM sign_in_weekly WHERE n <> 0",
          `SELECT companyid, insights_week(signed_in), userid, count(*)::int FROM sign_ins GROUP BY 1, 2, 3`,
        ),
      ).toEqual([])
      // Per company and week (migration 0042): the sign-ins and the users who signed in.
      expect(
        await difference(
          "SELECT companyid, week, n, users FROM sign_in_company_weekly WHERE n <> 0 OR users <> 0",
          `SELECT companyid, insights_week(signed_in), count(*)::int, count(DISTINCT userid)::int
           FROM sign_ins GROUP BY 1, 2`,
        ),
      ).toEqual([])
    }
    const [{ n: seeded } = { n: 0 }] = await server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sign_in_weekly WHERE n <> 0`,
    )
    expect(seeded).toBeGreaterThan(0)
    await expectSignInsEqual()
    // A sign-in through the API (written with the session it opens).
    await server.signIn("acme.admin")
    await expectSignInsEqual()
    // Moved a week back in bulk, then removed.
    await server.db.run(
      sql`UPDATE sign_ins SET signed_in = signed_in - interval '7 days'
          WHERE id IN (SELECT id FROM sign_ins ORDER BY id DESC LIMIT 3)`,
    )
    await expectSignInsEqual()
    await server.db.run(sql`DELETE FROM sign_ins WHERE id = (SELECT max(id) FROM sign_ins)`)
    await expectSignInsEqual()
    // A user's second sign-in of a week adds a sign-in, not a user; their last one gone, the user goes.
    const [user] = await server.db.run<{ userid: number; companyid: number }>(
      sql`SELECT userid, companyid FROM users WHERE username = 'acme.user'`,
    )
    const at = sql`timestamptz '2026-03-04 10:00:00+00'`
    await server.db.run(
      sql`INSERT INTO sign_ins (userid, companyid, signed_in)
          VALUES (${user!.userid}, ${user!.companyid}, ${at}), (${user!.userid}, ${user!.companyid}, ${at})`,
    )
    await expectSignInsEqual()
    await server.db.run(sql`DELETE FROM sign_ins WHERE userid = ${user!.userid} AND signed_in = ${at}`)
    await expectSignInsEqual()
  })
})
