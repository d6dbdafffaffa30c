/** A timestamp as a driver hands it over: a Date (node-postgres), text (PGlite) or null. */
export type Stamp = Date | string | null

/** A timestamp column as ISO text (`null` stays `null`). */
export const isoOrNull = (value: Stamp): string | null =>
  value === null ? null : new Date(value).toISOString()
