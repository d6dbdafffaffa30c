import type { Column, GetColumnData, SQL } from "drizzle-orm"
import type { Db, Queries } from "./queries.ts"

/** A computed result column (a count, a cast, a `CASE`): no table holds it, so its type is stated. */
export interface Computed<T> {
  readonly kind: "computed"
  /** Type only: never set. */
  readonly type?: T
}

/** Marks a computed column of a `rows` shape: `{ n: computed<number>() }` for `count(*)::int AS n`. */
export const computed = <T>(): Computed<T> => ({ kind: "computed" })

/** The result columns of a raw statement: each one a table definition's column, or computed. */
export type RowShape = Readonly<Record<string, Column | Computed<unknown>>>

/**
 * The row a shape describes: a definition's column gives its type (nullable when the column is),
 * a computed one its stated type.
 */
export type RowOf<S extends RowShape> = {
  -readonly [K in keyof S]: S[K] extends Column
    ? GetColumnData<S[K]>
    : S[K] extends Computed<infer T>
      ? T
      : never
}

/**
 * A shape where every result column is nullable (a `LEFT JOIN`'s side, an aggregate over no rows).
 */
export type Nullable<R> = { [K in keyof R]: R[K] | null }

/**
 * Runs a raw statement whose result columns are the keys of `shape`, outside an effect (test
 * tools reading a database no server holds): the same typing as `queryRows` in services.ts.
 */
export const runRows = <const S extends RowShape>(
  queries: Pick<Queries, "run">,
  _shape: S,
  statement: SQL,
): Promise<Array<RowOf<S>>> => queries.run<RowOf<S>>(statement)

/**
 * Runs a named prepared statement (`Db.queryPrepared`) whose result columns are the keys of
 * `shape`, typed as `runRows` types them.
 */
export const preparedRows = <const S extends RowShape>(
  db: Pick<Db, "queryPrepared">,
  _shape: S,
  name: string,
  text: string,
  params: ReadonlyArray<unknown>,
): Promise<Array<RowOf<S>>> => db.queryPrepared<RowOf<S>>(name, text, params)
