import { cloneElement, type DOMAttributes, lazy, type ReactElement, Suspense, useState } from "react"

// react-aria's tooltip code loads only when the menu is minified (medium screens, or collapsed).
const NavTooltip = lazy(() => import("./nav-tooltip.tsx"))

/**
 * The label of a minified menu entry as a tooltip on hover and keyboard focus. The entry keeps its
 * label as its accessible name (visually hidden); the tooltip is for sighted users. With `show` off
 * (the expanded menu shows its labels) the entry renders as it is, as it does while the tooltip
 * code loads; an entry the pointer is on when the code arrives shows its tooltip at once.
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
  const [hovered, setHovered] = useState(false)
  if (!show) return children
  const waiting = cloneElement(children, {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
  })
  return (
    <Suspense fallback={waiting}>
      <NavTooltip label={label} defaultOpen={hovered}>
        {children}
      </NavTooltip>
    </Suspense>
  )
}
