import { existsSync } from "node:fs"
import { homedir } from "node:os"
import type { StorageShape } from "../../core/runtime/storage.ts"
import type { CliPlace } from "./config-dir.ts"
import { makeFileStorage, readSessionFile } from "./file-storage.ts"
import { tokenStorage } from "./token-storage.ts"
import { type SessionChoice, type SessionSource, sessionSource } from "./session-source.ts"

/** The API origin when neither `--api`, `PORTAL_API_URL` nor the session file names one. */
export const DEFAULT_API = "http://localhost:4310"

/** Where this process runs (the config folder and the working folder come from it). */
export const processPlace = (): CliPlace => ({
  cwd: process.cwd(),
  env: process.env,
  platform: process.platform,
  home: homedir(),
})

/** What a command signs in with: the storage the runtime reads `session` from, and its server. */
export interface Credentials {
  readonly source: SessionSource
  /** `--api` when given, else the server the session file names, else `DEFAULT_API` (unparsed). */
  readonly api: string
  /** The server the stored keys belong to (null: nothing stored, or a file from before v2). */
  readonly sessionApi: string | null
  readonly storage: StorageShape
}

/**
 * The one place the CLI decides where its session comes from and goes to: the session file chosen
 * by `sessionSource` (`--session`, `--profile`, the old ./.portal-session.json, the default profile).
 * `PORTAL_TOKEN` (`token`) plugs in here: the token stands where a session id goes, in memory only
 * (the file is neither read for a session nor written); its owner is looked up when the session is
 * restored.
 */
export const openCredentials = (
  choice: SessionChoice & { readonly api: string | undefined; readonly token?: string | undefined },
  place: CliPlace,
  parseApi: (value: string) => string = (value) => value,
): Credentials => {
  const source = sessionSource(choice, place, existsSync)
  const stored = readSessionFile(source.file)
  const api = parseApi(choice.api ?? stored.api ?? DEFAULT_API)
  const token = choice.token === undefined || choice.token === "" ? undefined : choice.token
  if (token !== undefined) return { source, api, sessionApi: null, storage: tokenStorage(token) }
  return {
    source,
    api,
    sessionApi: stored.entries.size === 0 ? null : stored.api,
    // A profile keeps naming its server after 'portal logout', so the next login needs no --api.
    storage: makeFileStorage(source.file, api, stored, source.kind === "profile"),
  }
}
