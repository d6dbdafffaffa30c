import { waitFor } from "xstate"
import { parseDashboardUrl } from "../../../core/domain/insights/dashboard-url.ts"
import { parsePeriod } from "../../../core/domain/insights/period.ts"
import { severityLabel } from "../../../core/domain/tickets/severity.ts"
import { ticketStatusLabel } from "../../../core/domain/tickets/status.ts"
import type { DashboardData } from "../../../core/machines/dashboard/dashboard.machine.ts"
import type { EquipmentAddRemove, EquipmentInsights, ServiceInsights } from "../../../core/schema/insights.ts"
import { renderTable } from "../../format/table.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"

export interface InsightsOptions {
  readonly what: string
  readonly period?: string | undefined
  readonly agreement?: string | undefined
  readonly location?: string | undefined
}

export type InsightsResult =
  | { readonly what: "service"; readonly serviceInsights: ServiceInsights }
  | {
      readonly what: "equipment"
      readonly equipmentInsights: EquipmentInsights
      readonly equipmentAddRemove: EquipmentAddRemove
    }
  | { readonly what: "users"; readonly users: NonNullable<DashboardData["users"]> }

const idOption = (name: string, value: string | undefined): string | undefined => {
  if (value === undefined) return undefined
  if (!/^[1-9]\d{0,9}$/.test(value.trim())) throw usageError(`--${name} must be a positive whole number`)
  return value.trim()
}

/** Loads the figures through the dashboard machine, as /dashboard does. */
export const run = (options: InsightsOptions, deps: CliDeps): Promise<InsightsResult> => {
  if (options.period !== undefined && parsePeriod(options.period) === undefined)
    throw usageError("--period must be a number of months from 1 to 36 followed by m, such as 3m")
  const params = parseDashboardUrl({
    period: options.period,
    agreementid: idOption("agreement", options.agreement),
    locationid: idOption("location", options.location),
  })
  // `users` asks the server for User Insights whatever the role: the server refuses other roles (403).
  return withSignedIn(deps, async ({ failure }) => {
    const withUsers = options.what === "users"
    const board = startMachine(deps, "dashboard", { params, withUsers })
    try {
      const done = await waitFor(board, (s) => s.matches("ready") || s.matches("error"))
      const data = done.context.data
      if (done.matches("error") || data === null)
        throw failure("could not load the dashboard", done.context.error)
      if (options.what === "service") return { what: "service", serviceInsights: data.service }
      if (options.what === "equipment")
        return { what: "equipment", equipmentInsights: data.equipment, equipmentAddRemove: data.addRemove }
      return { what: "users", users: data.users! }
    } finally {
      board.stop()
    }
  })
}

const n = (v: number | null) => (v === null ? "N/A" : v.toLocaleString("en-US"))
const figures = (rows: ReadonlyArray<readonly [string, string]>) =>
  renderTable(
    [
      { heading: "figure", cell: (r: readonly [string, string]) => r[0] },
      { heading: "value", cell: (r: readonly [string, string]) => r[1], align: "right" },
    ],
    rows,
  )
const period = (p: { months: number; start: string; end: string; isDefault: boolean }) =>
  `Period: ${p.months} months, ${p.start.slice(0, 10)} to ${p.end.slice(0, 10)}${p.isDefault ? " (default)" : ""}`

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
