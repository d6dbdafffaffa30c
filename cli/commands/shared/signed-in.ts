import { defectFailure, type PortalFailure } from "../../../core/runtime/failures.ts"
import type { User } from "../../../core/schema/user.ts"
import { type CliError, notSignedIn } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { type AuthHandle, restoreSession } from "../auth/auth-session.ts"
import type { CliDeps } from "../command.types.ts"

export interface SignedIn {
  readonly auth: AuthHandle
  readonly user: User
  /** A machine's failure as the CLI's error; a 401 anywhere has already ended the session. */
  readonly failure: (what: string, failure: PortalFailure | null) => CliError
}

/**
 * Runs `body` with the stored session restored through the auth machine, like the UI's shell: a
 * missing or ended session is 'not signed in', and any 401 during `body` ends it (file cleared).
 */
export const withSignedIn = async <A>(deps: CliDeps, body: (session: SignedIn) => Promise<A>): Promise<A> => {
  const { auth, snapshot } = await restoreSession(deps)
  const user = snapshot.context.user
  if (user === null) throw new Error("auth machine settled without a user")
  const ended = () => auth.actor.getSnapshot().matches("none")
  try {
    const result = await body({
      auth,
      user,
      failure: (what, failure) =>
        failureError(deps, what, failure ?? defectFailure(`${what}: the machine settled without a failure`)),
    })
    if (ended()) throw notSignedIn("the session has ended on the server")
    return result
  } catch (error) {
    // A 401 from any call ended the session (and cleared the file), whatever the command made of it.
    throw ended() ? notSignedIn("the session has ended on the server") : error
  } finally {
    auth.stop()
  }
}
