import { EQUIPMENT_FIELD_KINDS, type EquipmentListField } from "./record-fields.ts"

export type { EquipmentListField } from "./record-fields.ts"

/** The equipment list's columns of spec section 3, in the order the chooser lists them. */
export const EQUIPMENT_COLUMNS = [
  { field: "monitored", title: "Monitored" },
  { field: "description", title: "Description", empty: "No Description" },
  { field: "modelnumber", title: "Model" },
  { field: "partnumber", title: "Part" },
  { field: "serialnumber", title: "Serial" },
  { field: "systemname", title: "System Name" },
  { field: "oem", title: "OEM", empty: "Undetermined" },
  { field: "customername", title: "Customer" },
  { field: "coverage", title: "Coverage" },
  { field: "agreementid", title: "Agreement" },
  { field: "responsetime", title: "SLA" },
  { field: "startdate", title: "Start Date", date: true },
  { field: "agreementexpirationdate", title: "Renewal Date", date: true },
  { field: "salespersonname", title: "Sales Contact" },
  { field: "locationname", title: "Location" },
  { field: "locationcontactname", title: "Location Contact" },
  { field: "primaryengineername", title: "Engineer" },
  { field: "ticketcount", title: "Ticket History" },
] as const satisfies ReadonlyArray<{
  field: EquipmentListField
  title: string
  empty?: string
  date?: boolean
}>

export type EquipmentColumn = (typeof EQUIPMENT_COLUMNS)[number]["field"]

export const EQUIPMENT_COLUMN_FIELDS: ReadonlyArray<EquipmentColumn> = EQUIPMENT_COLUMNS.map((c) => c.field)

/** Visible by default (spec section 3); every other column is hidden until chosen. */
export const DEFAULT_EQUIPMENT_COLUMNS: ReadonlyArray<EquipmentColumn> = [
  "monitored",
  "description",
  "serialnumber",
  "coverage",
  "agreementid",
  "responsetime",
  "ticketcount",
]

export const isEquipmentColumn = (value: unknown): value is EquipmentColumn =>
  typeof value === "string" && (EQUIPMENT_COLUMN_FIELDS as ReadonlyArray<string>).includes(value)

/**
 * A stored or typed column choice made valid: unknown names dropped, duplicates removed, kept in the
 * chooser's order; an empty choice falls back to the defaults (a table without columns shows nothing).
 */
export const normalizeColumns = (columns: ReadonlyArray<unknown>): ReadonlyArray<EquipmentColumn> => {
  const chosen = new Set(columns.filter(isEquipmentColumn))
  const ordered = EQUIPMENT_COLUMN_FIELDS.filter((f) => chosen.has(f))
  return ordered.length > 0 ? ordered : DEFAULT_EQUIPMENT_COLUMNS
}

/** Every field of a listed piece of equipment (core/domain/equipment/record-fields.ts), in order. */
export const EQUIPMENT_LIST_FIELDS = Object.keys(EQUIPMENT_FIELD_KINDS) as ReadonlyArray<EquipmentListField>

/** Columns the list may be sorted by: every column. */
export const EQUIPMENT_SORT_FIELDS = [
  ...EQUIPMENT_COLUMN_FIELDS,
  "equipmentid",
] as const satisfies ReadonlyArray<EquipmentListField>
export type EquipmentSortField = EquipmentColumn | "equipmentid"

/** Search fields of spec section 3: a row matches when any of them contains the term. */
export const EQUIPMENT_SEARCH_FIELDS = [
  "equipmentid",
  "description",
  "serialnumber",
  "modelnumber",
] as const satisfies ReadonlyArray<EquipmentListField>
export type EquipmentSearchField = (typeof EQUIPMENT_SEARCH_FIELDS)[number]

/**
 * How many chosen columns a table shows at each screen size (besides the description, which names
 * every row); more than that and the list shows as cards, which fit any number of columns.
 */
export const TABLE_COLUMN_CAPACITY = { small: 0, medium: 7, large: 9 } as const

export const fitsTable = (
  chosen: ReadonlyArray<EquipmentColumn>,
  size: keyof typeof TABLE_COLUMN_CAPACITY,
): boolean => chosen.filter((c) => c !== "description").length <= TABLE_COLUMN_CAPACITY[size]
