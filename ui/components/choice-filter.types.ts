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
   * Given while the choices load on demand and are not in (`choices` null): called once, when the
   * button is first hovered, focused or pressed, to ask for them; a press then opens the popover
   * once they are in. Without it, null choices open on "Loading…".
   */
  readonly onWanted?: (() => void) | undefined
}
