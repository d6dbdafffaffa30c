import type { Layer } from "effect"
import type { HttpClient } from "effect/http"
import { makePortalRuntime } from "../../core/runtime/portal-runtime.ts"
import { fetchHttpClient } from "../../core/runtime/portal-runtime.ts"
import type { CliDeps, GlobalOptions, Progress } from "../commands/command.types.ts"
import { usageError } from "./cli-errors.ts"
import type { CliPlace } from "./config-dir.ts"
import { openCredentials, processPlace } from "./credentials.ts"
import { withTransportDiagnostics } from "./transport-diagnostics.ts"

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
 * Builds a command's dependencies: the session's storage (`openCredentials`), the fetch runtime at
 * the API. The API is `--api` (or `PORTAL_API_URL`) when given, else the one the session file was
 * signed in to, else `DEFAULT_API`. A session of another server stays in its file and is never sent.
 */
export const makeCliDeps = (
  globals: Pick<GlobalOptions, "api" | "session" | "token"> & Partial<Pick<GlobalOptions, "profile">>,
  io: CliIo,
  place: CliPlace = processPlace(),
): CliDeps => {
  const { source, api, sessionApi, storage } = openCredentials(globals, place, parseApiUrl)
  const { layer, diagnostics } = withTransportDiagnostics(io.httpClient ?? fetchHttpClient)
  const runtime = makePortalRuntime({ baseUrl: api, storage, httpClient: layer })
  return {
    api,
    sessionApi,
    sessionFile: source.file,
    sessionSource: source,
    place,
    runtime,
    readPassword: io.readPassword,
    readStdin: io.readStdin ?? null,
    progress: io.progress ?? (() => {}),
    transport: diagnostics,
    ...(io.inspectorFor ? { inspectorFor: io.inspectorFor } : {}),
    ...(io.confirm ? { confirm: io.confirm } : {}),
  }
}
