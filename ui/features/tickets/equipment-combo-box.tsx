import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components"
import {
  type EquipmentChoiceFields,
  equipmentChoiceLabel,
  equipmentChoiceMatches,
} from "../../../core/domain/tickets/equipment-choice.ts"
import "../../styles/combo-box.css"

export interface EquipmentComboBoxProps {
  readonly id: string
  readonly label: string
  readonly equipment: ReadonlyArray<EquipmentChoiceFields & { readonly equipmentid: number }> | null
  /** The chosen equipment id, or null for "not specific equipment". */
  readonly value: number | null
  /** A location is chosen (the choices are those at it). */
  readonly hasLocation: boolean
  /** The form is busy (submitting). */
  readonly disabled: boolean
  readonly error: string | undefined
  readonly onChange: (equipmentid: number | null) => void
}

interface Choice {
  readonly id: number
  readonly label: string
}

const placeholderOf = ({
  equipment,
  hasLocation,
}: Pick<EquipmentComboBoxProps, "equipment" | "hasLocation">) =>
  !hasLocation
    ? "Choose a location first"
    : equipment === null
      ? "Loading equipment…"
      : equipment.length === 0
        ? "No equipment listed here"
        : "Not specific equipment (type to search)"

/**
 * The new ticket's equipment (issue 24: a 72-item list without search): a react-aria combobox whose
 * typed words narrow the choices by the label they show (description, model, serial;
 * `equipmentChoiceMatches`). Arrow keys and Enter choose, Escape closes; an emptied box means no
 * specific equipment. The choice goes to the form as it did from the select.
 */
export function EquipmentComboBox(props: EquipmentComboBoxProps) {
  const { id, label, equipment, value, hasLocation, disabled, error, onChange } = props
  const items: ReadonlyArray<Choice> = (equipment ?? []).map((e) => ({ id: e.equipmentid, label: equipmentChoiceLabel(e) }))
  return (
    <ComboBox
      id={id}
      className="field combo-field"
      isInvalid={error !== undefined}
      validationBehavior="aria"
      defaultItems={items}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key === null ? null : Number(key))}
      defaultFilter={equipmentChoiceMatches}
      isDisabled={disabled || !hasLocation}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <Label>{label}</Label>
      <div className="combo-control">
        <Input className="combo-input" placeholder={placeholderOf(props)} />
        <Button className="combo-button" aria-label={`Show the ${label.toLowerCase()} choices`}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
      <Popover className="combo-popover" placement="bottom start">
        <ListBox<Choice>
          className="combo-list"
          renderEmptyState={() => <p className="combo-empty">No equipment matches what you typed.</p>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="combo-option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
