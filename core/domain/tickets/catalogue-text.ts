import { formatStoredPhone } from "../validation/phone.ts"
import { PLACEHOLDERS } from "./placeholders.ts"
import { TICKET_CATALOGUE_KINDS, type TicketCatalogueField } from "./catalogue-fields.ts"

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 })
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 })

/** Text fields that hold a phone number: shown like every stored phone, not as typed or stored. */
const PHONE_FIELDS: ReadonlySet<TicketCatalogueField> = new Set(["billingcontactphone"])

/** An amount in US dollars as money ('$1,234.50'). */
export const moneyText = (amount: number): string => dollars.format(amount)

/** A number of hours ('1 hour', '2.5 hours'). */
export const hoursText = (hours: number): string =>
  `${decimal.format(hours)} ${hours === 1 ? "hour" : "hours"}`

/**
 * A catalogue value as text: money formatted, hours and counts with their unit and separators,
 * flags as Yes/No, phones by the one phone rule (validation/phone.ts), dates by the caller's
 * `dateText` (the face's time zone), N/A when missing.
 */
export const catalogueValueText = (
  field: TicketCatalogueField,
  value: unknown,
  dateText: (iso: string) => string,
): string => {
  if (value === null || value === undefined || value === "") return PLACEHOLDERS.na
  switch (TICKET_CATALOGUE_KINDS[field]) {
    case "flag":
      return value === true ? "Yes" : "No"
    case "money":
      return typeof value === "number" ? moneyText(value) : PLACEHOLDERS.na
    case "hours":
      return typeof value === "number" ? hoursText(value) : PLACEHOLDERS.na
    case "count":
      return typeof value === "number" ? whole.format(value) : PLACEHOLDERS.na
    case "stamp":
      return typeof value === "string" ? dateText(value) : PLACEHOLDERS.na
    case "text":
      if (typeof value !== "string") return PLACEHOLDERS.na
      return PHONE_FIELDS.has(field) ? formatStoredPhone(value) || PLACEHOLDERS.na : value
  }
}
