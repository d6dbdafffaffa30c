import { customType, timestamp } from "drizzle-orm/pg-core"

/** `timestamptz`, read as a `Date` (both drivers parse it so). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

/** `bytea` (file contents), read as bytes; drizzle-orm 0.45 has no built-in for it. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
})
