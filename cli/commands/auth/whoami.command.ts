import type { CliDeps } from "../command.types.ts"
import { describeUser, summarizeUser, type UserSummary } from "./auth.format.ts"
import { restoreSession } from "./auth-session.ts"

export interface WhoamiResult extends UserSummary {
  readonly isImpersonation: boolean
  /** The server the session belongs to. */
  readonly api: string
  /** The profile whose session it is; null for `--session` or ./.portal-session.json. */
  readonly profile: string | null
}

/** Restores the stored session through the auth machine and reports the signed-in user. */
export const run = async (_options: object, deps: CliDeps): Promise<WhoamiResult> => {
  const { auth, snapshot } = await restoreSession(deps)
  auth.stop()
  const { user, session } = snapshot.context
  if (user === null || session === null) throw new Error("auth machine settled without a user")
  return {
    ...summarizeUser(user),
    isImpersonation: session.isImpersonation,
    api: deps.api,
    profile: deps.sessionSource.profile,
  }
}

export const render = (result: WhoamiResult): string =>
  `${describeUser(result)}${result.isImpersonation ? " [viewing as this user]" : ""}\n${result.email}\nServer: ${result.api}${result.profile === null ? "" : ` (profile ${result.profile})`}`
