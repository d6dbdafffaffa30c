import { useSelector } from "@xstate/react"
import { equipmentKey } from "../../../core/machines/ticket-options/ticket-options.types.ts"
import { NEW_TICKET_RULES } from "../../../core/machines/new-ticket/new-ticket.form.ts"
import { EquipmentComboBox } from "./equipment-combo-box.tsx"
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
      <EquipmentComboBox
        id="nt-equipment"
        label={NEW_TICKET_RULES.equipmentid.label}
        equipment={equipment}
        value={values.equipmentid}
        hasLocation={values.locationid !== null}
        disabled={disabled}
        error={errors.equipmentid}
        onChange={(equipmentid) =>
          page.send({ type: "form.change", field: "equipmentid", value: equipmentid })
        }
      />
    </fieldset>
  )
}
