import { type ComponentType, lazy } from "react"
import type { ScreenProps } from "../lib/screen.types.ts"
import LoginScreen from "../features/auth/login-screen.tsx"

const tokenPassword = lazy(() => import("../features/auth/token-password-screen.tsx"))

/**
 * Screens by route name, each loaded on demand but the login screen: the front door of every
 * signed-out visit is 1 kB, and as a chunk of its own it cost a request (0.45 kB of headers) of the
 * login route's 100 kB and a fetch after the entry's (issue 25).
 */
export const SCREENS: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  login: LoginScreen,
  dashboard: lazy(() => import("../features/dashboard/dashboard-screen.tsx")),
  tickets: lazy(() => import("../features/tickets/ticket-list-screen.tsx")),
  newTicket: lazy(() => import("../features/tickets/new-ticket-screen.tsx")),
  ticket: lazy(() => import("../features/tickets/ticket-detail-screen.tsx")),
  equipment: lazy(() => import("../features/equipment/equipment-list-screen.tsx")),
  equipmentDetail: lazy(() => import("../features/equipment/equipment-detail-screen.tsx")),
  users: lazy(() => import("../features/users/users-screen.tsx")),
  admin: lazy(() => import("../features/admin/admin-screen.tsx")),
  monitoring: lazy(() => import("../features/monitoring/monitoring-screen.tsx")),
  profile: lazy(() => import("./profile-route.tsx")),
  agreements: lazy(() => import("../features/agreements/agreements-screen.tsx")),
  about: lazy(() => import("../features/pages/about-screen.tsx")),
  "404": lazy(() => import("../features/pages/not-found-screen.tsx")),
  cancelEmailChange: lazy(() =>
    import("../features/auth/email-change-link-screen.tsx").then((m) => ({
      default: m.CancelEmailChangeScreen,
    })),
  ),
  confirmEmailChange: lazy(() =>
    import("../features/auth/email-change-link-screen.tsx").then((m) => ({
      default: m.ConfirmEmailChangeScreen,
    })),
  ),
  rateTicket: lazy(() => import("../features/auth/rating-link-screen.tsx")),
  resetPassword: tokenPassword,
  completeSetup: tokenPassword,
  updatePassword: tokenPassword,
  forgotPassword: lazy(() =>
    import("../features/auth/forgot-screen.tsx").then((m) => ({ default: m.ForgotPasswordScreen })),
  ),
  forgotUsername: lazy(() =>
    import("../features/auth/forgot-screen.tsx").then((m) => ({ default: m.ForgotUsernameScreen })),
  ),
}
