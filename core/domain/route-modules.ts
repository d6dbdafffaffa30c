import { matchRoute, NOT_FOUND_ROUTE, resolveNavigation } from "./routes.ts"

/**
 * The source module of each route's screen, as the build's manifest names it (a path under `ui/`).
 * `ui/app/screens.tsx` lazy-loads exactly these but the login screen, which is in the entry (a test
 * compares the two); the server reads them to preload a route's code from the first HTML (issue
 * 25), so a screen loaded directly fetches its chunks beside the entry instead of after it (the
 * login screen's are the entry's own).
 */
const LOGIN_MODULE = "features/auth/login-screen.tsx"

export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  login: LOGIN_MODULE,
  dashboard: "features/dashboard/dashboard-screen.tsx",
  tickets: "features/tickets/ticket-list-screen.tsx",
  newTicket: "features/tickets/new-ticket-screen.tsx",
  ticket: "features/tickets/ticket-detail-screen.tsx",
  equipment: "features/equipment/equipment-list-screen.tsx",
  equipmentDetail: "features/equipment/equipment-detail-screen.tsx",
  users: "features/users/users-screen.tsx",
  admin: "features/admin/admin-screen.tsx",
  monitoring: "features/monitoring/monitoring-screen.tsx",
  profile: "app/profile-route.tsx",
  agreements: "features/agreements/agreements-screen.tsx",
  about: "features/pages/about-screen.tsx",
  "404": "features/pages/not-found-screen.tsx",
  cancelEmailChange: "features/auth/email-change-link-screen.tsx",
  confirmEmailChange: "features/auth/email-change-link-screen.tsx",
  resetPassword: "features/auth/token-password-screen.tsx",
  completeSetup: "features/auth/token-password-screen.tsx",
  updatePassword: "features/auth/token-password-screen.tsx",
  forgotPassword: "features/auth/forgot-screen.tsx",
  forgotUsername: "features/auth/forgot-screen.tsx",
  rateTicket: "features/auth/rating-link-screen.tsx",
}

/** What a signed-in route runs before its screen: the Effect runtime with the API client. */
export const RUNTIME_MODULE = "lib/live-runtime.ts"
/**
 * The runtime with the two small steps that evaluate Effect and the contract a task ahead of it
 * (`ui/app/portal.ts`): preloaded too, or each step would wait for a round trip of its own.
 */
export const RUNTIME_MODULES = ["lib/effect-first.ts", "lib/contract-steps.ts", RUNTIME_MODULE] as const
/** The signed-in layout (side navigation, top bar), lazy in `ui/app/app-routes.tsx`. */
export const SHELL_MODULE = "app/signed-in-shell.tsx"
/** What starts a signed-in route's page early (`ui/app/head-start.ts`, loaded by `ui/app/portal.ts`). */
export const HEAD_START_MODULE = "app/head-start.ts"

/**
 * The modules a first load of `path` runs besides the entry: its screen, and for a signed-in
 * screen the runtime and (unless the route hides the navigation) the head start and the shell. Without a session an
 * auth route ends on the login screen, so that is what loads; admin routes are judged by the
 * server's role check later, so they preload their screen like any other.
 */
export const routeModules = (path: string, signedIn: boolean): ReadonlyArray<string> => {
  const result = resolveNavigation({ path, hasSession: signedIn, roleid: null })
  if (result.kind === "redirect") {
    if (signedIn) return routeModules(result.to, true)
    return [LOGIN_MODULE]
  }
  const route = result.kind === "render" ? result.route : (matchRoute(path)?.route ?? NOT_FOUND_ROUTE)
  const screen = SCREEN_MODULES[route.name]
  if (screen === undefined) return []
  if (!route.auth) return [screen]
  return route.hideNavigation
    ? [...RUNTIME_MODULES, screen]
    : [...RUNTIME_MODULES, HEAD_START_MODULE, SHELL_MODULE, screen]
}
