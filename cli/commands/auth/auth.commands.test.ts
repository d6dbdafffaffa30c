import { createServer, type AddressInfo } from "node:net"
import { existsSync, statSync, writeFileSync } from "node:fs"
import { beforeAll, describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { makeCliDeps } from "../../runtime/cli-deps.ts"
import { DEMO_PASSWORD, storedSessionId } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as login from "./login.command.ts"
import * as logout from "./logout.command.ts"
import * as whoami from "./whoami.command.ts"

const h = useCliHarness()

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)

const signIn = async (username = "acme.user") => {
  const file = h.sessionFile()
  await h.run(login, { username, password: DEMO_PASSWORD }, h.deps(file))
  return file
}

describe("portal login", () => {
  it("signs in through the auth machine and saves the session with mode 0600", async () => {
    const file = h.sessionFile()
    const result = await h.run(login, { username: "acme.user", password: DEMO_PASSWORD }, h.deps(file))
    expect(result).toMatchObject({ signedIn: true, passwordExpired: false, isImpersonation: false })
    expect(result.user).toMatchObject({ username: "acme.user", company: "Acme Manufacturing", roleid: 4 })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(storedSessionId(file)).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(result)).not.toContain(storedSessionId(file))
    expect(login.render(result)).toMatch(
      /^Signed in to http:\/\/127\.0\.0\.1:\d+ as .+ \(acme\.user\), .+ at Acme Manufacturing\./,
    )
  })

  it("reports the server's message and the attempts remaining, and stores nothing", async () => {
    const file = h.sessionFile()
    const first = await h.fail(login, { username: "globex.user", password: "wrong" }, h.deps(file))
    expect(exitOf(first)).toBe(1)
    expect((first as Error).message).toMatch(/^sign-in failed: .*4 attempts remaining/)
    const second = await h.fail(login, { username: "globex.user", password: "wrong" }, h.deps(file))
    expect((second as Error).message).toMatch(/3 attempts remaining/)
    expect(existsSync(file)).toBe(false)
    await h.run(login, { username: "globex.user", password: DEMO_PASSWORD }, h.deps(file))
  })

  it("says when the password has expired", async () => {
    const result = await h.run(
      login,
      { username: "expired.user", password: DEMO_PASSWORD },
      h.deps(h.sessionFile()),
    )
    expect(result.passwordExpired).toBe(true)
    expect(login.render(result)).toContain("Your password has expired")
  })

  it("asks for the password on a terminal", async () => {
    const questions: Array<string> = []
    const deps = h.deps(h.sessionFile(), {
      readPassword: async (question) => {
        questions.push(question)
        return DEMO_PASSWORD
      },
    })
    const result = await h.run(login, { username: "acme.admin" }, deps)
    expect(result.user?.username).toBe("acme.admin")
    expect(questions).toEqual(["Password for acme.admin: "])
  })

  it.each([
    [
      "no password and no terminal",
      { username: "acme.user" },
      /no password given: pipe it with --password-stdin/,
    ],
    ["an empty user name", { username: "  ", password: "x" }, /--username is empty/],
    ["an empty password", { username: "acme.user", password: "" }, /the password is empty/],
  ])("refuses %s as a usage error", async (_, options, message) => {
    const error = await h.fail(login, options, h.deps(h.sessionFile()))
    expect(exitOf(error)).toBe(2)
    expect((error as Error).message).toMatch(message)
  })
})

describe("portal whoami and logout", () => {
  it("whoami shows the signed-in user", async () => {
    const result = await h.run(whoami, {}, h.deps(await signIn("acme.user")))
    expect(result).toMatchObject({
      username: "acme.user",
      companyid: expect.any(Number),
      isImpersonation: false,
    })
    expect(whoami.render(result)).toContain("(acme.user)")
  })

  it("whoami without a session is 'not signed in' (exit 3)", async () => {
    const error = await h.fail(whoami, {}, h.deps(h.sessionFile()))
    expect(exitOf(error)).toBe(3)
    expect((error as Error).message).toMatch(
      /^not signed in \(no session is stored\): sign in with 'portal login/,
    )
  })

  it("logout ends the session on the server and removes it from the file", async () => {
    const file = await signIn("acme.user")
    const sessionID = storedSessionId(file)
    const result = await h.run(logout, {}, h.deps(file))
    expect(result).toEqual({ signedOut: true, username: "acme.user", serverConfirmed: true })
    expect(logout.render(result)).toBe("Signed out acme.user.")
    expect(existsSync(file)).toBe(false)
    const ended = await h.server
      .run((c) => c.shell.leftMenu(), sessionID)
      .catch((e: { _tag?: string }) => e._tag)
    expect(ended).toBe("Unauthorized")
    expect(await h.run(logout, {}, h.deps(file))).toMatchObject({ signedOut: false })
  })

  it("a session ended on the server gives 'not signed in' and clears the file (any 401 logs out)", async () => {
    const file = await signIn("globex.admin")
    await h.server.run((c) => c.account.logout(), storedSessionId(file))
    const error = await h.fail(whoami, {}, h.deps(file))
    expect(exitOf(error)).toBe(3)
    expect((error as Error).message).toContain("the session has ended on the server")
    expect(existsSync(file)).toBe(false)
  })
})

describe("failures before or without an answer", () => {
  let deadApi = ""
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer()
    await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done))
    deadApi = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`
    await new Promise((done) => probe.close(done))
  })

  it("names the URL when the server cannot be reached (exit 4)", async () => {
    const file = h.sessionFile()
    const deps = makeCliDeps({ api: deadApi, session: file }, { readPassword: null })
    const error = await h.fail(login, { username: "acme.user", password: "x" }, deps)
    expect(exitOf(error)).toBe(4)
    expect((error as Error).message).toBe(`cannot reach the portal API at ${deadApi}: connection refused`)
  })

  it("whoami with a stored session and no server is 'cannot reach', and keeps the session", async () => {
    const file = h.sessionFile()
    writeFileSync(
      file,
      JSON.stringify({ session: JSON.stringify({ sessionID: "s", userID: 4, isImpersonation: false }) }),
    )
    const error = await h.fail(
      whoami,
      {},
      makeCliDeps({ api: deadApi, session: file }, { readPassword: null }),
    )
    expect(exitOf(error)).toBe(4)
    expect(existsSync(file)).toBe(true)
  })

  it.each(["localhost:4310", "ftp://x", ""])("refuses --api %j as a usage error", (api) => {
    expect(() => makeCliDeps({ api, session: h.sessionFile() }, { readPassword: null })).toThrow(
      /--api must be an http\(s\) URL/,
    )
  })
})
