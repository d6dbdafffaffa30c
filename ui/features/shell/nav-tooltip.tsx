import { cloneElement, type DOMAttributes, type PointerEvent, type ReactElement, useState } from "react"
import { Focusable, Tooltip, TooltipTrigger } from "react-aria-components"

/**
 * react-aria's tooltip around one menu entry (see `NavTip`, which loads this module on demand).
 * Keyboard focus opens it through react-aria; the pointer opens it through our own enter and leave
 * handlers, because react-aria shows a tooltip on hover only once its global interaction listeners
 * have seen a pointer event, and nothing may have installed them yet when this code loads late.
 */
export default function NavTooltip({
  label,
  defaultOpen,
  children,
}: {
  readonly label: string
  /** Opens at once: the pointer was already on the entry while this code loaded. */
  readonly defaultOpen: boolean
  readonly children: ReactElement<DOMAttributes<HTMLElement>, string>
}) {
  const [pointerOn, setPointerOn] = useState(defaultOpen)
  const [ariaOpen, setAriaOpen] = useState(false)
  const entry = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event)
      setPointerOn(true)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event)
      setPointerOn(false)
    },
  }) as typeof children
  const close = (open: boolean) => {
    setAriaOpen(open)
    if (!open) setPointerOn(false)
  }
  return (
    <TooltipTrigger delay={300} closeDelay={0} isOpen={pointerOn || ariaOpen} onOpenChange={close}>
      <Focusable>{entry}</Focusable>
      <Tooltip className="nav-tooltip" placement="right" offset={10}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  )
}
