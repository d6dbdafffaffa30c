import { boolean, char, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core"
import type { TicketStatusCode } from "../../core/domain/tickets/status.ts"

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

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
  /** When the equipment left service (migration 0011); null while in service. */
  removeddate: ts("removeddate"),
})

export const tickets = pgTable("tickets", {
  ticketid: integer().primaryKey().generatedByDefaultAsIdentity(),
  companyid: integer().notNull(),
  customerreferenceid: text(),
  agreementid: integer(),
  locationid: integer(),
  equipmentid: integer(),
  equipment: text(),
  modelnumber: text(),
  equipmentpartnumber: text(),
  serialnumber: text(),
  problem: text(),
  solution: text(),
  contactname: text(),
  contactphone: text(),
  contactemail: text(),
  tickettype: text(),
  purchaseorder: text(),
  createddateutc: ts("createddateutc").notNull(),
  completeddateutc: ts("completeddateutc"),
  modifieddateutc: ts("modifieddateutc").notNull(),
  ticketstatus: char({ length: 1 }).$type<TicketStatusCode>().notNull(),
  severitylevel: smallint(),
  scheduledpagetime: ts("scheduledpagetime"),
  employeename: text(),
  employeetitle: text(),
  employeeprofileicon: text(),
  latestactivitydescription: text(),
  latestactivitydate: ts("latestactivitydate"),
  createdbyuserid: integer(),
  /** First activity after the creating one, kept by a trigger (migration 0011). */
  firstresponsedate: ts("firstresponsedate"),
})

export const ticketActivities = pgTable("ticket_activities", {
  activityid: integer().primaryKey().generatedByDefaultAsIdentity(),
  ticketid: integer().notNull(),
  activitytypeid: integer().notNull().default(3),
  applicationid: integer().notNull().default(1),
  description: text().notNull(),
  createdby: text().notNull(),
  createdbyuserid: integer(),
  createddate: ts("createddate").notNull(),
})

export const banners = pgTable("banners", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  message: text().notNull(),
  status: text().notNull(),
  active: boolean().notNull().default(true),
  startdate: ts("startdate"),
  enddate: ts("enddate"),
  createddate: ts("createddate").notNull().defaultNow(),
})

export const outbox = pgTable("outbox", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  toAddress: text("to_address").notNull(),
  subject: text().notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  /** The template (kind) of the message: `password-reset`, `attachment-added`, ... */
  template: text(),
  created: ts("created").notNull().defaultNow(),
  /** When it was delivered. */
  sent: ts("sent"),
  /** Delivery state (migration 0009, server/mail/delivery.ts). */
  link: text(),
  status: text().$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
  attempts: integer().notNull().default(0),
  nextAttempt: ts("next_attempt").notNull().defaultNow(),
  lastError: text("last_error"),
})
