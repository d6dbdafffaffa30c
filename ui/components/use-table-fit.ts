import { type RefObject, useLayoutEffect, useRef, useState } from "react"

/**
 * Whether a list's table fits its box without scrolling sideways. Measured, not counted: headers,
 * chips and codes never break inside a word (data-table.css), so what fits depends on the words of
 * the columns shown. Once the table did not fit, the width it needed is kept and the list shows as
 * cards until its box is at least that wide again (the width only grows, so it cannot flip back and
 * forth).
 */
export function useTableFit(): { readonly ref: RefObject<HTMLDivElement | null>; readonly fits: boolean } {
  const ref = useRef<HTMLDivElement>(null)
  const [needed, setNeeded] = useState(0)
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY)
  useLayoutEffect(() => {
    const box = ref.current
    if (box === null) return
    const measure = () => {
      setWidth(box.clientWidth)
      const frame = box.querySelector(".data-table-frame")
      // The frame's 1 px border on each side is part of what the table needs.
      if (frame !== null && frame.scrollWidth > frame.clientWidth + 1)
        setNeeded((before) => Math.max(before, frame.scrollWidth + 2))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  })
  return { ref, fits: width >= needed }
}
