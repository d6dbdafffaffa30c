import { canSeeUsers, isAdminRole } from "./roles.ts"

/** Names and texts that come from configuration. */
export interface BrandConfig {
  readonly productName: string
  readonly providerName: string
}

export type RouteParams = Readonly<Record<string, string>>

/** A navigation title: fixed, or computed from the route's params and query string (without `?`). */
export type RouteTitle = string | ((params: RouteParams, search: string) => string)

/** `/profile/:userId?notifications=1` shows that user's notification settings (spec section 2). */
export const opensNotificationSettings = (search: string): boolean =>
  new URLSearchParams(search).get("notifications") === "1"

/** One row of the route table (spec section 2). */
export interface RouteDef {
  readonly name: string
  /** Pattern with `:param` segments; `:id` and `:userId` match digits only. */
  readonly path: string
  readonly auth: boolean
  /**
   * The roles a role-gated route renders for (admin roles for /admin, spec section 2; the Users
   * entry's roles for /users); any other role gets the 404 page and the screen asks the server nothing.
   */
  readonly roleGate?: (roleid: number | null | undefined) => boolean
  /** Hides the side navigation and top bar (login and token pages). */
  readonly hideNavigation: boolean
  readonly title?: RouteTitle
}

const route = (
  name: string,
  path: string,
  auth: boolean,
  title?: RouteTitle,
  flags: { hideNavigation?: boolean; roleGate?: RouteDef["roleGate"] } = {},
): RouteDef => ({
  name,
  path,
  auth,
  hideNavigation: flags.hideNavigation ?? false,
  ...(flags.roleGate === undefined ? {} : { roleGate: flags.roleGate }),
  ...(title === undefined ? {} : { title }),
})

const bare = { hideNavigation: true }

/** The route table in matching order; `/tickets/new` precedes `/tickets/:id`. */
export const ROUTES: ReadonlyArray<RouteDef> = [
  route("home", "/", false),
  route("login", "/auth/login", false, "Login", bare),
  route("forgotPassword", "/auth/forgot-password", false, "Forgot Password", bare),
  route("forgotUsername", "/auth/forgot-username", false, "Forgot Username", bare),
  route("dashboard", "/dashboard", true, "Dashboard"),
  route("tickets", "/tickets", true, "Service Tickets"),
  route("newTicket", "/tickets/new", true, "New Service Ticket"),
  route("ticket", "/tickets/:id", true, (params) => `Service Ticket #${params.id ?? ""}`),
  route("equipment", "/equipment", true, "Equipment"),
  route("equipmentDetail", "/equipment/:id", true, "Equipment Detail"),
  route("users", "/users", true, "Users", { roleGate: canSeeUsers }),
  route("admin", "/admin", true, "Admin", { roleGate: isAdminRole }),
  route("cancelEmailChange", "/cancel-email-change/:token", false, "Cancel Email Change", bare),
  route("confirmEmailChange", "/confirm-email-change/:token", false, "Confirm Email Change", bare),
  route("monitoring", "/monitoring", true, "Apps + Integrations"),
  route("profile", "/profile/:userId", true, (_params, search) =>
    opensNotificationSettings(search) ? "Notification Settings" : "User Profile",
  ),
  route("agreements", "/agreements", true, "Agreements"),
  route("resetPassword", "/reset-password/:token", false, "Reset Password", bare),
  route("completeSetup", "/complete-setup/:token", false, "Complete Setup", bare),
  route("updatePassword", "/update-password/:token", true, "Update Password", bare),
  route("rateTicket", "/rate/:token", false, "Rate Service Ticket", bare),
  route("about", "/about", true, "About the product"),
]

/** The page shown for any other path; it requires a session like the spec's `404` route. */
export const NOT_FOUND_ROUTE: RouteDef = route("404", "*", true, "Page Not Found")

/** Login path, exported for hosts that build links. */
export const LOGIN_PATH = "/auth/login"
export const DASHBOARD_PATH = "/dashboard"
/** Where a new reset link is asked for (a dead reset or setup link points here). */
export const FORGOT_PASSWORD_PATH = "/auth/forgot-password"

const NUMERIC_PARAMS = new Set(["id", "userId"])

const segmentsOf = (path: string): ReadonlyArray<string> => path.split("/").filter((s) => s.length > 0)

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

const matchPattern = (pattern: string, path: string): RouteParams | null => {
  const want = segmentsOf(pattern)
  const have = segmentsOf(path)
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const actual = decodeSegment(have[i] ?? "")
    if (actual === null) return null
    if (!part.startsWith(":")) {
      if (part !== actual) return null
      continue
    }
    const name = part.slice(1)
    if (NUMERIC_PARAMS.has(name) && !/^\d+$/.test(actual)) return null
    params[name] = actual
  }
  return params
}

/** Finds the route for a path (without query); null when nothing matches. */
export const matchRoute = (
  path: string,
): { readonly route: RouteDef; readonly params: RouteParams } | null => {
  for (const candidate of ROUTES) {
    const params = matchPattern(candidate.path, path)
    if (params) return { route: candidate, params }
  }
  return null
}

/** The outcome of the route guards for one navigation. */
export type NavigationResult =
  | { readonly kind: "render"; readonly route: RouteDef; readonly params: RouteParams }
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "notFound"; readonly route: RouteDef }

export interface NavigationRequest {
  readonly path: string
  /** Query string, with or without the leading `?`. */
  readonly search?: string
  readonly hasSession: boolean
  readonly roleid?: number | null
}

/** Login URL carrying the full attempted path (with query) in `redirect`. */
export const loginRedirect = (path: string, search = ""): string => {
  const query = search.replace(/^\?/, "")
  const full = query.length > 0 ? `${path}?${query}` : path
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(full)}`
}

/**
 * Applies the spec's guards in order: `/` redirects (login, or the dashboard when signed in);
 * an unmatched path is the 404 page; an auth route without a session goes to login with the
 * redirect query; a role-gated route (`roleGate`: /admin for admin roles, /users for the Users
 * entry's roles) is 404 unless the gate lets the role in. The 404 page itself is
 * an auth route, so an anonymous visitor of an unknown path is sent to login first.
 */
export const resolveNavigation = (request: NavigationRequest): NavigationResult => {
  const { path, search = "", hasSession, roleid } = request
  const matched = matchRoute(path)
  if (matched?.route.name === "home")
    return { kind: "redirect", to: hasSession ? DASHBOARD_PATH : LOGIN_PATH }
  if (!matched)
    return hasSession
      ? { kind: "notFound", route: NOT_FOUND_ROUTE }
      : { kind: "redirect", to: loginRedirect(path, search) }
  if (matched.route.auth && !hasSession) return { kind: "redirect", to: loginRedirect(path, search) }
  if (matched.route.roleGate && !matched.route.roleGate(roleid))
    return { kind: "notFound", route: NOT_FOUND_ROUTE }
  return { kind: "render", route: matched.route, params: matched.params }
}

/**
 * Whether the forced password screen replaces a route while the session's password is expired:
 * every auth route except `/update-password/:token`, which is one of the two ways out (issue 11:
 * `POST /v1/newToken`, then the reset call or `/update-password/:token`).
 */
export const isCoveredByForcedPassword = (route: RouteDef): boolean =>
  route.auth && route.name !== "updatePassword"
