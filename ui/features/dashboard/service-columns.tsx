import { Link } from "wouter"
import { equipmentListHref, ticketListHref } from "../../../core/domain/insights/dashboard-url.ts"
import type { InsightsPeriod, SlaResponse, TopLocation, TopModel } from "../../../core/schema/insights.ts"
import type { DataColumn } from "../../components/data-table.types.ts"
import { durationText } from "./insight-text.ts"
import { count } from "./insight-tiles.tsx"

/** What the dashboard is narrowed to: its links keep it. */
interface Narrowing {
  readonly agreementid: number | null
  readonly period: InsightsPeriod
}

/** Top locations: each links to its tickets and its equipment, narrowed as the dashboard is. */
export const topLocationColumns = (narrowing: Narrowing): ReadonlyArray<DataColumn<TopLocation, never>> => [
  {
    id: "location",
    label: "Location",
    cell: (l) => <Link href={ticketListHref(narrowing, { locationid: l.locationid })}>{l.locationname}</Link>,
  },
  { id: "tickets", label: "Tickets", cell: (l) => count(l.tickets), className: "numeric" },
  {
    id: "equipment",
    label: "Equipment",
    cell: (l) => (
      <Link href={equipmentListHref(narrowing, { locationid: l.locationid })}>
        Equipment at {l.locationname}
      </Link>
    ),
  },
]

/** Top equipment models: each links to its tickets and its equipment, narrowed as the dashboard is. */
export const topModelColumns = (narrowing: Narrowing): ReadonlyArray<DataColumn<TopModel, never>> => [
  {
    id: "model",
    label: "Model",
    cell: (m) => (
      <Link href={ticketListHref(narrowing, { modelnumber: m.modelnumber })}>{m.modelnumber}</Link>
    ),
  },
  { id: "tickets", label: "Tickets", cell: (m) => count(m.tickets), className: "numeric" },
  {
    id: "equipment",
    label: "Equipment",
    cell: (m) => (
      <Link href={equipmentListHref(narrowing, { modelnumber: m.modelnumber })}>
        {m.modelnumber} equipment
      </Link>
    ),
  },
]

/** SLA response times: tickets, mean first response and the share within target. */
export const SLA_COLUMNS: ReadonlyArray<DataColumn<SlaResponse, never>> = [
  { id: "sla", label: "SLA", cell: (r) => r.responsetime },
  { id: "tickets", label: "Tickets", cell: (r) => count(r.tickets), className: "numeric" },
  { id: "mean", label: "Mean first response", cell: (r) => durationText(r.meanResponseHours) },
  {
    id: "within",
    label: "Within target",
    cell: (r) =>
      r.withinTarget === null || r.responded === 0
        ? "N/A"
        : `${count(r.withinTarget)} of ${count(r.responded)} (${Math.round((100 * r.withinTarget) / r.responded)}%)`,
  },
]
