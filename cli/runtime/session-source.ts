import { isAbsolute, join, resolve } from "node:path"
import { type CliPlace, DEFAULT_PROFILE, PROFILE_NAME, profilesDir } from "./config-dir.ts"
import { usageError } from "./cli-errors.ts"

/** The session file of the versions before profiles, in the working folder; still read when there. */
export const LEGACY_SESSION_FILE = ".portal-session.json"

/** Which session file a command uses, and why (for messages and `portal profiles list`). */
export interface SessionSource {
  readonly file: string
  /** `--session` (or PORTAL_SESSION_FILE), a profile in the config folder, or the old file here. */
  readonly kind: "session" | "profile" | "legacy"
  /** The profile's name when `kind` is "profile". */
  readonly profile: string | null
}

/** The options that choose it: `--session <file>` and `--profile <name>` (or their variables). */
export interface SessionChoice {
  readonly session?: string | undefined
  readonly profile?: string | undefined
}

/** A profile's session file in the config folder; refuses a name that is not a plain file name. */
export const profileFile = (place: Pick<CliPlace, "env" | "platform" | "home">, name: string): string => {
  if (!PROFILE_NAME.test(name))
    throw usageError(
      `--profile must be a name of letters, digits, '.', '_' and '-' (at most 64), got '${name}'`,
    )
  return join(profilesDir(place), `${name}.json`)
}

/**
 * The session file, first of: `--session <file>` (or PORTAL_SESSION_FILE), which wins over
 * `--profile`; the profile named by `--profile` (or PORTAL_PROFILE); an existing
 * ./.portal-session.json in the working folder (read and written as before); else the "default"
 * profile in the user's config folder (`configDir`), so `cd /tmp && portal whoami` finds the session.
 */
export const sessionSource = (
  choice: SessionChoice,
  place: CliPlace,
  exists: (path: string) => boolean,
): SessionSource => {
  if (choice.session !== undefined && choice.session !== "") {
    const file = isAbsolute(choice.session) ? choice.session : resolve(place.cwd, choice.session)
    return { file, kind: "session", profile: null }
  }
  if (choice.profile !== undefined)
    return { file: profileFile(place, choice.profile), kind: "profile", profile: choice.profile }
  const legacy = resolve(place.cwd, LEGACY_SESSION_FILE)
  if (exists(legacy)) return { file: legacy, kind: "legacy", profile: null }
  return { file: profileFile(place, DEFAULT_PROFILE), kind: "profile", profile: DEFAULT_PROFILE }
}
