import { useEffect, useLayoutEffect, useState } from "react"
import { bootBannerRevealed } from "../lib/boot-banner.ts"
import { LazyConfirmDialogHost, LazyToastRegionHost } from "../components/lazy-hosts.tsx"
import { AppRoutes } from "./app-routes.tsx"
import { ErrorBoundary } from "../lib/error-boundary.tsx"
import { type Portal, PortalProvider } from "../lib/portal-context.tsx"

/** The spec hides app content for the first 100 ms after start (avoids a flash while routes settle). */
const REVEAL_DELAY_MS = 100

export function App({ portal }: { readonly portal: Portal }) {
  const [revealed, setRevealed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setRevealed(true), REVEAL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  // The announcement the server drew stays until the shell's own replaces it, in the same commit.
  useLayoutEffect(() => {
    if (revealed) bootBannerRevealed()
  }, [revealed])
  return (
    <PortalProvider portal={portal}>
      <div className={revealed ? undefined : "boot-hidden"}>
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </div>
      <LazyConfirmDialogHost />
      <LazyToastRegionHost />
    </PortalProvider>
  )
}
