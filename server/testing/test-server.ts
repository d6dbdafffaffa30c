import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer, Schema } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { authorizationOf } from "../../core/domain/tokens/personal-tokens.ts"
import { listQueryParseOptions } from "../../core/schema/list-query.schema.ts"
import { TicketExportQuery, TicketListQuery } from "../../core/schema/ticket-list-query.ts"
import { type RunningServer, startServer } from "../app.ts"
import type { ServerConfig } from "../config.ts"
import { demoPassword } from "../seed/seed-catalog.ts"
import { copySeededDatabase } from "./template-db.ts"

export interface TestServer extends RunningServer {
  /** Runs an effect with a typed client; `sessionID` adds `Authorization: EC <id>` (a personal token: `Bearer`). */
  readonly run: <A, E>(
    f: (client: HttpApiClient.ForApi<typeof PortalApi>) => Effect.Effect<A, E>,
    sessionID?: string,
  ) => Promise<A>
  /** Signs a demo user in through the API and returns its session id. */
  readonly signIn: (username: string) => Promise<string>
  readonly stop: () => Promise<void>
  /** The folder the server serves the UI from (a fake build: index.html and one asset). */
  readonly uiDir: string
}

const writeFakeUi = (dir: string) => {
  mkdirSync(join(dir, "assets"), { recursive: true })
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html><head><!-- a note for the build --><title>Portal</title></head><body><div id="root"></div><script src="/assets/app-abc123.js"></script></body></html>',
  )
  writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log('portal')")
}

/**
 * Starts the real server on port 0 over a fresh PGlite folder seeded at the `tiny` scale (a copy of
 * the run's template database, `template-db.ts`); `config` overrides settings (a small attachment
 * quota, `{ clientLog: true }`, ...); `databaseUrl` puts it on an empty PostgreSQL database instead
 * (races that PGlite's single connection serializes).
 */
export const startTestServer = async (
  config: Partial<ServerConfig> = {},
  databaseUrl?: string,
): Promise<TestServer> => {
  const root = mkdtempSync(join(tmpdir(), "portal-server-test-"))
  const uiDir = join(root, "ui")
  writeFakeUi(uiDir)
  const dataDir = join(root, "db")
  // On PostgreSQL the server migrates and seeds the empty database itself.
  if (databaseUrl === undefined) await copySeededDatabase(dataDir, "tiny")
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl,
    scale: "tiny",
    uiDir,
    // Tests sign in far more often than a person from one address; the throttle has its own tests.
    // Demo mode: tests follow mailed links through GET /v1/dev/outbox.
    config: { signInsPerAddress: 100_000, demoMode: true, ...config },
  })
  const url = `http://127.0.0.1:${server.port}`
  const run: TestServer["run"] = (f, sessionID) =>
    Effect.runPromise(
      Effect.flatMap(
        HttpApiClient.make(PortalApi, {
          baseUrl: url,
          transformClient: sessionID
            ? HttpClient.mapRequest(HttpClientRequest.setHeader("authorization", authorizationOf(sessionID)))
            : undefined,
        }),
        f,
      ).pipe(Effect.provide(Layer.fresh(FetchHttpClient.layer))),
    )
  const signIn = async (username: string) =>
    (await run((c) => c.auth.login({ payload: { username, password: demoPassword } }))).sessionID
  const stop = async () => {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  }
  return { ...server, url, run, signIn, stop, uiDir }
}

/** Runs an effect and returns its typed failure (or throws when it succeeds). */
export const flip = <A, E>(effect: Effect.Effect<A, E>): Effect.Effect<E, A> => Effect.flip(effect)

/** The typed ticket list query that wire parameters decode to (defaults filled in), for the typed client. */
export const listQuery = (wire: Readonly<Record<string, string>> = {}): TicketListQuery =>
  Schema.decodeUnknownSync(TicketListQuery)(wire, listQueryParseOptions)

/** The typed export query that wire parameters decode to. */
export const exportQuery = (wire: Readonly<Record<string, string>> = {}): TicketExportQuery =>
  Schema.decodeUnknownSync(TicketExportQuery)(wire, listQueryParseOptions)
