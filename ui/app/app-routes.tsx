import { useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useLayoutEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { navigationTitle, pageDescription, pageTitle } from "../../core/domain/page-meta.ts"
import {
  isCoveredByForcedPassword,
  type NavigationResult,
  resolveNavigation,
} from "../../core/domain/routes.ts"
import {
  selectCheckingExpired,
  selectHasSession,
  selectPasswordExpired,
  selectRoleId,
  selectUserLoading,
} from "../lib/auth-selectors.ts"
import { bootBannerNoShell } from "../lib/boot-banner.ts"
import { sendDialog } from "../lib/dialog-state.ts"
import { ErrorBoundary } from "../lib/error-boundary.tsx"
import { usePortal } from "../lib/portal-context.tsx"
import { useViewGeneration } from "../lib/view-generation.ts"
import { SCREENS } from "./screens.tsx"
import { useLogout } from "../lib/use-logout.ts"
import { usePageMeta } from "./use-page-meta.ts"

const Shell = lazy(() => import("./signed-in-shell.tsx"))
const ForcedPassword = lazy(() => import("../features/auth/forced-password-screen.tsx"))

type Rendered = Exclude<NavigationResult, { kind: "redirect" }>

/** Applies core's guards to the current URL and renders the screen, bare or inside the shell. */
export function AppRoutes() {
  const { auth, config } = usePortal()
  const [path, navigate] = useLocation()
  const search = useSearch()
  const hasSession = useSelector(auth, selectHasSession)
  const roleid = useSelector(auth, selectRoleId)
  const userLoading = useSelector(auth, selectUserLoading)
  const passwordExpired = useSelector(auth, selectPasswordExpired)
  const checkingExpired = useSelector(auth, selectCheckingExpired)
  const result = resolveNavigation({ path, search, hasSession, roleid })
  // An admin route cannot be judged until the user (and so the role) has loaded.
  const pendingRole = result.kind === "notFound" && hasSession && roleid === null && userLoading
  const redirectTo = result.kind === "redirect" ? result.to : null
  useEffect(() => {
    if (redirectTo !== null) navigate(redirectTo, { replace: true })
  }, [redirectTo, navigate])
  // Leaving a route resets the dialog state (spec section 2).
  useEffect(() => {
    const left = path
    return () => sendDialog({ type: "route.left", path: left })
  }, [path])
  if (result.kind === "redirect") return null
  if (checkingExpired && result.route.auth) return null
  return (
    <Screen result={result} pendingRole={pendingRole} passwordExpired={passwordExpired} config={config} />
  )
}

interface ScreenSlotProps {
  readonly result: Rendered
  readonly pendingRole: boolean
  readonly passwordExpired: boolean
  readonly config: ReturnType<typeof usePortal>["config"]
}

/** Marks a screen drawn without the shell: the announcement the server drew goes (ui/lib/boot-banner.ts). */
function OutsideShell() {
  useLayoutEffect(() => bootBannerNoShell(), [])
  return null
}

function Screen({ result, pendingRole, passwordExpired, config }: ScreenSlotProps) {
  const logout = useLogout()
  const { auth } = usePortal()
  // A new session (viewing as someone, or back) or a cleared view starts every screen afresh.
  const sessionID = useSelector(auth, (s) => s.context.session?.sessionID ?? "")
  const generation = useViewGeneration()
  const search = useSearch()
  const params = result.kind === "render" ? result.params : {}
  const route = result.route
  const title = navigationTitle(route, params, search) ?? config.productName
  usePageMeta(pageTitle(route, params, config, search), pageDescription(route, config))
  const Component = SCREENS[route.name] ?? SCREENS["404"]!
  const content = pendingRole ? null : (
    <Component key={route.name} params={params} title={title} config={config} />
  )
  if (passwordExpired && isCoveredByForcedPassword(route)) {
    return (
      <Suspense fallback={null}>
        <OutsideShell />
        <ForcedPassword onLogout={logout} />
      </Suspense>
    )
  }
  if (route.hideNavigation || !route.auth) {
    return (
      <ErrorBoundary resetKey={route.name}>
        <OutsideShell />
        <Suspense fallback={null}>{content}</Suspense>
      </ErrorBoundary>
    )
  }
  return (
    <Suspense fallback={null}>
      <Shell key={`${sessionID}:${generation}`} title={title} routeKey={route.name}>
        {content}
      </Shell>
    </Suspense>
  )
}
