import type { DOMAttributes, ReactElement } from "react"
import { Focusable, Tooltip, TooltipTrigger } from "react-aria-components"

/** react-aria's tooltip around one menu entry (see `NavTip`, which loads this module on demand). */
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
  return (
    <TooltipTrigger delay={300} closeDelay={0} defaultOpen={defaultOpen}>
      <Focusable>{children}</Focusable>
      <Tooltip className="nav-tooltip" placement="right" offset={10}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  )
}
