import type { RefObject } from "react"
import { Menu, MenuItem, Popover, Separator } from "react-aria-components"
import type { ExternalLink } from "./external-links.ts"

export interface UserMenuPopoverProps {
  readonly triggerRef: RefObject<HTMLButtonElement | null>
  readonly isOpen: boolean
  /** Which entry takes focus when the menu opens (Enter, Space or ArrowDown: the first; ArrowUp: the last). */
  readonly focus: "first" | "last"
  readonly onClose: () => void
  readonly profile: string
  readonly onLogout: () => void
  /** Configured external pages (unconfigured ones are left out). */
  readonly external: ReadonlyArray<ExternalLink>
}

/**
 * The avatar dropdown's menu (react-aria Menu in a Popover: arrow keys, Escape, and it closes when
 * focus or a click goes elsewhere; focus returns to the avatar). Internal entries navigate through
 * the RouterProvider set up by the shell. Loaded with the first opening (see `UserMenu`).
 */
export default function UserMenuPopover({
  triggerRef,
  isOpen,
  focus,
  onClose,
  profile,
  onLogout,
  external,
}: UserMenuPopoverProps) {
  return (
    <Popover
      className="menu-popover"
      aria-label="User menu"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      placement="bottom end"
      offset={6}
    >
      {/* Tab leaves the menu: close it (the spec's "closes on blur"); focus returns to the avatar. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated key listener; the menu inside is the interactive element */}
      <div className="menu-wrap" onKeyDown={(e) => e.key === "Tab" && onClose()}>
        <Menu className="menu" aria-label="User menu" autoFocus={focus} onClose={onClose}>
          <MenuItem className="menu-item" href={profile}>
            View Profile
          </MenuItem>
          <MenuItem className="menu-item" href={`${profile}?notifications=1`}>
            Notification Settings
          </MenuItem>
          <MenuItem className="menu-item" href="/monitoring">
            Apps + Integrations
          </MenuItem>
          <Separator className="menu-separator" />
          {external.map((link) => (
            <MenuItem
              key={link.label}
              className="menu-item"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.label}
            </MenuItem>
          ))}
          <MenuItem className="menu-item" href="/about">
            About the product
          </MenuItem>
          <Separator className="menu-separator" />
          <MenuItem className="menu-item" onAction={onLogout}>
            Logout
          </MenuItem>
        </Menu>
      </div>
    </Popover>
  )
}
