import { Schema, SchemaTransformation } from "effect"
import type { SchemaAST } from "effect"
import type { FilterKind } from "./list-query-filters.ts"
import {
  fieldListParam,
  intParam,
  type SortDirection,
  searchKey,
  searchParam,
  sortParam,
} from "./list-query-params.ts"

/**
 * The field set of one list (tickets, equipment, users): what it lists, what it may be sorted by and
 * searched in, its filters with the kind of value each takes, and its page sizes.
 */
export interface ListFieldSet {
  readonly listFields: ReadonlyArray<string>
  readonly sortFields: ReadonlyArray<string>
  readonly defaultSort: { readonly field: string; readonly direction: SortDirection }
  readonly searchFields: ReadonlyArray<string>
  readonly filters: Readonly<Record<string, FilterKind<unknown>>>
  readonly pageSize: { readonly default: number; readonly max: number }
}

type FilterValue<K> = K extends FilterKind<infer T> ? T : never

/** Sort, filters and searches of a list query: what the list and its export share. */
export interface ListFilterQuery<C extends ListFieldSet> {
  readonly sort: { readonly field: C["sortFields"][number]; readonly direction: SortDirection }
  readonly filters: { readonly [K in keyof C["filters"]]?: FilterValue<C["filters"][K]> }
  /** A row matches when any listed field contains its term. */
  readonly searches: ReadonlyArray<{ readonly field: C["searchFields"][number]; readonly term: string }>
}

/** A list query as handlers and the client's actors hold it: paging, listed fields, sort, filters, searches. */
export interface ListQuery<C extends ListFieldSet> extends ListFilterQuery<C> {
  readonly offset: number
  readonly limit: number
  readonly fields: ReadonlyArray<C["listFields"][number]>
}

/** The query record on the wire. */
export type ListQueryRecord = { readonly [key: string]: string }

/**
 * A misspelt filter or search (`bogus(*)`, `status`) must not be dropped silently, which would
 * answer unfiltered rows: list queries are decoded with these options, so unknown parameters fail.
 */
export const listQueryParseOptions: SchemaAST.ParseOptions = { onExcessProperty: "error" }

type Wire = Record<string, unknown>

/** The filter and search parameters, each with its codec, keyed as on the wire. */
const filterParams = (set: ListFieldSet) => {
  const filters = Object.entries(set.filters).map(([field, kind]) => {
    const key = `${field}${kind.suffix}`
    return { field, key, codec: kind.param(key) }
  })
  const wire: Record<string, Schema.Top> = {}
  const typed: Record<string, Schema.Top> = {}
  for (const f of filters) {
    wire[f.key] = Schema.optionalKey(f.codec)
    typed[f.field] = Schema.optionalKey(Schema.toType(f.codec))
  }
  for (const field of set.searchFields) wire[searchKey(field)] = Schema.optionalKey(searchParam)
  return { wire, typed: Schema.Struct(typed), read: readFilters(set, filters), write: writeFilters(filters) }
}

interface FilterParam {
  readonly field: string
  readonly key: string
}

/** Wire values to `filters` and `searches` (empty search terms search nothing). */
const readFilters = (set: ListFieldSet, filters: ReadonlyArray<FilterParam>) => (w: Wire) => ({
  filters: Object.fromEntries(filters.flatMap((f) => (w[f.key] === undefined ? [] : [[f.field, w[f.key]]]))),
  searches: set.searchFields.flatMap((field) => {
    const term = w[searchKey(field)]
    return typeof term === "string" && term.length > 0 ? [{ field, term }] : []
  }),
})

/** `filters` and `searches` back to wire values. */
const writeFilters =
  (filters: ReadonlyArray<FilterParam>) =>
  (q: ListFilterQuery<ListFieldSet>): Wire => {
    const out: Wire = {}
    const values: Wire = q.filters
    for (const f of filters) if (values[f.field] !== undefined) out[f.key] = values[f.field]
    for (const s of q.searches) out[searchKey(s.field)] = s.term
    return out
  }

const searches = (set: ListFieldSet) =>
  Schema.Array(Schema.Struct({ field: Schema.Literals(set.searchFields), term: Schema.String }))

/**
 * The list encoding of spec section 7 as one Schema: `os` offset, `pl` page length, `st` sort (`-`
 * for descending), `s` field list, filters `field=(a),(b)`, date ranges `field(btwn)=start:end`,
 * searches `field(*)=term`. Decoding fills defaults (offset 0, the default page size and sort, every
 * field) and fails on the first bad parameter, naming it; encoding writes every parameter back.
 */
export const listQuerySchema = <const C extends ListFieldSet>(
  set: C,
): Schema.Codec<ListQuery<C>, ListQueryRecord> => {
  const os = intParam("os", 0, Number.MAX_SAFE_INTEGER)
  const pl = intParam("pl", 1, set.pageSize.max)
  const st = sortParam(set.sortFields)
  const s = fieldListParam(set.listFields)
  const params = filterParams(set)
  const wire = Schema.Struct({
    os: Schema.optionalKey(os),
    pl: Schema.optionalKey(pl),
    st: Schema.optionalKey(st),
    s: Schema.optionalKey(s),
    ...params.wire,
  })
  const typed = Schema.Struct({
    offset: Schema.toType(os),
    limit: Schema.toType(pl),
    sort: Schema.toType(st),
    fields: Schema.toType(s),
    filters: params.typed,
    searches: searches(set),
  })
  const transformation = SchemaTransformation.transform<ListQuery<ListFieldSet>, Wire>({
    decode: (w) => ({
      offset: (w.os as number | undefined) ?? 0,
      limit: (w.pl as number | undefined) ?? set.pageSize.default,
      sort: (w.st as ListQuery<C>["sort"] | undefined) ?? set.defaultSort,
      fields: (w.s as ReadonlyArray<string> | undefined) ?? set.listFields,
      ...params.read(w),
    }),
    encode: (q) => ({ os: q.offset, pl: q.limit, st: q.sort, s: q.fields, ...params.write(q) }),
  })
  return wire.pipe(Schema.decodeTo(typed, transformation as never)) as never
}

/**
 * The list encoding without paging or field list (`st`, filters, searches), plus `extra` parameters
 * passed through as they are: the spreadsheet export's query.
 */
export const listFilterQuerySchema = <const C extends ListFieldSet, const X extends Schema.Struct.Fields>(
  set: C,
  extra: X,
): Schema.Codec<ListFilterQuery<C> & Schema.Struct.Type<X>, ListQueryRecord> => {
  const st = sortParam(set.sortFields)
  const params = filterParams(set)
  const wire = Schema.Struct({ st: Schema.optionalKey(st), ...params.wire, ...extra })
  const typed = Schema.Struct({
    sort: Schema.toType(st),
    filters: params.typed,
    searches: searches(set),
    ...extra,
  })
  const pick = (from: Wire) =>
    Object.fromEntries(
      Object.keys(extra).flatMap((key) => (from[key] === undefined ? [] : [[key, from[key]]])),
    )
  const transformation = SchemaTransformation.transform<ListFilterQuery<ListFieldSet> & Wire, Wire>({
    decode: (w) => ({
      sort: (w.st as ListQuery<C>["sort"] | undefined) ?? set.defaultSort,
      ...params.read(w),
      ...pick(w),
    }),
    encode: (q) => ({ st: q.sort, ...params.write(q), ...pick(q) }),
  })
  return wire.pipe(Schema.decodeTo(typed, transformation as never)) as never
}
