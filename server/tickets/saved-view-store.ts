import { sql } from "drizzle-orm"
import { Effect } from "effect"
import {
  canonicalViewQuery,
  MY_TICKETS_QUERY,
  SAVED_VIEW_LIMITS,
  savedViewTexts,
  type TicketOwner,
  viewParams,
} from "../../core/domain/tickets/saved-views.ts"
import { Conflict, NotFound } from "../../core/schema/errors.ts"
import type { NewSavedView, SavedView, SavedViewList } from "../../core/schema/saved-view.ts"
import { buildTicketListQuery } from "../../core/schema/ticket-list-query.ts"
import type { CompanyScope } from "../auth/scope.ts"
import { computed } from "../db/rows.ts"
import { savedViews } from "../db/schema.ts"
import { inTransaction, query, queryRows } from "../services.ts"
import { readTicketOwner } from "./my-tickets.sql.ts"
import { ticketCountSql } from "./ticket-list.sql.ts"

const viewShape = { viewid: savedViews.viewid, name: savedViews.name, query: savedViews.query }
type ViewRow = { readonly viewid: number; readonly name: string; readonly query: string }

/** Who counts: the caller's scope and, for `mine`, the caller. */
export interface ViewCounter {
  readonly scope: CompanyScope
  readonly owner: TicketOwner | undefined
}

/** How many tickets a view's query shows the caller now (the list's own count query). */
const countOf = (counter: ViewCounter, viewQuery: string) =>
  Effect.map(
    queryRows(
      { count: computed<number>() },
      ticketCountSql(buildTicketListQuery(viewParams(viewQuery)), counter.scope, counter.owner),
    ),
    ([row]) => row?.count ?? 0,
  )

const withCount = (counter: ViewCounter) => (row: ViewRow) =>
  Effect.map(countOf(counter, row.query), (count): SavedView => ({ ...row, count }))

/** The caller's scope and identity for counting. */
export const viewCounter = (scope: CompanyScope, userid: number) =>
  Effect.map(readTicketOwner(userid), (owner): ViewCounter => ({ scope, owner }))

/** GET /v1/preferences/ticket-views: the owner's views by name with their counts, and "My tickets"'s count. */
export const listSavedViews = Effect.fn("listSavedViews")(function* (userid: number, counter: ViewCounter) {
  const rows = yield* queryRows(
    viewShape,
    sql`SELECT viewid, name, query FROM saved_views WHERE userid = ${userid} ORDER BY lower(name), viewid`,
  )
  const items = yield* Effect.forEach(rows, withCount(counter))
  const mine = yield* countOf(counter, MY_TICKETS_QUERY)
  return { status: "success", items, count: items.length, mine } satisfies SavedViewList
})

/**
 * Keeps a view under a new name. Serialised per owner (the user row is locked), so the bound holds
 * under concurrent saves; the unique index on (owner, lower(name)) refuses a second view of one name
 * whatever the order (409 naming `name`, server/db/unique-violations.ts). The query is stored as the
 * list's codec writes it, so a view equals the URL it opens.
 */
export const saveSavedView = (userid: number, input: NewSavedView, counter: ViewCounter) =>
  Effect.flatMap(
    inTransaction(
      Effect.gen(function* () {
        const name = input.name.trim()
        yield* query(sql`SELECT userid FROM users WHERE userid = ${userid} FOR UPDATE`)
        const [counts] = yield* queryRows(
          { total: computed<number>(), named: computed<number>() },
          sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE lower(name) = lower(${name}))::int AS named
              FROM saved_views WHERE userid = ${userid}`,
        )
        if ((counts?.named ?? 0) > 0)
          return yield* new Conflict({ message: savedViewTexts.duplicate, field: "name" })
        if ((counts?.total ?? 0) >= SAVED_VIEW_LIMITS.maxPerUser)
          return yield* new Conflict({ message: savedViewTexts.tooMany })
        const [row] = yield* queryRows(
          viewShape,
          sql`INSERT INTO saved_views (userid, name, query)
              VALUES (${userid}, ${name}, ${canonicalViewQuery(input.query)})
              RETURNING viewid, name, query`,
        )
        return row!
      }),
    ),
    withCount(counter),
  )

const viewNotFound = (viewid: number) => new NotFound({ message: savedViewTexts.notFound(String(viewid)) })

/** Renames the owner's view; 404 for a view that is not theirs, 409 naming `name` for a taken name. */
export const renameSavedView = Effect.fn("renameSavedView")(function* (
  userid: number,
  viewid: number,
  name: string,
  counter: ViewCounter,
) {
  const [row] = yield* queryRows(
    viewShape,
    sql`UPDATE saved_views SET name = ${name.trim()}, updated = now()
        WHERE viewid = ${viewid} AND userid = ${userid} RETURNING viewid, name, query`,
  )
  if (row === undefined) return yield* viewNotFound(viewid)
  return yield* withCount(counter)(row)
})

/** Deletes the owner's view; 404 for a view that is not theirs. */
export const deleteSavedView = Effect.fn("deleteSavedView")(function* (userid: number, viewid: number) {
  const [row] = yield* queryRows(
    { name: savedViews.name },
    sql`DELETE FROM saved_views WHERE viewid = ${viewid} AND userid = ${userid} RETURNING name`,
  )
  if (row === undefined) return yield* viewNotFound(viewid)
  return { status: "success", message: savedViewTexts.deleted(row.name) }
})
