import { severityLabel } from "../../../core/domain/tickets/severity.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import type { InsightsPeriod } from "../../../core/schema/insights.ts"
import { renderTable } from "../../format/table.ts"
import type { InsightsResult } from "./insights.types.ts"

const n = (v: number | null) => (v === null ? "N/A" : v.toLocaleString("en-US"))
const figures = (rows: ReadonlyArray<readonly [string, string]>) =>
  renderTable(
    [
      { heading: "figure", cell: (r: readonly [string, string]) => r[0] },
      { heading: "value", cell: (r: readonly [string, string]) => r[1], align: "right" },
    ],
    rows,
  )
const period = (p: InsightsPeriod) =>
  `Period: ${p.months} months, ${p.start.slice(0, 10)} to ${p.end.slice(0, 10)}${p.isDefault ? " (default)" : ""}`

/** The figures of `portal insights` as text: a figure table, then one table per series. */
export const render = (r: InsightsResult): string => {
  if (r.what === "service") {
    const s = r.serviceInsights
    return [
      period(s.period),
      "",
      figures([
        ["open now", n(s.open)],
        ["raised in period", n(s.opened)],
        ["completed in period", n(s.closed)],
        ["mean hours to completion", n(s.completion.meanHours)],
        ["p90 hours to completion", n(s.completion.p90Hours)],
        ...s.bySeverity.map((b) => [`severity: ${severityLabel(b.severitylevel)}`, n(b.count)] as const),
        ...s.byStatus.map((b) => [`status: ${ticketStatusLabel(b.ticketstatus)}`, n(b.count)] as const),
      ]),
      "",
      renderTable(
        [
          { heading: "week", cell: (w) => w.week },
          { heading: "raised", cell: (w) => n(w.opened), align: "right" },
          { heading: "completed", cell: (w) => n(w.closed), align: "right" },
        ],
        s.weekly,
      ),
      "",
      renderTable(
        [
          { heading: "top location", cell: (l) => l.locationname, max: 40 },
          { heading: "id", cell: (l) => String(l.locationid), align: "right" },
          { heading: "tickets", cell: (l) => n(l.tickets), align: "right" },
        ],
        s.topLocations,
      ),
      "",
      renderTable(
        [
          { heading: "top model", cell: (m) => m.modelnumber, max: 40 },
          { heading: "tickets", cell: (m) => n(m.tickets), align: "right" },
        ],
        s.topModels,
      ),
      "",
      renderTable(
        [
          { heading: "SLA", cell: (x) => x.responsetime },
          { heading: "tickets", cell: (x) => n(x.tickets), align: "right" },
          { heading: "responded", cell: (x) => n(x.responded), align: "right" },
          { heading: "mean hours", cell: (x) => n(x.meanResponseHours), align: "right" },
          { heading: "within target", cell: (x) => n(x.withinTarget), align: "right" },
        ],
        s.sla,
      ),
    ].join("\n")
  }
  if (r.what === "equipment") {
    const e = r.equipmentInsights
    return [
      figures([
        ["in service", n(e.total)],
        ...e.coverageEnding.map((c) => [`coverage ending within ${c.days} days`, n(c.count)] as const),
        ...e.byContractType.map((c) => [`contract type: ${c.name}`, n(c.count)] as const),
        ...e.byCoverage.map((c) => [`coverage: ${c.name}`, n(c.count)] as const),
      ]),
      "",
      period(r.equipmentAddRemove.period),
      renderTable(
        [
          { heading: "month", cell: (m) => m.month },
          { heading: "added", cell: (m) => n(m.added), align: "right" },
          { heading: "removed", cell: (m) => n(m.removed), align: "right" },
        ],
        r.equipmentAddRemove.months,
      ),
    ].join("\n")
  }
  const { logins, tickets } = r.users
  return [
    period(logins.period),
    "",
    figures([
      ["sign-ins", n(logins.signIns)],
      ["active users (signed in)", n(logins.activeUsers)],
      ["inactive users (did not sign in)", n(logins.inactiveUsers)],
      ["deactivated accounts", n(logins.deactivatedUsers)],
      ["tickets raised in the portal", n(tickets.byUsers)],
      ["tickets raised otherwise", n(tickets.unattributed)],
    ]),
    "",
    renderTable(
      [
        { heading: "week", cell: (w) => w.week },
        { heading: "sign-ins", cell: (w) => n(w.signIns), align: "right" },
        { heading: "users", cell: (w) => n(w.users), align: "right" },
      ],
      logins.weekly,
    ),
    "",
    renderTable(
      [
        { heading: "user", cell: (u) => u.fullname, max: 40 },
        { heading: "company", cell: (u) => u.companyname, max: 30 },
        { heading: "tickets", cell: (u) => n(u.tickets), align: "right" },
      ],
      tickets.users,
    ),
  ].join("\n")
}
