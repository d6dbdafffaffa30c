import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { useOnceWanted } from "../lib/use-once-wanted.ts"
import type { ChoiceFilterProps } from "./choice-filter.types.ts"

export type { Choice, ChoiceFilterProps } from "./choice-filter.types.ts"

const loadPopover = () => import("./choice-filter-popover.tsx")
// react-aria's popover, dialog and checkbox code loads when a filter button is first hovered,
// focused or pressed: a list opened directly does not fetch and run it (issue 25).
const ChoiceFilterPopover = lazy(loadPopover)

/**
 * A filter button that opens a checkbox list in a popover (`choice-filter-popover.tsx`, react-aria:
 * focus kept inside, Escape closes and returns focus to the button).
 */
export function ChoiceFilter(props: ChoiceFilterProps) {
  const { label, selected } = props
  const count = selected.length
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const needed = useOnceWanted(open)
  const wantedSent = useRef(false)
  const wanted = () => {
    void loadPopover()
    if (wantedSent.current) return
    wantedSent.current = true
    props.onWanted?.()
  }
  // Choices asked for on demand and not here yet: a press waits for them, then opens the popover,
  // which would otherwise open on "Loading…" and jump when the list arrived (it flips above the
  // button when the list does not fit below).
  const loading = props.choices === null && props.onWanted !== undefined
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (!pending || loading) return
    setPending(false)
    setOpen(true)
  }, [pending, loading])
  const press = () => {
    wanted()
    if (open) setOpen(false)
    else if (loading) setPending(!pending)
    else setOpen(true)
  }
  return (
    <>
      {/* Named by its visible text ("Columns 7 selected" contains "Columns 7": WCAG 2.5.3). */}
      <button
        ref={triggerRef}
        type="button"
        className="button button-secondary filter-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={pending || undefined}
        onPointerEnter={wanted}
        onFocus={wanted}
        onClick={press}
      >
        {label}
        {count > 0 ? (
          <>
            {" "}
            <span className="filter-count">{count}</span>
            <span className="visually-hidden"> selected</span>
          </>
        ) : null}
        <span aria-hidden="true">{pending ? "…" : "▾"}</span>
      </button>
      {pending ? (
        <span className="visually-hidden" role="status">
          Loading {label.toLowerCase()} choices…
        </span>
      ) : null}
      {needed ? (
        <Suspense fallback={null}>
          <ChoiceFilterPopover {...props} triggerRef={triggerRef} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
