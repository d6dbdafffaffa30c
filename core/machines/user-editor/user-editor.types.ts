import type { PhoneInputEvent } from "../../domain/validation/phone-input.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { NewUser, UserUpdate } from "../../schema/user-admin.ts"
import type { User } from "../../schema/user.ts"
import type { ToastEmitted } from "../shared/toast.ts"
import type { UserDraft, UserWrite } from "./user-draft.ts"
import type { UserFormField, UserFormValues } from "./user-form.ts"

export type UserEditorFailure = EndpointFailure<"users", "create"> | EndpointFailure<"users", "update">

export type UserEditorEvent =
  | { readonly type: "editor.create"; readonly payload: NewUser }
  | { readonly type: "editor.update"; readonly userid: number; readonly changes: UserUpdate }
  | { readonly type: "editor.setActive"; readonly userid: number; readonly active: boolean }
  | { readonly type: "editor.dismiss" }
  /** Opens the dialog on a user (null: a new one, in `companyid`); `callerRole` bounds its roles. */
  | {
      readonly type: "editor.open"
      readonly user: User | null
      readonly companyid: number
      readonly callerRole: number
    }
  /** Typing or choosing: the values change, the errors shown do not (checked when a field is left). */
  | { readonly type: "editor.edit"; readonly changes: Partial<UserFormValues> }
  | { readonly type: "editor.blur"; readonly field: UserFormField }
  | { readonly type: "editor.phone"; readonly event: PhoneInputEvent }
  | { readonly type: "editor.submit" }
  | { readonly type: "editor.close" }

/** Announced after a write was accepted: the page refreshes its list. */
export type UserEditorSaved = {
  readonly type: "editor.saved"
  readonly write: UserWrite["kind"]
  readonly user: User
}
export type UserEditorEmitted = UserEditorSaved | ToastEmitted

export interface UserEditorContext {
  readonly pending: UserWrite | null
  readonly saved: User | null
  readonly error: UserEditorFailure | null
  /**
   * The open dialog's draft; absent while the dialog is closed (so a log's snapshots of the editor
   * without its dialog read as before the dialog moved here).
   */
  readonly draft?: UserDraft | undefined
}
