import { fullName } from "../../domain/initials.ts"
import type { SeverityLevel } from "../../domain/tickets/severity.ts"
import { checkedErrors } from "../../domain/validation/form-checks.ts"
import { formatStoredPhone } from "../../domain/validation/phone.ts"
import { type FormErrors, validateField, validateForm } from "../../domain/validation/rules.ts"
import { fieldRulesOf } from "../../schema/form-fields.ts"
import { NewTicket } from "../../schema/ticket.ts"

/** Fields of the new-ticket form, as the payload names them. */
export type NewTicketField = keyof NewTicket

/** Labels and rules of the form, read from the contract's `NewTicket` (one declaration). */
export const NEW_TICKET_RULES = fieldRulesOf(NewTicket)

/** What the new-ticket form holds while editing. */
export interface NewTicketValues {
  readonly agreementid: number | null
  readonly locationid: number | null
  readonly equipmentid: number | null
  readonly problem: string
  readonly severitylevel: SeverityLevel | null
  readonly contactname: string
  readonly contactphone: string
  readonly contactemail: string
  readonly customerreferenceid: string
}

export const EMPTY_NEW_TICKET: NewTicketValues = {
  agreementid: null,
  locationid: null,
  equipmentid: null,
  problem: "",
  severitylevel: null,
  contactname: "",
  contactphone: "",
  contactemail: "",
  customerreferenceid: "",
}

export type NewTicketErrors = FormErrors<NewTicketField>

/** Sets a field; a new agreement clears the location and equipment chosen under the old one. */
export const setNewTicketField = <F extends NewTicketField>(
  values: NewTicketValues,
  field: F,
  value: NewTicketValues[F],
): NewTicketValues => {
  if (field === "agreementid" && value !== values.agreementid) {
    return { ...values, agreementid: value as number | null, locationid: null, equipmentid: null }
  }
  if (field === "locationid" && value !== values.locationid) {
    return { ...values, locationid: value as number | null, equipmentid: null }
  }
  return { ...values, [field]: value }
}

/** The agreement and location after a change, when either changed; null otherwise. */
export const placeChange = (before: NewTicketValues, after: NewTicketValues) =>
  before.agreementid === after.agreementid && before.locationid === after.locationid
    ? null
    : { type: "ticket.placeChanged" as const, agreementid: after.agreementid, locationid: after.locationid }

/** Validates one field (left or chosen: spec section 5's timing, `checkedErrors`); the others stay. */
export const validateNewTicketField = (
  errors: NewTicketErrors,
  values: NewTicketValues,
  field: NewTicketField,
): NewTicketErrors => {
  const message = validateField(NEW_TICKET_RULES[field], values[field])
  return checkedErrors(errors, { type: "blur", field }, message === undefined ? {} : { [field]: message })
}

export const validateNewTicket = (values: NewTicketValues): NewTicketErrors =>
  validateForm(NEW_TICKET_RULES, values)

const optionalText = (value: string): string | undefined => {
  const trimmed = value.trim()
  return trimmed.length > 0 ? trimmed : undefined
}

/** The POST /v1/ticket body: texts trimmed, empty optional fields left out. Call after validation. */
export const toNewTicketPayload = (values: NewTicketValues): NewTicket => {
  const payload: { -readonly [K in keyof NewTicket]: NewTicket[K] } = {
    agreementid: values.agreementid ?? 0,
    locationid: values.locationid ?? 0,
    problem: values.problem.trim(),
    contactname: values.contactname.trim(),
  }
  if (values.equipmentid !== null) payload.equipmentid = values.equipmentid
  if (values.severitylevel !== null) payload.severitylevel = values.severitylevel
  const phone = optionalText(values.contactphone)
  const email = optionalText(values.contactemail)
  const reference = optionalText(values.customerreferenceid)
  if (phone !== undefined) payload.contactphone = phone
  if (email !== undefined) payload.contactemail = email
  if (reference !== undefined) payload.customerreferenceid = reference
  return payload
}

/**
 * The signed-in user as the ticket's contact: the form starts with their name, phone (as every
 * stored phone is shown, not the stored E.164) and email.
 */
export const contactDefaults = (
  user: {
    readonly firstname: string
    readonly lastname: string
    readonly phonenumber: string | null
    readonly email: string
  } | null,
): Partial<NewTicketValues> =>
  user === null
    ? {}
    : {
        contactname: fullName(user.firstname, user.lastname),
        contactphone: formatStoredPhone(user.phonenumber),
        contactemail: user.email,
      }

const comparable = (value: NewTicketValues[NewTicketField]) =>
  typeof value === "string" ? value.trim() : value

/**
 * True when the form holds something the user would lose by leaving: a field that differs from what
 * the form started with (spaces alone do not count). Leaving such a form asks first.
 */
export const hasUnsavedChanges = (initial: NewTicketValues, values: NewTicketValues): boolean =>
  (Object.keys(initial) as NewTicketField[]).some(
    (field) => comparable(initial[field]) !== comparable(values[field]),
  )
