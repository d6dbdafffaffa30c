import type { DashboardData } from "../../../core/machines/dashboard/dashboard.machine.ts"
import type { UserTicketCount } from "../../../core/schema/user-insights.ts"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { InsightChart } from "./insight-chart.tsx"
import { periodText, weekText, weeklySignInsSummary } from "./insight-text.ts"
import { count, Tile, Tiles } from "./insight-tiles.tsx"

const columns: ReadonlyArray<DataColumn<UserTicketCount, never>> = [
  { id: "user", label: "User", cell: (u) => u.fullname },
  { id: "company", label: "Company", cell: (u) => u.companyname, hideBelow: "md" },
  { id: "tickets", label: "Tickets raised", cell: (u) => count(u.tickets), className: "numeric" },
]

/** User Insights (company admins and staff): sign-ins, active and inactive accounts, tickets per user. */
export function UserSection({ users }: { readonly users: NonNullable<DashboardData["users"]> }) {
  const { logins, tickets } = users
  return (
    <section className="dashboard-section" aria-labelledby="user-insights">
      <h2 id="user-insights">User Insights</h2>
      <p className="page-note">{periodText(logins.period)}</p>
      <Tiles label="User summary">
        <Tile label="Sign-ins" value={count(logins.signIns)} note="in period" />
        <Tile label="Active users" value={count(logins.activeUsers)} note="signed in during the period" />
        <Tile
          label="Inactive users"
          value={count(logins.inactiveUsers)}
          note="did not sign in during the period"
        />
        <Tile label="Deactivated accounts" value={count(logins.deactivatedUsers)} />
      </Tiles>
      <div className="insight-grid">
        <InsightChart
          title="Sign-ins per week"
          summary={weeklySignInsSummary(logins.weekly)}
          labelHeader="Week beginning"
          labels={logins.weekly.map((w) => weekText(w.week))}
          series={[
            { label: "Sign-ins", values: logins.weekly.map((w) => w.signIns), mark: "bar" },
            { label: "Users signed in", values: logins.weekly.map((w) => w.users), mark: "line" },
          ]}
        />
        <div className="insight-panel">
          <h3>Tickets raised per user</h3>
          <p className="page-note">
            {count(tickets.byUsers)} raised in the portal by {count(tickets.usersWithTickets)} users;{" "}
            {count(tickets.unattributed)} raised otherwise.
          </p>
          <DataTable
            label="Tickets raised per user"
            columns={columns}
            rows={tickets.users}
            rowKey={(u) => u.userid}
            rowHeader="user"
            busy={false}
            empty="No tickets raised in the portal in this period."
          />
        </div>
      </div>
    </section>
  )
}
