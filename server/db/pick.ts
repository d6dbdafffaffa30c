import { getTableColumns, type Table } from "drizzle-orm"

/**
 * Some columns of a table definition, as a Drizzle select list: `select(pick(users, ["userid",
 * "email"]))` reads those columns, typed from the definition.
 */
export const pick = <T extends Table, const K extends keyof T["_"]["columns"] & string>(
  table: T,
  keys: ReadonlyArray<K>,
): Pick<T["_"]["columns"], K> => {
  const columns = getTableColumns(table)
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as unknown as Pick<T["_"]["columns"], K>
}
