import { useSelector } from "@xstate/react"
import { useEffect, useId, useRef, useState } from "react"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { isFormValid } from "../../../core/domain/validation/rules.ts"
import type { User } from "../../../core/schema/user.ts"
import { failureField, reasonText } from "../../lib/failure-messages.ts"
import type { UsersPageRef, UserEditorRef } from "./users-refs.ts"
import {
  changedFields,
  EMPTY_USER_FORM,
  formOf,
  USER_FORM_RULES,
  type UserFormField,
  type UserFormValues,
  userFormErrors,
} from "./user-form.ts"

export interface Choice {
  readonly id: number
  readonly name: string
}

interface Props {
  readonly page: UsersPageRef
  readonly editor: UserEditorRef
  /** The user being edited, or null to create one. */
  readonly user: User | null
  readonly roles: (companyid: number) => ReadonlyArray<Choice>
  readonly companies: ReadonlyArray<Choice>
  readonly onClose: () => void
}

function TextField(props: {
  readonly field: UserFormField
  readonly values: UserFormValues
  readonly error: string | undefined
  /** The server refused the save naming this field: it takes the focus. */
  readonly refused: boolean
  readonly type?: string
  readonly onChange: (field: UserFormField, value: string) => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (props.refused) input.current?.focus()
  }, [props.refused])
  const rules = USER_FORM_RULES[props.field]
  return (
    <div className="field">
      <label htmlFor={id}>
        {rules.label}
        {rules.required ? " *" : ""}
      </label>
      <input
        ref={input}
        id={id}
        type={props.type ?? "text"}
        value={props.values[props.field]}
        maxLength={rules.maxLength}
        aria-invalid={props.error !== undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(props.field, e.target.value)}
      />
      {props.error ? (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

function Select(props: {
  readonly label: string
  readonly value: number
  readonly choices: ReadonlyArray<Choice>
  readonly onChange: (value: number) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(Number(e.target.value))}>
        {props.choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Create a user (the setup link is mailed) or edit one: the form's rules come from the contract. */
export function UserFormDialog({ page, editor, user, roles, companies, onClose }: Props) {
  const mode = user === null ? "create" : "edit"
  const [values, setValues] = useState<UserFormValues>(() =>
    user === null ? { ...EMPTY_USER_FORM, companyid: companies[0]?.id ?? 0 } : formOf(user),
  )
  const [touched, setTouched] = useState(false)
  const saving = useSelector(editor, (s) => s.matches("saving"))
  const failure = useSelector(editor, (s) => (s.matches("error") ? s.context.error : null))
  const errors = touched ? userFormErrors(values, mode) : {}
  // A refusal naming a field (400, or 409 for a taken username or email) marks that field too.
  const refusedField = failureField(failure)
  const roleChoices = roles(values.companyid)
  const set = (field: UserFormField, value: string) => setValues((v) => ({ ...v, [field]: value }))
  const submit = () => {
    setTouched(true)
    if (!isFormValid(userFormErrors(values, mode))) return
    if (user === null) {
      const roleid = roleChoices.some((r) => r.id === values.roleid)
        ? values.roleid
        : (roleChoices[0]?.id ?? 0)
      const { phonenumber, phonenumberextension, ...rest } = values
      page.send({
        type: "editor.create",
        payload: {
          ...rest,
          roleid,
          ...(phonenumber.trim() ? { phonenumber } : {}),
          ...(phonenumberextension.trim() ? { phonenumberextension } : {}),
        },
      })
    } else {
      const changes = changedFields(user, values)
      if (Object.keys(changes).length === 0) onClose()
      else page.send({ type: "editor.update", userid: user.userid, changes })
    }
  }
  const field = (f: UserFormField, type?: string) => (
    <TextField
      field={f}
      values={values}
      error={errors[f] ?? (refusedField === f && failure !== null ? reasonText(failure) : undefined)}
      refused={refusedField === f}
      type={type}
      onChange={set}
    />
  )
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen
      isDismissable={!saving}
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <Modal className="dialog-modal">
        <Dialog className="dialog user-form-dialog">
          <Heading slot="title">
            {user === null ? "Add user" : `Edit ${user.firstname} ${user.lastname}`}
          </Heading>
          {user === null ? (
            <p className="page-note">The new user gets an email with a link to choose a password.</p>
          ) : null}
          {failure !== null ? (
            <p role="alert" className="alert-error">
              {reasonText(failure)}
            </p>
          ) : null}
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              submit()
            }}
          >
            <div className="user-form-grid">
              {user === null ? field("username") : null}
              {field("email", "email")}
              {field("firstname")}
              {field("lastname")}
              {field("phonenumber", "tel")}
              {field("phonenumberextension")}
              {user === null && companies.length > 1 ? (
                <Select
                  label="Company"
                  value={values.companyid}
                  choices={companies}
                  onChange={(companyid) => setValues((v) => ({ ...v, companyid }))}
                />
              ) : null}
              {user === null ? (
                <Select
                  label="Role"
                  value={values.roleid}
                  choices={roleChoices}
                  onChange={(roleid) => setValues((v) => ({ ...v, roleid }))}
                />
              ) : null}
            </div>
            <div className="dialog-actions">
              <Button className="button button-secondary" isDisabled={saving} onPress={onClose}>
                Cancel
              </Button>
              <Button type="submit" className="button button-primary" isDisabled={saving}>
                {saving ? "Saving..." : user === null ? "Create user" : "Save"}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
