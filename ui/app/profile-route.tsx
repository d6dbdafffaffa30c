import { lazy } from "react"
import { useSearch } from "wouter"
import type { ScreenProps } from "../lib/screen.types.ts"

const OwnProfile = lazy(() => import("../features/profile/profile-screen.tsx"))
const NotificationSettings = lazy(() => import("../features/notifications/notification-settings-screen.tsx"))

/**
 * `/profile/:userId` (the spec's route names `userId`): with `?notifications=1` the notification
 * settings of that user; otherwise the profile screen.
 */
export default function ProfileRoute(props: ScreenProps) {
  const search = new URLSearchParams(useSearch())
  const userid = Number(props.params.userId)
  const valid = Number.isInteger(userid) && userid > 0
  if (valid && search.get("notifications") === "1")
    return <NotificationSettings key={userid} userID={userid} />
  return <OwnProfile {...props} />
}
