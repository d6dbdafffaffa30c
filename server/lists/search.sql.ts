/** Search helpers every list's SQL shares (tickets, equipment, users). */

/** `%term%` with LIKE's wildcards and escape character taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * A term of exactly two characters (code points, as PostgreSQL counts them): too short for a trigram
 * index, found through a document's character pairs instead (`search_pairs`, migration 0040).
 */
export const isPairTerm = (term: string): boolean => [...term].length === 2

/** The separator between fields in a search document (`ticket_search.doc`, migration 0004). */
export const FIELD_SEPARATOR = "\u0001"

/**
 * The one term (lower-cased) of searches that cover all `fieldCount` search fields of a list with
 * that same term and hold no field separator; undefined otherwise. Such a search can read the list's
 * search document and its trigram index; a term holding the separator could match across two fields
 * there, so it takes the per-field path.
 */
export const oneTermOverAll = (
  searches: ReadonlyArray<{ readonly field: string; readonly term: string }>,
  fieldCount: number,
): string | undefined => {
  const terms = new Set(searches.map((s) => s.term.toLowerCase()))
  const fields = new Set(searches.map((s) => s.field))
  const [term] = terms
  return terms.size === 1 && fields.size === fieldCount && !term!.includes(FIELD_SEPARATOR) ? term : undefined
}
