import { sql } from "drizzle-orm"
import type { Cell, ProbeRequest } from "./authz-cells.ts"
import { countRows } from "./authz-oracle.ts"
import type { Probe } from "./authz-probe.types.ts"

const prepared = new WeakMap<Cell, { ticketid: number; userid: number }>()
/**
 * Once per cell (the footprint asks first): a new open ticket of the target company raised by the
 * caller, so the watcher rule (creator, contact, company admin, staff) lets any allowed role change
 * its watchers, and an active user of that company watching it. The matrix tests the table's roles
 * and scope; server/http/ticket-watchers.handlers.test.ts tests the rule.
 */
const watchedTicketOf = async (c: Cell) => {
  const known = prepared.get(c)
  if (known !== undefined) return known
  const [row] = await c.db.run<{ ticketid: number; userid: number }>(
    sql`WITH t AS (
          INSERT INTO tickets (companyid, agreementid, locationid, problem, contactname, tickettype,
            createddateutc, modifieddateutc, ticketstatus, createdbyuserid)
          SELECT companyid, agreementid, locationid, 'Authorization matrix watcher probe', 'Matrix Probe',
            'Break/Fix', now(), now(), 'O', ${c.caller.userid ?? null}::int
            FROM tickets WHERE ticketid = ${c.target.ticketid}
          RETURNING ticketid, companyid
        ), u AS (
          SELECT max(userid) AS userid FROM users WHERE companyid = ${c.target.companyid} AND useractive
        ), w AS (
          INSERT INTO ticket_watchers (ticketid, userid) SELECT t.ticketid, u.userid FROM t, u RETURNING userid
        )
        SELECT t.ticketid, u.userid FROM t, u`,
  )
  prepared.set(c, row!)
  return row!
}

/** A colleague of the target company who does not watch the probe's ticket yet. */
const otherColleague = async (c: Cell, watcher: number) => {
  const [row] = await c.db.run<{ userid: number }>(
    sql`SELECT min(userid) AS userid FROM users WHERE companyid = ${c.target.companyid} AND useractive
          AND userid <> ${watcher}`,
  )
  return row!.userid
}

const watchersOfCompany = (c: Cell) =>
  countRows(
    c.db,
    "ticket_watchers",
    sql`ticketid IN (SELECT ticketid FROM tickets WHERE companyid = ${c.target.companyid})`,
  )

/** Every candidate is a user of the ticket's company. */
const colleaguesOnly = async (body: unknown, c: Cell): Promise<ReadonlyArray<string>> => {
  const items = (body as { items: Array<{ userid: number }> }).items
  const rows = await c.db.run<{ userid: number; companyid: number }>(
    sql`SELECT userid, companyid FROM users WHERE userid = ANY(${sql.param(items.map((i) => i.userid))}::int[])`,
  )
  return rows
    .filter((r) => r.companyid !== c.target.companyid)
    .map((r) => `user ${r.userid} of company ${r.companyid}`)
}

/** Probes of the ticket watchers (issue 28): the ticket's company scope, the table's roles. */
export const watcherProbes = {
  "watchers.list": {
    request: async (c): Promise<ProbeRequest> => ({
      method: "GET",
      path: `/v1/ticket/${(await watchedTicketOf(c)).ticketid}/watchers`,
    }),
  },
  "watchers.candidates": {
    request: async (c): Promise<ProbeRequest> => ({
      method: "GET",
      path: `/v1/ticket/${(await watchedTicketOf(c)).ticketid}/watchers/candidates?search=`,
    }),
    leaks: colleaguesOnly,
  },
  "watchers.add": {
    request: async (c): Promise<ProbeRequest> => {
      const { ticketid, userid } = await watchedTicketOf(c)
      return {
        method: "POST",
        path: `/v1/ticket/${ticketid}/watchers`,
        json: { userid: await otherColleague(c, userid) },
      }
    },
    footprint: async (c) => {
      await watchedTicketOf(c)
      return watchersOfCompany(c)
    },
  },
  "watchers.remove": {
    request: async (c): Promise<ProbeRequest> => {
      const { ticketid, userid } = await watchedTicketOf(c)
      return { method: "DELETE", path: `/v1/ticket/${ticketid}/watchers/${userid}` }
    },
    footprint: async (c) => {
      await watchedTicketOf(c)
      return watchersOfCompany(c)
    },
  },
} satisfies Readonly<
  Record<"watchers.list" | "watchers.candidates" | "watchers.add" | "watchers.remove", Probe>
>
