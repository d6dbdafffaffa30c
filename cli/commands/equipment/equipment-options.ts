import { EQUIPMENT_COLUMN_FIELDS, type EquipmentColumn } from "../../../core/domain/equipment/fields.ts"
import { EQUIPMENT_LIST_URL } from "../../../core/domain/equipment/list-url.ts"
import type { UrlParams } from "../../../core/domain/lists/url-codec.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { oneOf, pagingParams, setField } from "../shared/list-options.ts"

/** The `/equipment` URL filters as options. */
export interface EquipmentListOptions {
  readonly search?: string | undefined
  readonly sort?: string | undefined
  readonly direction?: string | undefined
  readonly agreements?: string | undefined
  readonly locations?: string | undefined
  readonly oem?: string | undefined
  readonly sla?: string | undefined
  readonly contracttype?: string | undefined
  readonly monitored?: string | undefined
  readonly account?: string | undefined
  readonly page?: string | undefined
  readonly pageSize?: string | undefined
  /** `--all`: every page. */
  readonly all?: boolean | undefined
  readonly columns?: string | undefined
}

/** Checks the options strictly and turns them into `/equipment` URL parameters for the list machine. */
export const toEquipmentUrlParams = (o: EquipmentListOptions): UrlParams => {
  const { filters } = EQUIPMENT_LIST_URL.fields
  const out = pagingParams(EQUIPMENT_LIST_URL.fields, o)
  setField(out, "--agreements", filters.agreements, o.agreements, "agreement ids separated by commas")
  setField(out, "--locations", filters.locations, o.locations, "location ids separated by commas")
  setField(out, "--oem", filters.oem, o.oem, "manufacturers separated by commas")
  setField(out, "--sla", filters.responsetime, o.sla, "response times separated by commas")
  setField(out, "--contracttype", filters.contracttype, o.contracttype)
  setField(out, "--account", filters.account, o.account)
  // The terminal says yes or no where the URL says 1 or 0.
  if (o.monitored !== undefined)
    out.monitored = oneOf("--monitored", o.monitored, ["yes", "no"]) === "yes" ? "1" : "0"
  return out
}

/** `--columns a,b`: known column fields, in the chooser's order. */
export const parseColumns = (value: string): ReadonlyArray<EquipmentColumn> => {
  const names = value.split(",").map((n) => n.trim())
  const unknown = names.find((n) => !(EQUIPMENT_COLUMN_FIELDS as ReadonlyArray<string>).includes(n))
  if (unknown !== undefined || names.length === 0)
    throw usageError(
      `--columns must name columns among ${EQUIPMENT_COLUMN_FIELDS.join(", ")}; got '${unknown ?? value}'`,
    )
  return EQUIPMENT_COLUMN_FIELDS.filter((f) => names.includes(f))
}

/** An id argument: a positive whole number. */
export const parseId = (what: string, value: string): number => {
  if (!/^[1-9]\d{0,9}$/.test(value.trim()))
    throw usageError(`${what} must be a positive whole number, got '${value}'`)
  return Number(value.trim())
}
