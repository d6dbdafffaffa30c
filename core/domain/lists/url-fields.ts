import { type DateRange, formatDateRange, parseDateRange } from "../dates/range.ts"
import { idList, splitList } from "./search.ts"

/** What a URL field holds, so the CLI can check an option against the same declaration. */
export type UrlFieldShape =
  | { readonly kind: "ids" }
  | { readonly kind: "texts" }
  | { readonly kind: "id" }
  | { readonly kind: "dateRange" }
  | { readonly kind: "oneOf"; readonly values: ReadonlyArray<string> }

/**
 * One filter of a list's URL: its parameter name, what it holds, how a URL value is read (an
 * unreadable value falls back, never fails: spec section 4) and written (undefined for the default,
 * which the URL leaves out).
 */
export interface UrlField<T> {
  readonly key: string
  readonly shape: UrlFieldShape
  readonly read: (raw: string | null | undefined) => T
  readonly write: (value: T) => string | undefined
}

const joined = (values: ReadonlyArray<string | number>): string | undefined =>
  values.length === 0 ? undefined : values.join(",")

/** `key=3,7`: positive ids; other parts are dropped. */
export const idsField = (key: string): UrlField<ReadonlyArray<number>> => ({
  key,
  shape: { kind: "ids" },
  read: idList,
  write: joined,
})

/** `key=a,b`: texts, trimmed, empty parts dropped. */
export const textsField = (key: string): UrlField<ReadonlyArray<string>> => ({
  key,
  shape: { kind: "texts" },
  read: splitList,
  write: joined,
})

/** `key=12`: one positive id (the first readable one), or null. */
export const idField = (key: string): UrlField<number | null> => ({
  key,
  shape: { kind: "id" },
  read: (raw) => idList(raw)[0] ?? null,
  write: (value) => (value === null ? undefined : String(value)),
})

/** `key=start:end`: a date range, either end open, or null. */
export const dateRangeField = (key: string): UrlField<DateRange | null> => ({
  key,
  shape: { kind: "dateRange" },
  read: (raw) => parseDateRange(raw) ?? null,
  write: formatDateRange,
})

/** One of `values`; anything else (and nothing) is `fallback`, which the URL leaves out. */
export const oneOfField = <const V extends string>(
  key: string,
  values: ReadonlyArray<V>,
  fallback: V,
): UrlField<V> => ({
  key,
  shape: { kind: "oneOf", values },
  read: (raw) => ((values as ReadonlyArray<string>).includes(raw ?? "") ? (raw as V) : fallback),
  write: (value) => (value === fallback ? undefined : value),
})

/** One of `values`, or null when absent or unknown. */
export const optionalOneOfField = <const V extends string>(
  key: string,
  values: ReadonlyArray<V>,
): UrlField<V | null> => ({
  key,
  shape: { kind: "oneOf", values },
  read: (raw) => ((values as ReadonlyArray<string>).includes(raw ?? "") ? (raw as V) : null),
  write: (value) => value ?? undefined,
})

/** `key=1`: a switch, on only when the URL says `1` (anything else is off, which the URL leaves out). */
export const flagField = (key: string): UrlField<boolean> => ({
  key,
  shape: { kind: "oneOf", values: ["1"] },
  read: (raw) => raw === "1",
  write: (value) => (value ? "1" : undefined),
})
