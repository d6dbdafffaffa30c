import { lazy } from "react"
import { useSearch } from "wouter"
import type { ScreenProps } from "../../lib/screen.types.ts"

const Settings = lazy(() => import("./notification-settings-screen.tsx"))
const Placeholder = lazy(() =>
  import("../pages/placeholder-screen.tsx").then((m) => ({ default: m.PlaceholderScreen })),
)

/**
 * `/profile/:userId`: with `?notifications=1` the notification settings of that user; otherwise
 * the profile screen (issue 11 builds it; joined at merge).
 */
export default function ProfileRoute(props: ScreenProps) {
  const search = new URLSearchParams(useSearch())
  const userID = Number(props.params.userId)
  if (search.get("notifications") === "1" && Number.isInteger(userID) && userID > 0)
    return <Settings key={userID} userID={userID} />
  return <Placeholder title={props.title} />
}
