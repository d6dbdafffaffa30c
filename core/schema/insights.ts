import { Schema, Struct } from "effect"
import {
  MAX_PERIOD_MONTHS,
  MIN_PERIOD_MONTHS,
  PERIOD_PATTERN,
  parsePeriod,
} from "../domain/insights/period.ts"
import { QueryId } from "./id.ts"
import { SeverityLevel, TicketStatusCode } from "./ticket.ts"

/** `period`: whole months ending now, `1m` to `36m`. */
const periodMessage = `period must be a number of months from ${MIN_PERIOD_MONTHS} to ${MAX_PERIOD_MONTHS} followed by m, such as 3m`
export const PeriodParam = Schema.String.check(
  Schema.isPattern(PERIOD_PATTERN, { message: periodMessage }),
  Schema.makeFilter((s: string) => parsePeriod(s) !== undefined, { message: periodMessage }),
)

/** Query of every insights call: the period and the narrowing to one agreement and/or location. */
export const InsightsQuery = Schema.Struct({
  period: Schema.optional(PeriodParam),
  agreementid: Schema.optional(QueryId),
  locationid: Schema.optional(QueryId),
})
export type InsightsQuery = typeof InsightsQuery.Type

/** Sign-ins are per account, not per agreement or location: the period alone. */
export const UserLoginsQuery = InsightsQuery.mapFields(Struct.pick(["period"]))
export type UserLoginsQuery = typeof UserLoginsQuery.Type

/** The period an answer covers: `months` ending at `end` (the time of the call), from `start`. */
export const InsightsPeriod = Schema.Struct({
  months: Schema.Finite,
  start: Schema.String,
  end: Schema.String,
  /** True when the caller sent no period and got the default (see core/domain/insights/period.ts). */
  isDefault: Schema.Boolean,
})
export type InsightsPeriod = typeof InsightsPeriod.Type

/** An insights answer: the period it covers, then its own figures. */
export const overPeriod = <const F extends Schema.Struct.Fields>(fields: F) =>
  Schema.Struct({ period: InsightsPeriod, ...fields })

/** One week of a weekly series; `week` is its Monday (UTC, YYYY-MM-DD). */
export const TicketWeek = Schema.Struct({ week: Schema.String, opened: Schema.Finite, closed: Schema.Finite })
export type TicketWeek = typeof TicketWeek.Type

export const SeverityCount = Schema.Struct({
  severitylevel: Schema.NullOr(SeverityLevel),
  count: Schema.Finite,
})
export const StatusCount = Schema.Struct({ ticketstatus: TicketStatusCode, count: Schema.Finite })

export const TopLocation = Schema.Struct({
  locationid: Schema.Finite,
  locationname: Schema.String,
  tickets: Schema.Finite,
})
export type TopLocation = typeof TopLocation.Type

export const TopModel = Schema.Struct({ modelnumber: Schema.String, tickets: Schema.Finite })
export type TopModel = typeof TopModel.Type

/** Response times of the tickets raised in the period, per SLA of their equipment. */
export const SlaResponse = Schema.Struct({
  responsetime: Schema.String,
  /** The SLA's target in hours; null when its text names none. */
  targetHours: Schema.NullOr(Schema.Finite),
  tickets: Schema.Finite,
  /** Tickets with a first response (an activity after the one that created the ticket). */
  responded: Schema.Finite,
  meanResponseHours: Schema.NullOr(Schema.Finite),
  /** Responded within the target; null when the target is unknown. */
  withinTarget: Schema.NullOr(Schema.Finite),
})
export type SlaResponse = typeof SlaResponse.Type

/** GET /v1/insights/service, under `serviceInsights`. */
export const ServiceInsights = overPeriod({
  /** Tickets open now (status O), whenever raised. */
  open: Schema.Finite,
  /** Tickets raised in the period. */
  opened: Schema.Finite,
  /** Tickets completed (closed or canceled with a completion date) in the period. */
  closed: Schema.Finite,
  /** Hours from raising to completion of the tickets completed in the period. */
  completion: Schema.Struct({
    count: Schema.Finite,
    meanHours: Schema.NullOr(Schema.Finite),
    p90Hours: Schema.NullOr(Schema.Finite),
  }),
  weekly: Schema.Array(TicketWeek),
  /** Tickets raised in the period by severity (null: none) and by their status now. */
  bySeverity: Schema.Array(SeverityCount),
  byStatus: Schema.Array(StatusCount),
  topLocations: Schema.Array(TopLocation),
  topModels: Schema.Array(TopModel),
  sla: Schema.Array(SlaResponse),
})
export type ServiceInsights = typeof ServiceInsights.Type
export const ServiceInsightsAnswer = Schema.Struct({ serviceInsights: ServiceInsights })

export const NamedCount = Schema.Struct({ name: Schema.String, count: Schema.Finite })
export type NamedCount = typeof NamedCount.Type

/** GET /v1/insights/equipment, under `equipmentInsights`: equipment in service now. */
export const EquipmentInsights = Schema.Struct({
  total: Schema.Finite,
  byCoverage: Schema.Array(NamedCount),
  byContractType: Schema.Array(NamedCount),
  /** In-service equipment whose coverage ends within 30, 60 and 90 days from now (cumulative). */
  coverageEnding: Schema.Array(Schema.Struct({ days: Schema.Finite, count: Schema.Finite })),
})
export type EquipmentInsights = typeof EquipmentInsights.Type
export const EquipmentInsightsAnswer = Schema.Struct({ equipmentInsights: EquipmentInsights })

/** One calendar month (UTC, YYYY-MM) of equipment added and removed. */
export const EquipmentMonth = Schema.Struct({
  month: Schema.String,
  added: Schema.Finite,
  removed: Schema.Finite,
})
export type EquipmentMonth = typeof EquipmentMonth.Type

/** GET /v1/insights/equipment/addRemove, under `equipmentAddRemove`. */
export const EquipmentAddRemove = overPeriod({
  months: Schema.Array(EquipmentMonth),
})
export type EquipmentAddRemove = typeof EquipmentAddRemove.Type
export const EquipmentAddRemoveAnswer = Schema.Struct({ equipmentAddRemove: EquipmentAddRemove })
