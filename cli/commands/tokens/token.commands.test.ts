import { existsSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { PERSONAL_TOKEN_PATTERN, tokenTexts } from "../../../core/domain/tokens/personal-tokens.ts"
import { isCliError } from "../../runtime/cli-errors.ts"
import { makeCliDeps } from "../../runtime/cli-deps.ts"
import { DEMO_PASSWORD } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as whoami from "../auth/whoami.command.ts"
import * as create from "./token-create.command.ts"
import * as list from "./token-list.command.ts"
import * as revoke from "./token-revoke.command.ts"

const h = useCliHarness()

const failure = (error: unknown) =>
  isCliError(error) ? { exit: error.exitCode, tag: error.tag, message: error.message } : String(error)

const signedIn = async (username: string) => {
  const file = h.sessionFile()
  await h.run(login, { username, password: DEMO_PASSWORD }, h.deps(file))
  return () => h.deps(file)
}

/** Deps as `cli/main.ts` builds them with PORTAL_TOKEN set (and a session file that does not exist). */
const withToken = (token: string, file = h.sessionFile()) =>
  makeCliDeps({ api: h.server.url, session: file, token }, { readPassword: null })

describe("portal token create|list|revoke", () => {
  it("creates a token whose secret is printed once, lists it without the secret, revokes it by name", async () => {
    const deps = await signedIn("acme.user")
    const made = await h.run(create, { name: "ci runner", expires: "90" }, deps())
    expect(made.secret).toMatch(PERSONAL_TOKEN_PATTERN)
    expect(create.render(made).split("\n")[0]).toBe(made.secret)
    expect(create.render(made)).toContain(tokenTexts.shownOnce)
    const listed = await h.run(list, {}, deps())
    expect(listed.tokens.map((t) => t.name)).toEqual(["ci runner"])
    expect(list.render(listed)).toMatch(/ID\s+Name\s+Created\s+Expires\s+Last used/)
    expect(JSON.stringify(listed) + list.render(listed)).not.toContain("portal_pat_")
    const gone = await h.run(revoke, { token: "CI RUNNER" }, deps())
    expect(gone).toMatchObject({ name: "ci runner", message: 'Revoked token "ci runner"' })
    expect((await h.run(list, {}, deps())).tokens).toEqual([])
  })

  it("checks the name and --expires before sending (exit 2); a taken name or unknown token exits 1", async () => {
    const deps = await signedIn("globex.user")
    expect(failure(await h.fail(create, { name: "1234" }, deps()))).toMatchObject({ exit: 2, tag: "Usage" })
    for (const expires of ["0", "366", "soon"])
      expect(failure(await h.fail(create, { name: "ok", expires }, deps()))).toMatchObject({ exit: 2 })
    await h.run(create, { name: "deploy" }, deps())
    expect(failure(await h.fail(create, { name: "Deploy" }, deps()))).toEqual({
      exit: 1,
      tag: "Conflict",
      message: tokenTexts.duplicate,
    })
    expect(failure(await h.fail(revoke, { token: "nothing" }, deps()))).toMatchObject({
      exit: 1,
      tag: "NotFound",
    })
  })
})

describe("PORTAL_TOKEN", () => {
  it("acts as its owner without a session file; cannot manage tokens; stops once revoked (exit 3)", async () => {
    const deps = await signedIn("sales.rep")
    const { secret } = await h.run(create, { name: "automation" }, deps())
    const file = h.sessionFile()
    const me = await h.run(whoami, {}, withToken(secret, file))
    expect(me.username).toBe("sales.rep")
    expect(existsSync(file)).toBe(false)
    expect(failure(await h.fail(list, {}, withToken(secret)))).toMatchObject({
      exit: 1,
      message: expect.stringContaining(tokenTexts.refusedToToken),
    })
    await h.run(revoke, { token: "automation" }, deps())
    expect(failure(await h.fail(whoami, {}, withToken(secret)))).toMatchObject({
      exit: 3,
      tag: "NotSignedIn",
    })
  })

  it("refuses a value that is not a personal token (exit 2) before any call", () => {
    expect(failure(catchOf(() => withToken("a1".repeat(32))))).toMatchObject({ exit: 2, tag: "Usage" })
  })
})

const catchOf = (f: () => unknown): unknown => {
  try {
    f()
  } catch (error) {
    return error
  }
  throw new Error("expected a failure")
}
