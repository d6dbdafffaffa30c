import { posix, win32 } from "node:path"

/** Where a process runs: what decides the config folder and the session file. */
export interface CliPlace {
  readonly cwd: string
  readonly env: Readonly<Record<string, string | undefined>>
  readonly platform: NodeJS.Platform
  readonly home: string
}

/**
 * The CLI's folder in the user's configuration folder, as each platform keeps it: Windows
 * `%APPDATA%\portal`; macOS `~/Library/Application Support/portal`; Linux and other Unix
 * `$XDG_CONFIG_HOME/portal`, else `~/.config/portal`. An absolute XDG_CONFIG_HOME is honoured on
 * macOS too (as the XDG tools there do); a relative one is ignored, as the XDG spec says.
 */
export const configDir = (place: Pick<CliPlace, "env" | "platform" | "home">): string => {
  const { env, platform, home } = place
  if (platform === "win32") return win32.join(env.APPDATA || win32.join(home, "AppData", "Roaming"), "portal")
  const xdg = env.XDG_CONFIG_HOME
  if (xdg !== undefined && posix.isAbsolute(xdg)) return posix.join(xdg, "portal")
  if (platform === "darwin") return posix.join(home, "Library", "Application Support", "portal")
  return posix.join(home, ".config", "portal")
}

/** A profile's name: letters, digits, '.', '_' and '-', starting with a letter or digit. */
export const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** The profile used when none is named. */
export const DEFAULT_PROFILE = "default"

/** The folder of the profiles' session files. */
export const profilesDir = (place: Pick<CliPlace, "env" | "platform" | "home">): string => {
  const dir = configDir(place)
  return place.platform === "win32" ? win32.join(dir, "profiles") : posix.join(dir, "profiles")
}
