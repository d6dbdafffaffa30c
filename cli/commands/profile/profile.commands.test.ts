import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { DEMO_PASSWORD } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as emailChange from "./email-change.command.ts"
import * as emailLink from "./email-link.command.ts"
import * as show from "./profile-show.command.ts"
import * as update from "./profile-update.command.ts"

const h = useCliHarness()

const exitOf = (error: unknown) => (isCliError(error) ? error.exitCode : `not a CliError: ${String(error)}`)

const signedIn = async (username: string) => {
  const file = h.sessionFile()
  await h.run(login, { username, password: DEMO_PASSWORD }, h.deps(file))
  return () => h.deps(file)
}

describe("portal profile and email", () => {
  it("show, then update only the given fields; bad input exits 2 without a call", async () => {
    const deps = await signedIn("globex.admin")
    const before = await h.run(show, {}, deps())
    expect(before.user.username).toBe("globex.admin")
    const saved = await h.run(update, { lastName: "Gonzales", phone: "020 7946 0958", country: "GB" }, deps())
    expect(saved.changed).toEqual({ lastname: "Gonzales", phonenumber: "+442079460958" })
    expect(saved.user.phonenumber).toBe("+442079460958")
    expect(exitOf(await h.fail(update, { phone: "12" }, deps()))).toBe(2)
    expect(exitOf(await h.fail(update, {}, deps()))).toBe(2)
    expect(exitOf(await h.fail(update, { firstName: " " }, deps()))).toBe(2)
  })

  it("email change mails the links; confirm by token changes the address, a second use exits 1", async () => {
    const deps = await signedIn("sales.rep")
    expect(exitOf(await h.fail(emailChange, { newEmail: "not an address" }, deps()))).toBe(2)
    const asked = await h.run(emailChange, { newEmail: "rep.cli@example.com" }, deps())
    expect(asked.pending).toEqual(["rep.cli@example.com"])
    const outbox = (await (await fetch(`${h.server.url}/v1/dev/outbox`)).json()) as {
      items: Array<{ kind: string; to: string; link: string | null }>
    }
    const token = outbox.items
      .find((m) => m.kind === "email-change-confirm" && m.to === "rep.cli@example.com")!
      .link!.split("/")
      .pop()!
    const done = await h.run(emailLink, { token, action: "confirm" }, deps())
    expect(done.email).toBe("rep.cli@example.com")
    expect(exitOf(await h.fail(emailLink, { token, action: "confirm" }, deps()))).toBe(1)
    expect(exitOf(await h.fail(emailLink, { token: "short", action: "cancel" }, deps()))).toBe(2)
    expect((await h.run(show, {}, deps())).user.email).toBe("rep.cli@example.com")
  })
})
