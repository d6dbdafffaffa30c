import { getTableConfig, type PgTable } from "drizzle-orm/pg-core"

/** One column as the migrated database describes it (`describedColumns`). */
export interface DescribedColumn {
  readonly table: string
  readonly column: string
  /** `format_type` of the column: `integer`, `timestamp with time zone`, `character(1)`, ... */
  readonly type: string
  readonly notNull: boolean
  readonly hasDefault: boolean
  /** `a` (always), `d` (by default) or `` (no identity). */
  readonly identity: string
  readonly primaryKey: boolean
}

/** The same facts read from a Drizzle definition. */
const definedColumns = (table: PgTable): ReadonlyArray<DescribedColumn> => {
  const config = getTableConfig(table)
  const keyed = new Set(config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name)))
  return config.columns.map((c) => ({
    table: config.name,
    column: c.name,
    type: c
      .getSQLType()
      .replace(/^char\(/, "character(")
      .replaceAll(", ", ","),
    notNull: c.notNull,
    hasDefault: c.hasDefault || c.generatedIdentity !== undefined,
    identity: c.generatedIdentity === undefined ? "" : c.generatedIdentity.type === "always" ? "a" : "d",
    primaryKey: c.primary || keyed.has(c.name),
  }))
}

const facts = ["type", "notNull", "hasDefault", "identity", "primaryKey"] as const

/**
 * Where the definitions and the database disagree, one line each: a table or column only on one
 * side, or a column whose type, nullability, default, identity or primary key differs. Empty when
 * every table the migrations create has a definition that matches it.
 */
export const tableDrift = (
  tables: ReadonlyArray<PgTable>,
  described: ReadonlyArray<DescribedColumn>,
): ReadonlyArray<string> => {
  const key = (c: DescribedColumn) => `${c.table}.${c.column}`
  const defined = new Map(tables.flatMap(definedColumns).map((c) => [key(c), c]))
  const actual = new Map(described.map((c) => [key(c), c]))
  const drift: string[] = []
  for (const [name, column] of actual) {
    const definition = defined.get(name)
    if (definition === undefined) {
      drift.push(`${name}: in the database, not in a definition`)
      continue
    }
    for (const fact of facts)
      if (definition[fact] !== column[fact])
        drift.push(
          `${name}: ${fact} is ${String(column[fact])} in the database, ${String(definition[fact])} defined`,
        )
  }
  for (const name of defined.keys())
    if (!actual.has(name)) drift.push(`${name}: defined, not in the database`)
  return drift.sort()
}
