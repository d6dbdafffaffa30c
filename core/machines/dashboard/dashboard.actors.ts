import { Effect } from "effect"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type DashboardData, dashboardMachine, type FetchInsightsInput } from "./dashboard.machine.ts"

/** Live dashboard actor: the insights calls side by side (User Insights and satisfaction only when asked). */
export const makeDashboardActors = (runtime: PortalRuntime) => ({
  fetchInsights: effectActor(runtime, (input: FetchInsightsInput) =>
    withClient((client) =>
      Effect.all(
        {
          service: client.insights.service({ query: input.query }),
          equipment: client.insights.equipment({ query: input.query }),
          addRemove: client.insights.equipmentAddRemove({ query: input.query }),
          satisfaction: input.withUsers
            ? client.ratings.satisfaction({ query: input.query })
            : Effect.succeed(null),
          users: input.withUsers
            ? Effect.all(
                {
                  logins: client.insights.userLogins({ query: { period: input.query.period } }),
                  tickets: client.insights.userTickets({ query: input.query }),
                },
                { concurrency: "unbounded" },
              )
            : Effect.succeed(null),
        },
        { concurrency: "unbounded" },
      ).pipe(
        Effect.map(
          (r): DashboardData => ({
            service: r.service.serviceInsights,
            equipment: r.equipment.equipmentInsights,
            addRemove: r.addRemove.equipmentAddRemove,
            satisfaction: r.satisfaction === null ? null : r.satisfaction.satisfaction,
            users:
              r.users === null
                ? null
                : { logins: r.users.logins.userLogins, tickets: r.users.tickets.userTickets },
          }),
        ),
      ),
    ),
  ),
})

/** The dashboard machine wired to the runtime. Start it with `{ input: { params, withUsers } }`. */
export const liveDashboardMachine = (runtime: PortalRuntime) =>
  dashboardMachine.provide({ actors: makeDashboardActors(runtime) })
