import { type SQL, sql } from "drizzle-orm"
import { TICKET_SEARCH_FIELDS, type TicketSearchField } from "../../core/domain/tickets/fields.ts"
import type { TicketFilterQuery } from "../../core/schema/ticket-list-query.ts"
import { containsPattern, isPairTerm, oneTermOverAll } from "../lists/search.sql.ts"

/** `ticketid` is matched as text so a partial id finds the ticket; the others are `tickets` columns. */
const searchExpression = (field: TicketSearchField): SQL =>
  sql.raw(field === "ticketid" ? "t.ticketid::text" : `t.${field}`)

/**
 * The one term searched over every search field, when the query is that (what the list sends):
 * such a search reads `ticket_search` and its trigram index. A term holding the separator could
 * match across two fields there, so it takes the per-field path.
 */
export const wholeDocumentTerm = (searches: TicketFilterQuery["searches"]): string | undefined =>
  oneTermOverAll(searches, TICKET_SEARCH_FIELDS.length)

/**
 * Conditions on `ticket_search s` for a whole-document term (the caller adds the scope). A term of
 * two characters also names its pair (`search_pairs`, migration 0040), whose index finds the
 * documents that hold it: pg_trgm's index takes no trigram from a term that short.
 */
export const documentCondition = (term: string): SQL => {
  const contains = sql`s.doc LIKE ${containsPattern(term)}`
  return isPairTerm(term) ? sql`(${contains} AND search_pairs(s.doc) @> ARRAY[${term}]::text[])` : contains
}

/** Per-field search on `tickets t`: any searched field contains its term, case-insensitively. */
export const fieldsCondition = (searches: TicketFilterQuery["searches"]): SQL => {
  const any = searches.map((s) => sql`${searchExpression(s.field)} ILIKE ${containsPattern(s.term)}`)
  return sql`(${sql.join(any, sql` OR `)})`
}
