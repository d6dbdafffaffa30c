import { sql } from "drizzle-orm"
import { query } from "../services.ts"

/**
 * Locks the user's row until the transaction ends. Requests and confirmations of one user's email
 * change take this lock first, always in this order (user, then requests), so they queue instead of
 * colliding or deadlocking.
 */
export const lockUser = (userid: number) =>
  query(sql`SELECT 1 FROM users WHERE userid = ${userid} FOR UPDATE`)
