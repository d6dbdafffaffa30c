import { useId, useState } from "react"
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
} from "react-aria-components"
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

const NONE = "none"
const NOT_SPECIFIC = "Not specific equipment"

/** What the closed box shows: the choice, or why there is nothing to choose. */
const shownText = ({ equipment, hasLocation, value }: EquipmentComboBoxProps): string => {
  if (!hasLocation) return "Choose a location first"
  if (equipment === null) return "Loading equipment…"
  const chosen = equipment.find((e) => e.equipmentid === value)
  if (chosen) return equipmentChoiceLabel(chosen)
  return equipment.length === 0 ? "No equipment listed here" : NOT_SPECIFIC
}

/**
 * The new ticket's equipment (issue 24: a 72-item list without search), like the phone input's
 * country list: a button showing the choice opens a popover whose search box narrows the choices by
 * the label they show (description, model, serial; `equipmentChoiceMatches`); arrow keys move, Enter
 * chooses, Escape closes. The choice goes to the form as it did from the select. A react-aria dialog
 * rather than its ComboBox: the ComboBox hides the page with aria-hidden while open, which axe
 * refuses (aria-hidden-focus); the modal popover makes the page inert instead.
 */
export function EquipmentComboBox(props: EquipmentComboBoxProps) {
  const { id, label, equipment, value, hasLocation, disabled, error, onChange } = props
  const labelId = useId()
  const [open, setOpen] = useState(false)
  const items = [
    { id: NONE, label: NOT_SPECIFIC },
    ...(equipment ?? []).map((e) => ({ id: String(e.equipmentid), label: equipmentChoiceLabel(e) })),
  ]
  const choose = (key: string) => {
    onChange(key === NONE ? null : Number(key))
    setOpen(false)
  }
  return (
    <div className="field combo-field" data-invalid={error !== undefined || undefined}>
      <span id={labelId} className="field-label">
        {label}
      </span>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
          id={id}
          className="combo-button"
          isDisabled={disabled || !hasLocation || equipment === null || equipment.length === 0}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <span className="visually-hidden">{label}: </span>
          <span className="combo-value">{shownText(props)}</span>
          <span aria-hidden="true" className="combo-arrow">
            ▾
          </span>
        </Button>
        <Popover className="combo-popover" placement="bottom start">
          <Dialog aria-labelledby={labelId} className="combo-dialog">
            <Autocomplete filter={equipmentChoiceMatches}>
              <SearchField aria-label={`Search ${label.toLowerCase()}`} autoFocus className="combo-search">
                <Input placeholder="Description, model or serial" />
              </SearchField>
              <ListBox
                aria-labelledby={labelId}
                className="combo-list"
                items={items}
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={[value === null ? NONE : String(value)]}
                onSelectionChange={(keys) => {
                  const [key] = keys === "all" ? [] : [...keys]
                  if (key !== undefined) choose(String(key))
                }}
                renderEmptyState={() => <p className="combo-empty">No equipment matches what you typed.</p>}
              >
                {(item) => (
                  <ListBoxItem id={item.id} textValue={item.label} className="combo-option">
                    {item.label}
                  </ListBoxItem>
                )}
              </ListBox>
            </Autocomplete>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    </div>
  )
}
