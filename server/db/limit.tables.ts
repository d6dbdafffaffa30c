import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core"
import { ts } from "./columns.ts"

/**
 * Limits shared by every server process (server/limits): calls counted per limit and subject in a
 * fixed window (migration 0026, swept by window since 0030).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    name: text().notNull(),
    subject: text().notNull(),
    windowStart: ts("window_start").notNull(),
    hits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.subject] })],
)

/** Exports being prepared on any process: one lease per user, renewed while it runs (migration 0030). */
export const exportLeases = pgTable("export_leases", {
  userid: integer().primaryKey(),
  holder: uuid().notNull(),
  expires: ts("expires").notNull(),
})
