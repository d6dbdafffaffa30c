import type { ReactNode } from "react"
import { NotificationBell } from "../features/notifications/notification-bell.tsx"
import { SupportChat } from "../features/notifications/support-chat.tsx"
import { WhatsNew } from "../features/notifications/whats-new.tsx"
import Shell from "../features/shell/shell.tsx"

/**
 * The signed-in layout with the notifications feature's parts in it: the shell and the
 * notifications are separate features (neither imports the other), joined here. Loaded lazily by
 * the routes, with the shell.
 */
export default function SignedInShell(props: {
  readonly title: string
  readonly routeKey: string
  readonly children: ReactNode
}) {
  return (
    <Shell
      {...props}
      bell={(panel) => <NotificationBell panel={panel} />}
      overlays={
        <>
          <WhatsNew />
          <SupportChat />
        </>
      }
    />
  )
}
