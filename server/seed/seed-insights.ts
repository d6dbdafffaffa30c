import { sql } from "drizzle-orm"
import type { Queries } from "../db/client.ts"
import { runRows } from "../db/rows.ts"
import { users as usersTable } from "../db/schema.ts"
import { insertRows } from "./bulk-insert.ts"
import { makeRng } from "./prng.ts"
import { seedAnchor } from "./seed-catalog.ts"

const day = 86_400_000
/** Weeks of sign-in history before the seed anchor. */
export const signInHistoryWeeks = 26

/**
 * The history the dashboards read (issue 15), derived from the rows already seeded and drawn from
 * a generator of its own, so the rest of the seed is the same with or without it:
 * - sign-ins of every customer user over the weeks before the anchor (never before the account
 *   existed; deactivated accounts stopped signing in), with `login_count` and `last_login` to match;
 * - who raised a ticket: the company user whose full name is the ticket's contact;
 * - equipment removed from service: about one in twenty pieces, some time after it was added.
 */
export const seedInsightsHistory = async (db: Queries, seed: number): Promise<void> => {
  const rng = makeRng(seed ^ 0x15d4)
  const users = await runRows(
    db,
    {
      userid: usersTable.userid,
      companyid: usersTable.companyid,
      created: usersTable.usercreateddate,
      active: usersTable.useractive,
    },
    sql`SELECT userid, companyid, usercreateddate AS created, useractive AS active FROM users
        WHERE companyid <> 1 ORDER BY userid`,
  )
  const rows: unknown[][] = []
  const start = seedAnchor.getTime() - signInHistoryWeeks * 7 * day
  for (const u of users) {
    const from = Math.max(start, new Date(u.created).getTime())
    const until = u.active ? seedAnchor.getTime() : from + (seedAnchor.getTime() - from) * rng.next() * 0.5
    const perWeek = rng.weighted([
      [0.3, 2],
      [1.5, 4],
      [4, 3],
      [8, 1],
    ])
    const count = Math.round(((until - from) / (7 * day)) * perWeek)
    const times = Array.from({ length: count }, () => from + rng.next() * (until - from)).sort(
      (a, b) => a - b,
    )
    for (const t of times) rows.push([u.userid, u.companyid, new Date(Math.round(t))])
  }
  await insertRows(db, "sign_ins", ["userid", "companyid", "signed_in"], rows)
  await db.run(
    sql`UPDATE users u SET login_count = s.n, last_login = s.last
        FROM (SELECT userid, count(*)::int AS n, max(signed_in) AS last FROM sign_ins GROUP BY userid) s
        WHERE s.userid = u.userid`,
  )
  await db.run(
    sql`UPDATE tickets t SET createdbyuserid = m.userid
        FROM (SELECT companyid, firstname || ' ' || lastname AS name, min(userid) AS userid
              FROM users WHERE companyid <> 1 GROUP BY 1, 2) m
        WHERE m.companyid = t.companyid AND m.name = t.contactname`,
  )
  // Removal dates: a deterministic one in twenty, between the day after it was added and the anchor.
  await db.run(
    sql`UPDATE equipment SET removeddate = createddate
          + (${seedAnchor.toISOString()}::timestamptz - createddate) * ((equipmentid * 7919) % 997 + 1) / 998.0
        WHERE equipmentid % 20 = 7`,
  )
}
