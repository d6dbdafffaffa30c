import { type SQL, sql } from "drizzle-orm"
import { EQUIPMENT_SEARCH_FIELDS, type EquipmentSortField } from "../../core/domain/equipment/fields.ts"
import {
  type EquipmentFilterQuery,
  type EquipmentListQuery,
  effectiveEquipmentFilters,
} from "../../core/schema/equipment-list-query.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import type { PageWindow } from "../db/page-window.ts"
import { containsPattern, oneTermOverAll } from "../lists/search.sql.ts"
import { equipmentColumns } from "./equipment-rows.ts"

/** Sort fields that are not plain `equipment` columns. */
const sortColumns: Partial<Record<EquipmentSortField, string>> = {
  customername: "c.companyname",
  agreementexpirationdate: "a.expirationdate",
  salespersonname: "(r.firstname || ' ' || r.lastname)",
  locationname: "l.locationname",
  // Kept by triggers on tickets (migration 0032): counting each piece's tickets to sort a company's
  // pieces read every one of their index entries (191-315 ms for Acme at a million tickets).
  ticketcount: "coalesce(k.n, 0)",
}

const sortExpression = (field: EquipmentSortField): string => sortColumns[field] ?? `e.${field}`

/**
 * ORDER BY of a list query, ties broken by equipment id in the same direction (stable paging);
 * `reversed` gives the exact mirror order (PostgreSQL's default NULL placement mirrors too). The
 * field was checked against `EQUIPMENT_SORT_FIELDS` by the contract, so it is spliced as is.
 */
export const equipmentOrderBy = (q: EquipmentFilterQuery, reversed = false): SQL => {
  const dir = (q.sort.direction === "asc") !== reversed ? "ASC" : "DESC"
  const main = `${sortExpression(q.sort.field)} ${dir}`
  return sql.raw(q.sort.field === "equipmentid" ? main : `${main}, e.equipmentid ${dir}`)
}

/** The tables a listed row reads. */
export const equipmentFrom = sql.raw(`equipment e JOIN companies c ON c.companyid = e.companyid
  LEFT JOIN agreements a ON a.agreementid = e.agreementid
  LEFT JOIN sales_reps r ON r.salesid = a.salesid
  LEFT JOIN locations l ON l.locationid = e.locationid`)

const bools = (codes: ReadonlyArray<"0" | "1">) => sql.param(codes.map((c) => c === "1"))

/**
 * The searched fields as one lower-cased text (migration 0017, which indexes this very expression
 * by trigrams): the list's search, one term over every field, reads the index.
 */
const searchDocument = sql.raw(
  "equipment_search_doc(e.equipmentid, e.description, e.serialnumber, e.modelnumber)",
)

/** One contract category (spec section 4) as a condition. */
const categoryCondition = (category: string): SQL => {
  if (category === "Expired") return sql`(e.coverage = 'Expired' OR a.active = false)`
  if (category === "No Contract") return sql`e.agreementid IS NULL`
  return sql`e.coverage = ${category}`
}

/** Filters (the default filter when the query sets none of its own) and searches. */
const conditions = (q: EquipmentFilterQuery): SQL[] => {
  const f = effectiveEquipmentFilters(q.filters)
  const out: SQL[] = []
  if (f.salesforceaccountid) out.push(sql`e.companyid = ANY(${sql.param(f.salesforceaccountid)}::int[])`)
  if (f.agreementid) out.push(sql`e.agreementid = ANY(${sql.param(f.agreementid)}::int[])`)
  if (f.locationid) out.push(sql`e.locationid = ANY(${sql.param(f.locationid)}::int[])`)
  if (f.oem) out.push(sql`e.oem = ANY(${sql.param(f.oem)}::text[])`)
  if (f.responsetime) out.push(sql`e.responsetime = ANY(${sql.param(f.responsetime)}::text[])`)
  if (f.monitored) out.push(sql`e.monitored = ANY(${bools(f.monitored)}::boolean[])`)
  if (f.agreementactive) out.push(sql`a.active = ANY(${bools(f.agreementactive)}::boolean[])`)
  if (f.contracttype && !f.contracttype.includes("All"))
    out.push(sql`(${sql.join(f.contracttype.map(categoryCondition), sql` OR `)})`)
  const whole = oneTermOverAll(q.searches, EQUIPMENT_SEARCH_FIELDS.length)
  if (whole !== undefined) out.push(sql`${searchDocument} LIKE lower(${containsPattern(whole)})`)
  else if (q.searches.length > 0) {
    const any = q.searches.map((s) => {
      const column = sql.raw(s.field === "equipmentid" ? "e.equipmentid::text" : `e.${s.field}`)
      return sql`${column} ILIKE ${containsPattern(s.term)}`
    })
    out.push(sql`(${sql.join(any, sql` OR `)})`)
  }
  return out
}

