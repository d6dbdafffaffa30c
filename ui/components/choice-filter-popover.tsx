import type { RefObject } from "react"
import { Checkbox, CheckboxGroup, Dialog, Popover } from "react-aria-components"
import type { ChoiceFilterProps } from "./choice-filter.types.ts"

/** The checkbox list of a `ChoiceFilter`, loaded when its button is first wanted. */
export default function ChoiceFilterPopover({
  label,
  choices,
  selected,
  onChange,
  emptyText,
  triggerRef,
  isOpen,
  onOpenChange,
}: ChoiceFilterProps & {
  readonly triggerRef: RefObject<HTMLButtonElement | null>
  readonly isOpen: boolean
  readonly onOpenChange: (open: boolean) => void
}) {
  const count = selected.length
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="filter-popover"
      placement="bottom start"
    >
      <Dialog className="filter-dialog" aria-label={label}>
        {choices === null ? (
          <p role="status">Loading…</p>
        ) : choices.length === 0 ? (
          <p>{emptyText}</p>
        ) : (
          <CheckboxGroup
            className="choice-list"
            aria-label={label}
            value={[...selected]}
            onChange={(values) => onChange(values)}
          >
            {choices.map((choice) => (
              <Checkbox key={choice.value} value={choice.value} className="choice">
                {({ isSelected }) => (
                  <>
                    <span className="choice-box" aria-hidden="true" data-checked={isSelected || undefined}>
                      {isSelected ? "✓" : ""}
                    </span>
                    {choice.label}
                  </>
                )}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
        {count > 0 ? (
          <button type="button" className="link-button" onClick={() => onChange([])}>
            Clear {label.toLowerCase()}
          </button>
        ) : null}
      </Dialog>
    </Popover>
  )
}
