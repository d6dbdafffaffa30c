import { sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Banner } from "../../core/schema/banner.ts"
import { queryRows } from "../services.ts"
import { pick } from "../db/pick.ts"
import { banners } from "../db/schema.ts"

/** The newest active banner whose date window contains `now`, or null. */
export const activeBanner = Effect.fn("activeBanner")(function* (now: Date = new Date()) {
  const at = now.toISOString()
  const [row] = yield* queryRows(
    pick(banners, ["id", "active", "message", "status", "startdate", "enddate"]),
    sql`SELECT id, active, message, status, startdate, enddate FROM banners
        WHERE active AND (startdate IS NULL OR startdate <= ${at}) AND (enddate IS NULL OR enddate >= ${at})
        ORDER BY id DESC LIMIT 1`,
  )
  if (!row) return null
  const banner: Banner = {
    id: row.id,
    active: row.active,
    message: row.message,
    status: row.status,
    startDate: row.startdate ? new Date(row.startdate).toISOString() : null,
    endDate: row.enddate ? new Date(row.enddate).toISOString() : null,
  }
  return banner
})
