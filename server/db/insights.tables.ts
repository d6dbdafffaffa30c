import {
  char,
  date,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core"
import type { TicketStatusCode } from "../../core/domain/tickets/status.ts"

/**
 * Weekly aggregates the insights read instead of the raw rows, kept by triggers (0018, 0019, 0023,
 * 0042).
 * `week` is a `date`, read as its ISO text.
 */
const week = () => date().notNull()

export const signInWeekly = pgTable(
  "sign_in_weekly",
  { companyid: integer().notNull(), week: week(), userid: integer().notNull(), n: integer().notNull() },
  (t) => [primaryKey({ columns: [t.companyid, t.week, t.userid] })],
)

/** Per company and week: sign-ins and the users who signed in (migration 0042). */
export const signInCompanyWeekly = pgTable(
  "sign_in_company_weekly",
  { companyid: integer().notNull(), week: week(), n: integer().notNull(), users: integer().notNull() },
  (t) => [primaryKey({ columns: [t.companyid, t.week] })],
)

export const ticketCompletedWeekly = pgTable(
  "ticket_completed_weekly",
  {
    companyid: integer().notNull(),
    week: week(),
    n: integer().notNull(),
    hours: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyid, t.week] })],
)

/** Completion times in buckets, for the 90th percentile (migration 0019); no primary key. */
export const ticketCompletionHist = pgTable("ticket_completion_hist", {
  companyid: integer(),
  week: week(),
  bucket: smallint().notNull(),
  n: integer().notNull(),
})

export const ticketRaisedWeekly = pgTable("ticket_raised_weekly", {
  companyid: integer().notNull(),
  week: week(),
  severitylevel: smallint(),
  ticketstatus: char({ length: 1 }).$type<TicketStatusCode>().notNull(),
  n: integer().notNull(),
})

export const ticketRaisedLocationWeekly = pgTable("ticket_raised_location_weekly", {
  companyid: integer().notNull(),
  week: week(),
  locationid: integer(),
  n: integer().notNull(),
})

export const ticketRaisedModelWeekly = pgTable("ticket_raised_model_weekly", {
  companyid: integer().notNull(),
  week: week(),
  model: text(),
  n: integer().notNull(),
})

export const ticketSlaWeekly = pgTable(
  "ticket_sla_weekly",
  {
    companyid: integer().notNull(),
    week: week(),
    responsetime: text().notNull(),
    n: integer().notNull(),
    responded: integer().notNull(),
    within: integer().notNull(),
    waitseconds: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyid, t.week, t.responsetime] })],
)

export const ticketUserWeekly = pgTable("ticket_user_weekly", {
  companyid: integer().notNull(),
  week: week(),
  createdbyuserid: integer(),
  n: integer().notNull(),
})

/*
 * The same per place, a ticket's agreement and location (migration 0043): what a frame narrowed to
 * an agreement or a location reads. Unique keys with nulls not distinct; no primary key.
 */
const place = () => ({ agreementid: integer(), locationid: integer(), week: week() })

export const ticketPlaceRaisedWeekly = pgTable("ticket_place_raised_weekly", {
  ...place(),
  severitylevel: smallint(),
  ticketstatus: char({ length: 1 }).$type<TicketStatusCode>().notNull(),
  companyid: integer().notNull(),
  n: integer().notNull(),
})

export const ticketPlaceModelWeekly = pgTable("ticket_place_model_weekly", {
  ...place(),
  model: text(),
  companyid: integer().notNull(),
  n: integer().notNull(),
})

export const ticketPlaceCompletedWeekly = pgTable("ticket_place_completed_weekly", {
  ...place(),
  companyid: integer().notNull(),
  n: integer().notNull(),
  hours: doublePrecision().notNull(),
})

export const ticketPlaceSlaWeekly = pgTable("ticket_place_sla_weekly", {
  ...place(),
  responsetime: text().notNull(),
  companyid: integer().notNull(),
  n: integer().notNull(),
  responded: integer().notNull(),
  within: integer().notNull(),
  waitseconds: doublePrecision().notNull(),
})

export const ticketPlaceUserWeekly = pgTable("ticket_place_user_weekly", {
  ...place(),
  createdbyuserid: integer(),
  companyid: integer().notNull(),
  n: integer().notNull(),
})

/** Tickets per company and creator of all time (migration 0044): long periods read as a complement. */
export const ticketUserTotal = pgTable("ticket_user_total", {
  companyid: integer().notNull(),
  createdbyuserid: integer(),
  n: integer().notNull(),
})
