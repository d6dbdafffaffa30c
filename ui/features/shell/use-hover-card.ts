import { type CSSProperties, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react"

/** Room kept between the card and the window's edges, and above the trigger. */
const MARGIN = 8
/** Room beside the trigger: a full-width member button ends just inside the menu's edge. */
const BESIDE = 12
/** A pointer crossing the gap between trigger and card does not close it. */
const CLOSE_DELAY_MS = 150

/**
 * Where a hover card goes: beside its trigger when there is room to the right (the card then sits
 * next to the side menu instead of under it), otherwise above it; always inside the window.
 */
export const hoverCardPlace = (
  trigger: Pick<DOMRect, "top" | "left" | "right" | "bottom">,
  card: { readonly width: number; readonly height: number },
  window: { readonly width: number; readonly height: number },
): { readonly left: number; readonly top: number } => {
  const clampTop = (top: number) => Math.max(MARGIN, Math.min(top, window.height - card.height - MARGIN))
  if (trigger.right + BESIDE + card.width + MARGIN <= window.width)
    return { left: trigger.right + BESIDE, top: clampTop(trigger.bottom - card.height) }
  const left = Math.max(MARGIN, Math.min(trigger.left, window.width - card.width - MARGIN))
  return { left, top: clampTop(trigger.top - MARGIN - card.height) }
}

/**
 * Open state and placement of a hover card. The card is `position: fixed` at coordinates measured
 * from its trigger, so the side menu's scrolling box does not clip it; it follows its trigger on scroll or
 * resize and a short delay lets the pointer travel from trigger to card.
 */
export const useHoverCard = () => {
  const [open, setOpen] = useState(false)
  const [style, setStyle] = useState<CSSProperties>({ visibility: "hidden" })
  const triggerRef = useRef<HTMLButtonElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancelClose = useCallback(() => clearTimeout(timer.current), [])
  const show = useCallback(() => {
    cancelClose()
    setOpen(true)
  }, [cancelClose])
  const hide = useCallback(() => {
    cancelClose()
    setOpen(false)
  }, [cancelClose])
  const hideSoon = useCallback(() => {
    cancelClose()
    timer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
  }, [cancelClose])

  /** Measures the trigger and places the card; false when the trigger has left the window. */
  const place = useCallback((): boolean => {
    const trigger = triggerRef.current
    const card = cardRef.current
    if (!trigger || !card) return false
    const rect = trigger.getBoundingClientRect()
    if (rect.bottom <= 0 || rect.top >= window.innerHeight) return false
    const at = hoverCardPlace(
      rect,
      { width: card.offsetWidth, height: card.offsetHeight },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
    )
    setStyle({ left: at.left, top: at.top })
    return true
  }, [])

  useLayoutEffect(() => {
    if (!open || !place()) setStyle({ visibility: "hidden" })
  }, [open, place])

  useEffect(() => {
    if (!open) return
    // The page moving under the card (a scroll, a resize, a banner arriving above the menu) moves
    // the trigger: the card follows it, and closes only once the trigger has left the window.
    const follow = (e: Event) => {
      if (cardRef.current?.contains(e.target as Node)) return
      if (!place()) hide()
    }
    window.addEventListener("scroll", follow, true)
    window.addEventListener("resize", follow)
    return () => {
      window.removeEventListener("scroll", follow, true)
      window.removeEventListener("resize", follow)
    }
  }, [open, hide, place])

  useEffect(() => cancelClose, [cancelClose])

  return { open, style, triggerRef, cardRef, show, hide, hideSoon, toggle: () => (open ? hide() : show()) }
}
