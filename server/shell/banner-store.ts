import { sql } from "drizzle-orm"
import type { Banner } from "../../core/schema/banner.ts"
import type { Db } from "../db/client.ts"

interface BannerRow {
  id: number
  active: boolean
  message: string
  status: string
  startdate: Date | null
  enddate: Date | null
}

/** The newest active banner whose date window contains `now`, or null. */
export const activeBanner = async (db: Db, now: Date = new Date()): Promise<Banner | null> => {
  const at = now.toISOString()
  const [row] = await db.run<BannerRow>(
    sql`SELECT id, active, message, status, startdate, enddate FROM banners
        WHERE active AND (startdate IS NULL OR startdate <= ${at}) AND (enddate IS NULL OR enddate >= ${at})
        ORDER BY id DESC LIMIT 1`,
  )
  if (!row) return null
  return {
    id: row.id,
    active: row.active,
    message: row.message,
    status: row.status,
    startDate: row.startdate ? new Date(row.startdate).toISOString() : null,
    endDate: row.enddate ? new Date(row.enddate).toISOString() : null,
  }
}
