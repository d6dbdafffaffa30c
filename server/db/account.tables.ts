import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core"
import { ts } from "./columns.ts"

/**
 * Drizzle mirrors of the tables created by `migrations/*.sql`, grouped by area in `*.tables.ts`. The
 * SQL files are the source of truth for the schema (indexes, checks); these give typed rows, and
 * `tables.test.ts` fails when one drifts from the migrated database. Accounts: roles, companies,
 * users, failed sign-ins, sessions, mailed tokens and personal access tokens.
 */
export const roles = pgTable("roles", {
  roleid: integer().primaryKey(),
  role: text().notNull(),
})

export interface CompanySettings {
  readonly TicketHistoryMonths: number
}

export const companies = pgTable("companies", {
  companyid: integer().primaryKey().generatedByDefaultAsIdentity(),
  companyname: text().notNull(),
  settings: jsonb().$type<CompanySettings>().notNull().default({ TicketHistoryMonths: 3 }),
  createddate: ts("createddate").notNull().defaultNow(),
})

export const users = pgTable("users", {
  userid: integer().primaryKey().generatedByDefaultAsIdentity(),
  username: text().notNull(),
  passwordHash: text("password_hash").notNull(),
  roleid: integer().notNull(),
  companyid: integer().notNull(),
  firstname: text().notNull(),
  lastname: text().notNull(),
  email: text().notNull(),
  phonenumber: text(),
  phonenumberextension: text(),
  usercreateddate: ts("usercreateddate").notNull().defaultNow(),
  useractive: boolean().notNull().default(true),
  profilepicture: text(),
  profileicon: text(),
  passwordExpired: boolean("password_expired").notNull().default(false),
  viewedPolicy: boolean("viewed_policy").notNull().default(false),
  loginCount: integer("login_count").notNull().default(0),
  lastLogin: ts("last_login"),
  latestActivity: ts("latest_activity"),
  /** Moves when the user's sessions must end; impersonations they run keep the one they began in (0025). */
  sessionsEpoch: integer("sessions_epoch").notNull().default(0),
})

/** Failed sign-ins per lower-cased username, known or not (migration 0005). */
export const loginAttempts = pgTable("login_attempts", {
  usernameKey: text("username_key").primaryKey(),
  failed: integer().notNull().default(0),
  lockedUntil: ts("locked_until"),
  updated: ts("updated").notNull().defaultNow(),
})

/** `sessionid` holds the SHA-256 (hex) of the id the client keeps, never the id itself. */
export const sessions = pgTable("sessions", {
  sessionid: text().primaryKey(),
  userid: integer().notNull(),
  created: ts("created").notNull().defaultNow(),
  expires: ts("expires").notNull(),
  ended: ts("ended"),
  isImpersonation: boolean("is_impersonation").notNull().default(false),
  impersonatorUserid: integer("impersonator_userid"),
  impersonatorEpoch: integer("impersonator_epoch"),
})

/** Single-use account tokens, kept as their SHA-256 (migration 0009). */
export const accountTokens = pgTable("account_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userid: integer().notNull(),
  kind: text().$type<"reset" | "setup" | "update">().notNull(),
  created: ts("created").notNull().defaultNow(),
  expires: ts("expires").notNull(),
  used: ts("used"),
})

/**
 * Personal access tokens (migration 0031): only the SHA-256 of the secret; names unique per owner
 * among tokens not revoked (`personal_tokens_owner_name_idx`).
 */
export const personalTokens = pgTable("personal_tokens", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  userid: integer().notNull(),
  name: text().notNull(),
  tokenHash: text("token_hash").notNull(),
  created: ts("created").notNull().defaultNow(),
  expires: ts("expires"),
  lastUsed: ts("last_used"),
  revoked: ts("revoked"),
})
