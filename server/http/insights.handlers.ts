import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { equipmentAddRemove, equipmentInsights } from "../insights/equipment-insights.ts"
import { type InsightsRequest, resolveFrame } from "../insights/insights-scope.ts"
import { serviceInsights } from "../insights/service-insights.ts"
import { userLogins, userTickets } from "../insights/user-insights.ts"
import { callerScope } from "./access.ts"

/** The caller's frame for a request: scope, narrowing and period. */
const frameOf = (request: InsightsRequest) =>
  Effect.flatMap(callerScope, (scope) => resolveFrame(scope, request))

/** The insights calls; who may call the user ones is the access table's (company admins and staff). */
export const InsightsHandlers = HttpApiBuilder.group(PortalApi, "insights", (handlers) =>
  handlers
    .handle("service", ({ query }) =>
      Effect.map(Effect.flatMap(frameOf(query), serviceInsights), (serviceInsights) => ({ serviceInsights })),
    )
    .handle("equipment", ({ query }) =>
      Effect.map(Effect.flatMap(frameOf(query), equipmentInsights), (equipmentInsights) => ({
        equipmentInsights,
      })),
    )
    .handle("equipmentAddRemove", ({ query }) =>
      Effect.map(Effect.flatMap(frameOf(query), equipmentAddRemove), (equipmentAddRemove) => ({
        equipmentAddRemove,
      })),
    )
    .handle("userLogins", ({ query }) =>
      Effect.map(Effect.flatMap(frameOf(query), userLogins), (userLogins) => ({ userLogins })),
    )
    .handle("userTickets", ({ query }) =>
      Effect.map(Effect.flatMap(frameOf(query), userTickets), (userTickets) => ({ userTickets })),
    ),
)
