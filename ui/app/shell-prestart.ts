import { selectCheckingExpired, selectPasswordExpired } from "../lib/auth-selectors.ts"
import type { AuthActor } from "../lib/portal-context.tsx"

type Snapshot = ReturnType<AuthActor["getSnapshot"]>

/**
 * The session whose shell may start now: signed in, and the password known not to have expired
 * (every start-up call but GET /v1/expired answers 403 until an expired password is updated).
 */
export const shellSessionIdOf = (s: Snapshot): string | null =>
  s.context.session === null || selectCheckingExpired(s) || selectPasswordExpired(s)
    ? null
    : s.context.session.sessionID

/** What the app does with the signed-in shell as the session changes. */
export interface ShellStarts {
  /** The session may load: start its shell (runs once per session). */
  readonly start: (sessionID: string) => void
  /** Signed out: the last session's shell stops. */
  readonly end: () => void
}

/**
 * Starts the signed-in shell as soon as a session may load its start-up calls (the menu, the
 * notifications, the announcement: `core/machines/shell`), beside the user's profile and the screen's
 * code rather than once the shell's layout mounts, so the shell draws with them known or on their way
 * (issue 24: the announcement arriving late pushed the page, 0.108 at 390 px; issue 25: one round trip
 * fewer). `start` runs once per session; `end` when the session is gone.
 */
export const prestartShell = (auth: Pick<AuthActor, "getSnapshot" | "subscribe">, starts: ShellStarts) => {
  let started: string | null = null
  const check = (s: Snapshot) => {
    if (s.context.session === null && started !== null) {
      started = null
      starts.end()
      return
    }
    const sessionID = shellSessionIdOf(s)
    if (sessionID === null || sessionID === started) return
    started = sessionID
    starts.start(sessionID)
  }
  check(auth.getSnapshot())
  return auth.subscribe(check)
}
