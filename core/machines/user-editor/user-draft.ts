import { assignableRolesIn } from "../../domain/users/user-rules.ts"
import { isFormValid } from "../../domain/validation/rules.ts"
import type { User } from "../../schema/user.ts"
import type { NewUser, UserUpdate } from "../../schema/user-admin.ts"
import { changedFields, EMPTY_USER_FORM, formOf, type UserFormValues, userFormErrors } from "./user-form.ts"

/** One write: a new account, or changed fields of an existing one (activation included). */
export type UserWrite =
  | { readonly kind: "create"; readonly payload: NewUser }
  | { readonly kind: "update"; readonly userid: number; readonly changes: UserUpdate }

/** The open user dialog: who is edited (null: a new user), the values typed, and whether to show errors. */
export interface UserDraft {
  readonly user: User | null
  readonly values: UserFormValues
  /** Field errors show once a submit was tried. */
  readonly touched: boolean
  /** The signed-in user's role: it bounds the roles a new user may get. */
  readonly callerRole: number
}

/** The dialog as it opens: a user's values, or an empty form in the first offered company. */
export const openDraft = (user: User | null, companyid: number, callerRole: number): UserDraft => ({
  user,
  values: user === null ? { ...EMPTY_USER_FORM, companyid } : formOf(user),
  touched: false,
  callerRole,
})

/** Field errors to show: none until a submit was tried. */
export const draftErrors = (draft: UserDraft) =>
  draft.touched ? userFormErrors(draft.values, draft.user === null ? "create" : "edit") : {}

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
  const mode = draft.user === null ? "create" : "edit"
  if (!isFormValid(userFormErrors(draft.values, mode))) return { kind: "invalid" }
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
