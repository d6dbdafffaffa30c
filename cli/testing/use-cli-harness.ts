import { afterAll, beforeAll } from "vitest"
import type { CliDeps } from "../commands/command.types.ts"
import * as login from "../commands/auth/login.command.ts"
import { type CliHarness, DEMO_PASSWORD, startCliHarness, storedSessionId } from "./cli-harness.ts"

/** Starting the server and signing in can take minutes on a loaded machine. */
const SETUP_MS = 300_000

/** A file's harness with demo users signed in through `portal login`, each in a session file. */
export interface SignedInCli extends CliHarness {
  /** The session file of `username` (by default the first user signed in). */
  readonly file: (username?: string) => string
  /** Deps over that session file: `h.run(command, options, h.as("acme.user"))`. */
  readonly as: (username?: string) => CliDeps
  /** The session id in that file, for calls through the server's typed client. */
  readonly sessionID: (username?: string) => string
}

/**
 * Starts the real server and signs `usernames` in before the file's tests (in that order), and stops
 * it after them: call at the top of a CLI test file, `const h = useCliHarness("acme.user")`.
 */
export const useCliHarness = (...usernames: ReadonlyArray<string>): SignedInCli => {
  let harness: CliHarness | undefined
  const files = new Map<string, string>()
  beforeAll(async () => {
    harness = await startCliHarness()
    for (const username of usernames) {
      const file = harness.sessionFile()
      await harness.run(login, { username, password: DEMO_PASSWORD }, harness.deps(file))
      files.set(username, file)
    }
  }, SETUP_MS)
  afterAll(() => harness?.stop())
  const h = (): CliHarness => {
    if (harness === undefined) throw new Error("the CLI harness starts before the file's tests")
    return harness
  }
  const file = (username = usernames[0] ?? "") => {
    const found = files.get(username)
    if (found === undefined) throw new Error(`'${username}' is not signed in by useCliHarness`)
    return found
  }
  return {
    get server() {
      return h().server
    },
    get dir() {
      return h().dir
    },
    get progress() {
      return h().progress
    },
    sessionFile: (name) => h().sessionFile(name),
    deps: (sessionFile, io) => h().deps(sessionFile, io),
    run: (module, options, deps) => h().run(module, options, deps),
    fail: (module, options, deps) => h().fail(module, options, deps),
    stop: () => h().stop(),
    file,
    as: (username) => h().deps(file(username)),
    sessionID: (username) => storedSessionId(file(username)),
  }
}
