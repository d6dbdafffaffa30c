import { type KeyboardEvent, lazy, Suspense, useRef, useState } from "react"
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

const loadPopover = () => import("./user-menu-popover.tsx")
// react-aria's menu and popover code loads when the avatar is first hovered, focused or pressed.
const UserMenuPopover = lazy(loadPopover)

/**
 * The avatar dropdown: a menu button (Enter, Space or ArrowDown open it on the first entry, ArrowUp
 * on the last) and the menu itself (`UserMenuPopover`, loaded on demand so the shell stays small).
 */
export function UserMenu({ userId, fullName, initials, photo, onLogout, external }: UserMenuProps) {
  const profile = userId === null ? "/dashboard" : `/profile/${userId}`
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [focus, setFocus] = useState<"first" | "last">("first")
  const [needed, setNeeded] = useState(false)
  const show = (at: "first" | "last") => {
    setFocus(at)
    setNeeded(true)
    setOpen(true)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return
    e.preventDefault()
    show(e.key === "ArrowUp" ? "last" : "first")
  }
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => (open ? setOpen(false) : show("first"))}
        onKeyDown={onKeyDown}
      >
        <span className="visually-hidden">Open user menu</span>
        <ProfileIcon name={fullName} photo={photo} initials={initials} size={36} />
      </button>
      {needed ? (
        <Suspense fallback={null}>
          <UserMenuPopover
            triggerRef={triggerRef}
            isOpen={open}
            focus={focus}
            onClose={() => setOpen(false)}
            profile={profile}
            onLogout={onLogout}
            external={external}
          />
        </Suspense>
      ) : null}
    </>
  )
}