/** WHERE of a list query: scope, equipment still in service (not removed), filters, searches. */
export const equipmentWhere = (q: EquipmentFilterQuery, scope: CompanyScope): SQL =>
  sql.join([scopeCondition(scope, "e.companyid"), sql`e.removeddate IS NULL`, ...conditions(q)], sql` AND `)

/** How many pieces match (all pages). */
export const equipmentCountSql = (q: EquipmentFilterQuery, scope: CompanyScope): SQL =>
  sql`SELECT count(*)::int AS count FROM equipment e LEFT JOIN agreements a ON a.agreementid = e.agreementid
      WHERE ${equipmentWhere(q, scope)}`

/** The joins the sort needs besides the agreement (which the filters read). */
const sortJoins = (q: EquipmentFilterQuery): SQL =>
  sql.raw(
    {
      customername: "JOIN companies c ON c.companyid = e.companyid",
      salespersonname: "LEFT JOIN sales_reps r ON r.salesid = a.salesid",
      locationname: "LEFT JOIN locations l ON l.locationid = e.locationid",
      ticketcount: "LEFT JOIN equipment_ticket_counts k ON k.equipmentid = e.equipmentid",
    }[q.sort.field as string] ?? "",
  )

/** The listed rows of a page of equipment ids (`page`, in `order`): the joins only the page pays. */
const pageRows = (page: SQL, order: SQL, extra: SQL = sql``): SQL =>
  sql`SELECT ${equipmentColumns}${extra}
    FROM (${page}) page
    JOIN equipment e ON e.equipmentid = page.equipmentid
    JOIN companies c ON c.companyid = e.companyid
    LEFT JOIN agreements a ON a.agreementid = e.agreementid
    LEFT JOIN sales_reps r ON r.salesid = a.salesid
    LEFT JOIN locations l ON l.locationid = e.locationid
    LEFT JOIN equipment_ticket_counts k ON k.equipmentid = e.equipmentid
    ORDER BY ${order}`

/**
 * The rows of a page window (server/db/page-window.ts: a page past the middle is read from the
 * other end). The inner query orders and pages equipment ids only, so the rows an OFFSET skips cost
 * neither the other joins nor a ticket count each; the outer one reads the page's rows.
 */
export const equipmentPageSql = (q: EquipmentFilterQuery, scope: CompanyScope, window: PageWindow): SQL => {
  const order = equipmentOrderBy(q, window.reversed)
  return pageRows(
    sql`SELECT e.equipmentid FROM equipment e LEFT JOIN agreements a ON a.agreementid = e.agreementid
          ${sortJoins(q)} WHERE ${equipmentWhere(q, scope)}
          ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}`,
    order,
  )
}

/**
 * A searched list's page with the count of all matches (`total` on each row) from one statement: a
 * search reads its candidates from the trigram index and checks each one, which the count and the
 * page would otherwise both do. The matches are sorted whole anyway, so no other end is read. A
 * page past the last match has no row to carry the count: the caller counts then.
 */
export const equipmentSearchPageSql = (q: EquipmentListQuery, scope: CompanyScope): SQL => {
  const order = equipmentOrderBy(q)
  return pageRows(
    sql`SELECT e.equipmentid, count(*) OVER () AS total
          FROM equipment e LEFT JOIN agreements a ON a.agreementid = e.agreementid
          ${sortJoins(q)} WHERE ${equipmentWhere(q, scope)}
          ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
    order,
    sql`, page.total::int AS total`,
  )
}
