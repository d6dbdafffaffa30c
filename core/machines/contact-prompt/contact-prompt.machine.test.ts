import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { TransportFailure } from "../../runtime/failures.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { sampleNavigation } from "../../testing/samples.ts"
import { navigationMachine } from "../navigation/navigation.machine.ts"
import type { AccountTeamMember, NavigationData } from "../navigation/navigation.types.ts"
import { phoneConfirmationMachine } from "../phone-confirmation/phone-confirmation.machine.ts"
import { contactPromptMachine } from "./contact-prompt.machine.ts"

const promptWith = (savePhone: unknown) =>
  contactPromptMachine.provide({
    actors: {
      phoneConfirmation: phoneConfirmationMachine.provide({ actors: { savePhone: savePhone as never } }),
    },
  })
/** The fake server's stored number: the save writes it, the left menu reads it. */
let stored: string | null = null
const saved = (input: { phonenumber: string }) => {
  stored = input.phonenumber
  return { status: "success", item: { phonenumber: input.phonenumber } }
}

/** The shell's navigation machine over fake calls, counting its left-menu requests. */
const startNavigation = async (menuCalls: Array<unknown>) => {
  stored = null
  const nav = createActor(
    navigationMachine.provide({
      actors: {
        fetchLeftMenu: resolves<NavigationData>(
          () => ({ ...sampleNavigation, phonenumber: stored }),
          menuCalls,
        ),
        fetchAccountTeam: resolves<ReadonlyArray<AccountTeamMember>>([]),
        confirmPolicy: resolves<void>(undefined),
      },
    }),
    { input: {} },
  ).start()
  await waitFor(nav, (s) => s.matches({ menu: "idle" }))
  return nav
}

const enterUkNumber = [
  { type: "phone.country", iso2: "GB" },
  { type: "phone.input", text: "02079460958" },
  { type: "phone.blur" },
  { type: "phone.submit" },
] as const

describe("contact prompt machine", () => {
  it("routes a successful save to the navigation: the number at once, and the data again", async () => {
    const menuCalls: Array<unknown> = []
    const nav = await startNavigation(menuCalls)
    const driver = drive(promptWith(resolves(saved)), {
      input: { userId: 6, phonenumber: null, navigation: nav },
    })
    for (const event of enterUkNumber) driver.send(event)
    await driver.settle("saved")
    driver.expectContext({ saved: "+442079460958" })
    // The navigation heard it: the number in its data and a second left-menu request (the fake
    // answers at once; navigation.machine.test.ts shows the number is taken before the answer).
    expect(nav.getSnapshot().matches({ contact: "saved" })).toBe(true)
    expect(nav.getSnapshot().context.data?.phonenumber).toBe("+442079460958")
    expect(menuCalls).toHaveLength(2)
    nav.stop()
  })

  it("tells nobody when the save fails, and keeps the form with the error", async () => {
    const menuCalls: Array<unknown> = []
    const nav = await startNavigation(menuCalls)
    const failure = new TransportFailure({ status: 500, message: "boom" })
    const driver = drive(promptWith(rejects(failure)), {
      input: { userId: 6, phonenumber: null, navigation: nav },
    })
    for (const event of enterUkNumber) driver.send(event)
    const phone = driver.snapshot.children.phone
    await waitFor(phone!, (s) => s.matches("idle") && s.context.error !== null)
    driver.expectState("confirming")
    expect(nav.getSnapshot().matches({ contact: "idle" })).toBe(true)
    expect(menuCalls).toHaveLength(1)
    nav.stop()
  })

  it("saves without a navigation to tell (a flow, the CLI)", async () => {
    const driver = drive(promptWith(resolves(saved)), { input: { userId: 6, phonenumber: null } })
    for (const event of enterUkNumber) driver.send(event)
    await driver.settle("saved")
    driver.expectContext({ saved: "+442079460958", navigation: null })
  })
})
