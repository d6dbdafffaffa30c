import { authStatus } from "../../core/machines/auth/auth.machine.ts"
import type { AuthActor } from "./portal-context.tsx"

/** Narrow slices of the auth snapshot for useSelector. */
type Snapshot = ReturnType<AuthActor["getSnapshot"]>

export const selectHasSession = (s: Snapshot) => s.context.session !== null
export const selectStatus = (s: Snapshot) => authStatus(s)
export const selectError = (s: Snapshot) => s.context.error
export const selectAttemptsRemaining = (s: Snapshot) => s.context.attemptsRemaining
export const selectPasswordExpired = (s: Snapshot) => s.context.passwordExpired
/** A restored session waits for GET /v1/expired before any signed-in screen shows. */
export const selectCheckingExpired = (s: Snapshot) => s.matches({ success: "checkingExpired" })
export const selectUser = (s: Snapshot) => s.context.user
export const selectUserId = (s: Snapshot) => s.context.session?.userID ?? null
export const selectRoleId = (s: Snapshot) => s.context.user?.roleid ?? null
export const selectUserLoading = (s: Snapshot) => s.matches({ success: "loadingUser" })
export const selectUsername = (s: Snapshot) => s.context.username
/** The session is another user's, viewed by staff (spec section 2, 'Viewing as'). */
export const selectIsImpersonation = (s: Snapshot) => s.context.session?.isImpersonation === true
/** The impersonation child of the auth machine (core/machines/impersonation). */
export const selectImpersonation = (s: Snapshot) => s.children.impersonation
