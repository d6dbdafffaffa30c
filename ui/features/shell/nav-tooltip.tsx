import type { DOMAttributes, ReactElement } from "react"
import { Focusable, Tooltip, TooltipTrigger } from "react-aria-components"

/** react-aria's tooltip around one menu entry (see `NavTip`, which loads this module on demand). */
export default function NavTooltip({
  label,
  children,
}: {
  readonly label: string
  readonly children: ReactElement<DOMAttributes<HTMLElement>, string>
}) {
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      <Focusable>{children}</Focusable>
      <Tooltip className="nav-tooltip" placement="right" offset={10}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  )
}
