import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../runtime/failures.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { phoneConfirmationMachine } from "./phone-confirmation.machine.ts"

const savedItem = (phonenumber: string) => ({ status: "success", item: { phonenumber } })
const machineWith = (actors: Record<string, unknown>, saves: Array<{ phonenumber: string }> = []) =>
  phoneConfirmationMachine.provide({
    actors: {
      savePhone: resolves((input: { phonenumber: string }) => savedItem(input.phonenumber), saves),
      ...actors,
    } as never,
  })

describe("phone confirmation machine", () => {
  it("formats at blur and saves the E.164 number", async () => {
    const saves: Array<{ phonenumber: string }> = []
    const driver = drive(machineWith({}, saves), { input: { userId: 7, phonenumber: "" } })
    driver
      .send({ type: "phone.country", iso2: "GB" })
      .send({ type: "phone.focus" })
      .send({ type: "phone.input", text: "02079460958" })
    // No formatting while focused.
    driver.expectContext({ phone: { text: "02079460958", focused: true } })
    driver.send({ type: "phone.blur" }).expectContext({ phone: { text: "020 7946 0958", checked: true } })
    driver.send({ type: "phone.submit" }).expectMatches("submitting")
    await driver.settle("done")
    expect(saves).toEqual([{ userId: 7, phonenumber: "+442079460958" }])
    driver.expectContext({ saved: "+442079460958" })
  })

  it("starts without a lookup: the first preferred country, or the number's own", () => {
    const empty = drive(machineWith({}), { input: { userId: 7, phonenumber: "" } })
    empty.expectState("idle").expectContext({ phone: { text: "", country: { iso2: "US" } } })
    const local = drive(machineWith({}), { input: { userId: 7, phonenumber: "3135550100" } })
    local.expectState("idle").expectContext({ phone: { text: "3135550100", country: { iso2: "US" } } })
    const uk = drive(machineWith({}), { input: { userId: 7, phonenumber: "+442079460958" } })
    uk.expectContext({ phone: { country: { iso2: "GB" } } })
    expect(Object.keys(phoneConfirmationMachine.implementations.actors)).toEqual(["savePhone"])
  })

  it("refuses to submit an invalid number and reformats on a country change after the first check", async () => {
    const saves: Array<{ phonenumber: string }> = []
    const driver = drive(machineWith({}, saves), { input: { userId: 7, phonenumber: "" } })
    driver.send({ type: "phone.input", text: "02079460958" }).send({ type: "phone.blur" })
    driver.send({ type: "phone.submit" }).expectState("idle")
    expect(saves).toHaveLength(0)
    driver.send({ type: "phone.country", iso2: "GB" })
    driver.expectContext({ phone: { text: "020 7946 0958", country: { iso2: "GB" }, focused: false } })
    expect(driver.snapshot.context.phone.check.valid).toBe(true)
  })

  it("returns to idle with the error when the save fails", async () => {
    const failure = new TransportFailure({ status: 500, message: "boom" })
    const driver = drive(machineWith({ savePhone: rejects(failure) }), {
      input: { userId: 7, phonenumber: "+12024561111" },
    })
    driver.send({ type: "phone.submit" })
    await driver.settle("idle")
    driver.expectContext({ error: failure })
  })
})
