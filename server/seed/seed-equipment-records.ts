import { sql } from "drizzle-orm"
import type { Queries } from "../db/client.ts"
import { pick } from "../db/pick.ts"
import { runRows } from "../db/rows.ts"
import { agreements as agreementsTable } from "../db/schema.ts"
import { makeRng } from "./prng.ts"
import { firstNames, lastNames, seedAnchor } from "./seed-catalog.ts"

const day = 86_400_000
const paymentTerms = ["Net 30", "Net 45", "Net 60", "Due on receipt"]
const invoiceFrequencies = ["Monthly", "Quarterly", "Annually"]
const taxStatuses = ["Taxable", "Exempt"]
const riskLevels = ["Low", "Medium", "High"]

/**
 * Adds what issue 12 shows on top of the older seed without drawing from its generator (so tickets
 * and equipment stay exactly as before): the full agreement records, engineers and location contacts,
 * child equipment and equipment without a contract.
 */
export const seedEquipmentRecords = async (db: Queries, seed: number): Promise<void> => {
  const rng = makeRng(seed ^ 0x12_12_12)
  const person = () => `${rng.pick(firstNames)} ${rng.pick(lastNames)}`
  const agreements = await runRows(
    db,
    pick(agreementsTable, ["agreementid", "companyid"]),
    sql`SELECT agreementid, companyid FROM agreements ORDER BY agreementid`,
  )
  for (const a of agreements) {
    const contact = (role: string) => {
      const name = person()
      return {
        name,
        phone: `+1 313 555 ${String(rng.int(1000, 9999))}`,
        ext: rng.chance(0.4) ? String(rng.int(100, 999)) : null,
        fax: rng.chance(0.3) ? `+1 313 555 ${String(rng.int(1000, 9999))}` : null,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@customer${a.companyid}.example.com`,
        address: `${rng.int(100, 9999)} ${role} Way, Detroit, MI 48226`,
      }
    }
    const poRequired = rng.chance(0.4)
    await db.run(
      sql`UPDATE agreements SET grouptagid = ${a.companyid * 100 + rng.int(1, 9)},
            servicedate = commencementdate + ${`${rng.int(0, 30)} days`}::interval,
            durationmonths = round(extract(epoch FROM expirationdate - commencementdate) / 2629800)::int,
            paymentterms = ${rng.pick(paymentTerms)}, invoicefrequency = ${rng.pick(invoiceFrequencies)},
            maincontact = ${JSON.stringify(contact("Main"))}::jsonb,
            billingcontact = ${JSON.stringify(contact("Billing"))}::jsonb,
            taxstatus = ${rng.pick(taxStatuses)},
            ponumber = ${poRequired || rng.chance(0.5) ? `PO-${rng.int(100_000, 999_999)}` : null},
            poexpiration = ${poRequired ? new Date(seedAnchor.getTime() + rng.int(-60, 300) * day) : null},
            porequired = ${poRequired},
            blanketpoamount = ${rng.chance(0.5) ? rng.int(5, 200) * 1000 : null},
            servicehold = ${rng.chance(0.08)},
            notes = ${rng.chance(0.6) ? "Quarterly preventive maintenance visits included." : null},
            billingnotes = ${rng.chance(0.4) ? "Invoice to accounts payable; reference the PO number." : null},
            risklevel = ${rng.pick(riskLevels)}, evergreen = ${rng.chance(0.3)},
            renewalspecialist = ${person()}, showpricing = ${rng.chance(0.7)}
          WHERE agreementid = ${a.agreementid}`,
    )
  }
  await db.run(
    sql`UPDATE equipment SET
          primaryengineername = (ARRAY['Alex Morgan', 'Jordan Lee', 'Sam Patel', 'Riley Chen', 'Casey Novak'])[1 + equipmentid % 5],
          locationcontactname = (ARRAY['Front Desk', 'Facilities Manager', 'IT Operations', 'Plant Supervisor'])[1 + (equipmentid / 7) % 4]`,
  )
  // Under each agreement and location, the 2nd, 8th, 14th... piece is a child of the first one.
  await db.run(
    sql`UPDATE equipment c SET parentid = g.parentid FROM (
          SELECT equipmentid, first_value(equipmentid) OVER w AS parentid, row_number() OVER w AS n
          FROM equipment WHERE agreementid IS NOT NULL
          WINDOW w AS (PARTITION BY agreementid, locationid ORDER BY equipmentid)) g
        WHERE c.equipmentid = g.equipmentid AND g.n % 6 = 2`,
  )
  // A few pieces have no contract at all: new rows, so every older row stays as it was.
  await db.run(
    sql`INSERT INTO equipment (companyid, locationid, description, modelnumber, partnumber, serialnumber,
          systemname, oem, monitored, createddate)
        SELECT l.companyid, l.locationid, 'Label Printer', 'ZD421', 'ZD4A042-' || l.locationid,
               'NC' || lpad(l.locationid::text, 6, '0'), 'LABEL-' || l.locationid, 'Zebra', false,
               ${seedAnchor}::timestamptz - interval '400 days'
        FROM locations l WHERE l.locationid % 3 = 0 ORDER BY l.locationid`,
  )
}
