import type { UrlParams } from "../lists/url-codec.ts"

/** Where a new ticket is placed when opened from a piece of equipment. */
export interface TicketPlacement {
  readonly agreementid: number | null
  readonly locationid: number | null
  readonly equipmentid: number | null
}

const KEYS = ["agreementid", "locationid", "equipmentid"] as const

const idOf = (value: string | null | undefined): number | null => {
  const n = Number(value)
  return value !== null && value !== undefined && Number.isInteger(n) && n > 0 ? n : null
}

/** `/tickets/new?agreementid=&locationid=&equipmentid=`: the equipment's placement for the form. */
export const newTicketHref = (p: TicketPlacement): string => {
  const query = KEYS.flatMap((k) => (p[k] === null ? [] : [`${k}=${p[k]}`])).join("&")
  return query === "" ? "/tickets/new" : `/tickets/new?${query}`
}

/** The placement a new-ticket URL carries (ids that are not whole positive numbers are left out). */
export const placementFromUrl = (params: UrlParams): Partial<TicketPlacement> =>
  Object.fromEntries(KEYS.flatMap((k) => (idOf(params[k]) === null ? [] : [[k, idOf(params[k])]])))
