import { useState } from "react"
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from "react-aria-components"
import { ProfileIcon } from "../../components/profile-icon.tsx"
import type { ExternalLink } from "./external-links.ts"

export interface UserMenuProps {
  readonly userId: number | null
  readonly fullName: string | null
  readonly initials: string
  readonly photo: string | null
  readonly onLogout: () => void
  /** Configured external pages (unconfigured ones are left out). */
  readonly external: ReadonlyArray<ExternalLink>
}

/**
 * The avatar dropdown (react-aria Menu: arrow keys, Escape, and it closes when focus or a click
 * goes elsewhere). Internal entries navigate through the RouterProvider set up by the shell.
 */
export function UserMenu({ userId, fullName, initials, photo, onLogout, external }: UserMenuProps) {
  const profile = userId === null ? "/dashboard" : `/profile/${userId}`
  const [open, setOpen] = useState(false)
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="avatar-button">
        <span className="visually-hidden">Open user menu</span>
        <ProfileIcon name={fullName} photo={photo} initials={initials} size={36} />
      </Button>
      <Popover className="menu-popover" placement="bottom end" offset={6}>
        {/* Tab leaves the menu: close it (the spec's "closes on blur"); focus returns to the avatar. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated key listener; the menu inside is the interactive element */}
        <div className="menu-wrap" onKeyDown={(e) => e.key === "Tab" && setOpen(false)}>
          <Menu className="menu" aria-label="User menu">
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
    </MenuTrigger>
  )
}
