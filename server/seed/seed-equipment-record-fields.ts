import { sql } from "drizzle-orm"
import type { Queries } from "../db/client.ts"

/** The county of each seeded city (seed-service-catalog.ts `cities`). */
const COUNTIES: ReadonlyArray<readonly [city: string, county: string]> = [
  ["Detroit", "Wayne"],
  ["Ann Arbor", "Washtenaw"],
  ["Grand Rapids", "Kent"],
  ["Toledo", "Lucas"],
  ["Columbus", "Franklin"],
  ["Chicago", "Cook"],
  ["Indianapolis", "Marion"],
  ["Milwaukee", "Milwaukee"],
  ["Pittsburgh", "Allegheny"],
  ["Cleveland", "Cuyahoga"],
  ["Louisville", "Jefferson"],
  ["St. Louis", "St. Louis City"],
]

const array = (values: ReadonlyArray<string>) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

const RESPONSES = ["On-site", "Remote first, then on-site", "Depot repair"]
const WARRANTIES = ["Manufacturer parts and labor", "Manufacturer parts only", "Extended by provider"]
const SECURITY_LEVELS = ["Standard", "Badge access", "Escort required", "Restricted area"]

/**
 * The equipment record fields of spec section 3 (core/domain/equipment/record-labels.ts): each
 * location's county, and for every piece under a contract the date its coverage took effect, how
 * the provider responds, its warranty and the site's security level. Picked by id rather than
 * drawn from a generator, so every other seeded value stays as it was; pieces without a contract
 * keep them empty (N/A).
 */
export const seedEquipmentRecordFields = async (db: Queries): Promise<void> => {
  const counties = sql.join(
    COUNTIES.map(([city, county]) => sql`(${city}, ${county})`),
    sql`, `,
  )
  await db.run(
    sql`UPDATE locations l SET locationcounty = c.county FROM (VALUES ${counties}) AS c(city, county)
        WHERE l.locationcity = c.city`,
  )
  await db.run(
    sql`UPDATE equipment SET effectivedate = startdate,
          response = (${array(RESPONSES)})[1 + equipmentid % ${RESPONSES.length}],
          warranty = CASE WHEN equipmentid % 5 = 0 THEN NULL
            ELSE (${array(WARRANTIES)})[1 + (equipmentid / 3) % ${WARRANTIES.length}] END,
          securitylevel = (${array(SECURITY_LEVELS)})[1 + (equipmentid / 7) % ${SECURITY_LEVELS.length}]
        WHERE agreementid IS NOT NULL`,
  )
}
