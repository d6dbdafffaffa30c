import type { ReactNode } from "react"
import { Icon } from "../../components/icons.tsx"
import { UserMenu, type UserMenuProps } from "./user-menu.tsx"

export interface TopBarProps extends UserMenuProps {
  readonly title: string
  /** The name of the user viewed as, while impersonating; null otherwise. */
  readonly viewingAs: string | null
  readonly goingBack: boolean
  readonly onGoBack: () => void
  readonly menuExpanded: boolean
  readonly onToggleMenu: () => void
  /** The notification bell (signed-in users only). */
  readonly bell?: ReactNode
}

/** The signed-in header: menu toggle, the route's navigation title, 'Viewing as', the bell and the avatar menu. */
export function TopBar({
  title,
  menuExpanded,
  onToggleMenu,
  viewingAs,
  goingBack,
  onGoBack,
  bell,
  ...menu
}: TopBarProps) {
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
      {viewingAs !== null ? (
        <section className="viewing-as" aria-label="Impersonation">
          <span className="viewing-as-name">Viewing as {viewingAs}</span>
          <button type="button" className="button button-secondary" disabled={goingBack} onClick={onGoBack}>
            Go back
          </button>
        </section>
      ) : null}
      <div className="top-bar-actions">
        {bell}
        <UserMenu {...menu} />
      </div>
    </header>
  )
}
