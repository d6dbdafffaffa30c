import { useSelector } from "@xstate/react"
import { equipmentKey } from "../../../core/machines/ticket-options/ticket-options.types.ts"
import { PLACEHOLDERS } from "../../../core/domain/tickets/placeholders.ts"
import { NEW_TICKET_RULES } from "../../../core/machines/new-ticket/new-ticket.form.ts"
import { describedBy, FormField } from "./form-field.tsx"
import { agreementLabel, locationLabel } from "./option-choices.ts"
import type { NewTicketPageRef, NewTicketRef, TicketOptionsRef } from "./ticket-refs.ts"

interface PlacementProps {
  readonly form: NewTicketRef
  readonly options: TicketOptionsRef
  readonly page: NewTicketPageRef
  readonly disabled: boolean
}

const idOf = (value: string): number | null => (value === "" ? null : Number(value))

/** Label and required mark of a field, as the contract declares them. */
const fieldLabel = (field: "agreementid" | "locationid" | "equipmentid") => ({
  label: NEW_TICKET_RULES[field].label,
  required: NEW_TICKET_RULES[field].required,
})

const equipmentLabel = (e: {
  description: string | null
  modelnumber: string | null
  serialnumber: string | null
}) =>
  [
    e.description?.trim() || PLACEHOLDERS.noDescription,
    e.modelnumber?.trim(),
    e.serialnumber?.trim() || PLACEHOLDERS.noSerialNumber,
  ]
    .filter(Boolean)
    .join(" · ")

/**
 * Agreement, then one of its locations, then (optionally) equipment there. The page loads the
 * choices of the chosen agreement and location; they show from the options machine.
 */
export function NewTicketPlacement({ form, options, page, disabled }: PlacementProps) {
  const values = useSelector(form, (s) => s.context.values)
  const errors = useSelector(form, (s) => s.context.invalid)
  const agreements = useSelector(options, (s) => s.context.agreements)
  const locations = useSelector(options, (s) =>
    values.agreementid === null ? null : (s.context.locations[values.agreementid] ?? null),
  )
  const equipment = useSelector(options, (s) =>
    values.agreementid === null || values.locationid === null
      ? null
      : (s.context.equipment[equipmentKey(values.agreementid, values.locationid)] ?? null),
  )
  const chooseAgreement = (agreementid: number | null) =>
    page.send({ type: "form.change", field: "agreementid", value: agreementid })
  const chooseLocation = (locationid: number | null) =>
    page.send({ type: "form.change", field: "locationid", value: locationid })
  return (
    <fieldset className="form-section" disabled={disabled}>
      <legend>Where</legend>
      <FormField id="nt-agreement" {...fieldLabel("agreementid")} error={errors.agreementid}>
        <select
          id="nt-agreement"
          value={values.agreementid ?? ""}
          aria-invalid={errors.agreementid !== undefined || undefined}
          aria-describedby={describedBy("nt-agreement", errors.agreementid)}
          onChange={(e) => chooseAgreement(idOf(e.target.value))}
          onBlur={() => page.send({ type: "form.blur", field: "agreementid" })}
        >
          <option value="">{agreements === null ? "Loading agreements…" : "Choose an agreement"}</option>
          {agreements?.map((a) => (
            <option key={a.agreementid} value={a.agreementid}>
              {agreementLabel(a)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="nt-location" {...fieldLabel("locationid")} error={errors.locationid}>
        <select
          id="nt-location"
          value={values.locationid ?? ""}
          disabled={values.agreementid === null}
          aria-invalid={errors.locationid !== undefined || undefined}
          aria-describedby={describedBy("nt-location", errors.locationid)}
          onChange={(e) => chooseLocation(idOf(e.target.value))}
          onBlur={() => page.send({ type: "form.blur", field: "locationid" })}
        >
          <option value="">
            {values.agreementid === null
              ? "Choose an agreement first"
              : locations === null
                ? "Loading locations…"
                : "Choose a location"}
          </option>
          {locations?.map((l) => (
            <option key={l.locationid} value={l.locationid}>
              {locationLabel(l)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="nt-equipment" {...fieldLabel("equipmentid")} error={errors.equipmentid}>
        <select
          id="nt-equipment"
          value={values.equipmentid ?? ""}
          disabled={values.locationid === null}
          onChange={(e) =>
            page.send({ type: "form.change", field: "equipmentid", value: idOf(e.target.value) })
          }
        >
          <option value="">
            {equipment !== null && equipment.length === 0
              ? "No equipment listed here"
              : "Not specific equipment"}
          </option>
          {equipment?.map((e) => (
            <option key={e.equipmentid} value={e.equipmentid}>
              {equipmentLabel(e)}
            </option>
          ))}
        </select>
      </FormField>
    </fieldset>
  )
}
