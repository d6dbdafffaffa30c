import { Link } from "wouter"
import {
  type DashboardParams,
  equipmentListHref,
  ticketListHref,
} from "../../../core/domain/insights/dashboard-url.ts"
import { COVERAGE_HORIZONS } from "../../../core/domain/insights/period.ts"
import { severityLabel } from "../../../core/domain/tickets/severity.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import type { DashboardData } from "../../../core/machines/dashboard/dashboard.machine.ts"
import type { SlaResponse, TopLocation, TopModel } from "../../../core/schema/insights.ts"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { InsightChart } from "./insight-chart.tsx"
import { breakdownSummary, durationText, periodText, weeklyTicketsSummary } from "./insight-text.ts"
import { count, Tile, Tiles } from "./insight-tiles.tsx"

interface SectionProps {
  readonly data: DashboardData
  readonly params: DashboardParams
}

/** Service Insights: tiles, weekly and breakdown charts, top locations and models, SLA responses. */
export function ServiceSection({ data, params }: SectionProps) {
  const s = data.service
  const narrowing = { agreementid: params.agreementid, period: s.period }
  const ending = data.equipment.coverageEnding.find((c) => c.days === Math.max(...COVERAGE_HORIZONS))
  const locationColumns: ReadonlyArray<DataColumn<TopLocation, never>> = [
    {
      id: "location",
      label: "Location",
      cell: (l) => (
        <Link href={ticketListHref(narrowing, { locationid: l.locationid })}>{l.locationname}</Link>
      ),
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
  const modelColumns: ReadonlyArray<DataColumn<TopModel, never>> = [
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
  const slaColumns: ReadonlyArray<DataColumn<SlaResponse, never>> = [
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
  const severities = s.bySeverity.map((b) => ({ label: severityLabel(b.severitylevel), count: b.count }))
  const statuses = s.byStatus.map((b) => ({ label: ticketStatusLabel(b.ticketstatus), count: b.count }))
  return (
    <section className="dashboard-section" aria-labelledby="service-insights">
      <h2 id="service-insights">Service Insights</h2>
      <p className="page-note">{periodText(s.period)}</p>
      <Tiles label="Service summary">
        <Tile
          label="Open tickets"
          value={count(s.open)}
          note="open now"
          link={<Link href="/tickets?status=open">View open tickets</Link>}
        />
        <Tile label="Closed in period" value={count(s.closed)} note={`${count(s.opened)} raised in period`} />
        <Tile
          label="Average time to completion"
          value={durationText(s.completion.meanHours)}
          note={`90% within ${durationText(s.completion.p90Hours)}`}
        />
        <Tile
          label="Coverage expiring"
          value={count(ending?.count ?? 0)}
          note={`pieces of equipment within ${ending?.days ?? 90} days`}
        />
      </Tiles>
      <div className="insight-grid">
        <InsightChart
          title="Tickets per week"
          summary={weeklyTicketsSummary(s.weekly)}
          labelHeader="Week beginning"
          labels={s.weekly.map((w) => w.week)}
          series={[
            { label: "Raised", values: s.weekly.map((w) => w.opened), mark: "bar" },
            { label: "Completed", values: s.weekly.map((w) => w.closed), mark: "line" },
          ]}
        />
        <InsightChart
          title="Tickets by severity"
          summary={breakdownSummary(["ticket raised", "tickets raised"], severities)}
          labelHeader="Severity"
          labels={severities.map((r) => r.label)}
          series={[{ label: "Tickets", values: severities.map((r) => r.count), mark: "bar" }]}
          horizontal
        />
        <InsightChart
          title="Tickets by status"
          summary={breakdownSummary(["ticket raised", "tickets raised"], statuses)}
          labelHeader="Status"
          labels={statuses.map((r) => r.label)}
          series={[{ label: "Tickets", values: statuses.map((r) => r.count), mark: "bar" }]}
          horizontal
        />
      </div>
      <div className="insight-grid">
        <div className="insight-panel">
          <h3>Top locations</h3>
          <DataTable
            label="Top locations by tickets raised"
            columns={locationColumns}
            rows={s.topLocations}
            rowKey={(l) => l.locationid}
            rowHeader="location"
            busy={false}
            empty="No tickets at a location in this period."
          />
        </div>
        <div className="insight-panel">
          <h3>Top equipment models</h3>
          <DataTable
            label="Top equipment models by tickets raised"
            columns={modelColumns}
            rows={s.topModels}
            rowKey={(m) => m.modelnumber}
            rowHeader="model"
            busy={false}
            empty="No tickets on equipment in this period."
          />
        </div>
      </div>
      <div className="insight-panel">
        <h3>SLA response times</h3>
        <p className="page-note">First response after a ticket is raised, by the SLA of its equipment.</p>
        <DataTable
          label="SLA response times"
          columns={slaColumns}
          rows={s.sla}
          rowKey={(r) => r.responsetime}
          rowHeader="sla"
          busy={false}
          empty="No equipment with an SLA."
        />
      </div>
    </section>
  )
}
