import DOMPurify from "dompurify"
import { desc, sql } from "drizzle-orm"
import { Effect } from "effect"
import { JSDOM } from "jsdom"
import { bannerDraftProblem } from "../../core/domain/admin/banner-draft.ts"
import { BANNER_PURIFY_OPTIONS } from "../../core/domain/admin/banner-markup.ts"
import type { BannerUpdate } from "../../core/schema/admin.ts"
import type { Banner } from "../../core/schema/banner.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import { orm, query, queryRows } from "../services.ts"
import { banners } from "../db/schema.ts"

const purifier = DOMPurify(new JSDOM("").window)

/** The announcement markup as it is stored: DOMPurify over a server-side DOM, the browser's options. */
export const sanitizeBannerMarkup = (markup: string): string =>
  purifier.sanitize(markup, { ...BANNER_PURIFY_OPTIONS, RETURN_TRUSTED_TYPE: false }) as string

const bannerColumns = {
  id: banners.id,
  active: banners.active,
  message: banners.message,
  status: banners.status,
  startdate: banners.startdate,
  enddate: banners.enddate,
}
type BannerRow = typeof banners.$inferSelect

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)
const toBanner = (row: Pick<BannerRow, keyof typeof bannerColumns>): Banner => ({
  id: row.id,
  active: row.active,
  message: row.message,
  status: row.status,
  startDate: iso(row.startdate),
  endDate: iso(row.enddate),
})

/** The newest announcement, active or not, in or out of its dates (what the editor opens). */
export const latestBanner = Effect.fn("latestBanner")(function* () {
  const [row] = yield* orm((o) => o.select(bannerColumns).from(banners).orderBy(desc(banners.id)).limit(1))
  return row ? toBanner(row) : null
})

/**
 * Saves a new announcement (run in a transaction): the markup is sanitised, the draft checked (400
 * naming the field), and every earlier announcement deactivated so the site shows this one (within
 * its dates) or none. Earlier rows stay as the history.
 */
export const saveBanner = Effect.fn("saveBanner")(function* (draft: BannerUpdate) {
  const message = sanitizeBannerMarkup(draft.message)
  const problem = bannerDraftProblem(draft, message)
  if (problem !== null) return yield* new BadRequest(problem)
  yield* query(sql`UPDATE banners SET active = false WHERE active`)
  const [row] = yield* queryRows(
    bannerColumns,
    sql`INSERT INTO banners (message, status, active, startdate, enddate)
        VALUES (${message}, ${draft.status}, ${draft.active}, ${draft.startDate}, ${draft.endDate})
        RETURNING id, active, message, status, startdate, enddate`,
  )
  return toBanner(row!)
})
