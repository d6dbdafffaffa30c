import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core"
import { ts } from "./columns.ts"

/** The portal's own tables: banners, the mail outbox, settings and applied migrations. */
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
  /** Reply-To of a ticket notification: its reply address (migration 0036). */
  replyTo: text("reply_to"),
})

/** Key/value settings the server keeps (migration 0006). */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: text().notNull(),
})

/** Applied migration files; created by `migrate.ts` itself. */
export const schemaMigrations = pgTable("schema_migrations", {
  name: text().primaryKey(),
  applied: ts("applied").notNull().defaultNow(),
})
