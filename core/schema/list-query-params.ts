import { Effect, Result, Schema, SchemaGetter, SchemaIssue, SchemaTransformation } from "effect"
import { SORT_DIRECTIONS } from "../domain/lists/sort.ts"
import { NUL_REFUSAL } from "./request-text.ts"

/** A list with at least one element. */
export type NonEmpty<A> = readonly [A, ...A[]]

/** What a parameter's reader gives: the typed value, or why the text was refused. */
export type Read<A> = Result.Result<A, string>

/**
 * One parameter of the list encoding (spec section 7): text on the wire, `type` inside. A refused
 * text fails with the reader's message, which the 400 `BadRequest` carries with the parameter's name.
 */
export const param = <T, RD, RE>(
  type: Schema.Codec<T, T, RD, RE>,
  read: (raw: string) => Read<T>,
  write: (value: T) => string,
) =>
  Schema.String.pipe(
    Schema.decodeTo(
      type,
      new SchemaTransformation.Transformation(
        SchemaGetter.transformEffect<T, string>((raw, options) => {
          const result = read(raw)
          return Result.isSuccess(result)
            ? Effect.succeed(result.success)
            : Effect.fail(new SchemaIssue.InvalidValue({ message: result.failure }, raw, options))
        }),
        SchemaGetter.transform(write),
      ),
    ),
  )

/** A whole number from `min` to `max` (`os`, `pl`). */
export const intParam = (key: string, min: number, max: number) => {
  const Int = Schema.Int.check(Schema.isGreaterThanOrEqualTo(min), Schema.isLessThanOrEqualTo(max))
  return param(
    Int,
    (raw) => {
      const n = Number(raw)
      return Schema.is(Int)(n)
        ? Result.succeed(n)
        : Result.fail(`${key} must be a whole number from ${min} to ${max}`)
    },
    String,
  )
}

export const SortDirection = Schema.Literals(SORT_DIRECTIONS)
export type SortDirection = typeof SortDirection.Type

/** `st`: a sortable field, `-` in front for descending. */
export const sortParam = <const F extends string>(fields: ReadonlyArray<F>) => {
  const Field = Schema.Literals(fields)
  return param(
    Schema.Struct({ field: Field, direction: SortDirection }),
    (raw) => {
      const direction: SortDirection = raw.startsWith("-") ? "desc" : "asc"
      const field = direction === "desc" ? raw.slice(1) : raw
      return Schema.is(Field)(field)
        ? Result.succeed({ field, direction })
        : Result.fail(`cannot sort by ${field}`)
    },
    (sort) => `${sort.direction === "desc" ? "-" : ""}${sort.field}`,
  )
}

/** `s`: listed fields, comma-separated; blank means all of them. */
export const fieldListParam = <const F extends string>(fields: ReadonlyArray<F>) => {
  const Field = Schema.Literals(fields)
  return param(
    Schema.Array(Field),
    (raw): Read<ReadonlyArray<F>> => {
      if (raw.trim() === "") return Result.succeed(fields)
      const names = raw.split(",").map((name) => name.trim())
      const unknown = names.find((name) => !Schema.is(Field)(name))
      return unknown === undefined
        ? Result.succeed(names as Array<F>)
        : Result.fail(`unknown field ${unknown}`)
    },
    (list) => list.join(","),
  )
}

/** The name of a search parameter: `field(*)`. */
export const searchKey = <const F extends string>(field: F): `${F}(*)` => `${field}(*)`

/**
 * `field(*)`: a search term, trimmed (an empty term searches nothing). A NUL character, which
 * database text cannot hold, is refused when the server reads it, naming the parameter (`RequestText`'s
 * message); the client sends what it is given, so the refusal is the server's 400 in every face.
 */
export const searchParam = param(
  Schema.String,
  (raw) => (raw.includes("\u0000") ? Result.fail(NUL_REFUSAL) : Result.succeed(raw.trim())),
  (term) => term,
)
