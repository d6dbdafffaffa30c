import { Result, Schema } from "effect"
import { MAX_ID } from "../domain/constants.ts"
import { parseCompleteDateRange } from "../domain/dates/range.ts"
import { Id } from "./id.ts"
import { type NonEmpty, param, type Read } from "./list-query-params.ts"

/** `(v1),(v2)`: the encoding of a filter's values. */
export const encodeFilterValues = (values: ReadonlyArray<string | number>): string =>
  values.map((v) => `(${v})`).join(",")

/** Reads `(v1),(v2)` back (at least one value); undefined when malformed. */
export const decodeFilterValues = (value: string): NonEmpty<string> | undefined => {
  const trimmed = value.trim()
  if (!/^\(.*\)$/s.test(trimmed)) return undefined
  const [first = "", ...rest] = trimmed.slice(1, -1).split("),(")
  const parts: NonEmpty<string> = [first, ...rest]
  return parts.some((p) => p.includes("(") || p.includes(")")) ? undefined : parts
}

/**
 * How a filter is sent and what it holds: `field=(a),(b)` value lists, or a date range
 * `field(btwn)=start:end`. `param` makes the codec of the wire key (`field` plus `suffix`).
 */
export interface FilterKind<T> {
  readonly suffix: "" | "(btwn)"
  readonly param: (key: string) => Schema.Codec<T, string>
}

const valueList = <T>(
  key: string,
  type: Schema.Codec<T>,
  read: (value: string) => T | undefined,
  expected: string,
) =>
  param(
    Schema.NonEmptyArray(type),
    (raw): Read<NonEmpty<T>> => {
      const values = decodeFilterValues(raw)
      if (values === undefined)
        return Result.fail(`${key} must be a list of parenthesised values like (a),(b)`)
      const typed = values.map(read)
      return typed.every((v) => v !== undefined)
        ? Result.succeed(typed as unknown as NonEmpty<T>)
        : Result.fail(`${key} values must be ${expected}`)
    },
    encodeFilterValues as (values: NonEmpty<T>) => string,
  )

/** Ids: whole numbers that fit a PostgreSQL integer. */
export const ids: FilterKind<NonEmpty<number>> = {
  suffix: "",
  param: (key) =>
    valueList(
      key,
      Id,
      (v) => {
        const n = Number(v)
        return Schema.is(Id)(n) ? n : undefined
      },
      `whole numbers from 1 to ${MAX_ID}`,
    ),
}

/** Texts, each trimmed. */
export const strings: FilterKind<NonEmpty<string>> = {
  suffix: "",
  param: (key) => valueList(key, Schema.String, (v) => v.trim(), "texts"),
}

const alternatives = (values: ReadonlyArray<string>) =>
  values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`

/** Codes from a fixed set (ticket status codes, flags). */
export const codes = <const C extends string>(allowed: ReadonlyArray<C>): FilterKind<NonEmpty<C>> => {
  const Code = Schema.Literals(allowed)
  return {
    suffix: "",
    param: (key) => valueList(key, Code, (v) => (Schema.is(Code)(v) ? v : undefined), alternatives(allowed)),
  }
}

export const DateRangeValue = Schema.Struct({ start: Schema.String, end: Schema.String })
export type DateRangeValue = typeof DateRangeValue.Type

/** `field(btwn)=start:end`: ISO dates, both present, start not after end. */
export const dateRange: FilterKind<DateRangeValue> = {
  suffix: "(btwn)",
  param: (key) =>
    param(
      DateRangeValue,
      (raw) => {
        const range = parseCompleteDateRange(raw)
        return range === undefined
          ? Result.fail(`${key} must be start:end with ISO dates, start not after end`)
          : Result.succeed(range)
      },
      (range) => `${range.start}:${range.end}`,
    ),
}
