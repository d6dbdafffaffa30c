import { assignableRolesIn } from "../../domain/users/user-rules.ts"
import { checkedErrors, type FormCheckEvent } from "../../domain/validation/form-checks.ts"
import { phoneProblemText } from "../../domain/validation/phone.ts"
import {
  type PhoneInputEvent,
  phoneInputOf,
  phoneInputStep,
  phoneInputValue,
} from "../../domain/validation/phone-input.ts"
import { type FormErrors, isFormValid } from "../../domain/validation/rules.ts"
import type { PhoneInputState } from "../../domain/validation/phone-input.ts"
import type { User } from "../../schema/user.ts"
import type { NewUser, UserUpdate } from "../../schema/user-admin.ts"
import {
  changedFields,
  EMPTY_USER_FORM,
  formOf,
  type UserFormField,
  type UserFormValues,
  userFormErrors,
} from "./user-form.ts"

/** One write: a new account, or changed fields of an existing one (activation included). */
export type UserWrite =
  | { readonly kind: "create"; readonly payload: NewUser }
  | { readonly kind: "update"; readonly userid: number; readonly changes: UserUpdate }

/** The open user dialog: who is edited (null: a new user), the values typed, and the errors shown. */
export interface UserDraft {
  readonly user: User | null
  /** The values; `phonenumber` is the phone field's number in E.164 once valid, else as typed. */
  readonly values: UserFormValues
  /** The phone field as on the profile: country list, national format, checked when left. */
  readonly phone: PhoneInputState
  /** The errors shown: checked on blur, change and submit, never while typing (form-checks.ts). */
  readonly errors: FormErrors<UserFormField>
  /** The signed-in user's role: it bounds the roles a new user may get. */
  readonly callerRole: number
}

/** The dialog as it opens: a user's values, or an empty form in the first offered company. */
export const openDraft = (user: User | null, companyid: number, callerRole: number): UserDraft => ({
  user,
  values: user === null ? { ...EMPTY_USER_FORM, companyid } : formOf(user),
  phone: phoneInputOf(user?.phonenumber),
  errors: {},
  callerRole,
})

/** The errors of the draft's values now: the contract's rules, and the phone's (an empty one passes). */
export const currentErrors = (draft: UserDraft): FormErrors<UserFormField> => {
  const errors = userFormErrors(draft.values, draft.user === null ? "create" : "edit")
  const { phone } = draft
  if (phone.text.trim() === "" || phone.check.valid || errors.phonenumber !== undefined) return errors
  return { ...errors, phonenumber: phoneProblemText(phone.check.problem) ?? undefined }
}

/** The draft after a form event: typing, leaving a field or a submit (spec section 5's timing). */
export const checkedDraft = (draft: UserDraft, event: FormCheckEvent<UserFormField>): UserDraft => ({
  ...draft,
  errors: checkedErrors(draft.errors, event, currentErrors(draft)),
})

/** One step of the phone field; leaving it checks it like any field. */
export const phoneStepped = (draft: UserDraft, event: PhoneInputEvent): UserDraft => {
  const phone = phoneInputStep(draft.phone, event)
  const phonenumber = phone.text.trim() === "" ? "" : (phoneInputValue(phone) ?? phone.text)
  const next = { ...draft, phone, values: { ...draft.values, phonenumber } }
  return event.type === "phone.blur" || (event.type === "phone.country" && phone.checked)
    ? checkedDraft(next, { type: "blur", field: "phonenumber" })
    : next
}

/** Roles the caller may give the new user in the chosen company. */
export const draftRoleIds = (draft: UserDraft): ReadonlyArray<number> =>
  assignableRolesIn(draft.callerRole, draft.values.companyid)

/**
 * What submitting does: nothing but show the errors (invalid), close the dialog (an edit that changes
 * nothing), or a write. A new user's role falls back to the first allowed one, and empty phone
 * fields are left out of the body.
 */
export const submitDraft = (
  draft: UserDraft,
):
  | { readonly kind: "invalid" }
  | { readonly kind: "unchanged" }
  | { readonly kind: "write"; readonly write: UserWrite } => {
  if (!isFormValid(currentErrors(draft))) return { kind: "invalid" }
  if (draft.user !== null) {
    const changes = changedFields(draft.user, draft.values)
    return Object.keys(changes).length === 0
      ? { kind: "unchanged" }
      : { kind: "write", write: { kind: "update", userid: draft.user.userid, changes } }
  }
  const roles = draftRoleIds(draft)
  const { phonenumber, phonenumberextension, ...rest } = draft.values
  const roleid = roles.includes(rest.roleid) ? rest.roleid : (roles[0] ?? 0)
  const payload: NewUser = {
    ...rest,
    roleid,
    ...(phonenumber.trim() ? { phonenumber } : {}),
    ...(phonenumberextension.trim() ? { phonenumberextension } : {}),
  }
  return { kind: "write", write: { kind: "create", payload } }
}
