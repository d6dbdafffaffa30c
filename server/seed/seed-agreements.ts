import type { Queries } from "../db/client.ts"
import { insertRows, syncIdentity } from "./bulk-insert.ts"
import type { Rng } from "./prng.ts"
import { cities, contractTypes, customerCompanies, seedAnchor, siteKinds, streets } from "./seed-catalog.ts"

const day = 86_400_000

export interface SeedAgreement {
  readonly agreementid: number
  readonly companyid: number
  readonly contracttype: string
  readonly commencementdate: Date
  readonly expirationdate: Date
  readonly locationIds: ReadonlyArray<number>
}

/** Dana (rep 1, the `sales.rep` sign-in) owns the accounts of Acme (2) and Globex (3). */
const repFor = (companyid: number, index: number): number =>
  companyid === 2
    ? index === 0
      ? 3
      : 1
    : companyid === 3
      ? index === 0
        ? 2
        : 1
      : 2 + ((companyid + index) % 3)

/** Days after the seed's anchor at which the demo companies' last agreement comes up for renewal. */
export const RENEWAL_SOON_DAYS: Readonly<Record<number, number>> = { 2: 75, 3: 50 }

/**
 * The expiration of an agreement: the drawn one, except that the last agreement of each demo
 * company (Acme, Globex) comes up for renewal soon after the anchor, so their dashboards' "coverage
 * expiring" and the agreements' renewal dates show one. Draws nothing: the rest of the seed stays.
 */
export const renewalSoon = (companyid: number, isLast: boolean, drawn: Date): Date => {
  const soon = RENEWAL_SOON_DAYS[companyid]
  return isLast && soon !== undefined ? new Date(seedAnchor.getTime() + soon * day) : drawn
}

/** Locations, agreements (with sales reps) and their links for every customer. */
export const seedAgreementsAndLocations = async (
  db: Queries,
  rng: Rng,
  customerIds: ReadonlyArray<number>,
) => {
  const agreements: SeedAgreement[] = []
  const agreementRows: unknown[][] = []
  const locationRows: unknown[][] = []
  const links: unknown[][] = []
  for (const companyid of customerIds) {
    const name = customerCompanies[companyid - 2]!
    const locIds: number[] = []
    for (let i = 0, n = rng.int(3, 6); i < n; i++) {
      const [city, state, zip] = rng.pick(cities)
      const id = locationRows.length + 1
      locIds.push(id)
      locationRows.push([
        id,
        `${name.split(" ")[0]} ${city} ${rng.pick(siteKinds)}`,
        `${rng.int(100, 9999)} ${rng.pick(streets)}`,
        rng.chance(0.3) ? `Suite ${rng.int(100, 900)}` : null,
        city,
        state,
        zip,
        "US",
        companyid,
      ])
    }
    const count = companyid === 2 ? 4 : companyid === 3 ? 3 : rng.int(2, 4)
    for (let i = 0; i < count; i++) {
      const id = agreementRows.length + 1
      const contracttype = i === 0 ? "Full Maintenance" : rng.weighted(contractTypes)
      const commencementdate = new Date(seedAnchor.getTime() - rng.int(200, 1000) * day)
      const expirationdate = renewalSoon(
        companyid,
        i === count - 1,
        new Date(commencementdate.getTime() + rng.pick([365, 730, 1095]) * day),
      )
      const mine = locIds.filter((_, k) => k % count === i || rng.chance(0.25))
      const locationIds = mine.length > 0 ? mine : [locIds[i % locIds.length]!]
      agreements.push({
        agreementid: id,
        companyid,
        contracttype,
        commencementdate,
        expirationdate,
        locationIds,
      })
      agreementRows.push([
        id,
        `${name} ${contracttype} ${commencementdate.getUTCFullYear()}-${String(id).padStart(3, "0")}`,
        contracttype !== "Expired",
        contracttype,
        companyid,
        repFor(companyid, i),
        commencementdate,
        commencementdate,
        expirationdate,
      ])
      for (const loc of locationIds) links.push([id, loc])
    }
  }
  await insertRows(
    db,
    "locations",
    [
      "locationid",
      "locationname",
      "locationaddress1",
      "locationaddress2",
      "locationcity",
      "locationstate",
      "locationzipcode",
      "locationcountry",
      "companyid",
    ],
    locationRows,
  )
  await insertRows(
    db,
    "agreements",
    [
      "agreementid",
      "agreementname",
      "active",
      "contracttype",
      "companyid",
      "salesid",
      "createddate",
      "commencementdate",
      "expirationdate",
    ],
    agreementRows,
  )
  await insertRows(db, "agreement_locations", ["agreementid", "locationid"], links)
  await syncIdentity(db, "locations", "locationid")
  await syncIdentity(db, "agreements", "agreementid")
  return agreements
}
