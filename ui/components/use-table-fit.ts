import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react"

/**
 * Whether a list's table fits its box without scrolling sideways. Measured, not counted: headers,
 * chips and codes never break inside a word (data-table.css), so what fits depends on the words of
 * the columns shown. Once the table did not fit, the width it needed is kept and the list shows as
 * cards until its box is at least that wide again (the width only grows, so it cannot flip back and
 * forth). With `active` false (cards whatever the width: a small screen) nothing is measured: each
 * measurement forces a layout, and a list renders many times while it loads (issue 25).
 */
export function useTableFit(active = true): {
  readonly ref: RefObject<HTMLDivElement | null>
  readonly fits: boolean
} {
  const ref = useRef<HTMLDivElement>(null)
  const [needed, setNeeded] = useState(0)
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY)
  const measure = useCallback((box: HTMLDivElement) => {
    setWidth(box.clientWidth)
    const frame = box.querySelector(".data-table-frame")
    // The frame's 1 px border on each side is part of what the table needs.
    if (frame !== null && frame.scrollWidth > frame.clientWidth + 1)
      setNeeded((before) => Math.max(before, frame.scrollWidth + 2))
  }, [])
  // One observer while active, for the box's own width changes.
  useLayoutEffect(() => {
    const box = ref.current
    if (!active || box === null) return
    const observer = new ResizeObserver(() => measure(box))
    observer.observe(box)
    return () => observer.disconnect()
  }, [active, measure])
  // After every render while active: new rows or columns may need more width than before.
  useLayoutEffect(() => {
    if (active && ref.current !== null) measure(ref.current)
  })
  return { ref, fits: width >= needed }
}
