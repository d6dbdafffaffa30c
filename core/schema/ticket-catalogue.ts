import { Schema } from "effect"
import {
  TICKET_CATALOGUE_KINDS,
  type TicketCatalogueField,
  type TicketCatalogueKind,
} from "../domain/tickets/catalogue-fields.ts"

/** The Schema of each kind of catalogue field (core/domain/tickets/catalogue-fields.ts). */
const KIND_SCHEMAS = {
  text: Schema.NullOr(Schema.String),
  stamp: Schema.NullOr(Schema.String),
  flag: Schema.Boolean,
  money: Schema.NullOr(Schema.Finite),
  hours: Schema.NullOr(Schema.Finite),
  count: Schema.NullOr(Schema.Finite),
} as const satisfies Record<TicketCatalogueKind, Schema.Top>

type CatalogueFields = {
  readonly [F in TicketCatalogueField]: (typeof KIND_SCHEMAS)[(typeof TICKET_CATALOGUE_KINDS)[F]]
}

/**
 * The ticket's wider catalogue as GET /v1/ticket/:ticketid gives it (spec section 3): the declared
 * fields, each with its kind's Schema; null where data is missing.
 */
export const TicketCatalogue = Schema.Struct(
  Object.fromEntries(
    Object.entries(TICKET_CATALOGUE_KINDS).map(([field, kind]) => [field, KIND_SCHEMAS[kind]]),
  ) as CatalogueFields,
)
export type TicketCatalogue = typeof TicketCatalogue.Type
