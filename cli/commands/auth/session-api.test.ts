import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { makeCliDeps } from "../../runtime/cli-deps.ts"
import { DEMO_PASSWORD } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as login from "./login.command.ts"
import * as logout from "./logout.command.ts"
import * as whoami from "./whoami.command.ts"

// The session file remembers the API it signed in to; --password-stdin reads a pipe.

const h = useCliHarness()

const OTHER = "http://127.0.0.1:9"
/** Deps as `cli/main.ts` builds them when neither --api nor PORTAL_API_URL is given. */
const withoutApi = (file: string) => makeCliDeps({ api: undefined, session: file }, { readPassword: null })
const fileOf = (file: string) => JSON.parse(readFileSync(file, "utf8"))

describe("the session file remembers the API", () => {
  it("login --api stores the URL with the session; later commands need no --api; whoami names the server", async () => {
    const file = h.sessionFile()
    const result = await h.run(login, { username: "acme.user", password: DEMO_PASSWORD }, h.deps(file))
    expect(result).toMatchObject({ api: h.server.url, replacedSessionOf: null })
    expect(fileOf(file)).toMatchObject({ format: "portal-session", version: 2, api: result.api })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const me = await h.run(whoami, {}, withoutApi(file))
    expect(me).toMatchObject({ username: "acme.user", api: result.api })
    expect(whoami.render(me)).toContain(`Server: ${result.api}`)
  })

  it("an explicit --api that differs wins, says whose the session is, and neither sends nor clears it", async () => {
    const file = h.sessionFile()
    await h.run(login, { username: "acme.user", password: DEMO_PASSWORD }, h.deps(file))
    const api = fileOf(file).api
    const deps = makeCliDeps({ api: OTHER, session: file }, { readPassword: null })
    const error = await h.fail(whoami, {}, deps)
    expect(isCliError(error) && [error.exitCode, error.tag]).toEqual([3, "NotSignedIn"])
    expect((error as Error).message).toBe(
      `not signed in to ${OTHER}: the session in ${file} belongs to ${api}, and is not sent elsewhere; leave out --api (and PORTAL_API_URL) to use it, or sign in with 'portal --api ${OTHER} login --username <name>'`,
    )
    const out = await h.run(logout, {}, makeCliDeps({ api: OTHER, session: file }, { readPassword: null }))
    expect(logout.render(out)).toBe(
      `Not signed in there: the session in the session file belongs to ${api} and was kept.`,
    )
    expect(fileOf(file).api).toBe(api)
    expect((await h.run(whoami, {}, withoutApi(file))).username).toBe("acme.user")
  })

  it("signing in to another server replaces the file's session and says so", async () => {
    const file = h.sessionFile()
    writeFileSync(
      file,
      JSON.stringify({ format: "portal-session", version: 2, api: OTHER, storage: { session: "{}" } }),
    )
    const result = await h.run(login, { username: "acme.admin", password: DEMO_PASSWORD }, h.deps(file))
    expect(result.replacedSessionOf).toBe(OTHER)
    expect(login.render(result)).toContain(`It replaces the session for ${OTHER} that the file held.`)
    expect(fileOf(file).api).toBe(result.api)
  })

  it("an old file without the URL still works (with --api), and is upgraded when it changes", async () => {
    const file = h.sessionFile()
    const { sessionID, userID } = await h.server.run((c) =>
      c.auth.login({ payload: { username: "globex.user", password: DEMO_PASSWORD } }),
    )
    const session = JSON.stringify({ sessionID, userID, isImpersonation: false })
    writeFileSync(file, JSON.stringify({ session }), { mode: 0o600 })
    expect((await h.run(whoami, {}, h.deps(file))).username).toBe("globex.user")
    await h.run(logout, {}, h.deps(file))
    expect(existsSync(file)).toBe(false)
  })
})

describe("portal login --password-stdin", () => {
  it("signs in with the piped password (one trailing newline dropped) and prints it nowhere", async () => {
    const file = h.sessionFile()
    const deps = h.deps(file, { readStdin: async () => `${DEMO_PASSWORD}\n` })
    const result = await h.run(login, { username: "sales.rep", passwordStdin: true }, deps)
    expect(result.user?.username).toBe("sales.rep")
    const printed = [JSON.stringify(result), login.render(result), readFileSync(file, "utf8")].join("\n")
    expect(printed).not.toContain(DEMO_PASSWORD)
  })

  it.each([
    ["beside --password", { password: "x" }, "give either --password or --password-stdin, not both"],
    [
      "when stdin is a terminal",
      {},
      "--password-stdin reads a pipe, and stdin is a terminal: leave it out to be asked",
    ],
  ])("is refused %s (exit 2)", async (_, extra, message) => {
    const options = { username: "acme.user", passwordStdin: true, ...extra }
    const error = await h.fail(login, options, h.deps(h.sessionFile()))
    expect(isCliError(error) && [error.exitCode, error.message]).toEqual([2, message])
  })

  it("an empty pipe is an empty password (exit 2)", async () => {
    const deps = h.deps(h.sessionFile(), { readStdin: async () => "\n" })
    const error = await h.fail(login, { username: "acme.user", passwordStdin: true }, deps)
    expect(isCliError(error) && [error.exitCode, error.message]).toEqual([2, "the password is empty"])
  })
})
