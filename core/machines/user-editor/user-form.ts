import { noWhitespace, validateForm } from "../../domain/validation/rules.ts"
import { fieldRulesOf } from "../../schema/form-fields.ts"
import type { User } from "../../schema/user.ts"
import { NewUser, type UserUpdate } from "../../schema/user-admin.ts"

/** The form's text fields, as the contract names them. */
export const USER_FORM_FIELDS = [
  "username",
  "email",
  "firstname",
  "lastname",
  "phonenumber",
  "phonenumberextension",
] as const
export type UserFormField = (typeof USER_FORM_FIELDS)[number]

/** True when the server's refusal names one of the form's text fields (it is shown there). */
export const isUserFormField = (field: string | null): field is UserFormField =>
  (USER_FORM_FIELDS as ReadonlyArray<string | null>).includes(field)
export type UserFormValues = Record<UserFormField, string> & {
  readonly roleid: number
  readonly companyid: number
}

/** Labels, required flags and limits read from the contract (the server refuses with the same words). */
export const USER_FORM_RULES = fieldRulesOf(NewUser)

export const EMPTY_USER_FORM: UserFormValues = {
  username: "",
  email: "",
  firstname: "",
  lastname: "",
  phonenumber: "",
  phonenumberextension: "",
  roleid: 4,
  companyid: 0,
}

export const formOf = (u: User): UserFormValues => ({
  username: u.username,
  email: u.email,
  firstname: u.firstname,
  lastname: u.lastname,
  phonenumber: u.phonenumber ?? "",
  phonenumberextension: u.phonenumberextension ?? "",
  roleid: u.roleid,
  companyid: u.companyid,
})

/** Field errors of the form (the edit form leaves out the username, which does not change). */
export const userFormErrors = (values: UserFormValues, mode: "create" | "edit") => {
  const { username, email, firstname, lastname, phonenumber, phonenumberextension } = USER_FORM_RULES
  const text = { email, firstname, lastname, phonenumber, phonenumberextension }
  const errors: Partial<Record<UserFormField, string>> =
    mode === "create"
      ? validateForm<UserFormField>({ username, ...text }, values)
      : validateForm<Exclude<UserFormField, "username">>(text, values)
  const spaces = mode === "create" ? noWhitespace("Username", values.username) : undefined
  return spaces !== undefined && errors.username === undefined ? { ...errors, username: spaces } : errors
}

/** The PATCH body: only the fields that differ from the user as loaded (spec section 3). */
export const changedFields = (before: User, values: UserFormValues): UserUpdate => {
  const out: Record<string, string> = {}
  const fields = ["firstname", "lastname", "email", "phonenumber", "phonenumberextension"] as const
  for (const f of fields) if ((before[f] ?? "") !== values[f]) out[f] = values[f]
  return out as UserUpdate
}
