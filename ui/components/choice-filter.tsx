import { Button, Checkbox, CheckboxGroup, Dialog, DialogTrigger, Popover } from "react-aria-components"

export interface Choice {
  readonly value: string
  readonly label: string
}

export interface ChoiceFilterProps {
  readonly label: string
  readonly choices: ReadonlyArray<Choice> | null
  readonly selected: ReadonlyArray<string>
  readonly onChange: (values: ReadonlyArray<string>) => void
  /** Shown when there is nothing to choose from. */
  readonly emptyText: string
}

/** A filter button that opens a checkbox list in a popover (react-aria: focus kept inside, Escape closes). */
export function ChoiceFilter({ label, choices, selected, onChange, emptyText }: ChoiceFilterProps) {
  const count = selected.length
  return (
    <DialogTrigger>
      {/* Named by its visible text ("Columns 7 selected" contains "Columns 7": WCAG 2.5.3). */}
      <Button className="button button-secondary filter-button">
        {label}
        {count > 0 ? (
          <>
            {" "}
            <span className="filter-count">{count}</span>
            <span className="visually-hidden"> selected</span>
          </>
        ) : null}
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="filter-popover" placement="bottom start">
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
    </DialogTrigger>
  )
}
