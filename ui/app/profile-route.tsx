import { useSelector } from "@xstate/react"
import { lazy } from "react"
import { selectUserId } from "../lib/auth-selectors.ts"
import { usePortal } from "../lib/portal-context.tsx"
import type { ScreenProps } from "../lib/screen.types.ts"

const OtherUserProfile = lazy(() => import("../features/users/user-profile-screen.tsx"))
const OwnProfile = lazy(() =>
  import("../features/pages/placeholder-screen.tsx").then((m) => ({
    default: (props: ScreenProps) => <m.PlaceholderScreen title={props.title} />,
  })),
)

/**
 * /profile/:userId: the caller's own id (or no valid id) opens the own-profile screen; another id
 * the users feature's profile of that user (issue 13), which the server allows to admins in scope.
 */
export default function ProfileRoute(props: ScreenProps) {
  const { auth } = usePortal()
  const me = useSelector(auth, selectUserId)
  const userid = Number(props.params.userId ?? props.params.id)
  return Number.isInteger(userid) && userid > 0 && userid !== me ? (
    <OtherUserProfile {...props} />
  ) : (
    <OwnProfile {...props} />
  )
}
