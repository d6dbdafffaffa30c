import { CONTRACT_CATEGORIES } from "../../../core/domain/equipment/contract-types.ts"
import {
  EQUIPMENT_COLUMN_FIELDS,
  EQUIPMENT_SORT_FIELDS,
  type EquipmentColumn,
} from "../../../core/domain/equipment/fields.ts"
import type { UrlParams } from "../../../core/domain/lists/url-codec.ts"
import { MAX_PAGE_SIZE } from "../../../core/domain/lists/paging.ts"
import { usageError } from "../../runtime/cli-errors.ts"

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
  readonly columns?: string | undefined
}

const wholeNumber = (option: string, value: string, max: number): string => {
  const n = Number(value.trim())
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw usageError(`${option} must be a whole number from 1 to ${max}, got '${value}'`)
  return String(n)
}

const list = (option: string, value: string, check: (part: string) => boolean, what: string): string => {
  const parts = value.split(",").map((part) => part.trim())
  if (parts.some((part) => part === "" || !check(part)))
    throw usageError(`${option} must be ${what} separated by commas; got '${value}'`)
  return parts.join(",")
}

const oneOf = (option: string, value: string, allowed: ReadonlyArray<string>): string => {
  if (!allowed.includes(value))
    throw usageError(`${option} must be one of ${allowed.join(", ")}; got '${value}'`)
  return value
}

/** Checks the options strictly and turns them into `/equipment` URL parameters for the list machine. */
export const toEquipmentUrlParams = (o: EquipmentListOptions): UrlParams => {
  const out: Record<string, string> = {}
  const set = (key: string, value: string | undefined, check: (v: string) => string) => {
    if (value !== undefined) out[key] = check(value)
  }
  const isId = (p: string) => /^[1-9]\d*$/.test(p)
  set("search", o.search, (v) => v.trim())
  set("sort", o.sort, (v) => oneOf("--sort", v, EQUIPMENT_SORT_FIELDS))
  set("sortDirection", o.direction, (v) => oneOf("--direction", v, ["asc", "desc"]))
  if (out.sortDirection !== undefined && out.sort === undefined) out.sort = "description"
  set("page", o.page, (v) => wholeNumber("--page", v, Number.MAX_SAFE_INTEGER))
  set("pageSize", o.pageSize, (v) => wholeNumber("--page-size", v, MAX_PAGE_SIZE))
  set("agreements", o.agreements, (v) => list("--agreements", v, isId, "agreement ids"))
  set("locations", o.locations, (v) => list("--locations", v, isId, "location ids"))
  set("oem", o.oem, (v) => list("--oem", v, () => true, "manufacturers"))
  set("sla", o.sla, (v) => list("--sla", v, () => true, "response times"))
  set("contracttype", o.contracttype, (v) => oneOf("--contracttype", v, CONTRACT_CATEGORIES))
  set("account", o.account, (v) => wholeNumber("--account", v, Number.MAX_SAFE_INTEGER))
  set("monitored", o.monitored, (v) => (oneOf("--monitored", v, ["yes", "no"]) === "yes" ? "1" : "0"))
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
