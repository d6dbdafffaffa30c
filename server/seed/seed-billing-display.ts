import { sql } from "drizzle-orm"
import type { Queries } from "../db/client.ts"

/**
 * The demo agreements' billing-display flags, varied by agreement id (not drawn from the seed's
 * random stream, so the rest of the demo data stays as it was): an agreement that hides pricing
 * hides its amounts too.
 */
export const seedBillingDisplay = async (db: Queries): Promise<void> => {
  await db.run(
    sql`UPDATE agreements SET
          showlaborrates = showpricing AND agreementid % 4 <> 1,
          showpartsprices = showpricing AND agreementid % 5 <> 2,
          showfreight = showpricing AND agreementid % 3 <> 0,
          showtax = showpricing,
          showtotals = showpricing AND agreementid % 7 <> 3,
          showhours = agreementid % 6 <> 5,
          showponumber = porequired OR agreementid % 2 = 0`,
  )
}
