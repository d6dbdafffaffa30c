import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core"
import { ts } from "./columns.ts"

/** Equipment, its history and the change requests customers send about it (0001, 0010, 0011, 0029). */
export const equipment = pgTable("equipment", {
  equipmentid: integer().primaryKey().generatedByDefaultAsIdentity(),
  companyid: integer().notNull(),
  agreementid: integer(),
  locationid: integer(),
  description: text(),
  modelnumber: text(),
  partnumber: text(),
  serialnumber: text(),
  systemname: text(),
  oem: text(),
  coverage: text(),
  responsetime: text(),
  monitored: boolean().notNull().default(false),
  critical: boolean().notNull().default(false),
  coveragehours: text(),
  coveragedays: text(),
  startdate: ts("startdate"),
  expirationdate: ts("expirationdate"),
  warrantyexpiration: ts("warrantyexpiration"),
  primaryengineername: text(),
  locationcontactname: text(),
  createddate: ts("createddate").notNull().defaultNow(),
  /** The system this equipment is part of (migration 0010). */
  parentid: integer(),
  /** When the equipment left service (migration 0011); null while in service. */
  removeddate: ts("removeddate"),
  /** The record's last fields (migration 0029; core/domain/equipment/record-fields.ts). */
  effectivedate: ts("effectivedate"),
  response: text(),
  warranty: text(),
  securitylevel: text(),
})

export const equipmentActivities = pgTable("equipment_activities", {
  activityid: integer().primaryKey().generatedByDefaultAsIdentity(),
  equipmentid: integer().notNull(),
  action: text().notNull(),
  description: text().notNull(),
  createdbyuserid: integer(),
  createdby: text().notNull(),
  createddate: ts("createddate").notNull().defaultNow(),
})

/** A request to change equipment data, with the mail it sent (migration 0010). */
export const changeRequests = pgTable("change_requests", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  companyid: integer().notNull(),
  agreementid: integer().notNull(),
  equipmentid: integer().notNull(),
  activityid: integer().notNull(),
  toAddress: text("to_address").notNull(),
  subject: text().notNull(),
  textBody: text("text_body").notNull(),
  locationname: text(),
  equipment: text(),
  systemname: text(),
  serialnumber: text(),
  message: text().notNull(),
  requestedbyuserid: integer().notNull(),
  outboxid: integer().notNull(),
  created: ts("created").notNull().defaultNow(),
})

/** Tickets per piece of equipment, kept exact by triggers on tickets (0032): the list's ticket-count sort. */
export const equipmentTicketCounts = pgTable("equipment_ticket_counts", {
  equipmentid: integer().primaryKey(),
  n: integer().notNull(),
})
