import type { Queries } from "../db/client.ts"
import { avatarDataUrl } from "./avatar.ts"
import { insertRows, syncIdentity } from "./bulk-insert.ts"
import { customerCompanies, providerCompany, salesRepSeeds, seedAnchor } from "./seed-catalog.ts"
import type { ScaleSize } from "./seed-scale.ts"

const day = 86_400_000

/** The provider (company 1) and the customer companies of the scale; answers the customers' ids. */
export const seedCompanies = async (db: Queries, size: ScaleSize): Promise<number[]> => {
  const names = [providerCompany, ...customerCompanies.slice(0, size.customers)]
  const months = (i: number) => (i === 1 ? 24 : i === 2 ? 12 : 3)
  await insertRows(
    db,
    "companies",
    ["companyid", "companyname", "settings", "createddate"],
    names.map((name, i) => [
      i + 1,
      name,
      JSON.stringify({ TicketHistoryMonths: months(i) }),
      new Date(seedAnchor.getTime() - (900 - i) * day),
    ]),
  )
  await syncIdentity(db, "companies", "companyid")
  return names.slice(1).map((_, i) => i + 2)
}

/** The account team; the first sales rep signs in as the `sales.rep` user. */
export const seedSalesReps = async (db: Queries, salesRepUserId: number) => {
  await insertRows(
    db,
    "sales_reps",
    ["salesid", "firstname", "lastname", "title", "email", "photo_url", "userid"],
    salesRepSeeds.map((rep, i) => [
      i + 1,
      rep.firstname,
      rep.lastname,
      rep.title,
      `${rep.firstname}.${rep.lastname}@acme-equipment.example`.toLowerCase(),
      avatarDataUrl(`${rep.firstname} ${rep.lastname}`, i + 2),
      i === 0 ? salesRepUserId : null,
    ]),
  )
  await syncIdentity(db, "sales_reps", "salesid")
}
