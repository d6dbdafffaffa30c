import { waitFor } from "xstate"
import { formatStoredPhone } from "../../../core/domain/validation/phone.ts"
import type { EmailChange } from "../../../core/schema/profile.ts"
import type { User } from "../../../core/schema/user.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { sessionUserId } from "./profile-session.ts"

export interface ShowOptions {
  /** Another user's id (an admin reading a user of the company); default: the signed-in user. */
  readonly user?: string | undefined
}

export interface ShowResult {
  readonly user: User
  readonly pendingEmailChanges: ReadonlyArray<EmailChange>
}

/** `portal profile show`: the profile page machine (GET /v1/user/:id and the pending email changes). */
export const run = async (options: ShowOptions, deps: CliDeps): Promise<ShowResult> => {
  const userId = options.user === undefined ? sessionUserId(deps) : Number(options.user)
  if (!Number.isInteger(userId) || userId < 1) throw usageError("--user must be a user id")
  const page = startMachine(deps, "profilePage", { userId })
  try {
    const { details, email } = page.getSnapshot().children
    if (!details || !email) throw requestFailed("the profile could not be started")
    const shown = await waitFor(details, (s) => !s.matches("loading"))
    if (shown.context.loadError)
      throw failureError(deps, "could not read the profile", shown.context.loadError)
    const pending = await waitFor(email, (s) => !s.matches("loading"))
    if (pending.context.loadError)
      throw failureError(deps, "could not read the email changes", pending.context.loadError)
    return { user: shown.context.user!, pendingEmailChanges: pending.context.pending }
  } finally {
    page.stop()
  }
}

export const render = ({ user, pendingEmailChanges }: ShowResult): string => {
  const phone = formatStoredPhone(user.phonenumber)
  const lines = [
    `Name:        ${user.firstname} ${user.lastname}`,
    `Username:    ${user.username}`,
    `Email:       ${user.email}`,
    ...pendingEmailChanges.map((p) => `  pending:   ${p.newEmail} (until ${p.expires})`),
    `Phone:       ${phone || "Not Available"}${phone && user.phonenumberextension ? ` ext. ${user.phonenumberextension}` : ""}`,
    `Role:        ${user.role}`,
    `Company:     ${user.companyname}`,
    `Created:     ${user.usercreateddate}`,
    `Last sign-in: ${user.dateLastLoggedInUTC ?? "Not Available"}`,
  ]
  return lines.join("\n")
}
