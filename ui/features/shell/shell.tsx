import { useSelector } from "@xstate/react"
import { type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useState } from "react"
import { RouterProvider } from "react-aria-components"
import { useLocation } from "wouter"
import { selectImpersonation, selectUserLoading } from "../../lib/auth-selectors.ts"
import { bootBannerShellDrawn } from "../../lib/boot-banner.ts"
import { ErrorBoundary } from "../../lib/error-boundary.tsx"
import { useGuardedNavigate } from "../../lib/leave-guard.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { LoadingBar } from "../../components/loading-bar.tsx"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { AccountPrompts } from "./account-prompts.tsx"
import { ShellBanner } from "./shell-banner.tsx"
import { type PanelRef, ShellProvider } from "../../lib/shell-context.tsx"
import { defaultPanelMode, shellFor, shellInputNow } from "./shell-machines.ts"
import { ShellNav } from "./shell-nav.tsx"
import { SavedViewsProvider } from "../../lib/saved-views-context.tsx"
import { useLiveReconnect } from "./use-live-reconnect.ts"
import { useShellSettled } from "./use-shell-settled.ts"
import { ShellTopBar } from "./shell-top-bar.tsx"
import { useScreenSize } from "../../lib/use-screen-size.ts"
import { useViewGeneration } from "../../lib/view-generation.ts"
import "../../styles/shell.css"

interface ShellProps {
  readonly title: string
  /** Changes when the route changes: resets the error boundary and closes the modal menu. */
  readonly routeKey: string
  readonly children: ReactNode
  /** The top bar's bell over the shell's notification panel (given by ui/app, which joins the features). */
  readonly bell?: (panel: PanelRef) => ReactNode
  /** What floats over every signed-in page (the what's-new popup, the support chat). */
  readonly overlays?: ReactNode
}

/** The signed-in layout: banner, side navigation, top bar and the screen in `main`. */
export default function Shell({ title, routeKey, children, bell, overlays }: ShellProps) {
  const { auth } = usePortal()
  // Menu links and in-app links ask a screen with unsaved work before leaving it.
  const navigate = useGuardedNavigate()
  const [path] = useLocation()
  const size = useScreenSize()
  // The shell machine runs the navigation, the notification panel, the announcement, the saved views
  // and the pages, one per session and view generation (ui/app keys this layout the same way and
  // usually started it already, as soon as the session could load: ui/app/shell-prestart.ts).
  const sessionID = useSelector(auth, (s) => s.context.session?.sessionID ?? "")
  const shell = shellFor(sessionID, useViewGeneration(), () =>
    shellInputNow(auth.getSnapshot().context.session),
  )
  const nav = useSelector(shell, (s) => s.children.navigation)
  const panel = useSelector(shell, (s) => s.children.notificationPanel)
  const banner = useSelector(shell, (s) => s.children.banner)
  const savedViews = useSelector(shell, (s) => s.children.savedViews) ?? null
  if (nav === undefined || banner === undefined) throw new Error("the shell runs no navigation or banner")
  const userLoading = useSelector(auth, selectUserLoading)
  const impersonation = useSelector(auth, selectImpersonation)
  const impersonationLoading = useSelector(impersonation, (s) => s?.context.loading === true)
  const mode = useSelector(nav, (s) => s.context.mode)
  const [bannerHeight, setBannerHeight] = useState(0)
  const settled = useShellSettled(banner, nav)
  const onBannerHeight = useCallback((h: number) => setBannerHeight(Math.round(h)), [])
  useLiveReconnect(shell)
  useLayoutEffect(() => {
    if (settled.frame) bootBannerShellDrawn()
  }, [settled.frame])

  useEffect(() => {
    shell.send({ type: "nav.setMode", mode: defaultPanelMode(size) })
  }, [size, shell])
  useEffect(() => {
    if (size === "small" && routeKey) shell.send({ type: "nav.setMode", mode: "condensed" })
  }, [routeKey, size, shell])
  // A new page starts at its top (a query change, such as a filter, keeps the place).
  useEffect(() => {
    if (path) window.scrollTo(0, 0)
  }, [path])
  useEffect(() => {
    document.documentElement.style.setProperty("--nav-top", `${bannerHeight}px`)
    return () => {
      document.documentElement.style.removeProperty("--nav-top")
    }
  }, [bannerHeight])

  const layout = size === "small" ? "hidden" : mode === "open" ? "full" : "mini"
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ShellBanner banner={banner} onHeight={onBannerHeight} />
      {impersonationLoading ? (
        <LoadingBar label="Loading impersonation" />
      ) : userLoading ? (
        <LoadingBar label="Loading user profile" />
      ) : null}
      <SavedViewsProvider value={savedViews}>
        <div className="shell" data-nav={layout} data-pending={settled.frame ? undefined : true}>
          <ShellNav nav={nav} size={size} />
          <div className="shell-body">
            <ShellTopBar nav={nav} title={title} bell={panel && bell ? bell(panel) : null} />
            {/* While the page waits for the shell's late parts, the wait is seen (the page itself is not). */}
            {settled.page ? null : <LoadingStatus loading label="Loading page…" />}
            <main id="main" tabIndex={-1} data-pending={settled.page ? undefined : true}>
              <AccountPrompts nav={nav} />
              <ErrorBoundary resetKey={routeKey}>
                <ShellProvider value={shell}>
                  <Suspense fallback={<LoadingStatus loading label="Loading page…" />}>{children}</Suspense>
                </ShellProvider>
              </ErrorBoundary>
            </main>
          </div>
        </div>
      </SavedViewsProvider>
      <ShellProvider value={shell}>{overlays}</ShellProvider>
    </RouterProvider>
  )
}
