import { useSelector } from "@xstate/react"
import { Button } from "react-aria-components"
import { PortalDialog } from "../../components/portal-dialog.tsx"
import { type Choice, roleChoices } from "../../../core/domain/users/users-page-rules.ts"
import { refusalText } from "../../../core/domain/validation/form-checks.ts"
import {
  isUserFormField,
  USER_FORM_RULES,
  type UserFormField,
} from "../../../core/machines/user-editor/user-form.ts"
import { failureField, reasonText } from "../../lib/failure-messages.ts"
import { PhoneField, Select, TextField } from "./user-form-fields.tsx"
import type { UserEditorRef, UsersPageRef } from "./users-refs.ts"

interface Props {
  readonly page: UsersPageRef
  readonly editor: UserEditorRef
  /** Companies a new user may be created in (core/domain/users/users-page-rules.ts). */
  readonly companies: ReadonlyArray<Choice>
}

/**
 * Create a user (the setup link is mailed) or edit one. The draft lives in the user editor machine:
 * this dialog renders it and sends the typing, the submit and the close.
 */
export function UserFormDialog({ page, editor, companies }: Props) {
  const draft = useSelector(editor, (s) => s.context.draft)
  const saving = useSelector(editor, (s) => s.matches("saving"))
  const failure = useSelector(editor, (s) => (s.matches("error") ? s.context.error : null))
  if (draft === undefined) return null
  const { user, values, errors } = draft
  // A refusal naming a field (400, or 409 for a taken username or email) is shown at that field
  // only; one naming none is shown above the form.
  const named = failureField(failure)
  const refusedField = isUserFormField(named) ? named : null
  const errorOf = (f: UserFormField) =>
    errors[f] ??
    (refusedField === f && failure !== null
      ? refusalText(USER_FORM_RULES[f].label, failure.message)
      : undefined)
  const close = () => page.send({ type: "editor.close" })
  const field = (f: UserFormField, type?: string) => (
    <TextField
      field={f}
      value={values[f]}
      error={errorOf(f)}
      refused={refusedField === f}
      type={type}
      onChange={(name, value) => page.send({ type: "editor.edit", changes: { [name]: value } })}
      onBlur={(name) => page.send({ type: "editor.blur", field: name })}
    />
  )
  return (
    <PortalDialog
      title={user === null ? "Add user" : `Edit ${user.firstname} ${user.lastname}`}
      isOpen
      isDismissable={!saving}
      onClose={close}
      className="user-form-dialog"
    >
      {user === null ? (
        <p className="page-note">The new user gets an email with a link to choose a password.</p>
      ) : null}
      {failure !== null && refusedField === null ? (
        <p role="alert" className="alert-error">
          {reasonText(failure)}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          page.send({ type: "editor.submit" })
        }}
      >
        <div className="user-form-grid">
          {user === null ? field("username") : null}
          {field("email", "email")}
          {field("firstname")}
          {field("lastname")}
          <PhoneField
            state={draft.phone}
            error={errorOf("phonenumber")}
            refused={refusedField === "phonenumber"}
            disabled={saving}
            onEvent={(event) => page.send({ type: "editor.phone", event })}
          />
          {field("phonenumberextension")}
          {user === null && companies.length > 1 ? (
            <Select
              label="Company"
              value={values.companyid}
              choices={companies}
              onChange={(companyid) => page.send({ type: "editor.edit", changes: { companyid } })}
            />
          ) : null}
          {user === null ? (
            <Select
              label="Role"
              value={values.roleid}
              choices={roleChoices(draft.callerRole, values.companyid)}
              onChange={(roleid) => page.send({ type: "editor.edit", changes: { roleid } })}
            />
          ) : null}
        </div>
        <div className="dialog-actions">
          <Button className="button button-secondary" isDisabled={saving} onPress={close}>
            Cancel
          </Button>
          <Button type="submit" className="button button-primary" isDisabled={saving}>
            {saving ? "Saving..." : user === null ? "Create user" : "Save"}
          </Button>
        </div>
      </form>
    </PortalDialog>
  )
}
