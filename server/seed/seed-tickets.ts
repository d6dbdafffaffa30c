import type { TicketStatusCode } from "../../core/domain/tickets/status.ts"
import type { Rng } from "./prng.ts"
import { CATALOGUE_SEED_FIELDS, ticketCatalogueRow } from "./seed-ticket-catalogue.ts"
import { engineerTitles, firstNames, lastNames, problems, seedAnchor, solutions } from "./seed-catalog.ts"

const hour = 3_600_000
const day = 24 * hour

export const ticketColumns = [
  "ticketid",
  "companyid",
  "customerreferenceid",
  "agreementid",
  "locationid",
  "equipmentid",
  "equipment",
  "modelnumber",
  "equipmentpartnumber",
  "serialnumber",
  "problem",
  "solution",
  "contactname",
  "contactphone",
  "tickettype",
  "createddateutc",
  "completeddateutc",
  "modifieddateutc",
  "ticketstatus",
  "severitylevel",
  "scheduledpagetime",
  "employeename",
  "employeetitle",
  "latestactivitydescription",
  "latestactivitydate",
  ...CATALOGUE_SEED_FIELDS,
] as const

/** Recent tickets are mostly open or pending; older ones mostly closed. */
const statusFor = (rng: Rng, ageDays: number): TicketStatusCode =>
  ageDays < 14
    ? rng.weighted([
        ["O", 60],
        ["P", 25],
        ["C", 12],
        ["N", 3],
      ])
    : ageDays < 60
      ? rng.weighted([
          ["O", 20],
          ["P", 15],
          ["C", 60],
          ["N", 5],
        ])
      : rng.weighted([
          ["O", 2],
          ["P", 2],
          ["C", 89],
          ["N", 7],
        ])

/** A seeded piece of equipment (`seed-service.ts` creates them); tickets are raised on it. */
export interface SeedEquipment {
  readonly equipmentid: number
  readonly companyid: number
  readonly agreementid: number
  readonly locationid: number
  readonly description: string
  readonly modelnumber: string
  readonly partnumber: string
  readonly serialnumber: string
}

export interface TicketInput {
  readonly ticketid: number
  readonly companyid: number
  readonly createdMs: number
  readonly equipment: SeedEquipment | undefined
  readonly contacts: ReadonlyArray<string>
}

export const makeTicketRow = (rng: Rng, input: TicketInput) => {
  const { ticketid, companyid, createdMs, equipment: e } = input
  const status = statusFor(rng, (seedAnchor.getTime() - createdMs) / day)
  const done = status === "C" || status === "N"
  const created = new Date(createdMs)
  const completed = done ? new Date(Math.min(createdMs + rng.int(1, 240) * hour, seedAnchor.getTime())) : null
  const modified = completed ?? new Date(Math.min(createdMs + rng.int(0, 72) * hour, seedAnchor.getTime()))
  const severity = rng.weighted<number | null>([
    [null, 40],
    [1, 10],
    [2, 20],
    [3, 30],
  ])
  const engineer = rng.chance(0.9) ? `${rng.pick(firstNames)} ${rng.pick(lastNames)}` : null
  const problem = rng.pick(problems)
  const solution = status === "C" ? rng.pick(solutions) : null
  const latest =
    status === "N"
      ? "Ticket canceled at customer request."
      : (solution ?? (engineer ? `Assigned to ${engineer}.` : "Ticket received."))
  const contact = rng.pick(input.contacts)
  const row = [
    ticketid,
    companyid,
    rng.chance(0.4) ? `PO-${rng.int(10000, 99999)}` : null,
    e?.agreementid ?? null,
    e?.locationid ?? null,
    e?.equipmentid ?? null,
    e?.description ?? null,
    e?.modelnumber ?? null,
    e?.partnumber ?? null,
    e?.serialnumber ?? null,
    problem,
    solution,
    contact,
    `+1313555${rng.int(1000, 9999)}`,
    rng.pick(["Break/Fix", "Break/Fix", "Preventive Maintenance", "Install", "Remote Support"]),
    created,
    completed,
    modified,
    status,
    severity,
    severity !== null && severity <= 2 ? new Date(createdMs + 2 * hour) : null,
    engineer,
    engineer ? rng.pick(engineerTitles) : null,
    latest,
    modified,
    ...ticketCatalogueRow({
      ticketid,
      status,
      created,
      completed,
      severity,
      engineer,
      agreementid: e?.agreementid ?? null,
      equipmentid: e?.equipmentid ?? null,
    }),
  ]
  const activities: unknown[][] = [[ticketid, 1, `Ticket created: ${problem}`, contact, created]]
  if (modified.getTime() !== createdMs)
    activities.push([ticketid, 3, latest, engineer ?? "Service Desk", modified])
  return { row, activities }
}
