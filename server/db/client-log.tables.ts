import { bigint, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core"

/** Drizzle mirror of `client_log` (migration 0008): entries the pages sent to `POST /v1/log/client`. */
export const clientLog = pgTable("client_log", {
  id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  received: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  userid: integer().notNull(),
  page: text().notNull(),
  kind: text().$type<"event" | "failure" | "dropped">().notNull(),
  entry: jsonb().notNull(),
})
