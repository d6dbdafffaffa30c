import type { DashboardData } from "../../../core/machines/dashboard/dashboard.machine.ts"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { InsightChart } from "./insight-chart.tsx"
import { periodText, satisfactionSummary } from "./insight-text.ts"
import { count, Tile, Tiles } from "./insight-tiles.tsx"

type Satisfaction = NonNullable<DashboardData["satisfaction"]>
type LocationFigure = Satisfaction["locations"][number]

/** An average of 1-5 to two places, or N/A without ratings. */
const averageText = (average: number | null): string =>
  average === null ? "N/A" : `${average.toFixed(2)} of 5`

const columns: ReadonlyArray<DataColumn<LocationFigure, never>> = [
  { id: "location", label: "Location", cell: (l) => l.locationname },
  { id: "average", label: "Average rating", cell: (l) => averageText(l.average), className: "numeric" },
  { id: "count", label: "Ratings", cell: (l) => count(l.count), className: "numeric" },
]

/**
 * Satisfaction (issue 28): the ratings customers gave closed tickets in the period, overall, per
 * month (a chart with its data as a table) and per location.
 */
export function SatisfactionSection({ satisfaction }: { readonly satisfaction: Satisfaction }) {
  const { overall, monthly, locations } = satisfaction
  return (
    <section className="dashboard-section" aria-labelledby="satisfaction-insights">
      <h2 id="satisfaction-insights">Satisfaction</h2>
      <p className="page-note">{periodText(satisfaction.period)}</p>
      <Tiles label="Satisfaction summary">
        <Tile label="Average rating" value={averageText(overall.average)} note="of closed tickets rated" />
        <Tile label="Ratings" value={count(overall.count)} note="given in period" />
      </Tiles>
      <div className="insight-grid">
        <InsightChart
          title="Average rating per month"
          summary={satisfactionSummary(monthly)}
          labelHeader="Month"
          labels={monthly.map((m) => m.month)}
          series={[
            { label: "Average rating", values: monthly.map((m) => m.average ?? 0), mark: "bar" },
            { label: "Ratings", values: monthly.map((m) => m.count), mark: "line" },
          ]}
        />
        <div className="insight-panel">
          <h3>Satisfaction per location</h3>
          <DataTable
            label="Satisfaction per location"
            columns={columns}
            rows={locations}
            rowKey={(l) => l.locationid}
            rowHeader="location"
            busy={false}
            empty="No ratings given in this period."
          />
        </div>
      </div>
    </section>
  )
}
