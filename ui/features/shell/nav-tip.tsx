import { type DOMAttributes, lazy, type ReactElement, Suspense } from "react"

// react-aria's tooltip code loads only when the menu is minified (medium screens, or collapsed).
const NavTooltip = lazy(() => import("./nav-tooltip.tsx"))

/**
 * The label of a minified menu entry as a tooltip on hover and keyboard focus. The entry keeps its
 * label as its accessible name (visually hidden); the tooltip is for sighted users. With `show` off
 * (the expanded menu shows its labels) the entry renders as it is, as it does while the tooltip
 * code loads.
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
    <Suspense fallback={children}>
      <NavTooltip label={label}>{children}</NavTooltip>
    </Suspense>
  )
}
