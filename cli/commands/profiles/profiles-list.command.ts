import { readdirSync } from "node:fs"
import { basename, join } from "node:path"
import { renderTable } from "../../format/table.ts"
import { configDir, profilesDir } from "../../runtime/config-dir.ts"
import { readSessionFile } from "../../runtime/file-storage.ts"
import type { SessionSource } from "../../runtime/session-source.ts"
import type { CliDeps } from "../command.types.ts"

export interface ProfileRow {
  readonly name: string
  readonly file: string
  /** The server it signed in to last; null when it never did (or the file is unreadable). */
  readonly server: string | null
  readonly signedIn: boolean
  /** Why the file could not be read (it is left alone). */
  readonly problem: string | null
}

export interface ProfilesListResult {
  readonly configDir: string
  /** The session file this invocation would use, and why. */
  readonly inUse: SessionSource
  readonly profiles: ReadonlyArray<ProfileRow>
}

const row = (file: string): ProfileRow => {
  const name = basename(file, ".json")
  try {
    const stored = readSessionFile(file)
    return { name, file, server: stored.api, signedIn: stored.entries.has("session"), problem: null }
  } catch (error) {
    return { name, file, server: null, signedIn: false, problem: (error as Error).message }
  }
}

const profileFiles = (dir: string): Array<string> => {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => join(dir, name))
  } catch {
    return []
  }
}

/** The profiles in the config folder with their servers; reads files only, calls no server. */
export const run = async (_options: object, deps: CliDeps): Promise<ProfilesListResult> => ({
  configDir: configDir(deps.place),
  inUse: deps.sessionSource,
  profiles: profileFiles(profilesDir(deps.place)).map(row),
})

const inUseLine = (source: SessionSource): string =>
  source.kind === "profile"
    ? `In use: profile ${source.profile} (${source.file})`
    : `In use: ${source.file} (${source.kind === "session" ? "--session" : "the session file of earlier versions in this folder"})`

export const render = (result: ProfilesListResult): string => {
  const head = `Config folder: ${result.configDir}`
  if (result.profiles.length === 0)
    return `${head}\nNo profiles yet: 'portal login' creates "default", 'portal --profile <name> login' another.\n${inUseLine(result.inUse)}`
  const current = (p: ProfileRow) => result.inUse.kind === "profile" && result.inUse.file === p.file
  const table = renderTable(
    [
      { heading: "", cell: (p: ProfileRow) => (current(p) ? "*" : "") },
      { heading: "PROFILE", cell: (p: ProfileRow) => p.name },
      { heading: "SERVER", cell: (p: ProfileRow) => p.server ?? "-" },
      {
        heading: "SESSION",
        cell: (p: ProfileRow) =>
          p.problem !== null ? "unreadable" : p.signedIn ? "signed in" : "signed out",
      },
    ],
    result.profiles,
  )
  return `${head}\n${table}\n${inUseLine(result.inUse)}`
}
