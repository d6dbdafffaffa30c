import { describe, expect, it } from "vitest"
import { BadRequest } from "../../schema/errors.ts"
import { sampleUser } from "../../testing/samples.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { profileMachine } from "./profile.machine.ts"

const user = {
  ...sampleUser,
  firstname: "Ann",
  lastname: "Lee",
  phonenumber: "+12024561111",
  phonenumberextension: null,
}

const machineWith = (saves: Array<{ changes: object }>, save?: unknown) =>
  profileMachine.provide({
    actors: {
      loadUser: resolves({ status: "success", item: user }) as never,
      saveProfile: (save ??
        resolves(
          (input: { changes: object }) => ({ status: "success", item: { ...user, ...input.changes } }),
          saves,
        )) as never,
    },
  })

describe("profile machine", () => {
  it("sends only the changed fields, trimmed", async () => {
    const saves: Array<{ changes: object }> = []
    const driver = await drive(machineWith(saves), { input: { userId: 3 } }).settle("viewing")
    driver
      .send({ type: "profile.edit" })
      .send({ type: "profile.change", field: "firstname", value: " Anna " })
      .send({ type: "profile.change", field: "phonenumberextension", value: "12" })
      .send({ type: "profile.save" })
    await driver.settle("viewing")
    expect(saves).toEqual([{ userId: 3, changes: { firstname: "Anna", phonenumberextension: "12" } }])
    driver.expectContext({ user: { firstname: "Anna" }, draft: null })
  })

  it("stops editing without a call when nothing changed, and keeps the form with rule messages", async () => {
    const saves: Array<{ changes: object }> = []
    const driver = await drive(machineWith(saves), { input: { userId: 3 } }).settle("viewing")
    driver.send({ type: "profile.edit" }).send({ type: "profile.save" }).expectState("viewing")
    driver.send({ type: "profile.edit" }).send({ type: "profile.change", field: "lastname", value: " " })
    driver.send({ type: "profile.change", field: "phonenumber", value: "12" }).send({ type: "profile.save" })
    driver.expectState("editing").expectContext({
      problems: {
        lastname: "Last Name is required",
        phonenumber: "Please enter a valid phone number (start it with + and the country code)",
      },
    })
    expect(saves).toHaveLength(0)
  })

  it("keeps the form with the server's error", async () => {
    const failure = new BadRequest({ message: "no", field: "firstname" })
    const driver = await drive(machineWith([], rejects(failure)), { input: { userId: 3 } }).settle("viewing")
    driver.send({ type: "profile.edit" }).send({ type: "profile.change", field: "firstname", value: "Zed" })
    driver.send({ type: "profile.save" })
    await driver.settle("editing")
    driver.expectContext({ error: failure, draft: { firstname: "Zed" } })
  })
})
