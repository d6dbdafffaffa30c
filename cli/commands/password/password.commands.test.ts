import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { DEMO_PASSWORD } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as whoami from "../auth/whoami.command.ts"
import * as forgot from "./password-forgot.command.ts"
import * as reset from "./password-reset.command.ts"
import * as update from "./password-update.command.ts"

const h = useCliHarness()

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)
const NEW_PASSWORD = "Cli-Password-2026!"

describe("portal password", () => {
  it("forgot answers the same for a real and an unknown username; the mailed token resets the password", async () => {
    const deps = () => h.deps(h.sessionFile())
    const known = await h.run(forgot, { username: "globex.admin" }, deps())
    const unknown = await h.run(forgot, { username: "no.such.user" }, deps())
    expect(known).toEqual(unknown)
    expect(exitOf(await h.fail(forgot, {}, deps()))).toBe(2)
    const outbox = (await (await fetch(`${h.server.url}/v1/dev/outbox`)).json()) as {
      items: Array<{ kind: string; link: string | null; text: string }>
    }
    const link = outbox.items.find(
      (m) => m.kind === "password-reset" && m.text.includes("globex.admin"),
    )?.link
    const token = link!.split("/").pop()!
    expect(exitOf(await h.fail(reset, { token, password: "weak" }, deps()))).toBe(2)
    const done = await h.run(reset, { token, password: NEW_PASSWORD }, deps())
    expect(done).toMatchObject({ username: "globex.admin", signedIn: false })
    expect(exitOf(await h.fail(reset, { token, password: NEW_PASSWORD }, deps()))).toBe(1)
    const signedIn = await h.run(
      login,
      { username: "globex.admin", password: NEW_PASSWORD },
      h.deps(h.sessionFile()),
    )
    expect(signedIn.signedIn).toBe(true)
  })

  it("update changes an expired password of the saved session and the next command works", async () => {
    const file = h.sessionFile()
    const signed = await h.run(login, { username: "expired.user", password: DEMO_PASSWORD }, h.deps(file))
    expect(signed.passwordExpired).toBe(true)
    expect(exitOf(await h.fail(whoami, {}, h.deps(file)))).not.toBe(0)
    const result = await h.run(
      update,
      { password: NEW_PASSWORD, currentPassword: DEMO_PASSWORD },
      h.deps(file),
    )
    expect(result.updated).toBe(true)
    const me = await h.run(whoami, {}, h.deps(file))
    expect(JSON.stringify(me)).toContain("expired.user")
  })
  it("update asks for the current password: refuses a missing, equal or wrong one, then changes it (issue 22)", async () => {
    const file = h.sessionFile()
    await h.run(login, { username: "globex.user", password: DEMO_PASSWORD }, h.deps(file))
    const missing = await h.fail(update, { password: NEW_PASSWORD, currentPassword: "" }, h.deps(file))
    expect([exitOf(missing), String(missing)]).toEqual([
      2,
      expect.stringContaining("Current password is required"),
    ])
    const same = await h.fail(
      update,
      { password: DEMO_PASSWORD, currentPassword: DEMO_PASSWORD },
      h.deps(file),
    )
    expect([exitOf(same), String(same)]).toEqual([
      2,
      expect.stringContaining("New password must differ from the current password"),
    ])
    const wrong = await h.fail(
      update,
      { password: NEW_PASSWORD, currentPassword: "Wrong-Guess-2026!" },
      h.deps(file),
    )
    expect(String(wrong)).toContain("Current password is not correct. 4 attempts remaining.")
    const result = await h.run(
      update,
      { password: NEW_PASSWORD, currentPassword: DEMO_PASSWORD },
      h.deps(file),
    )
    expect(result.updated).toBe(true)
    const again = await h.run(
      login,
      { username: "globex.user", password: NEW_PASSWORD },
      h.deps(h.sessionFile()),
    )
    expect(again.signedIn).toBe(true)
  })
})
