import { Link } from "wouter"
import type { DashboardParams } from "../../../core/domain/insights/dashboard-url.ts"
import { COVERAGE_HORIZONS } from "../../../core/domain/insights/period.ts"
import { severityLabel } from "../../../core/domain/tickets/severity.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import type { DashboardData } from "../../../core/machines/dashboard/dashboard.machine.ts"
import { DataTable } from "../../components/data-table.tsx"
import { InsightChart } from "./insight-chart.tsx"
import { SLA_COLUMNS, topLocationColumns, topModelColumns } from "./service-columns.tsx"
import { breakdownSummary, durationText, periodText, weekText, weeklyTicketsSummary } from "./insight-text.ts"
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
  const locationColumns = topLocationColumns(narrowing)
  const modelColumns = topModelColumns(narrowing)
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
          labels={s.weekly.map((w) => weekText(w.week))}
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
          columns={SLA_COLUMNS}
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
