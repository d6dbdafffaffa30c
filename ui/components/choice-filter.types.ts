/** What a `ChoiceFilter` (`choice-filter.tsx`) and its popover take. */
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
  /**
   * Called once, when the button is first hovered, focused or pressed: the choices, when they are
   * loaded on demand, are asked for then (`choices` null until they come; the popover says loading).
   */
  readonly onWanted?: () => void
}
