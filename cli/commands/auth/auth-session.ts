import { type Actor, waitFor } from "xstate"
import { sameServer } from "../../../core/domain/server-origin.ts"
import type { authMachine } from "../../../core/machines/auth/auth.machine.ts"
import { readSession } from "../../../core/runtime/session-store.ts"
import type { Session } from "../../../core/schema/session.ts"
import { CliError, EXIT, notSignedIn } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import { resolveTokenOwner } from "./token-owner.ts"
import type { CliDeps } from "../command.types.ts"

export type AuthActor = Actor<typeof authMachine>
export type AuthSnapshot = ReturnType<AuthActor["getSnapshot"]>

/** A running auth actor over the CLI runtime; `stop()` ends it and its 401 subscription. */
export interface AuthHandle {
  readonly actor: AuthActor
  readonly stop: () => void
}

/**
 * Starts the auth machine as the UI does: restored from `session`, and ended by any 401 from any
 * call (the runtime's onUnauthorized hook is wired before start so none is missed).
 */
export const startAuth = (deps: CliDeps, session: Session | null): AuthHandle => {
  let unsubscribe = () => {}
  const actor = startMachine(deps, "auth", { session }, (created) => {
    unsubscribe = deps.runtime.onUnauthorized(() => created.send({ type: "auth.sessionEnded" }))
  })
  return {
    actor,
    stop: () => {
      unsubscribe()
      actor.stop()
    },
  }
}

/** Waits until the machine is signed out, failed, or signed in with the user lookup done. */
export const settleAuth = (actor: AuthActor): Promise<AuthSnapshot> =>
  waitFor(
    actor,
    (s) =>
      s.matches("none") ||
      s.matches("error") ||
      s.matches({ success: "ready" }) ||
      s.matches({ success: "expired" }),
  )

/** The server the session file's session belongs to, when `--api` names another one. */
export const otherServer = (deps: Pick<CliDeps, "api" | "sessionApi">): string | null =>
  deps.sessionApi !== null && !sameServer(deps.sessionApi, deps.api) ? deps.sessionApi : null

/** 'Not signed in', saying so when the file's session belongs to another server than `--api`. */
export const noSessionError = (deps: CliDeps): CliError => {
  const other = otherServer(deps)
  if (other === null) return notSignedIn()
  return new CliError(
    `not signed in to ${deps.api}: the session in ${deps.sessionFile} belongs to ${other}, and is not sent elsewhere; leave out --api (and PORTAL_API_URL) to use it, or sign in with 'portal --api ${deps.api} login --username <name>'`,
    EXIT.notSignedIn,
    "NotSignedIn",
  )
}

/**
 * Restores the stored session and waits for the user lookup: the signed-in snapshot, or a
 * 'not signed in' error when no session is stored or the server has ended it (the file is cleared).
 */
export const restoreSession = async (
  deps: CliDeps,
): Promise<{ auth: AuthHandle; snapshot: AuthSnapshot }> => {
  const stored = readSession(deps.runtime.storage)
  if (stored === null) throw noSessionError(deps)
  const session = await resolveTokenOwner(deps, stored)
  const auth = startAuth(deps, session)
  const snapshot = await settleAuth(auth.actor)
  if (snapshot.matches("none")) {
    auth.stop()
    throw notSignedIn("the session has ended on the server")
  }
  const { userError } = snapshot.context
  if (userError !== null) {
    auth.stop()
    throw failureError(deps, "could not load the signed-in user", userError)
  }
  return { auth, snapshot }
}
