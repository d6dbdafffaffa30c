import { Cause, type Effect, Exit, Option } from "effect"
import { isPersonalToken } from "../../../core/domain/tokens/personal-tokens.ts"
import { withClient } from "../../../core/runtime/actor-bridge.ts"
import { defectFailure, type PortalFailure, toFailure } from "../../../core/runtime/failures.ts"
import type { PortalServices } from "../../../core/runtime/portal-runtime.ts"
import { writeSession } from "../../../core/runtime/session-store.ts"
import type { CurrentSession, Session } from "../../../core/schema/session.ts"
import { notSignedIn } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { UNRESOLVED_OWNER } from "../../runtime/token-storage.ts"
import type { CliDeps } from "../command.types.ts"

/**
 * A `PORTAL_TOKEN` session names no user until asked: GET /v1/session says whose token it is, and
 * the in-memory session gets that user id (so the auth machine loads the owner as for a sign-in).
 * A refused token (revoked, expired, owner deactivated: 401) is 'not signed in' (exit 3).
 */
export const resolveTokenOwner = async (deps: CliDeps, session: Session): Promise<Session> => {
  if (!isPersonalToken(session.sessionID) || session.userID !== UNRESOLVED_OWNER) return session
  const call = withClient((client) => client.account.session())
  const exit = await deps.runtime.runPromiseExit(
    call as Effect.Effect<CurrentSession, unknown, PortalServices>,
  )
  if (Exit.isFailure(exit)) {
    const error = Cause.findErrorOption(exit.cause)
    const failure = Option.isSome(error)
      ? (toFailure(error.value) as PortalFailure)
      : defectFailure(Cause.squash(exit.cause))
    if (failure._tag === "Unauthorized")
      throw notSignedIn("PORTAL_TOKEN is not valid, has expired or was revoked")
    throw failureError(deps, "could not check PORTAL_TOKEN", failure)
  }
  const owned = { ...session, userID: exit.value.userID }
  writeSession(deps.runtime.storage, owned)
  return owned
}
