import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../runtime/failures.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { countryCodeOf } from "./phone-confirmation.actors.ts"
import { phoneConfirmationMachine } from "./phone-confirmation.machine.ts"

const savedItem = (phonenumber: string) => ({ status: "success", item: { phonenumber } })
const machineWith = (actors: Record<string, unknown>, saves: Array<{ phonenumber: string }> = []) =>
  phoneConfirmationMachine.provide({
    actors: {
      lookupCountry: resolves("GB"),
      savePhone: resolves((input: { phonenumber: string }) => savedItem(input.phonenumber), saves),
      ...actors,
    } as never,
  })

describe("phone confirmation machine", () => {
  it("uses the looked-up country, formats at blur and saves the E.164 number", async () => {
    const saves: Array<{ phonenumber: string }> = []
    const driver = await drive(machineWith({}, saves), {
      input: { userId: 7, phonenumber: "", lookupUrl: "https://geo.example/" },
    }).settle("idle")
    expect(driver.snapshot.context.phone.country.iso2).toBe("GB")
    driver.send({ type: "phone.focus" }).send({ type: "phone.input", text: "02079460958" })
    // No formatting while focused.
    driver.expectContext({ phone: { text: "02079460958", focused: true } })
    driver.send({ type: "phone.blur" }).expectContext({ phone: { text: "020 7946 0958", checked: true } })
    driver.send({ type: "phone.submit" }).expectMatches("submitting")
    await driver.settle("done")
    expect(saves).toEqual([{ userId: 7, phonenumber: "+442079460958" }])
    driver.expectContext({ saved: "+442079460958" })
  })

  it("falls back to the first preferred country when the lookup fails, and skips it when off", async () => {
    const failed = await drive(
      machineWith({ lookupCountry: rejects(new TransportFailure({ status: -1, message: "x" })) }),
      {
        input: { userId: 7, phonenumber: "", lookupUrl: "https://geo.example/" },
      },
    ).settle("idle")
    expect(failed.snapshot.context.phone.country.iso2).toBe("US")
    const off = drive(machineWith({}), { input: { userId: 7, phonenumber: "3135550100", lookupUrl: null } })
    off.expectState("idle").expectContext({ phone: { text: "3135550100" } })
  })

  it("refuses to submit an invalid number and reformats on a country change after the first check", async () => {
    const saves: Array<{ phonenumber: string }> = []
    const driver = drive(machineWith({}, saves), { input: { userId: 7, phonenumber: "", lookupUrl: null } })
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
      input: { userId: 7, phonenumber: "+12024561111", lookupUrl: null },
    })
    driver.send({ type: "phone.submit" })
    await driver.settle("idle")
    driver.expectContext({ error: failure })
  })

  it.each([
    ['{"country":"gb"}', "GB"],
    ['{"country_code":"DE","ip":"1.2.3.4"}', "DE"],
    ["FR\n", "FR"],
    ["<html>", null],
    ['{"country":"United Kingdom"}', null],
  ])("reads the lookup answer %j as %s", (body, code) => {
    expect(countryCodeOf(body)).toBe(code)
  })
})
