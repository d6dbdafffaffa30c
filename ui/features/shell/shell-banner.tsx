import { useSelector } from "@xstate/react"
import { lazy, Suspense } from "react"
import type { BannerRef } from "./shell-actors.ts"

// The banner's sanitiser (DOMPurify) loads only when there is an announcement to show.
const AnnouncementBanner = lazy(() =>
  import("./announcement-banner.tsx").then((m) => ({ default: m.AnnouncementBanner })),
)

interface ShellBannerProps {
  readonly banner: BannerRef
  readonly onHeight: (height: number) => void
}

/** The announcement, connected to the banner machine: shown in its `visible` state only. */
export function ShellBanner({ banner, onHeight }: ShellBannerProps) {
  const visible = useSelector(banner, (s) => s.matches("visible"))
  const message = useSelector(banner, (s) => s.context.banner?.message ?? "")
  const status = useSelector(banner, (s) => s.context.banner?.status ?? "")
  if (!visible) return null
  return (
    <Suspense fallback={null}>
      <AnnouncementBanner
        message={message}
        status={status}
        onHeight={onHeight}
        onDismiss={() => banner.send({ type: "banner.dismiss" })}
      />
    </Suspense>
  )
}
