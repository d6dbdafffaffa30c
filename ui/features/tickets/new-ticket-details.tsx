import { useSelector } from "@xstate/react"
import { SEVERITY_OPTIONS, type SeverityLevel } from "../../../core/domain/tickets/severity.ts"
import {
  NEW_TICKET_RULES,
  type NewTicketField,
  type NewTicketValues,
} from "../../../core/machines/new-ticket/new-ticket.form.ts"
import { describedBy, FormField } from "./form-field.tsx"
import type { NewTicketPageRef, NewTicketRef } from "./ticket-refs.ts"

type TextField = "problem" | "contactname" | "contactphone" | "contactemail" | "customerreferenceid"

interface TextProps {
  readonly form: NewTicketRef
  readonly page: NewTicketPageRef
  readonly field: TextField
  readonly multiline?: boolean
  readonly type?: string
  readonly autoComplete?: string
  readonly list?: string
}

/**
 * A text field: keystrokes only store (`form.input`), blur validates (spec section 5). Its label and
 * whether it is required come from the contract's `NewTicket`.
 */
function TextInput({ form, page, field, multiline, type = "text", autoComplete, list }: TextProps) {
  const { label, required } = NEW_TICKET_RULES[field]
  const value = useSelector(form, (s) => s.context.values[field])
  const error = useSelector(form, (s) => s.context.invalid[field])
  const id = `nt-${field}`
  const common = {
    id,
    value,
    "aria-invalid": error !== undefined || undefined,
    "aria-describedby": describedBy(id, error),
    onChange: (e: { target: { value: string } }) =>
      page.send({ type: "form.input", field, value: e.target.value }),
    onBlur: () => page.send({ type: "form.blur", field }),
  }
  return (
    <FormField id={id} label={label} required={required} error={error}>
      {multiline ? (
        <textarea rows={5} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} list={list} {...common} />
      )}
    </FormField>
  )
}

const severityOf = (value: string): SeverityLevel | null =>
  value === "" ? null : (Number(value) as SeverityLevel)

/** Problem, severity, contact and customer reference. */
export function NewTicketDetails({
  form,
  page,
  contacts,
  disabled,
}: {
  readonly form: NewTicketRef
  readonly page: NewTicketPageRef
  readonly contacts: ReadonlyArray<string> | null
  readonly disabled: boolean
}) {
  const severity = useSelector(form, (s) => s.context.values.severitylevel)
  const change = <F extends NewTicketField>(field: F, value: NewTicketValues[F]) =>
    page.send({ type: "form.change", field, value } as never)
  return (
    <>
      <fieldset className="form-section" disabled={disabled}>
        <legend>What happened</legend>
        <TextInput form={form} page={page} field="problem" multiline />
        <FormField id="nt-severity" label={NEW_TICKET_RULES.severitylevel.label} error={undefined}>
          <select
            id="nt-severity"
            value={severity ?? ""}
            onChange={(e) => change("severitylevel", severityOf(e.target.value))}
          >
            {SEVERITY_OPTIONS.map((o) => (
              <option key={o.label} value={o.value ?? ""}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
      </fieldset>
      <fieldset className="form-section" disabled={disabled}>
        <legend>Who to contact</legend>
        <TextInput form={form} page={page} field="contactname" autoComplete="name" list="nt-contacts" />
        <datalist id="nt-contacts">
          {contacts?.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextInput form={form} page={page} field="contactphone" type="tel" autoComplete="tel" />
        <TextInput form={form} page={page} field="contactemail" type="email" autoComplete="email" />
        <TextInput form={form} page={page} field="customerreferenceid" />
      </fieldset>
    </>
  )
}
