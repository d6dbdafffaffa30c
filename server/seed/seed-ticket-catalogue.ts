import {
  TICKET_CATALOGUE_FIELDS,
  type TicketCatalogueField,
  ticketCatalogueFieldsOfKind,
  ticketTotalCost,
} from "../../core/domain/tickets/catalogue-fields.ts"
import type { TicketStatusCode } from "../../core/domain/tickets/status.ts"
import { makeRng } from "./prng.ts"
import { firstNames, lastNames, seedAnchor } from "./seed-catalog.ts"

const minute = 60_000
const hour = 60 * minute
const offices = ["Detroit", "Ann Arbor", "Grand Rapids", "Lansing", "Toledo"]
const alerts = ["Toner low", "Paper jam", "Fuser over temperature", "Device offline", "Drum end of life"]
const notes = [
  "Customer asked for a call before arrival.",
  "Badge required at the loading dock.",
  "Parts shipped overnight from the central warehouse.",
  "Follow-up visit suggested at the next maintenance window.",
]
const reviewers = ["Dana Whitfield", "Morgan Ellis", "Priya Raman"]
const LABOR_RATE = 125

/** `tickettype` is drawn with the ticket itself (seed-tickets.ts); the rest of the catalogue here. */
export const CATALOGUE_SEED_FIELDS = TICKET_CATALOGUE_FIELDS.filter((f) => f !== "tickettype")

/** What a ticket's catalogue is drawn from: the ticket as seeded. */
export interface CatalogueInput {
  readonly ticketid: number
  readonly status: TicketStatusCode
  readonly created: Date
  readonly completed: Date | null
  readonly severity: number | null
  readonly engineer: string | null
  readonly agreementid: number | null
  readonly equipmentid: number | null
}

const cents = (n: number) => Math.round(n * 100) / 100
const notAfterAnchor = (ms: number) => new Date(Math.min(ms, seedAnchor.getTime()))

/** The billing block of an agreement: the same for every ticket under it. */
const billingOf = (agreementid: number) => {
  const rng = makeRng(0x24_b1 ^ Math.imul(agreementid, 0x2c1b3c6d))
  const name = `${rng.pick(firstNames)} ${rng.pick(lastNames)}`
  return {
    billingcontactname: name,
    billingcontactphone: `+1313555${rng.int(1000, 9999)}`,
    billingcontactemail: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@billing.example.com`,
    billingaddress: `${rng.int(100, 9999)} Commerce Drive, Detroit, MI 482${rng.int(10, 99)}`,
    contractnumber: `SC-${String(agreementid).padStart(5, "0")}`,
  }
}

/** Work, time and money: only tickets whose work was completed have them. */
const workOf = (rng: ReturnType<typeof makeRng>, input: CatalogueInput) => {
  if (input.status !== "C" || input.completed === null) return {}
  const freelabor = rng.chance(0.06)
  const hours = rng.int(1, 16) / 2
  const partscost = rng.chance(0.45) ? 0 : cents(rng.int(1500, 90_000) / 100)
  const laborcost = freelabor ? 0 : hours * LABOR_RATE
  const freightcost = partscost > 0 ? cents(rng.int(900, 6000) / 100) : 0
  const taxcost = cents(partscost * 0.06)
  const startMs = input.created.getTime() + (input.completed.getTime() - input.created.getTime()) / 2
  return {
    startdateutc: new Date(startMs),
    closeddateutc: notAfterAnchor(input.completed.getTime() + rng.int(0, 24) * hour),
    onetrip: rng.chance(0.8),
    drivetime: rng.int(1, 8) / 4,
    hours,
    freelabor,
    laborcost,
    partscost,
    freightcost,
    taxcost,
    totalcost: ticketTotalCost({ laborcost, partscost, freightcost, taxcost }),
  }
}

/**
 * The catalogue of one seeded ticket, in `CATALOGUE_SEED_FIELDS` order. Drawn from a generator of
 * its own, keyed by the ticket id, so every other seeded value stays as it was.
 */
export const ticketCatalogueRow = (input: CatalogueInput): ReadonlyArray<unknown> => {
  const rng = makeRng(0x24_24 ^ Math.imul(input.ticketid, 0x9e3779b1))
  const ackMinutes = rng.int(5, 240)
  const acknowledged = input.engineer === null ? null : input.created.getTime() + ackMinutes * minute
  const work = workOf(rng, input)
  const reviewed = work.closeddateutc !== undefined && rng.chance(0.6)
  const reviewedMs = (work.closeddateutc?.getTime() ?? 0) + rng.int(2, 48) * hour
  const verified = reviewed && rng.chance(0.5)
  const monitored = input.equipmentid !== null && input.equipmentid % 3 === 0
  const values: Partial<Record<TicketCatalogueField, unknown>> = {
    acknowledgeddateutc: acknowledged === null ? null : notAfterAnchor(acknowledged),
    responsetime: acknowledged === null ? null : cents(ackMinutes / 60),
    escalated: input.severity === 1 && rng.chance(0.35),
    repeatcall: rng.chance(0.08),
    office: input.engineer === null ? null : `${rng.pick(offices)} Service Center`,
    ...work,
    purchaseorder: rng.chance(0.5) ? `PO-${rng.int(100_000, 999_999)}` : null,
    ...(input.agreementid === null ? {} : billingOf(input.agreementid)),
    emailcontact: rng.chance(0.85),
    emailaccountteam: input.severity === 1 || rng.chance(0.15),
    monitoringdevice: monitored ? `MON-${String(input.equipmentid).padStart(6, "0")}` : null,
    monitoringalert: monitored && rng.chance(0.5) ? rng.pick(alerts) : null,
    pagecountblack: input.equipmentid === null ? null : rng.int(2_000, 480_000),
    pagecountcolor: input.equipmentid !== null && rng.chance(0.5) ? rng.int(500, 120_000) : null,
    notes: rng.chance(0.3) ? rng.pick(notes) : null,
    reviewedby: reviewed ? rng.pick(reviewers) : null,
    revieweddateutc: reviewed ? notAfterAnchor(reviewedMs) : null,
    verifiedby: verified ? rng.pick(reviewers) : null,
    verifieddateutc: verified ? notAfterAnchor(reviewedMs + rng.int(1, 72) * hour) : null,
  }
  return CATALOGUE_SEED_FIELDS.map((field) => values[field] ?? defaultOf(field))
}

const FLAGS: ReadonlySet<TicketCatalogueField> = new Set(ticketCatalogueFieldsOfKind("flag"))
const defaultOf = (field: TicketCatalogueField): unknown => (FLAGS.has(field) ? false : null)
