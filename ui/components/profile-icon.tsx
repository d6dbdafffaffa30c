import { useState } from "react"
import { isAutomatedSender, profileIconInitials } from "../../core/domain/initials.ts"
import { Icon } from "./icons.tsx"

interface ProfileIconProps {
  readonly name: string | null
  readonly photo?: string | null
  readonly size?: number
  /** Overrides the computed initials (the avatar uses first and last word). */
  readonly initials?: string
}

/** Photo when it loads; initials otherwise; a person placeholder when there is no name. Decorative. */
export function ProfileIcon({ name, photo, size = 36, initials }: ProfileIconProps) {
  const [failed, setFailed] = useState(false)
  const letters = initials ?? profileIconInitials(name)
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) }
  // Automated senders (monitoring alert, monitoring, intranet message) get the monitoring icon.
  if (isAutomatedSender(name))
    return (
      <span className="profile-icon profile-icon-automated" style={style} aria-hidden="true">
        <Icon name="monitoring" />
      </span>
    )
  if (photo && !failed) {
    return <img className="profile-icon" style={style} src={photo} alt="" onError={() => setFailed(true)} />
  }
  return (
    <span className="profile-icon" style={style} aria-hidden="true">
      {letters ? letters : <Icon name="person" />}
    </span>
  )
}
