import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../runtime/failures.ts"
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

const machineWith = (
  saves: Array<{ changes: object }>,
  save?: unknown,
  loaded: object = user,
  lookup: unknown = resolves("GB"),
) =>
  profileMachine.provide({
    actors: {
      loadUser: resolves({ status: "success", item: loaded }) as never,
      lookupCountry: lookup as never,
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
    driver.expectMatches("editing").expectContext({
      problems: {
        lastname: "Last Name is required",
        phonenumber: "Please enter a valid phone number (start it with + and the country code)",
      },
    })
    expect(saves).toHaveLength(0)
  })

  it("checks a field when it is left, not while typing (spec section 5)", async () => {
    const driver = await drive(machineWith([]), { input: { userId: 3 } }).settle("viewing")
    const problems = () => driver.snapshot.context.problems
    driver.send({ type: "profile.edit" }).send({ type: "profile.change", field: "lastname", value: " " })
    expect(problems()).toEqual({})
    driver.send({ type: "profile.blur", field: "lastname" })
    expect(problems()).toEqual({ lastname: "Last Name is required" })
    driver.send({ type: "profile.change", field: "lastname", value: "Lee" })
    expect(problems()).toEqual({ lastname: "Last Name is required" })
    driver.send({ type: "profile.blur", field: "lastname" })
    expect(problems()).toEqual({})
  })

  it("keeps the form with the server's error", async () => {
    const failure = new BadRequest({ message: "no", field: "firstname" })
    const driver = await drive(machineWith([], rejects(failure)), { input: { userId: 3 } }).settle("viewing")
    driver.send({ type: "profile.edit" }).send({ type: "profile.change", field: "firstname", value: "Zed" })
    driver.send({ type: "profile.save" })
    await driver.settle("editing")
    driver.expectContext({ error: failure, draft: { firstname: "Zed" } })
  })

  it("steps the phone input and saves its E.164 number", async () => {
    const saves: Array<{ changes: object }> = []
    const driver = await drive(machineWith(saves), { input: { userId: 3 } }).settle("viewing")
    driver.send({ type: "profile.edit" }).expectContext({ phone: { text: "(202) 456-1111" } })
    driver.send({ type: "phone.country", iso2: "GB" }).send({ type: "phone.focus" })
    driver.send({ type: "phone.input", text: "07911123456" }).send({ type: "phone.blur" })
    driver.expectContext({ phone: { text: "07911 123456" }, draft: { phonenumber: "+447911123456" } })
    driver.send({ type: "profile.save" })
    await driver.settle("viewing")
    expect(saves).toEqual([{ userId: 3, changes: { phonenumber: "+447911123456" } }])
    driver.expectContext({ phone: null, draft: null })
  })
})

describe("profile machine: the phone input's country lookup (spec section 7)", () => {
  const empty = { ...user, phonenumber: null }
  const lookupUrl = "https://geo.example/"

  it("asks the configured lookup when the number is empty, and uses its country", async () => {
    const calls: Array<{ url: string }> = []
    const driver = await drive(machineWith([], undefined, empty, resolves("GB", calls)), {
      input: { userId: 3, lookupUrl },
    }).settle("viewing")
    driver.send({ type: "profile.edit" }).expectMatches("editing.locating")
    await driver.settle("editing.ready")
    driver.expectContext({ phone: { text: "", country: { iso2: "GB" } } })
    expect(calls).toEqual([{ url: lookupUrl }])
  })

  it("uses the first preferred country (US) when the lookup fails", async () => {
    const failed = rejects(new TransportFailure({ status: -1, message: "Country lookup failed" }))
    const driver = await drive(machineWith([], undefined, { ...empty, phonenumber: "" }, failed), {
      input: { userId: 3, lookupUrl },
    }).settle("viewing")
    driver.send({ type: "profile.edit" })
    await driver.settle("editing.ready")
    driver.expectContext({ phone: { country: { iso2: "US" } } })
  })

  it.each([
    ["off (the default)", empty, undefined],
    ["a number on file", user, lookupUrl],
  ])("does not call it with %s", async (_, loaded, url) => {
    const calls: Array<{ url: string }> = []
    const driver = await drive(machineWith([], undefined, loaded, resolves("GB", calls)), {
      input: { userId: 3, lookupUrl: url },
    }).settle("viewing")
    driver.send({ type: "profile.edit" }).expectMatches("editing.ready")
    expect(calls).toEqual([])
    driver.expectContext({ phone: { country: { iso2: "US" } } })
  })
})
