import type { FieldRules } from "../validation/rules.ts"

/** Limits of the new-ticket and comment forms. */
export const PROBLEM_MAX_LENGTH = 2000
export const CONTACT_NAME_MAX_LENGTH = 100
export const CUSTOMER_REFERENCE_MAX_LENGTH = 50
export const COMMENT_MAX_LENGTH = 2000

/** Fields of the new-ticket form, as the payload names them. */
export type NewTicketField =
  | "agreementid"
  | "locationid"
  | "equipmentid"
  | "problem"
  | "severitylevel"
  | "contactname"
  | "contactphone"
  | "contactemail"
  | "customerreferenceid"

/** Labels and rule strings of the new-ticket form; messages follow spec section 5. */
export const NEW_TICKET_RULES: Readonly<Record<NewTicketField, FieldRules>> = {
  agreementid: { label: "Agreement", rules: "required" },
  locationid: { label: "Location", rules: "required" },
  equipmentid: { label: "Equipment", rules: "" },
  problem: { label: "Problem", rules: `required|max:${PROBLEM_MAX_LENGTH}` },
  severitylevel: { label: "Severity", rules: "" },
  contactname: { label: "Contact Name", rules: `required|max:${CONTACT_NAME_MAX_LENGTH}` },
  contactphone: { label: "Contact Phone", rules: "" },
  contactemail: { label: "Contact Email", rules: "email" },
  customerreferenceid: { label: "Customer Reference ID", rules: `max:${CUSTOMER_REFERENCE_MAX_LENGTH}` },
}

export const COMMENT_RULES: FieldRules = { label: "Comment", rules: `required|max:${COMMENT_MAX_LENGTH}` }
