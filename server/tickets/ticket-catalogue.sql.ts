import { sql } from "drizzle-orm"
import {
  TICKET_CATALOGUE_FIELDS,
  TICKET_CATALOGUE_KINDS,
  type TicketCatalogueField,
  type TicketCatalogueKind,
  ticketCatalogueFieldsOfKind,
} from "../../core/domain/tickets/catalogue-fields.ts"
import type { TicketCatalogue } from "../../core/schema/ticket-catalogue.ts"
import { type Computed, computed, type RowOf } from "../db/rows.ts"
import { isoOrNull, type Stamp } from "../lists/rows.ts"

/** `numeric` kinds: the drivers read numeric as text, so they are selected as float8 numbers. */
const NUMERIC_KINDS: ReadonlySet<TicketCatalogueKind> = new Set(["money", "hours"])

/** The select list of the ticket's catalogue (the `tickets t` columns of the declared fields). */
export const catalogueSelectList = TICKET_CATALOGUE_FIELDS.map((field) =>
  NUMERIC_KINDS.has(TICKET_CATALOGUE_KINDS[field]) ? `t.${field}::float8 AS ${field}` : `t.${field}`,
).join(", ")

export const catalogueColumns = sql.raw(catalogueSelectList)

/** What each kind reads as: the select list's casts give numbers; dates come as Date or text. */
const KIND_VALUES = {
  text: computed<string | null>(),
  stamp: computed<Stamp>(),
  flag: computed<boolean>(),
  money: computed<number | null>(),
  hours: computed<number | null>(),
  count: computed<number | null>(),
} as const satisfies Record<TicketCatalogueKind, Computed<unknown>>

type CatalogueRowShape = {
  readonly [F in TicketCatalogueField]: (typeof KIND_VALUES)[(typeof TICKET_CATALOGUE_KINDS)[F]]
}

/** The result columns of `catalogueColumns` for `queryRows`, by declared kind. */
export const catalogueRow = Object.fromEntries(
  TICKET_CATALOGUE_FIELDS.map((field) => [field, KIND_VALUES[TICKET_CATALOGUE_KINDS[field]]]),
) as unknown as CatalogueRowShape
export type CatalogueRow = RowOf<CatalogueRowShape>

const STAMPS = ticketCatalogueFieldsOfKind("stamp")

/** The catalogue fields of a row (extra columns left behind), dates as ISO text. */
export const toCatalogue = (row: CatalogueRow): TicketCatalogue => {
  const picked = Object.fromEntries(TICKET_CATALOGUE_FIELDS.map((field) => [field, row[field]]))
  const stamps = Object.fromEntries(STAMPS.map((field) => [field, isoOrNull(row[field])]))
  return { ...picked, ...stamps } as TicketCatalogue
}
