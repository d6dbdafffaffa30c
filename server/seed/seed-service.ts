import type { Queries } from "../db/client.ts"
import { insertRows, syncIdentity } from "./bulk-insert.ts"
import type { Rng } from "./prng.ts"
import type { SeedAccounts } from "./seed-accounts.ts"
import { coverageHours, equipmentModels, seedAnchor, slas } from "./seed-catalog.ts"
import type { ScaleSize } from "./seed-scale.ts"
import { seedBanners } from "./seed-banners.ts"
import { makeTicketRow, type SeedEquipment, ticketColumns } from "./seed-tickets.ts"

const day = 86_400_000
const TICKETS_PER_CHUNK = 50_000
const ACTIVITY_COLUMNS = ["ticketid", "activitytypeid", "description", "createdby", "createddate"]

/** Rows by their company, in the order given. */
const groupBy = <T extends { readonly companyid: number }>(items: ReadonlyArray<T>): Map<number, T[]> => {
  const byCompany = new Map<number, T[]>()
  for (const item of items) {
    const list = byCompany.get(item.companyid)
    if (list) list.push(item)
    else byCompany.set(item.companyid, [item])
  }
  return byCompany
}

/** Acme and Globex hold most of the data so the demo sign-ins see busy lists. */
const companyWeights = (customerIds: ReadonlyArray<number>): Array<readonly [number, number]> =>
  customerIds.map((id) => [id, id === 2 ? 4 : id === 3 ? 3 : 1] as const)

const seedEquipment = async (db: Queries, rng: Rng, accounts: SeedAccounts, count: number) => {
  const byCompany = groupBy(accounts.agreements)
  const weights = companyWeights(accounts.customerIds)
  const items: SeedEquipment[] = []
  const rows: unknown[][] = []
  for (let i = 0; i < count; i++) {
    const companyid = rng.weighted(weights)
    const agreement = rng.pick(byCompany.get(companyid)!)
    const locationid = rng.pick(agreement.locationIds)
    const [oem, model, description, part] = rng.pick(equipmentModels)
    const equipmentid = 10_001 + i
    const serialnumber = `${oem.slice(0, 2).toUpperCase()}${(equipmentid * 7919).toString(36).toUpperCase()}${rng.int(10, 99)}`
    const partnumber = `${part}-${rng.int(100, 999)}`
    items.push({
      equipmentid,
      companyid,
      agreementid: agreement.agreementid,
      locationid,
      description,
      modelnumber: model,
      partnumber,
      serialnumber,
    })
    const start = new Date(agreement.commencementdate.getTime() + rng.int(0, 90) * day)
    rows.push([
      equipmentid,
      companyid,
      agreement.agreementid,
      locationid,
      description,
      model,
      partnumber,
      serialnumber,
      `${description.split(" ")[0]!.toUpperCase()}-${String(i + 1).padStart(5, "0")}`,
      rng.chance(0.05) ? null : oem,
      agreement.contracttype,
      rng.pick(slas),
      rng.chance(0.3),
      rng.chance(0.15),
      rng.pick(coverageHours),
      rng.pick(["Mon-Fri", "Mon-Sat", "Mon-Sun"]),
      start,
      agreement.expirationdate,
      new Date(start.getTime() + 365 * day),
      new Date(start.getTime() - rng.int(1, 30) * day),
    ])
  }
  await insertRows(
    db,
    "equipment",
    [
      "equipmentid",
      "companyid",
      "agreementid",
      "locationid",
      "description",
      "modelnumber",
      "partnumber",
      "serialnumber",
      "systemname",
      "oem",
      "coverage",
      "responsetime",
      "monitored",
      "critical",
      "coveragehours",
      "coveragedays",
      "startdate",
      "expirationdate",
      "warrantyexpiration",
      "createddate",
    ],
    rows,
  )
  await syncIdentity(db, "equipment", "equipmentid")
  return items
}

const seedTickets = async (
  db: Queries,
  rng: Rng,
  accounts: SeedAccounts,
  equipment: ReadonlyArray<SeedEquipment>,
  count: number,
) => {
  const byCompany = groupBy(equipment)
  const weights = companyWeights(accounts.customerIds)
  // Creation times spread over the two years before the anchor, denser towards the present.
  const created = Array.from(
    { length: count },
    () => seedAnchor.getTime() - rng.next() ** 1.4 * 730 * day,
  ).sort((a, b) => a - b)
  // Written a chunk at a time, so a million tickets never sit in memory at once; the generator is
  // drawn in the same order either way, so every scale's rows are as before.
  for (let from = 0; from < count; from += TICKETS_PER_CHUNK) {
    const rows: unknown[][] = []
    const activities: unknown[][] = []
    for (let i = from; i < Math.min(count, from + TICKETS_PER_CHUNK); i++) {
      const companyid = rng.weighted(weights)
      const ticket = makeTicketRow(rng, {
        ticketid: 500_001 + i,
        companyid,
        createdMs: created[i]!,
        equipment: rng.chance(0.92) ? rng.pick(byCompany.get(companyid) ?? []) : undefined,
        contacts: accounts.contactsByCompany.get(companyid) ?? ["Front Desk"],
      })
      rows.push(ticket.row)
      for (const a of ticket.activities) activities.push(a)
    }
    await insertRows(db, "tickets", ticketColumns, rows)
    await insertRows(db, "ticket_activities", ACTIVITY_COLUMNS, activities)
  }
  await syncIdentity(db, "tickets", "ticketid")
}

export const seedService = async (
  db: Queries,
  rng: Rng,
  accounts: SeedAccounts,
  size: ScaleSize,
): Promise<void> => {
  const equipment = await seedEquipment(db, rng, accounts, size.equipment)
  await seedTickets(db, rng, accounts, equipment, size.tickets)
  await seedBanners(db)
}
