import type { Queries } from "../db/client.ts"
import { insertRows } from "./bulk-insert.ts"
import { seedAnchor } from "./seed-catalog.ts"

const day = 86_400_000

/** An expired warning banner and the active information banner (markup with a link). */
export const seedBanners = (db: Queries) =>
  insertRows(
    db,
    "banners",
    ["message", "status", "active", "startdate", "enddate", "createddate"],
    [
      [
        "Planned maintenance window",
        "warning",
        false,
        new Date(seedAnchor.getTime() - 200 * day),
        new Date(seedAnchor.getTime() - 199 * day),
        new Date(seedAnchor.getTime() - 210 * day),
      ],
      [
        '<strong>New:</strong> track your equipment coverage and renewal dates in the Equipment view. <a href="/about">Learn more about the portal</a>',
        "information",
        true,
        new Date(seedAnchor.getTime() - 30 * day),
        null,
        new Date(seedAnchor.getTime() - 30 * day),
      ],
    ],
  )
