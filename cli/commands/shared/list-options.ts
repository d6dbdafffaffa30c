import { parseCompleteDateRange } from "../../../core/domain/dates/range.ts"
import { MAX_PAGE_SIZE } from "../../../core/domain/lists/paging.ts"
import { SORT_DIRECTIONS } from "../../../core/domain/lists/sort.ts"
import type { UrlFieldShape } from "../../../core/domain/lists/url-fields.ts"
import { usageError } from "../../runtime/cli-errors.ts"

/**
 * Options of every list command, named like the list's URL. A terminal user gets an error where a
 * hand-edited URL falls back, so each option is checked against the field it fills, with the allowed
 * values of the list's own URL declaration, and becomes that URL parameter for the list machine.
 */
export interface ListPagingOptions {
  readonly search?: string | undefined
  readonly sort?: string | undefined
  readonly direction?: string | undefined
  readonly page?: string | undefined
  readonly pageSize?: string | undefined
  /** `--all`: every page, read in turn (no --page; the largest page size unless --page-size). */
  readonly all?: boolean | undefined
}

export const wholeNumber = (option: string, value: string, max: number): string => {
  const n = Number(value.trim())
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw usageError(`${option} must be a whole number from 1 to ${max}, got '${value}'`)
  return String(n)
}

export const oneOf = (option: string, value: string, allowed: ReadonlyArray<string>): string => {
  if (!allowed.includes(value))
    throw usageError(`${option} must be one of ${allowed.join(", ")}; got '${value}'`)
  return value
}

const listOf = (option: string, value: string, check: (part: string) => boolean, what: string): string => {
  const parts = value.split(",").map((part) => part.trim())
  if (parts.some((part) => part === "" || !check(part)))
    throw usageError(`${option} must be ${what}; got '${value}'`)
  return parts.join(",")
}

const dateRange = (option: string, value: string): string => {
  const range = parseCompleteDateRange(value)
  if (range === undefined)
    throw usageError(
      `${option} must be start:end with ISO dates, start not after end (e.g. 2026-01-01:2026-03-31); got '${value}'`,
    )
  return `${range.start}:${range.end}`
}

const isId = (part: string) => /^[1-9]\d*$/.test(part)

/** One option for a URL field of the given shape; `what` names a list's parts in the error line. */
export const checkField = (option: string, shape: UrlFieldShape, value: string, what: string): string => {
  switch (shape.kind) {
    case "ids":
      return listOf(option, value, isId, what)
    case "texts":
      return listOf(option, value, () => true, what)
    case "id":
      return wholeNumber(option, value, Number.MAX_SAFE_INTEGER)
    case "dateRange":
      return dateRange(option, value)
    case "oneOf":
      return oneOf(option, value, shape.values)
  }
}

/** The paging, sort and search options as URL parameters; a direction alone sorts by the default field. */
export const pagingParams = (
  list: { readonly sortFields: ReadonlyArray<string>; readonly defaultSort: { readonly sort: string } },
  o: ListPagingOptions,
): Record<string, string> => {
  const out: Record<string, string> = {}
  if (o.search !== undefined) out.search = o.search.trim()
  if (o.sort !== undefined) out.sort = oneOf("--sort", o.sort, list.sortFields)
  if (o.direction !== undefined) out.sortDirection = oneOf("--direction", o.direction, SORT_DIRECTIONS)
  // The URL ignores a direction without a sort field; on the terminal it means "by the default field".
  if (out.sortDirection !== undefined && out.sort === undefined) out.sort = list.defaultSort.sort
  if (o.all === true && o.page !== undefined)
    throw usageError("give either --page or --all (which reads every page), not both")
  if (o.page !== undefined) out.page = wholeNumber("--page", o.page, Number.MAX_SAFE_INTEGER)
  if (o.pageSize !== undefined) out.pageSize = wholeNumber("--page-size", o.pageSize, MAX_PAGE_SIZE)
  // Fewer, larger requests: each page is one round trip and one count.
  else if (o.all === true) out.pageSize = String(MAX_PAGE_SIZE)
  return out
}

/** A filter option checked against its URL field, written under the field's URL name. */
export const setField = (
  out: Record<string, string>,
  option: string,
  field: { readonly key: string; readonly shape: UrlFieldShape },
  value: string | undefined,
  what = "",
): void => {
  if (value !== undefined) out[field.key] = checkField(option, field.shape, value, what)
}
