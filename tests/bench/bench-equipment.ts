import { Schema } from "effect"
import { EQUIPMENT_SEARCH_FIELDS } from "../../core/domain/equipment/fields.ts"
import { EquipmentListQuery } from "../../core/schema/equipment-list-query.ts"
import { listQueryParseOptions } from "../../core/schema/list-query.schema.ts"
import {
  equipmentCountSql,
  equipmentPageSql,
  equipmentSearchPageSql,
} from "../../server/equipment/equipment-list.sql.ts"
import { pageWindow } from "../../server/db/page-window.ts"
import type { BenchQuery } from "./bench-queries.ts"
import { type ProbeMaker, scopeOfSession } from "./bench-run.ts"
import { getJson } from "./http-get.ts"

const base = { os: "0", pl: "50", st: "description" }
const search = (term: string) => Object.fromEntries(EQUIPMENT_SEARCH_FIELDS.map((f) => [`${f}(*)`, term]))

/**
 * The equipment list at the `large` scale (20,000 pieces): the default filter, each filter, a
 * search, sorts and a deep page, for a company user (Acme) and for staff, who see all of it.
 */
export const equipmentBenchQueries: ReadonlyArray<BenchQuery> = [
  { kind: "equipment default filter", username: "acme.user", query: base },
  { kind: "equipment agreement", username: "acme.user", query: { ...base, agreementid: "(1)" } },
  {
    kind: "equipment location",
    username: "acme.user",
    query: { ...base, locationid: "(1),(2)", contracttype: "(All)" },
  },
  { kind: "equipment OEM", username: "acme.user", query: { ...base, oem: "(Dell)" } },
  { kind: "equipment SLA", username: "acme.user", query: { ...base, responsetime: "(4 Hour)" } },
  { kind: "equipment category", username: "acme.user", query: { ...base, contracttype: "(Expired)" } },
  { kind: "equipment monitored", username: "acme.user", query: { ...base, monitored: "(1)" } },
  { kind: "equipment search 'rack'", username: "acme.user", query: { ...base, ...search("rack") } },
  { kind: "equipment sort -ticketcount", username: "acme.user", query: { ...base, st: "-ticketcount" } },
  // A page deep within Acme's 4,420 pieces (the 81st of 89). Offset 5000 was past the end: the
  // server then answers the count alone, a request the list makes only to clamp an old URL.
  {
    kind: "equipment deep page",
    username: "acme.user",
    query: { ...base, contracttype: "(All)", os: "4000" },
  },
  { kind: "equipment default filter", username: "sysadmin", query: base },
  { kind: "equipment search 'rack'", username: "sysadmin", query: { ...base, ...search("rack") } },
  {
    kind: "equipment deep page",
    username: "sysadmin",
    query: { ...base, contracttype: "(All)", os: "19000" },
  },
]

/** The equipment mix for `equipment` pieces: deep pages as deep at the huge scale (100,000). */
export const equipmentBenchQueriesFor = (equipment: number): ReadonlyArray<BenchQuery> => {
  const times = Math.max(1, Math.round(equipment / 20_000))
  return equipmentBenchQueries.map((q) =>
    times === 1 || q.query.os === undefined
      ? q
      : { ...q, query: { ...q.query, os: String(Number(q.query.os) * times) } },
  )
}

/** GET /v1/userequipment against the handler's own count and page statements. */
export const equipmentProbes: ProbeMaker = async (server, q, session) => {
  const query = Schema.decodeUnknownSync(EquipmentListQuery)(q.query, listQueryParseOptions)
  const scope = await scopeOfSession(server, session)
  const url = `http://127.0.0.1:${server.port}/v1/userequipment?${new URLSearchParams(q.query)}`
  return {
    http: () => getJson<{ count: number }>(url, { authorization: `EC ${session}` }),
    sql: async () => {
      if (query.searches.length > 0) {
        const rows = await server.db.run(equipmentSearchPageSql(query, scope))
        if (rows.length > 0) return
      }
      const [row] = await server.db.run<{ count: number }>(equipmentCountSql(query, scope))
      const window = pageWindow(query, row?.count ?? 0)
      if (window.limit > 0) await server.db.run(equipmentPageSql(query, scope, window))
    },
  }
}
