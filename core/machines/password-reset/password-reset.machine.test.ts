import { createActor, fromCallback } from "xstate"
import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../runtime/failures.ts"
import type { ResetResult, TokenCheck } from "../../schema/account.ts"
import { NotFound } from "../../schema/errors.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { passwordResetMachine } from "./password-reset.machine.ts"

const token = "A".repeat(40)
const check: TokenCheck = { status: "success", kind: "reset", username: "acme.user" }
const saved: ResetResult = { status: "success", message: "done", session: null }

const machineWith = (
  actors: Partial<Parameters<typeof passwordResetMachine.provide>[0]["actors"] & object>,
) => {
  const checks: unknown[] = []
  const machine = passwordResetMachine.provide({
    actors: { checkToken: resolves(check, checks), savePassword: resolves(saved), ...actors },
  })
  return { machine, checks }
}

describe("password reset machine", () => {
  it.each([
    ["short", "A".repeat(39)],
    ["long", "A".repeat(41)],
    ["bad characters", `${"A".repeat(39)}=`],
  ])("a %s token fails without asking the server", async (_, bad) => {
    const { machine, checks } = machineWith({})
    const driver = await drive(machine, { input: { token: bad } }).settle("failed")
    driver.expectContext({ checkError: null, kind: null })
    expect(checks).toHaveLength(0)
  })

  it("shows the form once the server confirms the token", async () => {
    const { machine, checks } = machineWith({})
    const driver = await drive(machine, { input: { token } }).settle("form")
    driver.expectContext({ kind: "reset", username: "acme.user" })
    expect(checks).toEqual([{ token }])
  })

  it("an unknown or spent token fails with the server's answer", async () => {
    const missing = new NotFound({ message: "This link is not valid" })
    const { machine } = machineWith({ checkToken: rejects(missing) })
    const driver = await drive(machine, { input: { token } }).settle("failed")
    driver.expectContext({ checkError: missing })
  })

  it("saves, and keeps the form with the error when saving fails", async () => {
    const failure = new TransportFailure({ status: 500, message: "Server error" })
    const failing = machineWith({ savePassword: rejects(failure) })
    const kept = await drive(failing.machine, { input: { token } })
      .settle("form")
      .then((d) => d.send({ type: "reset.submit", password: "Fresh-Password-2026!" }).settle("form"))
    kept.expectContext({ error: failure })
    const ok = machineWith({})
    const done = await drive(ok.machine, { input: { token } })
      .settle("form")
      .then((d) => d.send({ type: "reset.submit", password: "Fresh-Password-2026!" }).settle("done"))
    done.expectContext({ result: saved, error: null })
  })

  it.each([
    ["a setup answering a session signs the user in through auth", true],
    ["a reset answering no session tells auth nothing", false],
  ])("%s", async (_, withSession) => {
    const session = {
      message: "ok",
      sessionID: "s".repeat(64),
      userID: 9,
      passwordExpired: false,
      isImpersonation: false,
    }
    const told: unknown[] = []
    const auth = createActor(fromCallback(({ receive }) => receive((event) => told.push(event)))).start()
    const { machine } = machineWith({
      savePassword: resolves({ ...saved, session: withSession ? session : null }),
    })
    await drive(machine, { input: { token, auth } })
      .settle("form")
      .then((d) => d.send({ type: "reset.submit", password: "Fresh-Password-2026!" }).settle("done"))
    expect(told).toEqual(withSession ? [{ type: "auth.signedIn", session }] : [])
  })
})
