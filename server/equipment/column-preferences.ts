import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { type EquipmentColumn, normalizeColumns } from "../../core/domain/equipment/fields.ts"
import { query, queryRows } from "../services.ts"
import { userPreferences } from "../db/schema.ts"

const NAME = "equipment-columns"

/** The user's equipment columns: the stored choice, or the defaults of spec section 3. */
export const readEquipmentColumns = (userid: number) =>
  Effect.map(
    queryRows(
      { value: userPreferences.value },
      sql`SELECT value FROM user_preferences WHERE userid = ${userid} AND name = ${NAME}`,
    ),
    ([row]) => normalizeColumns(Array.isArray(row?.value) ? row.value : []),
  )

/** Stores the user's choice (in the chooser's order) and answers it. */
export const saveEquipmentColumns = (userid: number, columns: ReadonlyArray<EquipmentColumn>) => {
  const chosen = normalizeColumns(columns)
  return Effect.as(
    query(
      sql`INSERT INTO user_preferences (userid, name, value) VALUES (${userid}, ${NAME}, ${JSON.stringify(chosen)}::jsonb)
          ON CONFLICT (userid, name) DO UPDATE SET value = EXCLUDED.value, updated = now()`,
    ),
    chosen,
  )
}
