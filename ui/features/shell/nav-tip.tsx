import type { DOMAttributes, ReactElement } from "react"
import { Focusable, Tooltip, TooltipTrigger } from "react-aria-components"

/**
 * The label of a minified menu entry as a tooltip on hover and keyboard focus. The entry keeps its
 * label as its accessible name (visually hidden); the tooltip is for sighted users. With `show` off
 * (the expanded menu shows its labels) the entry renders as it is.
 */
export function NavTip({
  label,
  show,
  children,
}: {
  readonly label: string
  readonly show: boolean
  readonly children: ReactElement<DOMAttributes<HTMLElement>, string>
}) {
  if (!show) return children
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      <Focusable>{children}</Focusable>
      <Tooltip className="nav-tooltip" placement="right" offset={10}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  )
}
