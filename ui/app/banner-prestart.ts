import { selectCheckingExpired, selectPasswordExpired } from "../lib/auth-selectors.ts"
import type { AuthActor } from "../lib/portal-context.tsx"

type Snapshot = ReturnType<AuthActor["getSnapshot"]>

/**
 * The session whose announcement may load now: signed in, and the password known not to have
 * expired (GET /v1/banner answers 403 until an expired password is updated).
 */
export const bannerSessionOf = (s: Snapshot): string | null =>
  s.context.session === null || selectCheckingExpired(s) || selectPasswordExpired(s)
    ? null
    : s.context.session.sessionID

/**
 * Starts loading the announcement as soon as a session may have it, beside the user's profile and
 * the shell's code rather than after the shell mounts: the shell then draws at once with the banner
 * already known, instead of the banner pushing it down later (issue 24, layout shift 0.108 at 390 px).
 * `start` runs once per session.
 */
export const prestartBanner = (
  auth: Pick<AuthActor, "getSnapshot" | "subscribe">,
  start: (sessionID: string) => void,
) => {
  let started: string | null = null
  const check = (s: Snapshot) => {
    const sessionID = bannerSessionOf(s)
    if (sessionID === null || sessionID === started) return
    started = sessionID
    start(sessionID)
  }
  check(auth.getSnapshot())
  return auth.subscribe(check)
}
