import { sql } from "drizzle-orm"
import { query } from "../services.ts"

/**
 * Holds a lock named by `limit` and `key` until the transaction ends (a transaction-level advisory
 * lock, on every process that shares the database). A bound checked by counting rows (mails to an
 * address in the last hour) is a check and then an insert: requests that take this lock first take
 * turns, so each one counts the rows of those before it. Run it inside `inTransaction`.
 */
export const lockLimit = (limit: string, key: string | number) =>
  query(sql`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`${limit}:${key}`}))) AS locked`)
