import { sql } from "drizzle-orm"
import type { Cell, ProbeRequest } from "./authz-cells.ts"
import { countRows } from "./authz-oracle.ts"
import type { Probe } from "./authz-probe.types.ts"

/** The view's owner: the caller for `own` (the target company's newest user without a session), else that user. */
const ownerOf = (c: Cell): number =>
  c.relation === "own" ? (c.caller.userid ?? c.target.userid) : c.target.userid

let made = 0
const viewOfCell = new WeakMap<Cell, number>()
/**
 * A saved view of the cell's owner, written straight to the table once per cell (the footprint asks
 * first, so the view exists before it is counted), for a rename or delete probe.
 */
const viewOf = async (c: Cell): Promise<number> => {
  const known = viewOfCell.get(c)
  if (known !== undefined) return known
  made += 1
  const [row] = await c.db.run<{ viewid: number }>(
    sql`INSERT INTO saved_views (userid, name, query) VALUES (${ownerOf(c)}, ${`matrix view ${made}`}, 'status=open')
        RETURNING viewid`,
  )
  viewOfCell.set(c, row!.viewid)
  return row!.viewid
}

/** Every listed view is the caller's own. */
const ownViewsOnly = async (body: unknown, c: Cell): Promise<ReadonlyArray<string>> => {
  const items = (body as { items: Array<{ viewid: number }> }).items
  const rows = await c.db.run<{ viewid: number; userid: number }>(
    sql`SELECT viewid, userid FROM saved_views WHERE viewid = ANY(${sql.param(items.map((i) => i.viewid))}::int[])`,
  )
  return rows.filter((r) => r.userid !== c.caller.userid).map((r) => `view ${r.viewid} of user ${r.userid}`)
}

/**
 * Probes of the saved views of the ticket list (issue 28): the caller's own; another user's view
 * (`other`: a view of the target company's newest user) answers 404 and stays as it was.
 */
export const viewProbes = {
  "tickets.views": {
    relations: ["own"],
    request: (): ProbeRequest => ({ method: "GET", path: "/v1/preferences/ticket-views" }),
    leaks: ownViewsOnly,
  },
  "tickets.saveView": {
    relations: ["own"],
    request: (): ProbeRequest => {
      made += 1
      return {
        method: "POST",
        path: "/v1/preferences/ticket-views",
        json: { name: `matrix save ${made}`, query: "mine=1" },
      }
    },
    footprint: (c) => countRows(c.db, "saved_views", sql`userid = ${ownerOf(c)}`),
  },
  "tickets.renameView": {
    request: async (c): Promise<ProbeRequest> => {
      made += 1
      return {
        method: "PATCH",
        path: `/v1/preferences/ticket-views/${await viewOf(c)}`,
        json: { name: `matrix renamed ${made}` },
      }
    },
    footprint: async (c) => {
      await viewOf(c)
      return countRows(c.db, "saved_views", sql`userid = ${ownerOf(c)} AND name LIKE 'matrix renamed %'`)
    },
  },
  "tickets.deleteView": {
    request: async (c): Promise<ProbeRequest> => ({
      method: "DELETE",
      path: `/v1/preferences/ticket-views/${await viewOf(c)}`,
    }),
    footprint: async (c) => {
      await viewOf(c)
      return countRows(c.db, "saved_views", sql`userid = ${ownerOf(c)}`)
    },
  },
} satisfies Readonly<
  Record<"tickets.views" | "tickets.saveView" | "tickets.renameView" | "tickets.deleteView", Probe>
>
