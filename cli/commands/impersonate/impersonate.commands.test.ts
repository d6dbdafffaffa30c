import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { DEMO_PASSWORD } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as whoami from "../auth/whoami.command.ts"
import * as impersonate from "./impersonate.command.ts"

const h = useCliHarness()

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)
const signedIn = async (username: string) => {
  const file = h.sessionFile()
  await h.run(login, { username, password: DEMO_PASSWORD }, h.deps(file))
  return file
}

describe("portal impersonate", () => {
  it("views as acme.user through the impersonation machine, then goes back", async () => {
    const file = await signedIn("sysadmin")
    const started = await h.run(impersonate, { username: "acme.user", end: false }, h.deps(file))
    expect(started).toMatchObject({ action: "start", isImpersonation: true, user: { username: "acme.user" } })
    expect(impersonate.render(started)).toMatch(/^Viewing as .+ \(acme\.user\)/)
    expect(await h.run(whoami, {}, h.deps(file))).toMatchObject({
      username: "acme.user",
      isImpersonation: true,
    })
    const nested = await h.fail(impersonate, { username: "globex.user", end: false }, h.deps(file))
    expect(exitOf(nested)).toBe(1)
    const ended = await h.run(impersonate, { username: undefined, end: true }, h.deps(file))
    expect(ended).toMatchObject({ action: "end", isImpersonation: false, user: { username: "sysadmin" } })
    expect(await h.run(whoami, {}, h.deps(file))).toMatchObject({
      username: "sysadmin",
      isImpersonation: false,
    })
  })

  it("refuses with readable errors and exit codes", async () => {
    const staffFile = await signedIn("developer")
    const missing = await h.fail(impersonate, { username: "nobody.here", end: false }, h.deps(staffFile))
    expect(exitOf(missing)).toBe(1)
    expect((missing as Error).message).toMatch(/no active customer or sales rep named nobody\.here/)
    expect(
      ((await h.fail(impersonate, { username: "sysadmin", end: false }, h.deps(staffFile))) as Error).message,
    ).toMatch(/no active customer/)
    expect(exitOf(await h.fail(impersonate, { username: undefined, end: true }, h.deps(staffFile)))).toBe(1)
    expect(exitOf(await h.fail(impersonate, { username: undefined, end: false }, h.deps(staffFile)))).toBe(2)
    const customerFile = await signedIn("acme.user")
    const refused = await h.fail(impersonate, { username: "globex.user", end: false }, h.deps(customerFile))
    expect((refused as Error).message).toMatch(/^could not look up globex\.user: .*HTTP 403/)
    expect(
      exitOf(await h.fail(impersonate, { username: "acme.user", end: false }, h.deps(h.sessionFile()))),
    ).toBe(3)
  })
})
