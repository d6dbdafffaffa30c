import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { onBootBannerDismissed } from "../../lib/boot-banner.ts"
import { AnnouncementBanner } from "./announcement-banner.tsx"
import type { BannerRef } from "./shell-actors.ts"

interface ShellBannerProps {
  readonly banner: BannerRef
  readonly onHeight: (height: number) => void
}

/** The announcement, connected to the banner machine: shown in its `visible` state only. */
export function ShellBanner({ banner, onHeight }: ShellBannerProps) {
  const visible = useSelector(banner, (s) => s.matches("visible"))
  const message = useSelector(banner, (s) => s.context.banner?.message ?? "")
  const status = useSelector(banner, (s) => s.context.banner?.status ?? "")
  // Dismissed on the page as drawn before the app took over: the machine stores and hides it too.
  useEffect(() => onBootBannerDismissed(() => banner.send({ type: "banner.dismiss" })), [banner])
  if (!visible) return null
  return (
    <AnnouncementBanner
      message={message}
      status={status}
      onHeight={onHeight}
      onDismiss={() => banner.send({ type: "banner.dismiss" })}
    />
  )
}
