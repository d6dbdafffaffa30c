import { bigint, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core"
import { ts } from "./columns.ts"

/** What is kept about users beyond their account: history, permissions, preferences, sign-ins. */
export const userActivities = pgTable("user_activities", {
  id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  userid: integer().notNull(),
  action: text().notNull(),
  createdBy: integer("created_by"),
  createdDate: ts("created_date").notNull().defaultNow(),
  details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
})

/** Feature switches per user (migration 0013). */
export const userPermissions = pgTable("user_permissions", {
  userid: integer().primaryKey(),
  features: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  updated: ts("updated").notNull().defaultNow(),
  updatedBy: integer("updated_by"),
})

/** Named preferences (equipment columns, ...) per user (migration 0010). */
export const userPreferences = pgTable(
  "user_preferences",
  {
    userid: integer().notNull(),
    name: text().notNull(),
    value: jsonb().notNull(),
    updated: ts("updated").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.name] })],
)

/** Email address changes waiting for confirmation; the links' tokens kept hashed (migration 0015). */
export const emailChanges = pgTable("email_changes", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  userid: integer().notNull(),
  requestedBy: integer("requested_by").notNull(),
  oldEmail: text("old_email").notNull(),
  newEmail: text("new_email").notNull(),
  confirmHash: text("confirm_hash").notNull(),
  cancelHash: text("cancel_hash").notNull(),
  created: ts("created").notNull().defaultNow(),
  expires: ts("expires").notNull(),
  state: text().notNull().default("pending"),
  ended: ts("ended"),
})

/** Impersonations begun and ended, for the audit list (migration 0014). */
export const impersonationLog = pgTable("impersonation_log", {
  id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  action: text().notNull(),
  impersonatorUserid: integer("impersonator_userid").notNull(),
  impersonatedUserid: integer("impersonated_userid").notNull(),
  companyid: integer().notNull(),
  companyname: text().notNull(),
  at: ts("at").notNull().defaultNow(),
  clientAddress: text("client_address").notNull(),
  userAgent: text("user_agent").notNull(),
})

/** One row per sign-in, for the insights (migration 0011). */
export const signIns = pgTable("sign_ins", {
  id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  userid: integer().notNull(),
  companyid: integer().notNull(),
  signedIn: ts("signed_in").notNull().defaultNow(),
})
