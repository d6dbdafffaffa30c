import type { ReactNode } from "react"
import { Icon } from "../../components/icons.tsx"
import { UserMenu, type UserMenuProps } from "./user-menu.tsx"

export interface TopBarProps extends UserMenuProps {
  readonly title: string
  readonly menuExpanded: boolean
  readonly onToggleMenu: () => void
  /** The notification bell (signed-in users only). */
  readonly bell?: ReactNode
}

/** The signed-in header: menu toggle, the route's navigation title, the bell and the avatar menu. */
export function TopBar({ title, menuExpanded, onToggleMenu, bell, ...menu }: TopBarProps) {
  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button"
        aria-label="Toggle navigation menu"
        aria-expanded={menuExpanded}
        onClick={onToggleMenu}
      >
        <Icon name="menu" />
      </button>
      <p className="top-bar-title">{title}</p>
      <div className="top-bar-actions">
        {bell}
        <UserMenu {...menu} />
      </div>
    </header>
  )
}
