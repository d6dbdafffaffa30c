import { resolve } from "node:path"
import type { Layer } from "effect"
import type { HttpClient } from "effect/http"
import { makePortalRuntime } from "../../core/runtime/portal-runtime.ts"
import { fetchHttpClient } from "../../core/runtime/portal-runtime.ts"
import type { CliDeps, GlobalOptions, Progress } from "../commands/command.types.ts"
import { usageError } from "./cli-errors.ts"
import { makeFileStorage, readSessionFile } from "./file-storage.ts"
import { tokenStorage } from "./token-storage.ts"
import { withTransportDiagnostics } from "./transport-diagnostics.ts"

/** The API origin when neither `--api`, `PORTAL_API_URL` nor the session file names one. */
export const DEFAULT_API = "http://localhost:4310"

/** The backend origin from `--api`: an http(s) URL, without a trailing slash. */
export const parseApiUrl = (value: string): string => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw usageError(`--api must be an http(s) URL such as http://localhost:4310, got '${value}'`)
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw usageError(`--api must be an http(s) URL such as http://localhost:4310, got '${value}'`)
  return url.href.replace(/\/+$/, "")
}

export interface CliIo {
  readonly readPassword: CliDeps["readPassword"]
  readonly readStdin?: CliDeps["readStdin"]
  readonly progress?: (update: Progress) => void
  readonly inspectorFor?: CliDeps["inspectorFor"]
  readonly confirm?: CliDeps["confirm"]
  /** Transport under the runtime; the fetch client by default (a replay transport for flows). */
  readonly httpClient?: Layer.Layer<HttpClient.HttpClient>
}

/**
 * Builds a command's dependencies: file storage at `--session`, the fetch runtime at the API. The
 * API is `--api` (or `PORTAL_API_URL`) when given, else the one the session file was signed in to,
 * else `DEFAULT_API`. A session of another server stays in its file and is never sent.
 */
export const makeCliDeps = (
  globals: Pick<GlobalOptions, "api" | "session" | "token">,
  io: CliIo,
): CliDeps => {
  const sessionFile = resolve(globals.session)
  const stored = readSessionFile(sessionFile)
  const api = parseApiUrl(globals.api ?? stored.api ?? DEFAULT_API)
  const token = globals.token === undefined || globals.token === "" ? undefined : globals.token
  // PORTAL_TOKEN: the token stands where a session id goes, in memory only (the file is not read
  // for a session nor written); its owner is looked up when the session is restored.
  const storage = token === undefined ? makeFileStorage(sessionFile, api, stored) : tokenStorage(token)
  const { layer, diagnostics } = withTransportDiagnostics(io.httpClient ?? fetchHttpClient)
  const runtime = makePortalRuntime({ baseUrl: api, storage, httpClient: layer })
  return {
    api,
    sessionApi: stored.entries.size === 0 || token !== undefined ? null : stored.api,
    sessionFile,
    runtime,
    readPassword: io.readPassword,
    readStdin: io.readStdin ?? null,
    progress: io.progress ?? (() => {}),
    transport: diagnostics,
    ...(io.inspectorFor ? { inspectorFor: io.inspectorFor } : {}),
    ...(io.confirm ? { confirm: io.confirm } : {}),
  }
}
