import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { EquipmentDetail, EquipmentList } from "../../core/schema/equipment.ts"
import type { EquipmentListQuery } from "../../core/schema/equipment-list-query.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { pageWindow } from "../db/page-window.ts"
import { computed } from "../db/rows.ts"
import { equipmentActivities, tickets } from "../db/schema.ts"
import { queryRows } from "../services.ts"
import { isoOrNull } from "../lists/rows.ts"
import {
  equipmentCountSql,
  equipmentFrom,
  equipmentPageSql,
  equipmentSearchPageSql,
} from "./equipment-list.sql.ts"
import { equipmentColumns, equipmentRow, toEquipment } from "./equipment-rows.ts"

/** 404 for equipment that is missing or outside the caller's scope (other companies' ids stay hidden). */
export const equipmentNotFound = (equipmentid: number) =>
  new NotFound({ message: `Equipment ${equipmentid} was not found` })

/**
 * GET /v1/userequipment: the count of matches in scope, then the page (read from the nearer end of
 * the list; nothing to read past the last match). A search gets both from one statement (the count
 * rides on the page's rows), and is counted apart only when its page is past the last match.
 */
export const listEquipment = Effect.fn("listEquipment")(function* (
  scope: CompanyScope,
  q: EquipmentListQuery,
) {
  if (q.searches.length > 0) {
    const rows = yield* queryRows(
      { ...equipmentRow, total: computed<number>() },
      equipmentSearchPageSql(q, scope),
    )
    if (rows.length > 0)
      return {
        items: rows.map(({ total: _, ...row }) => toEquipment(row)),
        count: rows[0]!.total,
      } satisfies EquipmentList
  }
  const [counted] = yield* queryRows({ count: computed<number>() }, equipmentCountSql(q, scope))
  const count = counted?.count ?? 0
  if (q.searches.length > 0) return { items: [], count } satisfies EquipmentList
  const window = pageWindow(q, count)
  if (window.limit === 0) return { items: [], count } satisfies EquipmentList
  const rows = yield* queryRows(equipmentRow, equipmentPageSql(q, scope, window))
  return { items: (window.reversed ? rows.reverse() : rows).map(toEquipment), count } satisfies EquipmentList
})

/** The most tickets the detail lists (newest first); `ticketcount` still counts them all. */
export const EQUIPMENT_TICKET_HISTORY_LIMIT = 200

/** The detail's row: the listed fields, the rep's address and the parent's description (LEFT JOINs). */
const detailRow = {
  ...equipmentRow,
  salesemail: computed<string | null>(),
  parentdescription: computed<string | null>(),
}

/** A ticket of the equipment's history. */
const historyRow = {
  ticketid: tickets.ticketid,
  problem: tickets.problem,
  ticketstatus: tickets.ticketstatus,
  createddateutc: tickets.createddateutc,
  completeddateutc: tickets.completeddateutc,
}

/** An entry of the equipment's activity, under the contract's names. */
const activityRow = {
  action: equipmentActivities.action,
  description: equipmentActivities.description,
  createdBy: equipmentActivities.createdby,
  createdDate: equipmentActivities.createddate,
}

/** GET /v1/userequipment/:equipmentid with its tickets and activity; 404 when not visible. */
export const findEquipment = Effect.fn("findEquipment")(function* (scope: CompanyScope, equipmentid: number) {
  const [row] = yield* queryRows(
    detailRow,
    sql`SELECT ${equipmentColumns}, r.email AS salesemail, p.description AS parentdescription
        FROM ${equipmentFrom} LEFT JOIN equipment p ON p.equipmentid = e.parentid
        WHERE e.equipmentid = ${equipmentid} AND ${scopeCondition(scope, "e.companyid")}`,
  )
  if (!row) return yield* equipmentNotFound(equipmentid)
  const history = yield* queryRows(
    historyRow,
    sql`SELECT t.ticketid, t.problem, t.ticketstatus, t.createddateutc, t.completeddateutc FROM tickets t
        WHERE t.equipmentid = ${equipmentid} ORDER BY t.createddateutc DESC, t.ticketid DESC
        LIMIT ${EQUIPMENT_TICKET_HISTORY_LIMIT}`,
  )
  const activity = yield* queryRows(
    activityRow,
    sql`SELECT action, description, createdby AS "createdBy", createddate AS "createdDate"
        FROM equipment_activities WHERE equipmentid = ${equipmentid}
        ORDER BY createddate DESC, activityid DESC LIMIT 100`,
  )
  const { salesemail, parentdescription, ...listed } = row
  return {
    ...toEquipment(listed),
    salesemail,
    parentdescription,
    tickets: history.map((t) => ({
      ...t,
      ticketstatus: t.ticketstatus.trim(),
      createddateutc: new Date(t.createddateutc).toISOString(),
      completeddateutc: isoOrNull(t.completeddateutc),
    })),
    activity: activity.map((a) => ({ ...a, createdDate: new Date(a.createdDate).toISOString() })),
  } satisfies EquipmentDetail
})

/** GET /v1/equipment/children?id=: the pieces whose parent is `parentid`; 404 when the parent is not visible. */
export const equipmentChildren = Effect.fn("equipmentChildren")(function* (
  scope: CompanyScope,
  parentid: number,
) {
  const [parent] = yield* queryRows(
    { found: computed<number>() },
    sql`SELECT 1 AS found FROM equipment e WHERE e.equipmentid = ${parentid} AND ${scopeCondition(scope, "e.companyid")}`,
  )
  if (!parent) return yield* equipmentNotFound(parentid)
  const rows = yield* queryRows(
    equipmentRow,
    sql`SELECT ${equipmentColumns} FROM ${equipmentFrom}
        WHERE e.parentid = ${parentid} AND ${scopeCondition(scope, "e.companyid")}
        ORDER BY e.description, e.equipmentid`,
  )
  return { items: rows.map(toEquipment), count: rows.length }
})

/** GET /v1/oem: the manufacturers of the equipment in scope, alphabetically. */
export const listOems = (scope: CompanyScope) =>
  queryRows(
    { oem: computed<string>() }, // e.oem IS NOT NULL below
    sql`SELECT DISTINCT e.oem FROM equipment e
        WHERE ${scopeCondition(scope, "e.companyid")} AND e.oem IS NOT NULL ORDER BY 1`,
  )

/** GET /v1/sla/time: the response times of the equipment in scope, alphabetically. */
export const listSlas = (scope: CompanyScope) =>
  queryRows(
    { responsetime: computed<string>() }, // e.responsetime IS NOT NULL below
    sql`SELECT DISTINCT e.responsetime FROM equipment e
        WHERE ${scopeCondition(scope, "e.companyid")} AND e.responsetime IS NOT NULL ORDER BY 1`,
  )
