import { pageFromUrl, pageSizeFromUrl, pageToUrl } from "./paging.ts"
import { listQueryString } from "./query-string.ts"
import { keepTypedSearch, trimSearch } from "./search.ts"
import { type ListSort, parseSort, type SortDirection } from "./sort.ts"
import type { UrlField } from "./url-fields.ts"

/** URL query as a router hands it over. */
export type UrlParams = Readonly<Record<string, string | null | undefined>>

/** Any field: reads some value, writes the value it read. */
interface SomeField extends Omit<UrlField<unknown>, "write"> {
  readonly write: (value: never) => string | undefined
}
type Fields = Readonly<Record<string, SomeField>>
type Values<F extends Fields> = { readonly [K in keyof F]: ReturnType<F[K]["read"]> }

/**
 * A list's URL declared once: its default page size, the fields it may be sorted by with the default
 * sort, the direction a known field takes when the URL names none, `head` fields (written before the
 * search: a status), and `filters` (written after the sort, held under `filters`).
 */
export interface ListUrlFields<S extends string, H extends Fields, F extends Fields> {
  readonly pageSize: number
  readonly sortFields: ReadonlyArray<S>
  readonly defaultSort: ListSort<S>
  readonly directionFallback: SortDirection
  readonly head: H
  readonly filters: F
}

/** Everything the URL holds about a list; `page` is zero-based, `search` as typed. */
export type ListUrlParams<S extends string, H extends Fields, F extends Fields> = {
  readonly page: number
  readonly pageSize: number
  readonly sort: S
  readonly sortDirection: SortDirection
  readonly search: string
} & Values<H> &
  (keyof F extends never ? unknown : { readonly filters: Values<F> })

const readAll = <F extends Fields>(fields: F, params: UrlParams): Values<F> =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.read(params[f.key])])) as Values<F>

const writeAll = (fields: Fields, values: Readonly<Record<string, unknown>>, out: Record<string, string>) => {
  for (const [name, f] of Object.entries(fields)) {
    const value = f.write(values[name] as never)
    if (value !== undefined && value !== "") out[f.key] = value
  }
}

/** A record from a router's parameters or a `URLSearchParams` (the last value of a key wins). */
const recordOf = (params: UrlParams | URLSearchParams): UrlParams =>
  params instanceof URLSearchParams ? Object.fromEntries(params) : params

/**
 * The list URL codec of spec section 4. `parse` never fails: a bad page becomes the first, a bad
 * page size the default, an unknown sort the default sort, unknown filter values are dropped; with
 * `previous`, a page size change resets the page and an equal trimmed search keeps the typed text.
 * `params` writes the URL back in canonical order (page, pageSize, head, search, sort, filters),
 * defaults and empty values left out; `query` writes them as the one query string of every list.
 */
export const listUrlCodec = <const S extends string, const H extends Fields, const F extends Fields>(
  fields: ListUrlFields<S, H, F>,
) => {
  type P = ListUrlParams<S, H, F>
  const hasFilters = Object.keys(fields.filters).length > 0
  const parse = (input: UrlParams | URLSearchParams, previous?: P): P => {
    const params = recordOf(input)
    const pageSize = pageSizeFromUrl(params.pageSize, fields.pageSize)
    const pageSizeChanged = previous !== undefined && previous.pageSize !== pageSize
    return {
      page: pageSizeChanged ? 0 : pageFromUrl(params.page),
      pageSize,
      ...parseSort(
        fields.sortFields,
        fields.defaultSort,
        fields.directionFallback,
        params.sort,
        params.sortDirection,
      ),
      ...readAll(fields.head, params),
      search: keepTypedSearch(trimSearch(params.search), previous?.search),
      ...(hasFilters ? { filters: readAll(fields.filters, params) } : {}),
    } as P
  }
  const params = (state: P): Record<string, string> => {
    const out: Record<string, string> = {}
    if (state.page > 0) out.page = pageToUrl(state.page)
    if (state.pageSize !== fields.pageSize) out.pageSize = String(state.pageSize)
    writeAll(fields.head, state as Readonly<Record<string, unknown>>, out)
    const search = trimSearch(state.search)
    if (search !== "") out.search = search
    if (state.sort !== fields.defaultSort.sort || state.sortDirection !== fields.defaultSort.sortDirection) {
      out.sort = state.sort
      out.sortDirection = state.sortDirection
    }
    if (hasFilters)
      writeAll(fields.filters, (state as unknown as { filters: Record<string, unknown> }).filters, out)
    return out
  }
  const query = (state: P): string => listQueryString(params(state))
  const defaults = parse({})
  return { fields, parse, params, query, defaults }
}

/** What `listUrlCodec` gives for one list. */
export type ListUrlCodec<P> = {
  readonly parse: (input: UrlParams | URLSearchParams, previous?: P) => P
  readonly params: (state: P) => Record<string, string>
  readonly query: (state: P) => string
  readonly defaults: P
}
