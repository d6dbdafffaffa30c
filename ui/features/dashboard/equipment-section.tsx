import type { DashboardParams } from "../../../core/domain/insights/dashboard-url.ts"
import type { DashboardData } from "../../../core/machines/dashboard/dashboard.machine.ts"
import { InsightChart } from "./insight-chart.tsx"
import { addRemoveSummary, breakdownSummary } from "./insight-text.ts"
import { count, Tile, Tiles } from "./insight-tiles.tsx"

/** Equipment: in service now by contract type and coverage, coverage ending, added and removed. */
export function EquipmentSection({
  data,
}: {
  readonly data: DashboardData
  readonly params: DashboardParams
}) {
  const e = data.equipment
  const months = data.addRemove.months
  const types = e.byContractType.map((r) => ({ label: r.name, count: r.count }))
  const coverage = e.byCoverage.map((r) => ({ label: r.name, count: r.count }))
  const pieces = ["piece of equipment", "pieces of equipment"] as const
  return (
    <section className="dashboard-section" aria-labelledby="equipment-insights">
      <h2 id="equipment-insights">Equipment</h2>
      <Tiles label="Equipment summary">
        <Tile label="In service" value={count(e.total)} note="pieces of equipment" />
        {e.coverageEnding.map((c) => (
          <Tile key={c.days} label={`Coverage ending in ${c.days} days`} value={count(c.count)} />
        ))}
      </Tiles>
      <div className="insight-grid">
        <InsightChart
          title="Equipment by contract type"
          summary={breakdownSummary(pieces, types)}
          labelHeader="Contract type"
          labels={types.map((r) => r.label)}
          series={[{ label: "Equipment", values: types.map((r) => r.count), mark: "bar" }]}
          horizontal
        />
        <InsightChart
          title="Equipment by coverage"
          summary={breakdownSummary(pieces, coverage)}
          labelHeader="Coverage"
          labels={coverage.map((r) => r.label)}
          series={[{ label: "Equipment", values: coverage.map((r) => r.count), mark: "bar" }]}
          horizontal
        />
        <InsightChart
          title="Equipment added and removed per month"
          summary={addRemoveSummary(months)}
          labelHeader="Month"
          labels={months.map((m) => m.month)}
          series={[
            { label: "Added", values: months.map((m) => m.added), mark: "bar" },
            { label: "Removed", values: months.map((m) => m.removed), mark: "line" },
          ]}
        />
      </div>
    </section>
  )
}
