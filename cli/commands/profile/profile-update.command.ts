import { waitFor } from "xstate"
import { phoneToStore } from "../../../core/domain/validation/phone.ts"
import type { ProfileDraft } from "../../../core/domain/profile/profile-fields.ts"
import type { User } from "../../../core/schema/user.ts"
import { requestFailed, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { sessionUserId } from "./profile-session.ts"

export interface UpdateOptions {
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  /** International (+44 20 7946 0958) or national with --country. */
  readonly phone?: string | undefined
  readonly country?: string | undefined
  readonly extension?: string | undefined
}

export interface UpdateResult {
  /** The fields sent (only the changed ones). */
  readonly changed: Partial<ProfileDraft>
  readonly user: User
}

/** The draft fields the options set; the phone as E.164 when it parses for the country. */
const edits = (o: UpdateOptions): ReadonlyArray<[keyof ProfileDraft, string]> => {
  const phone =
    o.phone === undefined
      ? undefined
      : (phoneToStore(o.phone, (o.country?.toUpperCase() ?? "US") as "US") ?? o.phone)
  const pairs: Array<[keyof ProfileDraft, string | undefined]> = [
    ["firstname", o.firstName],
    ["lastname", o.lastName],
    ["phonenumber", phone],
    ["phonenumberextension", o.extension],
  ]
  return pairs.filter((p): p is [keyof ProfileDraft, string] => p[1] !== undefined)
}

/**
 * `portal profile update`: the profile machine's edit and save (PATCH /v1/user/:id with only the
 * changed fields, checked by the shared rules before anything is sent).
 */
export const run = async (options: UpdateOptions, deps: CliDeps): Promise<UpdateResult> => {
  const changes = edits(options)
  if (changes.length === 0)
    throw usageError("give at least one of --first-name, --last-name, --phone, --extension")
  const profile = startMachine(deps, "profile", { userId: sessionUserId(deps) })
  try {
    const loaded = await waitFor(profile, (s) => !s.matches("loading"))
    if (loaded.context.loadError)
      throw failureError(deps, "could not read the profile", loaded.context.loadError)
    profile.send({ type: "profile.edit" })
    for (const [field, value] of changes) profile.send({ type: "profile.change", field, value })
    profile.send({ type: "profile.save" })
    const problems = Object.values(profile.getSnapshot().context.problems)
    if (problems.length > 0) throw usageError(problems.join("; "))
    const done = await waitFor(profile, (s) => !s.matches("saving"))
    if (done.context.error) throw failureError(deps, "could not save the profile", done.context.error)
    if (!done.matches("viewing") || done.context.user === null)
      throw requestFailed("could not save the profile")
    return { changed: done.context.lastChanges ?? {}, user: done.context.user }
  } finally {
    profile.stop()
  }
}

export const render = (result: UpdateResult): string => {
  const fields = Object.keys(result.changed)
  return fields.length === 0 ? "Nothing changed." : `Saved: ${fields.join(", ")}.`
}
