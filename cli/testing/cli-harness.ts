import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startTestServer, type TestServer } from "../../server/testing/test-server.ts"
import type { CliDeps, CommandModule, Progress } from "../commands/command.types.ts"
import { type CliIo, makeCliDeps } from "../runtime/cli-deps.ts"

/** The session id a session file holds (version 2: `{ api, storage: { session } }`). */
export const storedSessionId = (file: string): string =>
  JSON.parse(JSON.parse(readFileSync(file, "utf8")).storage.session).sessionID

/** The demo sign-ins' password (DESIGN.md). */
export const DEMO_PASSWORD = "Portal-Demo-2026!"

export interface CliHarness {
  readonly server: TestServer
  readonly dir: string
  /** A fresh session file path in the temp folder. */
  readonly sessionFile: (name?: string) => string
  /** Deps over the test server and a session file, as `cli/main.ts` builds them. */
  readonly deps: (sessionFile: string, io?: Partial<CliIo>) => CliDeps
  /** Runs a command module in-process and disposes its runtime. */
  readonly run: <O, R>(module: CommandModule<O, R>, options: O, deps: CliDeps) => Promise<R>
  /** Runs and returns the failure (throws when the command succeeds). */
  readonly fail: <O, R>(module: CommandModule<O, R>, options: O, deps: CliDeps) => Promise<unknown>
  readonly progress: Array<Progress>
  readonly stop: () => Promise<void>
}

/** Starts the real server (port 0, tiny seed) and a temp folder for session files. */
export const startCliHarness = async (): Promise<CliHarness> => {
  const server = await startTestServer()
  const dir = mkdtempSync(join(tmpdir(), "portal-cli-test-"))
  let counter = 0
  const progress: Array<Progress> = []
  const run: CliHarness["run"] = async (module, options, deps) => {
    try {
      return await module.run(options, deps)
    } finally {
      await deps.runtime.dispose()
    }
  }
  return {
    server,
    dir,
    sessionFile: (name) => join(dir, name ?? `session-${++counter}.json`),
    deps: (sessionFile, io = {}) =>
      makeCliDeps(
        { api: server.url, session: sessionFile },
        { readPassword: null, progress: (p) => progress.push(p), ...io },
      ),
    run,
    fail: async (module, options, deps) => {
      const result = await run(module, options, deps).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      )
      if (result.ok) throw new Error(`expected the command to fail, got ${JSON.stringify(result.value)}`)
      return result.error
    },
    progress,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
