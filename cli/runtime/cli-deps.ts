import { resolve } from "node:path"
import type { Layer } from "effect"
import type { HttpClient } from "effect/http"
import { makePortalRuntime } from "../../core/runtime/portal-runtime.ts"
import { fetchHttpClient } from "../../core/runtime/portal-runtime.ts"
import type { CliDeps, GlobalOptions, Progress } from "../commands/command.types.ts"
import { usageError } from "./cli-errors.ts"
import { makeFileStorage } from "./file-storage.ts"
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
  readonly progress?: (update: Progress) => void
  readonly inspectorFor?: CliDeps["inspectorFor"]
  /** Transport under the runtime; the fetch client by default (a replay transport for flows). */
  readonly httpClient?: Layer.Layer<HttpClient.HttpClient>
}

/** Builds a command's dependencies: file storage at `--session`, the fetch runtime at `--api`. */
export const makeCliDeps = (globals: Pick<GlobalOptions, "api" | "session">, io: CliIo): CliDeps => {
  const api = parseApiUrl(globals.api)
  const sessionFile = resolve(globals.session)
  const storage = makeFileStorage(sessionFile)
  const { layer, diagnostics } = withTransportDiagnostics(io.httpClient ?? fetchHttpClient)
  const runtime = makePortalRuntime({ baseUrl: api, storage, httpClient: layer })
  return {
    api,
    sessionFile,
    runtime,
    readPassword: io.readPassword,
    progress: io.progress ?? (() => {}),
    transport: diagnostics,
    ...(io.inspectorFor ? { inspectorFor: io.inspectorFor } : {}),
  }
}
