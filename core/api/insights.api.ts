import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, NotFound } from "../schema/errors.ts"
import {
  EquipmentAddRemoveAnswer,
  EquipmentInsightsAnswer,
  InsightsQuery,
  ServiceInsightsAnswer,
  UserLoginsQuery,
} from "../schema/insights.ts"
import { UserLoginsAnswer, UserTicketsAnswer } from "../schema/user-insights.ts"
import { Authentication } from "./middleware.ts"

/**
 * Dashboards (spec section 7, Insights). The spec names the paths and the `serviceInsights` field;
 * the shapes and parameters are ours and listed in the README: `period` (`3m`; default the
 * company's TicketHistoryMonths, else 3 months), `agreementid`, `locationid` (404 outside the
 * caller's scope). Every figure is within the caller's company scope.
 */
export class InsightsApi extends HttpApiGroup.make("insights")
  .add(
    HttpApiEndpoint.get("service", "/v1/insights/service", {
      query: InsightsQuery,
      success: ServiceInsightsAnswer,
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("equipment", "/v1/insights/equipment", {
      query: InsightsQuery,
      success: EquipmentInsightsAnswer,
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("equipmentAddRemove", "/v1/insights/equipment/addRemove", {
      query: InsightsQuery,
      success: EquipmentAddRemoveAnswer,
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("userLogins", "/v1/insights/users/logins", {
      query: UserLoginsQuery,
      success: UserLoginsAnswer,
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("userTickets", "/v1/insights/users/tickets", {
      query: InsightsQuery,
      success: UserTicketsAnswer,
      error: [BadRequest, NotFound],
    }),
  )
  .middleware(Authentication) {}
