import { useSelector } from "@xstate/react"
import { lazy } from "react"
import { useSearch } from "wouter"
import { opensNotificationSettings } from "../../core/domain/routes.ts"
import { selectUserId } from "../lib/auth-selectors.ts"
import { usePortal } from "../lib/portal-context.tsx"
import type { ScreenProps } from "../lib/screen.types.ts"

const OwnProfile = lazy(() => import("../features/profile/profile-screen.tsx"))
const OtherUserProfile = lazy(() => import("../features/users/user-profile-screen.tsx"))
const NotificationSettings = lazy(() => import("../features/notifications/notification-settings-screen.tsx"))

/**
 * `/profile/:userId` (the spec's route names `userId`): with `?notifications=1` the notification
 * settings of that user; the caller's own id (or no valid id) the own profile; another id the users
 * feature's profile of that user (issue 13), which the server allows to admins within their scope.
 */
export default function ProfileRoute(props: ScreenProps) {
  const { auth } = usePortal()
  const me = useSelector(auth, selectUserId)
  const search = useSearch()
  const userid = Number(props.params.userId)
  const valid = Number.isInteger(userid) && userid > 0
  if (valid && opensNotificationSettings(search)) return <NotificationSettings key={userid} userID={userid} />
  return valid && userid !== me ? <OtherUserProfile {...props} /> : <OwnProfile {...props} />
}
