import { assign, setup } from "xstate"
import {
  type DashboardParams,
  insightsQueryOf,
  parseDashboardUrl,
} from "../../domain/insights/dashboard-url.ts"
import type { UrlParams } from "../../domain/lists/url-codec.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { EquipmentAddRemove, EquipmentInsights, ServiceInsights } from "../../schema/insights.ts"
import type { SatisfactionAnswer } from "../../schema/rating.ts"
import type { UserLogins, UserTickets } from "../../schema/user-insights.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

/**
 * Everything the dashboard shows; `users` and `satisfaction` only for company admins and staff
 * (`withUsers`): satisfaction figures are ratings, which only they may see (`SATISFACTION_ROLES`).
 */
export interface DashboardData {
  readonly service: ServiceInsights
  readonly equipment: EquipmentInsights
  readonly addRemove: EquipmentAddRemove
  /** Satisfaction ratings given in the period (issue 28), overall, per month and per location. */
  readonly satisfaction: SatisfactionAnswer["satisfaction"] | null
  readonly users: { readonly logins: UserLogins; readonly tickets: UserTickets } | null
}

export type DashboardFailure =
  | EndpointFailure<"insights", "service">
  | EndpointFailure<"insights", "equipment">
  | EndpointFailure<"insights", "equipmentAddRemove">
  | EndpointFailure<"insights", "userLogins">
  | EndpointFailure<"insights", "userTickets">
  | EndpointFailure<"ratings", "satisfaction">

/** Input of `fetchInsights`: the calls' query and whether to ask for User Insights and satisfaction. */
export interface FetchInsightsInput {
  readonly query: ReturnType<typeof insightsQueryOf>
  readonly withUsers: boolean
}

export interface DashboardInput {
  readonly params: DashboardParams
  /**
   * Company admins and staff see User Insights (spec section 6) and satisfaction (issue 28); the
   * server enforces both.
   */
  readonly withUsers: boolean
}

export interface DashboardContext {
  readonly params: DashboardParams
  readonly withUsers: boolean
  /** The last answer; kept while a new period loads so the screen does not go blank. */
  readonly data: DashboardData | null
  readonly error: DashboardFailure | null
}

export type DashboardEvent =
  | { readonly type: "dashboard.urlChange"; readonly params: UrlParams }
  | { readonly type: "dashboard.period"; readonly period: number | null }
  | { readonly type: "dashboard.reload" }

const fetchInsights = providedByRuntime<DashboardData, FetchInsightsInput, DashboardFailure>("fetchInsights")

const sameParams = (a: DashboardParams, b: DashboardParams) =>
  a.period === b.period && a.agreementid === b.agreementid && a.locationid === b.locationid

/**
 * The dashboard (issue 15): the URL holds the period and the narrowing; every change loads the
 * insights for it. States: loading, ready, error (request status of spec section 4).
 */
export const dashboardMachine = setup({
  types: {} as { context: DashboardContext; events: DashboardEvent; input: DashboardInput },
  actors: { fetchInsights },
  guards: {
    urlDiffers: ({ context, event }) =>
      event.type === "dashboard.urlChange" && !sameParams(context.params, parseDashboardUrl(event.params)),
    periodDiffers: ({ context, event }) =>
      event.type === "dashboard.period" && event.period !== context.params.period,
  },
}).createMachine({
  id: "dashboard",
  context: ({ input }) => ({ params: input.params, withUsers: input.withUsers, data: null, error: null }),
  initial: "loading",
  on: {
    "dashboard.urlChange": {
      guard: "urlDiffers",
      target: ".loading",
      reenter: true,
      actions: assign({ params: ({ event }) => parseDashboardUrl(event.params) }),
    },
    "dashboard.period": {
      guard: "periodDiffers",
      target: ".loading",
      reenter: true,
      actions: assign({ params: ({ context, event }) => ({ ...context.params, period: event.period }) }),
    },
    "dashboard.reload": { target: ".loading", reenter: true },
  },
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: "fetchInsights",
        input: ({ context }) => ({ query: insightsQueryOf(context.params), withUsers: context.withUsers }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: "error",
          actions: assign({ error: ({ event }) => failureOf(fetchInsights, event) }),
        },
      },
    },
    ready: {},
    error: {},
  },
})
