import { sql } from "drizzle-orm"
import { accountTokenKey, newAccountToken } from "../../server/accounts/account-tokens.ts"
import type { Cell, ProbeRequest } from "./authz-cells.ts"
import { countRows } from "./authz-oracle.ts"
import type { Probe } from "./authz-probe.types.ts"

/**
 * A ticket of the target company closed an hour ago whose contact address is the caller's (so a
 * customer of that company passes the contact rule), with an open rating ask; returns the ticket
 * and the ask's link token. Written straight to the tables: the matrix tests the table's role and
 * scope; server/http/ratings.handlers.test.ts tests the contact rule.
 */
const askFor = async (c: Cell): Promise<{ ticketid: number; token: string }> => {
  const [row] = await c.db.run<{ ticketid: number }>(
    sql`INSERT INTO tickets (companyid, agreementid, locationid, problem, contactname, contactemail, tickettype,
          createddateutc, modifieddateutc, ticketstatus, completeddateutc)
        SELECT companyid, agreementid, locationid, 'Authorization matrix rating probe', 'Matrix Probe',
          coalesce((SELECT email FROM users WHERE userid = ${c.caller.userid ?? null}::int), 'matrix@example.com'),
          'Break/Fix', now() - interval '2 hours', now(), 'C', now() - interval '1 hour'
          FROM tickets WHERE ticketid = ${c.target.ticketid}
        RETURNING ticketid`,
  )
  const token = newAccountToken()
  await c.db.run(
    sql`INSERT INTO ticket_ratings (ticketid, contactemail, token_hash, expires)
        VALUES (${row!.ticketid}, 'matrix@example.com', ${accountTokenKey(token)}, now() + interval '1 day')`,
  )
  return { ticketid: row!.ticketid, token }
}

const get = (path: string): ProbeRequest => ({ method: "GET", path })
const post = (path: string, json?: unknown): ProbeRequest => ({ method: "POST", path, json })

/** Ratings given on the target company's tickets: a refused rating leaves it unchanged. */
const ratingsGiven = (c: Cell) =>
  countRows(
    c.db,
    "ticket_ratings",
    sql`rated IS NOT NULL AND ticketid IN (SELECT ticketid FROM tickets WHERE companyid = ${c.target.companyid})`,
  )

/** Probes of the satisfaction ratings (issue 28). */
export const ratingProbes = {
  "ratings.rating": { request: (c: Cell) => get(`/v1/ticket/${c.target.ticketid}/rating`) },
  "ratings.rate": {
    request: async (c: Cell) => post(`/v1/ticket/${(await askFor(c)).ticketid}/rating`, { score: 4 }),
    footprint: ratingsGiven,
  },
  "ratings.satisfaction": {
    request: (c: Cell) => get(`/v1/insights/satisfaction?period=12m&agreementid=${c.target.agreementid}`),
  },
  "ratingLink.check": {
    relations: ["own"],
    request: async (c: Cell) => get(`/v1/rating/${(await askFor(c)).token}`),
  },
  "ratingLink.rate": {
    relations: ["own"],
    request: async (c: Cell) =>
      post(`/v1/rating/${(await askFor(c)).token}`, { score: 5, comment: "Matrix" }),
  },
} satisfies Record<string, Probe>
